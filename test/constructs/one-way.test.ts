/**
 * One-way operations (an input and no output) on the wire: the generated client against a stub
 * server that answers as the servers one meets do. An empty body with a 2xx status is the whole
 * answer (.NET's ASMX and WCF answer 202 Accepted, WCF without a content type; Mono's ASMX 200
 * text/html), so the call resolves with undefined; a body is read as any answer, so a fault stays
 * a fault. And what the generated server itself answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "./contract-builder.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const BINDINGS = ["soap11", "soap12"] as const;
/** node:http (the default on Node) and fetch. */
const TRANSPORTS = { "node:http": {}, fetch: { fetch: globalThis.fetch } } as const;
const CASES = BINDINGS.flatMap((binding) =>
  (["node:http", "fetch"] as const).map((transport) => [binding, transport] as const),
);

const SOAP_CONTENT_TYPE = {
  soap11: "text/xml; charset=utf-8",
  soap12: "application/soap+xml; charset=utf-8",
};
const ENVELOPE_NS = {
  soap11: "http://schemas.xmlsoap.org/soap/envelope/",
  soap12: "http://www.w3.org/2003/05/soap-envelope",
};

function faultBody(binding: "soap11" | "soap12"): string {
  const ns = ENVELOPE_NS[binding];
  const fault =
    binding === "soap11"
      ? "<soap:Fault><faultcode>soap:Server</faultcode><faultstring>the log is full</faultstring></soap:Fault>"
      : '<soap:Fault><soap:Code><soap:Value>soap:Receiver</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">the log is full</soap:Text></soap:Reason></soap:Fault>';
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ns}"><soap:Body>${fault}</soap:Body></soap:Envelope>`;
}

/** How the stub answers the next request: the request's binding is passed in. */
type Answer = (res: ServerResponse, binding: "soap11" | "soap12") => void;

