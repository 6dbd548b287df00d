/**
 * The server's JSON face (the `json` option, docs/openapi.md): a contract of every construct whose
 * JSON form differs from its value (64-bit and unbounded integers, doubles' NaN and infinities,
 * dates, bytes, an xsi:type family, a list, a union, simple content, anyType items) reaches the
 * implementation typed as SOAP would hand it, and its result comes back as JSON; SOAP headers
 * travel as `X-SOAP-*` HTTP headers; faults, refusals and bad requests answer as the mapping says;
 * and the face is off unless asked for.
 */
import { pathToFileURL } from "node:url";
import path from "node:path";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "../constructs/contract-builder.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";
import { jsonOf } from "../../templates/runtime/json-values.ts";

const SCHEMA = `
  <xs:complexType name="Shape" abstract="true"><xs:sequence><xs:element name="id" type="xs:long" /></xs:sequence></xs:complexType>
  <xs:complexType name="Circle"><xs:complexContent><xs:extension base="tns:Shape"><xs:sequence><xs:element name="radius" type="xs:double" /></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Price"><xs:simpleContent><xs:extension base="xs:unsignedLong"><xs:attribute name="currency" type="xs:string" /></xs:extension></xs:simpleContent></xs:complexType>
  <xs:simpleType name="Sizes"><xs:list itemType="xs:integer" /></xs:simpleType>
  <xs:simpleType name="WhenOrCode"><xs:union memberTypes="xs:dateTime xs:string" /></xs:simpleType>
  <xs:complexType name="ArrayOfDouble"><xs:sequence><xs:element name="double" type="xs:double" minOccurs="0" maxOccurs="unbounded" /></xs:sequence></xs:complexType>
  <xs:complexType name="Drawing"><xs:sequence>
    <xs:element name="shapes" type="tns:Shape" minOccurs="0" maxOccurs="unbounded" />
    <xs:element name="price" type="tns:Price" />
    <xs:element name="sizes" type="tns:Sizes" />
    <xs:element name="when" type="tns:WhenOrCode" />
    <xs:element name="code" type="tns:WhenOrCode" />
    <xs:element name="ratios" type="tns:ArrayOfDouble" />
    <xs:element name="share" type="xs:float" nillable="true" />
    <xs:element name="picture" type="xs:base64Binary" minOccurs="0" />
    <xs:element name="hex" type="xs:hexBinary" />
    <xs:element name="drawn" type="xs:dateTime" />
    <xs:element name="items" type="xs:anyType" minOccurs="0" maxOccurs="unbounded" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Node"><xs:sequence><xs:element name="next" type="tns:Node" minOccurs="0" /></xs:sequence></xs:complexType>
  <xs:element name="draw"><xs:complexType><xs:sequence><xs:element name="drawing" type="tns:Drawing" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="drawResponse"><xs:complexType><xs:sequence><xs:element name="drawResult" type="tns:Drawing" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="chain"><xs:complexType><xs:sequence><xs:element name="node" type="tns:Node" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="chainResponse"><xs:complexType><xs:sequence><xs:element name="chainResult" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="forget"><xs:complexType><xs:sequence><xs:element name="what" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="forgetResponse"><xs:complexType /></xs:element>
  <xs:element name="notify"><xs:complexType><xs:sequence><xs:element name="what" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="Ticket"><xs:complexType><xs:sequence><xs:element name="id" type="xs:long" /><xs:element name="holder" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="Trace"><xs:complexType><xs:sequence><xs:element name="id" type="xs:long" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="NoDrawing"><xs:complexType><xs:sequence><xs:element name="at" type="xs:long" /></xs:sequence></xs:complexType></xs:element>`;

