/**
 * Faults as ASMX services really throw them (issue #43, rule 5): ASMX WSDLs declare no wsdl:fault,
 * yet a web method throws SoapException with a code, an actor and a detail. The generated server's
 * SoapFault writes any fault byte for byte as ASMX does on each SOAP version (the Mono answers in
 * test/fixtures/asmx-faults, from test/asmx-peer/service/FaultService.cs, but for the stack trace
 * Mono's faultstring carries); the generated client reads any fault: code, subcodes, reason,
 * actor, role, node, and the detail as XML, decoded when the contract declares its element, from
 * `<detail>`, `<soap:Detail>` and the unqualified `<detail>` ASMX writes on SOAP 1.2.
 */
import { readFileSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/run-cli.ts";
import { contract } from "./contract-builder.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";
const HTTP_ON = {
  httpGet: { enabled: true, authenticate: null },
  httpPost: { enabled: true, authenticate: null },
};
const FIXTURES = path.join(REPO_ROOT, "test/fixtures/asmx-faults");
const fixture = (file: string) => readFileSync(path.join(FIXTURES, file), "utf8");

/** The envelope ASMX answers with, around a Fault. */
const envelope = (version: "1.1" | "1.2", fault: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${version === "1.1" ? SOAP11 : SOAP12}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${fault}</soap:Body></soap:Envelope>`;

/** Mono's answer with its faultstring as a production server writes it: the message, without the exception's type and stack. */
function withoutStack(body: string): string {
  return body.replace(
    /(<faultstring>|<soap:Text xml:lang="en">)System\.Web\.Services\.Protocols\.SoapException: ([^\n]*)\n[^<]*/,
    "$1$2",
  );
}

const ORDER_FAULT =
  '<OrderFault xmlns="urn:c"><Code>NOT_FOUND</Code><OrderId>7</OrderId></OrderFault>';

/** As the three methods of FaultService.cs throw them. */
const AS_THE_PEER = {
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
} as const;

type SoapFaultClass = new (reason: string, options?: Record<string, unknown>) => Error;
type DeclaredFaultClass = new (
  fault: string,
  detail: unknown,
  options?: Record<string, unknown>,
) => Error;

let service: GeneratedService;
let running: RunningService;
let SoapFault: SoapFaultClass;
let DeclaredFault: DeclaredFaultClass;
/** What the next call's implementation throws. */
let raise: () => unknown = () => new Error("unset");
const reported: unknown[] = [];

beforeAll(async () => {
  const text =
    '<xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="text" type="xs:string" /></xs:sequence></xs:complexType>';
  const result = (op: string) =>
    `<xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="${op}Result" type="xs:string" /></xs:sequence></xs:complexType>`;
  const ops = ["clientFault", "subcodeFault", "plainFault", "cancel"];
  service = await generateService(
    contract({
      schema:
        ops
          .map(
            (op) =>
              `<xs:element name="${op}">${text}</xs:element><xs:element name="${op}Response">${result(op)}</xs:element>`,
          )
          .join("") +
        '<xs:element name="string" nillable="true" type="xs:string" />' +
        '<xs:element name="OrderFault"><xs:complexType><xs:sequence><xs:element name="Code" type="xs:string" /><xs:element name="OrderId" type="xs:int" /></xs:sequence></xs:complexType></xs:element>',
      operations: ops.map((name) => ({
        name,
        input: `<wsdl:part name="parameters" element="tns:${name}" />`,
        output: `<wsdl:part name="parameters" element="tns:${name}Response" />`,
        // As ASMX publishes them: no wsdl:fault, but on `cancel`, the typed path.
        ...(name === "cancel"
          ? { faults: { OrderFaultFault: '<wsdl:part name="detail" element="tns:OrderFault" />' } }
          : {}),
        http: {
          input: '<wsdl:part name="text" type="xs:string" />',
          output: '<wsdl:part name="Body" element="tns:string" />',
        },
      })),
      ports: ["soap11", "soap12", "httpGet", "httpPost"],
    }),
  );
  const out = path.join(service.dir, "generated");
  const serverPackage = readdirSync(out).find((p) => p.endsWith("-server"))!;
  ({ SoapFault, DeclaredFault } = (await import(
    pathToFileURL(path.join(out, serverPackage, "src/index.ts")).href
  )) as { SoapFault: SoapFaultClass; DeclaredFault: DeclaredFaultClass });
  const thrower = () => {
    throw raise();
  };
  running = await service.serve(Object.fromEntries(ops.map((op) => [op, thrower])), {
    ...HTTP_ON,
    onError: (error: unknown) => reported.push(error),
  });
}, 120_000);
afterAll(async () => {
  await running?.close();
  service?.close();
});

/** Posts a SOAP request for `op` and gives the answer as it came. */
async function post(
  version: "1.1" | "1.2",
  op: string,
): Promise<{ status: number; contentType: string | null; body: string }> {
  const body =
    version === "1.1"
      ? `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}"><soap:Body><${op} xmlns="urn:c"><text>x</text></${op}></soap:Body></soap:Envelope>`
      : `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:soap12="${SOAP12}"><soap12:Body><${op} xmlns="urn:c"><text>x</text></${op}></soap12:Body></soap12:Envelope>`;
  const headers: Record<string, string> =
    version === "1.1"
      ? { "content-type": "text/xml; charset=utf-8", soapaction: `"urn:c/${op}"` }
      : { "content-type": `application/soap+xml; charset=utf-8; action="urn:c/${op}"` };
  const res = await fetch(running.url, { method: "POST", headers, body });
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    body: await res.text(),
  };
}

