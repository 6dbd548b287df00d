import { createSchoolServiceClient, ServiceError } from "school-service-client";
import { expect, it } from "vitest";

const url = process.env.SERVICE_URL!;
const auth = JSON.parse(process.env.SERVICE_AUTH!);

it("calls eventGet on each SOAP binding", async () => {
  for (const binding of ["soap11", "soap12"] as const) {
    const answer = await createSchoolServiceClient({ baseUrl: url, auth, binding }).eventGet({
      EventID: 5,
    });
    expect(answer._status?.bln_Success).toBe(true);
  }
});

it("gets the service's refusal of wrong credentials as an answer", async () => {
  const answer = await createSchoolServiceClient({
    baseUrl: url,
    auth: { ...auth, Password: "wrong" },
  }).eventGet({ EventID: 5 });
  expect(answer._status?.bln_Success).toBe(false);
  expect(typeof ServiceError).toBe("function");
});
