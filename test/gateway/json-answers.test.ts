/** The gateway's fault answers, as docs/openapi.md maps them: the code decides the status. */
import { expect, it } from "vitest";
import { faultAnswer } from "../../generator/gateway/json-answers.ts";

it("maps a fault's code to its status, and a declared fault's detail to its JSON", () => {
  const fault = (local: string, declared?: { name: string; value: unknown }) =>
    Object.assign(new Error(local), {
      codeName: { local },
      reason: "why",
      actor: undefined,
      detail: undefined,
      declared,
    });
  expect(faultAnswer(fault("Client")).status).toBe(400);
  expect(faultAnswer(fault("Sender")).status).toBe(400);
  expect(faultAnswer(fault("Receiver")).status).toBe(500);
  expect(faultAnswer(fault("OrderNotFound"))).toEqual({
    status: 500,
    body: { code: "OrderNotFound", message: "why" },
  });
  expect(faultAnswer(fault("Server", { name: "DrawFault", value: { at: 1n } })).body).toEqual({
    code: "Server",
    message: "why",
    fault: "DrawFault",
    detail: { at: "1" },
  });
});
