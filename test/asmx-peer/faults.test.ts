/**
 * Faults as ASMX services throw them, against the real ASMX stack (Mono, test/asmx-peer/service/
 * FaultService.cs): `new SoapException(message, code, actor, detailNode)`, with subcodes and a role,
 * and without a detail. The client generated from the peer's own WSDL (which, as every ASMX WSDL,
 * declares no fault) reads each one whole; the server generated from it, its implementation
 * throwing SoapFault with the same parts, answers the same bytes but for the stack trace Mono's
 * faultstring carries (customErrors Off), on SOAP 1.1, 1.2 and HTTP GET/POST.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";
import { startAsmxPeer, type AsmxPeer } from "./peer-results.ts";

const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";
const ORDER_FAULT =
  '<OrderFault xmlns="urn:c"><Code>NOT_FOUND</Code><OrderId>7</OrderId></OrderFault>';
const OPERATIONS = ["clientFault", "subcodeFault", "plainFault"] as const;
type Operation = (typeof OPERATIONS)[number];

/** As FaultService.cs throws them. */
const AS_THE_PEER: Record<Operation, { reason: string; options: Record<string, unknown> }> = {
  clientFault: {
    reason: "Order 7 was not found.",
    options: { code: "client", actor: "http://faults.example.org/orders", detail: ORDER_FAULT },
  },
  subcodeFault: {
    reason: "The database did not answer.",
    options: {
      code: "server",
      actor: "urn:node",
      role: "urn:role",
      detail: ORDER_FAULT,
      subcodes: [
        { namespace: "urn:app", local: "Database" },
        { namespace: "urn:app", local: "Timeout" },
      ],
    },
  },
  plainFault: {
    reason: 'Plain & simple: <b class="x">it\'s</b> \u00e9\u20ac.',
    options: { code: "server" },
  },
};

let peer: AsmxPeer;
let faultUrl: string;
let service: GeneratedService;
let ours: RunningService;

beforeAll(async () => {
  peer = await startAsmxPeer();
  faultUrl = peer.url.replace(/schoolservice\.asmx$/, "faultservice.asmx");
  const wsdl = await (await fetch(`${faultUrl}?WSDL`)).text();
  expect(wsdl).not.toContain("wsdl:fault");
  service = await generateService(wsdl);
  const out = path.join(service.dir, "generated");
  const serverPackage = readdirSync(out).find((p) => p.endsWith("-server"))!;
  const { SoapFault } = (await import(
    pathToFileURL(path.join(out, serverPackage, "src/index.ts")).href
  )) as { SoapFault: new (reason: string, options: object) => Error };
  const implementation = Object.fromEntries(
    OPERATIONS.map((op) => [
      op,
      () => {
        throw new SoapFault(AS_THE_PEER[op].reason, AS_THE_PEER[op].options);
      },
    ]),
  );
  ours = await service.serve(implementation, {
    httpGet: { enabled: true, authenticate: null },
    httpPost: { enabled: true, authenticate: null },
  });
}, 180_000);
afterAll(async () => {
  await Promise.all([peer?.close(), ours?.close()]);
  service?.close();
});

async function post(
  url: string,
  binding: "soap11" | "soap12",
  op: Operation,
): Promise<{ status: number; contentType: string | null; body: string }> {
  const body =
    binding === "soap11"
      ? `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}"><soap:Body><${op} xmlns="urn:c"><text>x</text></${op}></soap:Body></soap:Envelope>`
      : `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:soap12="${SOAP12}"><soap12:Body><${op} xmlns="urn:c"><text>x</text></${op}></soap12:Body></soap12:Envelope>`;
  const headers: Record<string, string> =
    binding === "soap11"
      ? { "content-type": "text/xml; charset=utf-8", soapaction: `"urn:c/${op}"` }
      : { "content-type": `application/soap+xml; charset=utf-8; action="urn:c/${op}"` };
  const res = await fetch(url, { method: "POST", headers, body });
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    body: await res.text(),
  };
}

/** Mono's faultstring (customErrors Off) is the exception's ToString(): its message is what a production ASMX writes. */
function withoutStack(body: string): string {
  return body.replace(
    /(<faultstring>|<soap:Text xml:lang="en">)System\.Web\.Services\.Protocols\.SoapException: ([^\n]*)\n[^<]*/,
    "$1$2",
  );
}

describe.each(["soap11", "soap12"] as const)("%s", (binding) => {
  it.each(OPERATIONS)("%s: our server answers Mono's bytes, but the stack trace", async (op) => {
    const [asmx, answer] = await Promise.all([
      post(faultUrl, binding, op),
      post(ours.url, binding, op),
    ]);
    expect(asmx.status).toBe(500);
    expect(asmx.body).toMatch(/SoapException: /);
    expect(answer).toEqual({ ...asmx, body: withoutStack(asmx.body) });
  });

  it.each(OPERATIONS)(
    "%s: the client generated from the peer's WSDL reads Mono's fault whole",
    async (op) => {
      const error = await ours.client(binding, { baseUrl: faultUrl })[op]!({ text: "x" }).catch(
        (e: unknown) => e,
      );
      const v11 = binding === "soap11";
      const { reason, options } = AS_THE_PEER[op];
      const hasDetail = options.detail !== undefined;
      expect(error).toMatchObject({
        name: "SoapFaultError",
        version: v11 ? "1.1" : "1.2",
        code: `soap:${options.code === "client" ? (v11 ? "Client" : "Sender") : v11 ? "Server" : "Receiver"}`,
        subcodes: v11 ? [] : (options.subcodes ?? []),
        actor: v11 ? options.actor : options.role,
        node: v11 ? undefined : options.actor,
        role: v11 ? undefined : options.role,
        detailXml: hasDetail
          ? `<detail>${ORDER_FAULT}</detail>`
          : v11
            ? "<detail />"
            : `<soap:Detail xmlns:soap="${SOAP12}" />`,
        detailElements: hasDetail
          ? [{ namespace: "urn:c", local: "OrderFault", text: "NOT_FOUND7", xml: ORDER_FAULT }]
          : [],
        detail: hasDetail ? { OrderFault: { Code: "NOT_FOUND", OrderId: "7" } } : "",
        status: 500,
      });
      expect(
        (error as { reason: string }).reason.startsWith(
          `System.Web.Services.Protocols.SoapException: ${reason}\n`,
        ),
      ).toBe(true);
    },
  );
});

it.each(OPERATIONS)(
  "HTTP GET and POST, %s: our server answers the first line of Mono's text/plain 500",
  async (op) => {
    for (const [url, init] of [
      [`/${op}?text=x`, undefined],
      [
        `/${op}`,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "text=x",
        },
      ],
    ] as const) {
      const [asmx, answer] = await Promise.all([
        fetch(`${faultUrl}${url}`, init),
        fetch(`${ours.url}${url}`, init),
      ]);
      const asmxText = await asmx.text();
      expect([answer.status, answer.headers.get("content-type")]).toEqual([
        asmx.status,
        asmx.headers.get("content-type"),
      ]);
      expect(await answer.text()).toBe(asmxText.split("\n")[0]);
    }
  },
);