const WSDL = contract({
  schema: SCHEMA,
  messages: {
    TicketHeader: '<wsdl:part name="ticket" element="tns:Ticket" />',
    TraceHeader: '<wsdl:part name="trace" element="tns:Trace" />',
  },
  operations: [
    {
      name: "draw",
      input: '<wsdl:part name="parameters" element="tns:draw" />',
      output: '<wsdl:part name="parameters" element="tns:drawResponse" />',
      faults: { NoDrawingFault: '<wsdl:part name="detail" element="tns:NoDrawing" />' },
      inputHeaders: '<soap:header message="tns:TicketHeader" part="ticket" use="literal" />',
      outputHeaders: '<soap:header message="tns:TraceHeader" part="trace" use="literal" />',
    },
    {
      name: "chain",
      input: '<wsdl:part name="parameters" element="tns:chain" />',
      output: '<wsdl:part name="parameters" element="tns:chainResponse" />',
    },
    {
      name: "forget",
      input: '<wsdl:part name="parameters" element="tns:forget" />',
      output: '<wsdl:part name="parameters" element="tns:forgetResponse" />',
    },
    { name: "notify", input: '<wsdl:part name="parameters" element="tns:notify" />' },
  ],
});

const DRAWING = {
  shapes: [{ $type: "Circle", id: -(2n ** 63n), radius: Number.NaN }],
  price: { $value: 2n ** 64n - 1n, currency: "EUR" },
  sizes: [1n, -123456789012345678901234567890n],
  when: new Date("+010000-01-01T00:00:00Z"),
  code: "AB123",
  ratios: [Infinity, -Infinity, 0.5],
  share: null,
  picture: new Uint8Array([0, 1, 127, 128, 254, 255]),
  hex: new Uint8Array([222, 173, 190, 239]),
  drawn: new Date("2024-02-29T23:59:59.999Z"),
  items: [
    { type: "xsd:long", value: 5n },
    { type: "Circle", value: { id: 7n, radius: 1.5 } },
    { type: "unknown", xsiType: "x:Thing", xsiTypeNamespace: "urn:x", value: { a: "1" } },
  ],
};

type DeclaredFaultClass = new (name: string, detail: unknown, options?: object) => Error;
type SoapFaultClass = new (reason: string, options?: object) => Error;

let service: GeneratedService;
let running: RunningService;
let off: RunningService;

beforeAll(async () => {
  service = await generateService(WSDL);
  const server = path.join(service.dir, "generated");
  const folder = readdirSync(server).find((p) => p.endsWith("-server"))!;
  const { DeclaredFault, SoapFault } = (await import(
    pathToFileURL(path.join(server, folder, "src/index.ts")).href
  )) as { DeclaredFault: DeclaredFaultClass; SoapFault: SoapFaultClass };
  const answers = {
    draw: (
      p: { drawing: typeof DRAWING & { code: string } },
      ctx: { responseHeaders: Record<string, unknown> },
    ) => {
      if (p.drawing.code === "FAULT") throw new DeclaredFault("NoDrawingFault", { at: 12n });
      if (p.drawing.code === "CLIENT")
        throw new SoapFault("bad code", { code: "client", detail: { why: "CLIENT" } });
      if (p.drawing.code === "THROW") throw new Error("the implementation broke");
      ctx.responseHeaders.trace = { id: 2n ** 60n };
      return p.drawing;
    },
    chain: () => 1,
    forget: () => ({}),
    notify: () => undefined,
  };
  running = await service.serve(answers, { json: { enabled: true } });
  off = await service.serve(answers);
}, 120_000);

afterAll(async () => {
  await running?.close();
  await off?.close();
  service?.close();
});

