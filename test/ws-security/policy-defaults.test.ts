/**
 * The contract's WS-SecurityPolicy as defaults of the client's `wsSecurity`: a digest password, a
 * timestamp and the signature algorithm where the policy asks for them and the options say nothing;
 * what the options say wins.
 */
import { WsSecurity } from "school-service-client";
import { expect, it } from "vitest";

const site = { operation: "eventGet", binding: "soap11" } as const;
const request = {
  method: "POST" as const,
  url: "http://localhost/api/schoolservice.asmx",
  headers: {},
  body: '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><x/></soap:Body></soap:Envelope>',
};
const security = (digest?: boolean) =>
  new WsSecurity({
    usernameToken: { username: "u", password: "p", ...(digest === undefined ? {} : { digest }) },
  });

it("a policy asking for a digest and a timestamp gets them; without a policy, neither", async () => {
  const asked = (await security().secureRequest(site, request, { digest: true, timestamp: true }))
    .body!;
  expect(asked).toContain("#PasswordDigest");
  expect(asked).toContain("<wsu:Timestamp");
  const plain = (await security().secureRequest(site, request)).body!;
  expect(plain).toContain("#PasswordText");
  expect(plain).not.toContain("<wsu:Timestamp");
});

it("what the options say wins over the policy", async () => {
  const text = (await security(false).secureRequest(site, request, { digest: true })).body!;
  expect(text).toContain("#PasswordText");
});