describe("one-way operations: an empty 2xx answer is success, a fault is a fault", () => {
  let service: GeneratedService;
  let running: RunningService;
  let stub: Server;
  let stubUrl: string;
  let answer: Answer = (res) => res.end();
  const requests: { contentType: string; body: string }[] = [];

  beforeAll(async () => {
    service = await generateService(
      contract({
        schema: `
          <xs:element name="log"><xs:complexType><xs:sequence><xs:element name="line" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="echo"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string" /></xs:sequence></xs:complexType></xs:element>`,
        operations: [
          { name: "log", input: '<wsdl:part name="parameters" element="tns:log" />' },
          {
            name: "echo",
            input: '<wsdl:part name="parameters" element="tns:echo" />',
            output: '<wsdl:part name="parameters" element="tns:echoResponse" />',
          },
        ],
      }),
    );
    running = await service.serve({
      log: (p: { line: string }) => {
        if (p.line === "fail") throw new Error("the implementation failed");
        return undefined;
      },
      echo: (p: { text: string }) => p.text,
    });
    stub = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        const contentType = req.headers["content-type"] ?? "";
        requests.push({ contentType, body });
        answer(res, contentType.startsWith("application/soap+xml") ? "soap12" : "soap11");
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => stub?.close(resolve));
    await running?.close();
    service?.close();
  });

  /** Calls `log` on the stub, which answers with `a`. */
  async function callLog(
    binding: "soap11" | "soap12",
    transport: keyof typeof TRANSPORTS,
    a: Answer,
  ): Promise<unknown> {
    answer = a;
    const client = running.client(binding, { ...TRANSPORTS[transport], baseUrl: stubUrl });
    const outcome = await client.log!({ line: "hello" }).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const sent = requests.at(-1)!;
    expect(sent.body).toContain("<line>hello</line>");
    expect(sent.contentType.startsWith(SOAP_CONTENT_TYPE[binding].split(";")[0]!)).toBe(true);
    if ("error" in outcome) throw outcome.error;
    return outcome.value;
  }

  it.each(CASES)(
    "resolves with undefined on 200 and an empty body (%s, %s)",
    async (binding, transport) => {
      // Chunked, no Content-Length: the body's emptiness is only known at its end.
      const value = await callLog(binding, transport, (res) => {
        res.writeHead(200, { "Content-Type": SOAP_CONTENT_TYPE[binding] });
        res.flushHeaders();
        res.end();
      });
      expect(value).toBeUndefined();
    },
  );

  it.each(CASES)(
    "resolves with undefined on 200 text/html, Content-Length: 0, as Mono's ASMX answers (%s, %s)",
    async (binding, transport) => {
      const value = await callLog(binding, transport, (res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Length": "0" });
        res.end();
      });
      expect(value).toBeUndefined();
    },
  );

  it.each(CASES)(
    "resolves with undefined on 202 and an empty body (%s, %s)",
    async (binding, transport) => {
      const value = await callLog(binding, transport, (res) => {
        res.writeHead(202, "Accepted", { "Content-Type": SOAP_CONTENT_TYPE[binding] });
        res.end();
      });
      expect(value).toBeUndefined();
    },
  );

  it.each(CASES)(
    "resolves with undefined on 202, Content-Length: 0 and no content type, as WCF answers (%s, %s)",
    async (binding, transport) => {
      const value = await callLog(binding, transport, (res) => {
        res.writeHead(202, "Accepted", { "Content-Length": "0" });
        res.end();
      });
      expect(value).toBeUndefined();
    },
  );

  it.each(CASES)(
    "resolves with undefined on 204 No Content (%s, %s)",
    async (binding, transport) => {
      const value = await callLog(binding, transport, (res) => {
        res.writeHead(204);
        res.end();
      });
      expect(value).toBeUndefined();
    },
  );

  it.each(CASES)(
    "resolves with undefined on 200 and an envelope with an empty Body (%s, %s)",
    async (binding, transport) => {
      const value = await callLog(binding, transport, (res) => {
        res.writeHead(200, { "Content-Type": SOAP_CONTENT_TYPE[binding] });
        res.end(
          `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPE_NS[binding]}"><soap:Body /></soap:Envelope>`,
        );
      });
      expect(value).toBeUndefined();
    },
  );

  it.each(CASES)("reads a 500 fault as a SoapFaultError (%s, %s)", async (binding, transport) => {
    const error = await callLog(binding, transport, (res, version) => {
      res.writeHead(500, "Internal Server Error", { "Content-Type": SOAP_CONTENT_TYPE[version] });
      res.end(faultBody(version));
    }).catch((err: unknown) => err);
    expect(error).toMatchObject({
      name: "SoapFaultError",
      status: 500,
      version: binding === "soap11" ? "1.1" : "1.2",
      code: binding === "soap11" ? "soap:Server" : "soap:Receiver",
      reason: "the log is full",
    });
  });

  it.each(CASES)("reads a fault as a fault on a 200 too (%s, %s)", async (binding, transport) => {
    const error = await callLog(binding, transport, (res, version) => {
      res.writeHead(200, { "Content-Type": SOAP_CONTENT_TYPE[version] });
      res.end(faultBody(version));
    }).catch((err: unknown) => err);
    expect(error).toMatchObject({ name: "SoapFaultError", status: 200, reason: "the log is full" });
  });

  it.each(CASES)(
    "takes a 500 with an empty body for an HTTP status error, not a success (%s, %s)",
    async (binding, transport) => {
      const error = await callLog(binding, transport, (res) => {
        res.writeHead(500, "Internal Server Error", { "Content-Length": "0" });
        res.end();
      }).catch((err: unknown) => err);
      expect(error).toMatchObject({ name: "HttpStatusError", status: 500 });
    },
  );

  it.each(CASES)(
    "takes an answer element on a one-way operation for a format error (%s, %s)",
    async (binding, transport) => {
      const error = await callLog(binding, transport, (res) => {
        res.writeHead(200, { "Content-Type": SOAP_CONTENT_TYPE[binding] });
        res.end(
          `<soap:Envelope xmlns:soap="${ENVELOPE_NS[binding]}"><soap:Body><logResponse xmlns="urn:c" /></soap:Body></soap:Envelope>`,
        );
      }).catch((err: unknown) => err);
      expect(error).toMatchObject({ name: "ResponseFormatError" });
    },
  );

  it.each(BINDINGS)(
    "an operation with an output still refuses an empty 200 (%s)",
    async (binding) => {
      answer = (res) => {
        res.writeHead(200, { "Content-Type": SOAP_CONTENT_TYPE[binding], "Content-Length": "0" });
        res.end();
      };
      const error = await running.client(binding, { baseUrl: stubUrl }).echo!({ text: "hi" }).catch(
        (err: unknown) => err,
      );
      expect(error).toMatchObject({ name: "ResponseFormatError", problem: "the body is empty" });
    },
  );

  it.each(BINDINGS)(
    "the generated server answers a one-way call with 202 Accepted and an empty body, which its client takes (%s)",
    async (binding) => {
      const envelope = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPE_NS[binding]}"><soap:Body><log xmlns="urn:c"><line>raw</line></log></soap:Body></soap:Envelope>`;
      const headers: Record<string, string> =
        binding === "soap11"
          ? { "Content-Type": SOAP_CONTENT_TYPE.soap11, SOAPAction: '"urn:c/log"' }
          : { "Content-Type": `${SOAP_CONTENT_TYPE.soap12}; action="urn:c/log"` };
      const res = await fetch(running.url, { method: "POST", headers, body: envelope });
      expect(res.status).toBe(202);
      expect(await res.text()).toBe("");
      expect(running.received.at(-1)).toEqual({
        operation: "log",
        params: { line: "raw" },
        soapHeaders: {},
      });
      expect(await running.client(binding).log!({ line: "through the client" })).toBeUndefined();
      expect(running.received.at(-1)).toMatchObject({
        operation: "log",
        params: { line: "through the client" },
      });
    },
  );

  it.each(BINDINGS)(
    "the generated server answers a one-way call whose implementation fails with a fault, which its client throws (%s)",
    async (binding) => {
      const error = await running.client(binding).log!({ line: "fail" }).catch(
        (err: unknown) => err,
      );
      expect(error).toMatchObject({ name: "SoapFaultError", status: 500 });
    },
  );
});