async function answerTo(version: "1.1" | "1.2", fault: Error, op = "clientFault") {
  raise = () => fault;
  reported.length = 0;
  const answer = await post(version, op);
  expect(reported).toEqual([]);
  return answer;
}

describe("the server: an implementation throws SoapFault, as ASMX's SoapException", () => {
  describe.each(["1.1", "1.2"] as const)("SOAP %s", (version) => {
    const binding = version === "1.1" ? "soap11" : "soap12";
    const contentType =
      version === "1.1" ? "text/xml; charset=utf-8" : "application/soap+xml; charset=utf-8";

    it.each(Object.keys(AS_THE_PEER) as (keyof typeof AS_THE_PEER)[])(
      "%s: Mono's bytes, its faultstring but the stack trace",
      async (op) => {
        const { reason, options } = AS_THE_PEER[op];
        const answer = await answerTo(
          version,
          new SoapFault(reason, options as Record<string, unknown>),
          op,
        );
        expect(answer).toEqual({
          status: 500,
          contentType,
          body: withoutStack(fixture(`${op}-${binding}.xml`)),
        });
      },
    );

    it("a fault with a detail of simple fields: unqualified child elements", async () => {
      const fault = new SoapFault("Retry later.", {
        code: "server",
        detail: {
          Code: "BUSY",
          Retry: "30",
          Where: { Host: "db1" },
          Tried: ["a", "b"],
          Gone: null,
        },
      });
      const detail =
        '<detail><Code>BUSY</Code><Retry>30</Retry><Where><Host>db1</Host></Where><Tried>a</Tried><Tried>b</Tried><Gone xsi:nil="true" /></detail>';
      const answer = await answerTo(version, fault);
      expect(answer.body).toBe(
        envelope(
          version,
          version === "1.1"
            ? `<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Retry later.</faultstring>${detail}</soap:Fault>`
            : `<soap:Fault><soap:Code><soap:Value>soap:Receiver</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">Retry later.</soap:Text></soap:Reason>${detail}</soap:Fault>`,
        ),
      );
    });

    it("a code of its own declares q0; SOAP codes of the other version are translated; an empty detail is written", async () => {
      const own = await answerTo(
        version,
        new SoapFault("Busy.", {
          code: { namespace: "urn:app", local: "Busy" },
          detail: "",
          lang: "de",
        }),
      );
      const translated = await answerTo(
        version,
        new SoapFault("Bad.", {
          code: {
            namespace: version === "1.1" ? SOAP12 : SOAP11,
            local: version === "1.1" ? "Sender" : "Client",
          },
        }),
      );
      const unqualified = await answerTo(
        version,
        new SoapFault("Odd.", {
          code: { namespace: "", local: "Odd" },
          subcodes: [{ namespace: "http://www.w3.org/2001/XMLSchema", local: "Sub" }],
        }),
      );
      if (version === "1.1") {
        expect(own.body).toBe(
          envelope(
            version,
            '<soap:Fault><faultcode xmlns:q0="urn:app">q0:Busy</faultcode><faultstring xml:lang="de">Busy.</faultstring><detail /></soap:Fault>',
          ),
        );
        expect(translated.body).toBe(
          envelope(
            version,
            "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Bad.</faultstring><detail /></soap:Fault>",
          ),
        );
        expect(unqualified.body).toBe(
          envelope(
            version,
            "<soap:Fault><faultcode>Odd</faultcode><faultstring>Odd.</faultstring><detail /></soap:Fault>",
          ),
        );
      } else {
        expect(own.body).toBe(
          envelope(
            version,
            '<soap:Fault><soap:Code><soap:Value xmlns:q0="urn:app">q0:Busy</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="de">Busy.</soap:Text></soap:Reason><detail /></soap:Fault>',
          ),
        );
        expect(translated.body).toBe(
          envelope(
            version,
            '<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">Bad.</soap:Text></soap:Reason><soap:Detail /></soap:Fault>',
          ),
        );
        expect(unqualified.body).toBe(
          envelope(
            version,
            '<soap:Fault><soap:Code><soap:Value>Odd</soap:Value><soap:Subcode><soap:Value>xsd:Sub</soap:Value></soap:Subcode></soap:Code><soap:Reason><soap:Text xml:lang="en">Odd.</soap:Text></soap:Reason><soap:Detail /></soap:Fault>',
          ),
        );
      }
    });

    it("DeclaredFault takes the same code, subcodes, actor and role; its detail stays the contract's element", async () => {
      const fault = new DeclaredFault(
        "OrderFaultFault",
        { Code: "GONE", OrderId: 9 },
        {
          code: "client",
          actor: "urn:orders",
          role: "urn:role",
          subcodes: [{ namespace: "urn:app", local: "Gone" }],
        },
      );
      const answer = await answerTo(version, fault, "cancel");
      const element =
        '<OrderFault xmlns="urn:c"><Code>GONE</Code><OrderId>9</OrderId></OrderFault>';
      expect(answer.body).toBe(
        envelope(
          version,
          version === "1.1"
            ? `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Fault OrderFaultFault</faultstring><faultactor>urn:orders</faultactor><detail>${element}</detail></soap:Fault>`
            : '<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value><soap:Subcode><soap:Value xmlns:q0="urn:app">q0:Gone</soap:Value></soap:Subcode></soap:Code>' +
                `<soap:Reason><soap:Text xml:lang="en">Fault OrderFaultFault</soap:Text></soap:Reason><soap:Node>urn:orders</soap:Node><soap:Role>urn:role</soap:Role><soap:Detail>${element}</soap:Detail></soap:Fault>`,
        ),
      );
    });

    it("any other error stays a Server/Receiver fault without its text, and is reported", async () => {
      raise = () => new Error("secret");
      reported.length = 0;
      const answer = await post(version, "clientFault");
      expect(answer.body).toContain("Server was unable to process request.");
      expect(answer.body).not.toContain("secret");
      expect(reported).toHaveLength(1);
    });
  });

  it.each(["httpGet", "httpPost"] as const)(
    "%s: a 500 text/plain with the SoapException's HTML-encoded message, as ASMX (Mono's first line)",
    async (binding) => {
      for (const op of Object.keys(AS_THE_PEER) as (keyof typeof AS_THE_PEER)[]) {
        const { reason, options } = AS_THE_PEER[op];
        raise = () => new SoapFault(reason, options as Record<string, unknown>);
        reported.length = 0;
        const res =
          binding === "httpGet"
            ? await fetch(`${running.url}/${op}?text=x`)
            : await fetch(`${running.url}/${op}`, {
                method: "POST",
                headers: { "content-type": "application/x-www-form-urlencoded" },
                body: "text=x",
              });
        expect(res.status).toBe(500);
        expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(await res.text()).toBe(fixture(`${op}-httpGet.txt`).split("\n")[0]);
        expect(reported).toEqual([]);
      }
    },
  );

  it("refuses at construction what it could not write: a detail that is not well-formed, a bad name, a character XML cannot carry", () => {
    for (const detail of [
      "<a>",
      "a & b",
      "<x:a />",
      "<a></b>",
      "</detail><detail>",
      '<?xml version="1.0"?><a />',
      "<!DOCTYPE a><a />",
    ])
      expect(() => new SoapFault("r", { detail }), detail).toThrow(TypeError);
    expect(() => new SoapFault("r", { detail: { "not a name": "x" } })).toThrow(TypeError);
    expect(() => new SoapFault("r", { code: { namespace: "urn:x", local: "a b" } })).toThrow(
      TypeError,
    );
    expect(() => new SoapFault("r", { subcodes: [{ namespace: "urn:x", local: "p:q" }] })).toThrow(
      TypeError,
    );
    expect(() => new SoapFault("bell \u0007")).toThrow(TypeError);
    expect(() => new DeclaredFault("OrderFaultFault", {}, { actor: "\u0000" })).toThrow(TypeError);
    // xsi and xsd are the envelope's: usable undeclared.
    expect(
      new SoapFault("r", {
        detail: '<v xsi:type="xsd:int">1</v> text <![CDATA[<raw>]]><!-- note -->',
      }),
    ).toMatchObject({ name: "SoapFault", reason: "r", code: "server", subcodes: [] });
  });
});

