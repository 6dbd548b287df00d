/**
 * Operation shapes, one small contract each, generated and called: the generated client against
 * the generated server on SOAP 1.1 and 1.2, values back equal, and the emitted result types exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "./contract-builder.ts";
import {
  declared,
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const BINDINGS = ["soap11", "soap12"] as const;

describe("document/literal wrapped: no parameters, void, several results (out parameters)", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(
      contract({
        schema: `
          <xs:element name="ping"><xs:complexType><xs:sequence /></xs:complexType></xs:element>
          <xs:element name="pingResponse"><xs:complexType><xs:sequence /></xs:complexType></xs:element>
          <xs:element name="split"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="splitResponse"><xs:complexType><xs:sequence>
            <xs:element name="head" type="xs:string" />
            <xs:element name="rest" type="xs:string" minOccurs="0" maxOccurs="unbounded" />
            <xs:element name="count" type="xs:int" />
          </xs:sequence></xs:complexType></xs:element>`,
        operations: [
          {
            name: "ping",
            input: '<wsdl:part name="parameters" element="tns:ping" />',
            output: '<wsdl:part name="parameters" element="tns:pingResponse" />',
          },
          {
            name: "split",
            input: '<wsdl:part name="parameters" element="tns:split" />',
            output: '<wsdl:part name="parameters" element="tns:splitResponse" />',
          },
        ],
      }),
    );
    running = await service.serve({
      ping: undefined,
      split: (p: { text: string }) => {
        const [head = "", ...rest] = p.text.split(" ");
        return { head, rest, count: rest.length + 1 };
      },
    });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it("declares the results: void, and an object of the response's elements", async () => {
    expect(await declared(service, "PingResult")).toBe("export type PingResult = void;");
    expect(await declared(service, "SplitResult")).toBe(
      [
        "export interface SplitResult {",
        "  head: string;",
        "  rest?: string[] | undefined;",
        "  /** `xsd:int`. */",
        "  count: number;",
        "}",
      ].join("\n"),
    );
  });

  it.each(BINDINGS)("calls them on %s", async (binding) => {
    const client = running.client(binding);
    expect(await client.ping!()).toBeUndefined();
    expect(await client.split!({ text: "a b c" })).toEqual({
      head: "a",
      rest: ["b", "c"],
      count: 3,
    });
    expect(running.received.slice(-2)).toEqual([
      { operation: "ping", params: {}, soapHeaders: {} },
      { operation: "split", params: { text: "a b c" }, soapHeaders: {} },
    ]);
  });
});

describe("document/literal bare parts, a declared fault, headers on request and response", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(
      contract({
        schema: `
          <xs:element name="Symbol" type="xs:string" />
          <xs:element name="Day" type="xs:date" />
          <xs:element name="Price" type="xs:decimal" />
          <xs:element name="Session" type="xs:string" />
          <xs:element name="Trace"><xs:complexType><xs:sequence><xs:element name="id" type="xs:long" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="UnknownSymbol"><xs:complexType><xs:sequence><xs:element name="symbol" type="xs:string" /></xs:sequence></xs:complexType></xs:element>`,
        messages: {
          SessionHeader: '<wsdl:part name="session" element="tns:Session" />',
          TraceHeader: '<wsdl:part name="trace" element="tns:Trace" />',
        },
        operations: [
          {
            name: "quote",
            input:
              '<wsdl:part name="symbol" element="tns:Symbol" /><wsdl:part name="day" element="tns:Day" />',
            output: '<wsdl:part name="price" element="tns:Price" />',
            faults: { Unknown: '<wsdl:part name="fault" element="tns:UnknownSymbol" />' },
            inputHeaders:
              '<soap:header message="tns:SessionHeader" part="session" use="literal" />',
            outputHeaders: '<soap:header message="tns:TraceHeader" part="trace" use="literal" />',
          },
        ],
      }),
    );
    running = await service.serve({
      quote: async (
        p: { symbol: string; day: string },
        ctx: { soapHeaders: { session?: string }; responseHeaders: Record<string, unknown> },
      ) => {
        if (p.symbol === "NOPE") {
          const { DeclaredFault } = await serverModule(service);
          throw new DeclaredFault(
            "Unknown",
            { symbol: p.symbol },
            { reason: "no such symbol", code: "client" },
          );
        }
        ctx.responseHeaders.trace = { id: 7n };
        return `${p.day === "2024-05-01" ? "12.50" : "0"}`;
      },
    });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it("declares bare parameters by their part names, and the fault union", async () => {
    expect(await declared(service, "QuoteParams")).toBe(
      [
        "export interface QuoteParams {",
        "  /** Element `Symbol`. */",
        "  symbol: string;",
        "  /** Element `Day`; `xsd:date`. */",
        "  day: string;",
        "}",
      ].join("\n"),
    );
    expect(await declared(service, "QuoteFault")).toContain(
      'name: "Unknown";\n  value: UnknownSymbol;',
    );
  });

  it.each(BINDINGS)(
    "sends the header, gets the result and the response header, and the declared fault, on %s",
    async (binding) => {
      const client = running.client(binding, { soapHeaders: { session: "s-1" } });
      const responseHeaders: Record<string, unknown> = {};
      expect(await client.quote!({ symbol: "IBM", day: "2024-05-01" }, { responseHeaders })).toBe(
        "12.50",
      );
      expect(responseHeaders).toEqual({ trace: { id: 7n } });
      expect(running.received.at(-1)).toEqual({
        operation: "quote",
        params: { symbol: "IBM", day: "2024-05-01" },
        soapHeaders: { session: "s-1" },
      });
      const error = await client.quote!({ symbol: "NOPE", day: "2024-05-01" }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({
        name: "SoapFaultError",
        reason: "no such symbol",
        declared: { name: "Unknown", value: { symbol: "NOPE" } },
      });
    },
  );
});

