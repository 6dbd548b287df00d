/**
 * The School server's JSON face, called by a client no one here wrote (openapi-fetch, whose types
 * openapi-typescript makes of the document: gateway.test.ts type-checks them) at the document's
 * paths, mounted on the endpoint: every operation answers what the generated SOAP client gets from
 * the same server, as JSON; and the AuthHeader travels as `X-SOAP-AuthHeader`.
 */
import {
  DEMO_CREDENTIALS,
  demoImplementation,
  demoServerOptions,
  listen,
} from "school-service-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  openapiFetchCaller,
  soapAnswer,
  type GatewayCaller,
} from "../gateway/support/gateway-client.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import { CALLS } from "./support/sample-calls.ts";

const AUTH = { ...DEMO_CREDENTIALS } as Record<string, string>;

let server: { url: string; close(): Promise<void> };
let call: GatewayCaller;
beforeAll(async () => {
  server = await listen(demoImplementation, {
    ...demoServerOptions,
    json: { enabled: true },
    port: 0,
  });
  call = openapiFetchCaller(server.url);
});
afterAll(() => server?.close());

it.each(SCHOOL_OPERATIONS)("answers %s as JSON with what the SOAP client gets", async (op) => {
  const params = CALLS[op]!.params;
  const got = await call(op, params, AUTH);
  expect(got.status).toBe(200);
  expect(got.body).toEqual(await soapAnswer(server.url, op, params, AUTH));
});

it("checks the AuthHeader as SOAP does: without it, or with a wrong password, the call is refused", async () => {
  const params = CALLS.eventGet!.params;
  for (const auth of [undefined, { ...AUTH, Password: "guess" }]) {
    const got = (await call("eventGet", params, auth)).body as {
      _status: { bln_Success: boolean };
    };
    expect(got._status.bln_Success).toBe(false);
    expect(got).toEqual(await soapAnswer(server.url, "eventGet", params, auth));
  }
});