describe("the client: any fault, its detail as XML", () => {
  let stub: Server;
  let stubUrl: string;
  let next: { status: number; contentType: string; body: string } = {
    status: 500,
    contentType: "text/xml",
    body: "",
  };

  beforeAll(async () => {
    stub = createServer((req, res) => {
      req.resume();
      req.on("end", () =>
        res.writeHead(next.status, { "content-type": next.contentType }).end(next.body),
      );
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => stub?.close(resolve)));

  async function faultOf(
    binding: "soap11" | "soap12",
    body: string,
    op = "clientFault",
  ): Promise<Record<string, unknown>> {
    next = {
      status: 500,
      contentType:
        binding === "soap11" ? "text/xml; charset=utf-8" : "application/soap+xml; charset=utf-8",
      body,
    };
    const client = running.client(binding, { baseUrl: stubUrl });
    const error = await client[op]!({ text: "x" }).then(
      () => expect.fail("the call succeeded"),
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe("SoapFaultError");
    return error as Record<string, unknown>;
  }

  const orderFault = (namespaces = ' xmlns="urn:c"') => ({
    namespace: "urn:c",
    local: "OrderFault",
    text: "NOT_FOUND7",
    xml: `<OrderFault${namespaces}><Code>NOT_FOUND</Code><OrderId>7</OrderId></OrderFault>`,
  });

  it("Mono's SOAP 1.1 SoapException: code, actor, the detail as XML, its elements and values", async () => {
    const error = await faultOf("soap11", fixture("clientFault-soap11.xml"));
    expect(error).toMatchObject({
      version: "1.1",
      code: "soap:Client",
      codeName: { namespace: SOAP11, local: "Client" },
      subcode: undefined,
      subcodes: [],
      actor: "http://faults.example.org/orders",
      role: undefined,
      node: undefined,
      detail: { OrderFault: { Code: "NOT_FOUND", OrderId: "7" } },
      detailXml: `<detail>${ORDER_FAULT}</detail>`,
      detailElements: [orderFault()],
      declared: undefined,
      status: 500,
    });
    expect(error.reason).toMatch(
      /^System\.Web\.Services\.Protocols\.SoapException: Order 7 was not found\.\n {2}at FaultService\.clientFault/,
    );
    expect(Object.isFrozen(error.detailElements)).toBe(true);
    expect(Object.isFrozen((error.detailElements as object[])[0])).toBe(true);
  });

  it("Mono's SOAP 1.2 SoapException: nested subcodes, Node, Role, and the unqualified <detail> ASMX writes", async () => {
    const error = await faultOf("soap12", fixture("subcodeFault-soap12.xml"), "subcodeFault");
    expect(error).toMatchObject({
      version: "1.2",
      code: "soap:Receiver",
      codeName: { namespace: SOAP12, local: "Receiver" },
      subcode: { namespace: "urn:app", local: "Database" },
      subcodes: [
        { namespace: "urn:app", local: "Database" },
        { namespace: "urn:app", local: "Timeout" },
      ],
      actor: "urn:role",
      role: "urn:role",
      node: "urn:node",
      detail: { OrderFault: { Code: "NOT_FOUND", OrderId: "7" } },
      detailXml: `<detail>${ORDER_FAULT}</detail>`,
      detailElements: [orderFault()],
    });
  });

  it("Mono's faults without a detail: the empty <detail /> and <soap:Detail />", async () => {
    const v11 = await faultOf("soap11", fixture("plainFault-soap11.xml"), "plainFault");
    const v12 = await faultOf("soap12", fixture("plainFault-soap12.xml"), "plainFault");
    expect(v11).toMatchObject({
      code: "soap:Server",
      detail: "",
      detailXml: "<detail />",
      detailElements: [],
    });
    expect(v12).toMatchObject({
      code: "soap:Receiver",
      detail: "",
      detailXml: `<soap:Detail xmlns:soap="${SOAP12}" />`,
      detailElements: [],
    });
    expect(v12.reason).toContain('Plain & simple: <b class="x">it\'s</b> \u00e9\u20ac.');
  });

  it("a qualified soap:Detail with prefixed content: each element stands alone, its namespaces declared", async () => {
    const body =
      `<soap:Envelope xmlns:soap="${SOAP12}" xmlns:e="urn:err"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code>` +
      `<soap:Reason><soap:Text xml:lang="en">No.</soap:Text></soap:Reason><soap:Detail><e:Problem kind="x"><e:Code>E&amp;1</e:Code> and <b>more</b></e:Problem><Plain>p</Plain></soap:Detail></soap:Fault></soap:Body></soap:Envelope>`;
    const error = await faultOf("soap12", body);
    expect(error).toMatchObject({
      detailXml: `<soap:Detail xmlns:soap="${SOAP12}" xmlns:e="urn:err"><e:Problem kind="x"><e:Code>E&amp;1</e:Code> and <b>more</b></e:Problem><Plain>p</Plain></soap:Detail>`,
      detailElements: [
        {
          namespace: "urn:err",
          local: "Problem",
          text: "E&1 and more",
          xml: '<e:Problem xmlns:e="urn:err" kind="x"><e:Code>E&amp;1</e:Code> and <b>more</b></e:Problem>',
        },
        { namespace: "", local: "Plain", text: "p", xml: "<Plain>p</Plain>" },
      ],
      detail: { Problem: { Code: "E&1", b: "more" }, Plain: "p" },
    });
  });

  it("a declared fault's element in ASMX's unqualified SOAP 1.2 <detail> is decoded too", async () => {
    const body = envelope(
      "1.2",
      `<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">Gone.</soap:Text></soap:Reason><detail>${ORDER_FAULT}</detail></soap:Fault>`,
    );
    const error = await faultOf("soap12", body, "cancel");
    expect(error).toMatchObject({
      declared: { name: "OrderFaultFault", value: { Code: "NOT_FOUND", OrderId: 7 } },
      detail: "",
      detailXml: `<detail>${ORDER_FAULT}</detail>`,
      detailElements: [orderFault()],
    });
  });

  it.each(["soap11", "soap12"] as const)(
    "%s: our server's SoapFault reaches our client whole",
    async (binding) => {
      raise = () =>
        new SoapFault("Not today.", {
          code: "client",
          subcodes: [{ namespace: "urn:app", local: "Closed" }],
          actor: "urn:shop",
          role: "urn:role",
          detail: '<Why xmlns="urn:app"><Reason>holiday</Reason></Why><Until>2024-12-27</Until>',
        });
      const error = await running.client(binding).clientFault!({ text: "x" }).catch(
        (e: unknown) => e,
      );
      const v11 = binding === "soap11";
      expect(error).toMatchObject({
        name: "SoapFaultError",
        code: v11 ? "soap:Client" : "soap:Sender",
        subcodes: v11 ? [] : [{ namespace: "urn:app", local: "Closed" }],
        reason: "Not today.",
        actor: v11 ? "urn:shop" : "urn:role",
        node: v11 ? undefined : "urn:shop",
        detail: { Why: { Reason: "holiday" }, Until: "2024-12-27" },
        detailXml:
          '<detail><Why xmlns="urn:app"><Reason>holiday</Reason></Why><Until>2024-12-27</Until></detail>',
        detailElements: [
          {
            namespace: "urn:app",
            local: "Why",
            text: "holiday",
            xml: '<Why xmlns="urn:app"><Reason>holiday</Reason></Why>',
          },
          { namespace: "", local: "Until", text: "2024-12-27", xml: "<Until>2024-12-27</Until>" },
        ],
        status: 500,
      });
    },
  );
});
