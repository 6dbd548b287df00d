/**
 * `soapgen gateway` in front of a real ASP.NET ASMX stack (the Mono peer, test/asmx-peer/service/),
 * called through openapi-fetch: every School operation's JSON answer is what the generated SOAP
 * client gets from the peer, as JSON, on SOAP 1.1 and 1.2 (`--binding`); the call .NET cannot read
 * (a date past 9999) comes back as the peer's Client fault, a 400 in the mapping's shape. The peer
 * is started here; without Mono the test fails, naming the packages to install.
 */
import { createSchoolServiceClient, SoapFaultError } from "school-service-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startSoapgen } from "../mock/support/child-server.ts";
import { type AsmxPeer, SAMPLE_AUTH, startAsmxPeer } from "../asmx-peer/peer-results.ts";
import { CALLS } from "../server/support/sample-calls.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import { jsonOf } from "../../templates/runtime/json-values.ts";
import { type GatewayCaller, openapiFetchCaller, soapAnswer } from "./support/gateway-client.ts";

const AUTH = { ...SAMPLE_AUTH } as Record<string, string>;
/** What the peer cannot read: .NET's DateTime ends at 9999, xsd:dateTime does not. */
const UNREADABLE = { ModifiedDate: new Date("+010000-01-01") };

let peer: AsmxPeer;
const gateways: Partial<Record<"soap11" | "soap12", { child: ChildServer; call: GatewayCaller }>> =
  {};
beforeAll(async () => {
  peer = await startAsmxPeer();
  for (const binding of ["soap11", "soap12"] as const) {
    const child = await startSoapgen([
      "gateway",
      ...["--target", peer.url, "--port", "0", "--binding", binding],
    ]);
    gateways[binding] = { child, call: openapiFetchCaller(child.url) };
  }
}, 180_000);
afterAll(async () => {
  for (const g of Object.values(gateways)) await g?.child.stop();
  await peer?.close();
});

describe.each(["soap11", "soap12"] as const)("soapgen gateway in front of ASMX (%s)", (binding) => {
  it("answers every School operation as JSON with what the generated SOAP client gets", async () => {
    for (const op of SCHOOL_OPERATIONS) {
      const params = CALLS[op]!.params;
      const got = await gateways[binding]!.call(op, params, AUTH);
      const client = createSchoolServiceClient({ baseUrl: peer.url, binding, auth: SAMPLE_AUTH });
      const expected = jsonOf(
        await (client as unknown as Record<string, (p: object) => Promise<unknown>>)[op]!(params),
      );
      expect({ op, status: got.status, body: got.body }).toEqual({
        op,
        status: 200,
        body: expected,
      });
    }
  });

  it("answers the peer's Client fault with a 400 in the mapping's shape", async () => {
    const got = await gateways[binding]!.call("userGetListByModDate", UNREADABLE, AUTH);
    const client = createSchoolServiceClient({ baseUrl: peer.url, binding, auth: SAMPLE_AUTH });
    const fault = await client.userGetListByModDate(UNREADABLE).catch((e: unknown) => e);
    expect(fault).toBeInstanceOf(SoapFaultError);
    const f = fault as SoapFaultError;
    expect(f.codeName.local).toBe(binding === "soap11" ? "Client" : "Sender");
    expect(got.status).toBe(400);
    expect(got.body).toEqual({
      code: f.codeName.local,
      message: f.reason,
      ...(f.actor !== undefined ? { actor: f.actor } : {}),
      ...(f.detail !== undefined ? { detail: jsonOf(f.detail) } : {}),
    });
  });
});

it("passes the AuthHeader on: the peer echoes it, and refuses a wrong password", async () => {
  const params = CALLS.eventGet!.params;
  const call = gateways.soap11!.call;
  const accepted = (await call("eventGet", params, AUTH)).body as { _status: object };
  expect(accepted._status).toEqual({ bln_Success: true, detail: [] });
  expect(JSON.stringify(accepted)).toContain("auth=Lincoln High/jdoe/secret");
  expect(JSON.stringify((await call("eventGet", params)).body)).toContain("auth=<none>");
  const wrong = { ...AUTH, Password: "guess" };
  const refused = (await call("eventGet", params, wrong)).body as {
    _status: { bln_Success: boolean };
  };
  expect(refused._status.bln_Success).toBe(false);
  expect(refused).toEqual(await soapAnswer(peer.url, "eventGet", params, wrong));
});