function post(
  operation: string,
  body: unknown,
  headers: Record<string, string> = {},
  url = running.url,
): Promise<Response> {
  return fetch(`${url}/${operation}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(jsonOf(body)),
  });
}

describe("a call on the JSON face", () => {
  it("hands the implementation the values SOAP would, and answers the result as JSON", async () => {
    const before = running.received.length;
    const res = await post("draw", { drawing: DRAWING });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await res.json()).toEqual(jsonOf(DRAWING));
    const [call] = running.received.slice(before);
    expect(call!.params).toEqual({ drawing: DRAWING });
    // The same call on SOAP hands the implementation the same values.
    await running.client("soap11").draw!({ drawing: DRAWING });
    expect(running.received.at(-1)!.params).toEqual(call!.params);
  });

  it("takes SOAP headers from X-SOAP-* headers and answers the response's headers so", async () => {
    const before = running.received.length;
    const res = await post(
      "draw",
      { drawing: DRAWING },
      { "X-SOAP-Ticket": JSON.stringify({ id: "9007199254740993", holder: "Zoë" }) },
    );
    expect(res.status).toBe(200);
    expect(running.received[before]!.soapHeaders).toEqual({
      ticket: { id: 9007199254740993n, holder: "Zoë" },
    });
    expect(JSON.parse(res.headers.get("x-soap-trace")!)).toEqual({ id: String(2n ** 60n) });
  });

  it("refuses a SOAP header its codec cannot write, naming it", async () => {
    const res = await post(
      "draw",
      { drawing: DRAWING },
      { "X-SOAP-Ticket": JSON.stringify({ id: "one", holder: "x" }) },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("Client");
    expect(body.message).toMatch(/^X-SOAP-Ticket\.id/);
    const notJson = await post("draw", { drawing: DRAWING }, { "X-SOAP-Ticket": "{" });
    expect(((await notJson.json()) as { message: string }).message).toContain("X-SOAP-Ticket");
  });

  it("answers 204 for an empty response and 202 for a one-way operation", async () => {
    expect((await post("forget", { what: "x" })).status).toBe(204);
    const oneWay = await post("notify", { what: "x" });
    expect(oneWay.status).toBe(202);
    expect(await oneWay.text()).toBe("");
  });

  it("answers a declared fault with its name and detail, a Client fault with 400", async () => {
    const declared = await post("draw", { drawing: { ...DRAWING, code: "FAULT" } });
    expect(declared.status).toBe(500);
    expect(await declared.json()).toEqual({
      code: "Server",
      message: "Fault NoDrawingFault",
      fault: "NoDrawingFault",
      detail: { at: "12" },
    });
    const client = await post("draw", { drawing: { ...DRAWING, code: "CLIENT" } });
    expect(client.status).toBe(400);
    expect(await client.json()).toEqual({
      code: "Client",
      message: "bad code",
      detail: { why: "CLIENT" },
    });
    const broken = await post("draw", { drawing: { ...DRAWING, code: "THROW" } });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({
      code: "Server",
      message: "Server was unable to process request.",
    });
  });

  it("refuses what the validators refuse, naming the field, before the implementation", async () => {
    const before = running.received.length;
    const res = await post("draw", {
      drawing: { ...(jsonOf(DRAWING) as object), drawn: "yesterday" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("Client");
    expect(body.message).toContain("drawn");
    expect(running.received.length).toBe(before);
  });
});

describe("a request the JSON face cannot take", () => {
  it("is answered, never thrown: bad JSON, not an object, an unknown operation", async () => {
    const bad = await post("draw", "{not json");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^the body is no JSON/);
    expect((await post("draw", "[1]")).status).toBe(400);
    const unknown = await post("paint", {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: "Client", message: "no operation paint" });
  });

  it("refuses JSON nested deeper than the XML depth limit, as SOAP would", async () => {
    let node: object = {};
    for (let i = 0; i < 200; i++) node = { next: node };
    const res = await post("chain", { node });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "the JSON value is nested deeper than 64 levels",
    );
    let shallow: object = {};
    for (let i = 0; i < 10; i++) shallow = { next: shallow };
    expect((await post("chain", { node: shallow })).status).toBe(200);
  });

  it("is off unless the json option turns it on: the request is then ASMX's HTTP POST", async () => {
    const res = await post("draw", { drawing: DRAWING }, {}, off.url);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