describe("the contract's only header, of a simple type (JAX-WS's @WebParam(header = true) String)", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(
      contract({
        schema: `
          <xs:element name="Tenant" type="xs:string" />
          <xs:element name="ping"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="pingResponse"><xs:complexType><xs:sequence><xs:element name="return" type="xs:string" /></xs:sequence></xs:complexType></xs:element>`,
        messages: { TenantHeader: '<wsdl:part name="tenant" element="tns:Tenant" />' },
        operations: [
          {
            name: "ping",
            input: '<wsdl:part name="parameters" element="tns:ping" />',
            output: '<wsdl:part name="parameters" element="tns:pingResponse" />',
            inputHeaders: '<soap:header message="tns:TenantHeader" part="tenant" use="literal" />',
          },
        ],
      }),
    );
    running = await service.serve({
      ping: (p: { text: string }, ctx: { soapHeaders: { tenant?: string } }) =>
        `${ctx.soapHeaders.tenant}: ${p.text}`,
    });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it.each(BINDINGS)(
    "is no credentials record but a header set by name, sent and received on %s",
    async (binding) => {
      const client = running.client(binding, { soapHeaders: { tenant: "acme" } });
      expect(await client.ping!({ text: "hi" })).toBe("acme: hi");
      expect(running.received.at(-1)).toMatchObject({
        operation: "ping",
        soapHeaders: { tenant: "acme" },
      });
    },
  );
});

describe("rpc/literal, one-way", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(
      contract({
        style: "rpc",
        bodyNamespace: "urn:rpc",
        schema: `<xs:complexType name="Point"><xs:sequence><xs:element name="x" type="xs:int" /><xs:element name="y" type="xs:int" /></xs:sequence></xs:complexType>`,
        operations: [
          {
            name: "move",
            input:
              '<wsdl:part name="from" type="tns:Point" /><wsdl:part name="dx" type="xs:int" />',
            output: '<wsdl:part name="to" type="tns:Point" />',
          },
          { name: "log", input: '<wsdl:part name="line" type="xs:string" />' },
        ],
      }),
    );
    running = await service.serve({
      move: (p: { from: { x: number; y: number }; dx: number }) => ({
        x: p.from.x + p.dx,
        y: p.from.y,
      }),
      log: undefined,
    });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it("declares rpc parts by their names, a one-way result as void", async () => {
    expect(await declared(service, "MoveParams")).toBe(
      [
        "export interface MoveParams {",
        "  from: Point;",
        "  /** `xsd:int`. */",
        "  dx: number;",
        "}",
      ].join("\n"),
    );
    expect(await declared(service, "LogResult")).toBe("export type LogResult = void;");
  });

  it.each(BINDINGS)("calls them on %s", async (binding) => {
    const client = running.client(binding);
    expect(await client.move!({ from: { x: 1, y: 2 }, dx: 3 })).toEqual({ x: 4, y: 2 });
    expect(await client.log!({ line: "hello" })).toBeUndefined();
    expect(running.received.at(-1)).toEqual({
      operation: "log",
      params: { line: "hello" },
      soapHeaders: {},
    });
  });
});

async function serverModule(
  service: GeneratedService,
): Promise<{ DeclaredFault: new (fault: string, detail: unknown, options?: object) => Error }> {
  const { readdirSync } = await import("node:fs");
  const path = await import("node:path");
  const { pathToFileURL } = await import("node:url");
  const pkg = readdirSync(path.join(service.dir, "generated")).find((p) => p.endsWith("-server"))!;
  return import(pathToFileURL(path.join(service.dir, "generated", pkg, "src/index.ts")).href);
}

describe("a contract with a SOAP 1.2 port only", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(
      contract({
        schema: `
          <xs:element name="echo"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string" /></xs:sequence></xs:complexType></xs:element>`,
        operations: [
          {
            name: "echo",
            input: '<wsdl:part name="parameters" element="tns:echo" />',
            output: '<wsdl:part name="parameters" element="tns:echoResponse" />',
          },
        ],
        ports: ["soap12"],
      }),
    );
    running = await service.serve({ echo: (p: { text: string }) => p.text });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it("gives a client that speaks SOAP 1.2 unless told otherwise, and says so", async () => {
    const clientPackage = (await service.read(".soapgen-lock.json")).match(
      /"([\w-]+-client)\/src\/client\.ts"/,
    )![1];
    expect(await service.read(`${clientPackage}/src/client.ts`)).toMatch(
      /bindings:\s+(?:\* )?SOAP 1\.2 \(the default\)\./,
    );
    expect(await service.read(`${clientPackage}/src/calls.ts`)).toContain(
      'defaultBinding: "soap12"',
    );
    let contentType = "";
    const fetch = async (url: string, init: RequestInit) => {
      contentType = new Headers(init.headers).get("content-type") ?? "";
      return globalThis.fetch(url, init);
    };
    expect(await running.client(undefined, { fetch }).echo!({ text: "hi" })).toBe("hi");
    expect(contentType).toMatch(/^application\/soap\+xml; charset=utf-8; action="urn:c\/echo"$/);
  });
});
