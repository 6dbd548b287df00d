/**
 * Results whose content is kept whole, as ASMX publishes the .NET types that write themselves: a
 * DataSet (an inline type of `<xs:element ref="xs:schema" /><xs:any />`, or Mono's two `xs:any`,
 * its HTTP GET/POST answer rooted at the `DataSet` element the HTTP output part names), an
 * XmlElement (an inline type of one `xs:any`) and an XmlNode (the same, mixed), whose HTTP output
 * part names no element: the answer is the element itself. Before, the HTTP answer was rooted at
 * the inline type's path (`<GetDataResponse/GetDataResult ...>`, not well-formed). Each answer is
 * written as ASMX writes it (Mono 6.8's, captured) and read back on every binding, and ASMX's own
 * answers are read.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "./contract-builder.ts";
import {
  declared,
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const ALL = ["soap11", "soap12", "httpGet", "httpPost"] as const;
const HTTP = ["httpGet", "httpPost"] as const;
const HTTP_ON = {
  httpGet: { enabled: true, authenticate: null },
  httpPost: { enabled: true, authenticate: null },
};
const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** A DataSet as ASMX's SOAP answer carries it (Mono 6.8, `DataSet GetData()` of two rows). */
const SCHEMA =
  '<xs:schema id="Things" xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">' +
  '<xs:element name="Things" msdata:IsDataSet="true" msdata:UseCurrentLocale="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">' +
  '<xs:element name="Thing"><xs:complexType><xs:sequence><xs:element name="Id" type="xs:int" minOccurs="0" /><xs:element name="Name" type="xs:string" minOccurs="0" /></xs:sequence></xs:complexType></xs:element>' +
  "</xs:choice></xs:complexType></xs:element></xs:schema>";
const DIFFGRAM =
  '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><Things xmlns="">' +
  '<Thing diffgr:id="Thing1" msdata:rowOrder="0" diffgr:hasChanges="inserted"><Id>1</Id><Name>one</Name></Thing>' +
  '<Thing diffgr:id="Thing2" msdata:rowOrder="1" diffgr:hasChanges="inserted"><Id>2</Id><Name>two &amp; &lt;three&gt;</Name></Thing>' +
  "</Things></diffgr:diffgram>";
const DATA_SET = { $any: [SCHEMA, DIFFGRAM] };

/** What Mono's ASMX answered GET /GetData of that DataSet: `<DataSet xmlns="ns">`, no xsd or xsi declared. */
const ASMX_DATA_SET = `${DECLARATION}
<DataSet xmlns="urn:c">
  <xs:schema id="Things" xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">
    <xs:element name="Things" msdata:IsDataSet="true" msdata:UseCurrentLocale="true">
      <xs:complexType>
        <xs:choice minOccurs="0" maxOccurs="unbounded">
          <xs:element name="Thing">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="Id" type="xs:int" minOccurs="0" />
                <xs:element name="Name" type="xs:string" minOccurs="0" />
              </xs:sequence>
            </xs:complexType>
          </xs:element>
        </xs:choice>
      </xs:complexType>
    </xs:element>
  </xs:schema>
  <diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1">
    <Things xmlns="">
      <Thing diffgr:id="Thing1" msdata:rowOrder="0" diffgr:hasChanges="inserted">
        <Id>1</Id>
        <Name>one</Name>
      </Thing>
      <Thing diffgr:id="Thing2" msdata:rowOrder="1" diffgr:hasChanges="inserted">
        <Id>2</Id>
        <Name>two &amp; &lt;three&gt;</Name>
      </Thing>
    </Things>
  </diffgr:diffgram>
</DataSet>`;
/** A null DataSet (and any null result): the root, nil. */
const ASMX_NIL_DATA_SET = `${DECLARATION}\n<DataSet xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true" xmlns="urn:c" />`;

const NOTE = '<note xmlns="urn:note" id="a&gt;b"><to>Tove</to><body><p>Hi</p><p /></body></note>';
/** An XmlElement's answer: the element, laid out. */
const ASMX_NOTE = `${DECLARATION}\n<note xmlns="urn:note" id="a&gt;b">\n  <to>Tove</to>\n  <body>\n    <p>Hi</p>\n    <p />\n  </body>\n</note>`;
/** A mixed XmlNode's: nothing is laid out inside it (the spaces would be text). */
const MIXED = '<n:a xmlns:n="urn:n">mixed <n:b>bold</n:b> tail<!-- c --></n:a>';

/** ASMX's DataSet, XmlElement and XmlNode results, with the HTTP output parts ASMX publishes. */
function asmxContract(): string {
  const result = (op: string, content: string, mixed = false) =>
    `<xs:element name="${op}"><xs:complexType /></xs:element>` +
    `<xs:element name="${op}Response"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="${op}Result">` +
    `<xs:complexType${mixed ? ' mixed="true"' : ""}>${content}</xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element>`;
  // .NET's DataSet, and Mono's (which publishes its two parts as wildcards of their namespaces).
  const dotnet = '<xs:sequence><xs:element ref="xs:schema" /><xs:any /></xs:sequence>';
  const mono =
    '<xs:sequence maxOccurs="unbounded"><xs:any minOccurs="0" namespace="http://www.w3.org/2001/XMLSchema" processContents="lax" />' +
    '<xs:any minOccurs="0" namespace="urn:schemas-microsoft-com:xml-diffgram-v1" processContents="lax" /></xs:sequence>';
  const any = "<xs:sequence><xs:any /></xs:sequence>";
  const operation = (name: string, root: string | null) => ({
    name,
    input: `<wsdl:part name="parameters" element="tns:${name}" />`,
    output: `<wsdl:part name="parameters" element="tns:${name}Response" />`,
    http: {
      input: "",
      output:
        root === null
          ? '<wsdl:part name="Body" />'
          : `<wsdl:part name="Body" element="tns:${root}" />`,
    },
  });
  return contract({
    schema:
      result("GetData", dotnet) +
      result("GetMonoData", mono) +
      result("GetXml", any) +
      result("GetNode", any, true) +
      `<xs:element name="DataSet" nillable="true"><xs:complexType>${dotnet}</xs:complexType></xs:element>`,
    operations: [
      operation("GetData", "DataSet"),
      operation("GetMonoData", "DataSet"),
      operation("GetXml", null),
      operation("GetNode", null),
    ],
    ports: ["soap11", "soap12", "httpGet", "httpPost"],
  });
}

/**
 * Kept XML as read back: off an indented answer, the layout's white space between tags is in it;
 * and the reader declares the default namespace in scope on the diffgram, whose unprefixed
 * descendants declare their own (redundant, not wrong).
 */
const asSent = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value)
      .replace(/>(\\n|\s)+</g, "><")
      .replace('<diffgr:diffgram xmlns=\\"urn:c\\" ', "<diffgr:diffgram "),
  );

/** A stand-in for ASMX answering each operation on HTTP GET/POST with the given text. */
async function asmxAnswering(
  answers: Record<string, string>,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const asmx: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" });
      res.end(answers[new URL(req.url!, "http://x").pathname.split("/").pop()!]);
    });
  });
  await new Promise<void>((resolve) => asmx.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(asmx.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => asmx.close(() => resolve())),
  };
}

let service: GeneratedService;
beforeAll(async () => {
  service = await generateService(asmxContract());
}, 120_000);
afterAll(() => service?.close());

describe("DataSet, XmlElement and XmlNode results on HTTP GET/POST, as ASMX publishes them", () => {
  let running: RunningService;
  const answers: Record<string, unknown> = {};
  beforeAll(async () => {
    running = await service.serve(
      {
        GetData: () => answers.GetData,
        GetMonoData: () => answers.GetMonoData,
        GetXml: () => answers.GetXml,
        GetNode: () => answers.GetNode,
      },
      HTTP_ON,
    );
  });
  afterAll(() => running?.close());
  const answer = (values: Record<string, unknown>) => Object.assign(answers, values);
  const get = async (op: string) => {
    const res = await fetch(`${running.url}/${op}`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it("declares the results as kept XML, and publishes them on every binding", async () => {
    expect(await declared(service, "GetDataResponseGetDataResult")).toMatch(
      /\$any\?: string\[\] \| undefined;/,
    );
    expect(await declared(service, "GetNodeResponseGetNodeResult")).toMatch(
      /\$text\?: string \| undefined;[\s\S]*\$any\?: string\[\] \| undefined;/,
    );
    const operations = await service.read("construct-contract/src/operations.ts");
    expect(operations).toMatch(/root: "DataSet",\s*whole: true/);
    expect(operations).toMatch(
      /codecs\.GetXmlResponseGetXmlResultCodec,\s*root: null,\s*whole: true/,
    );
  });

  it("writes a DataSet as ASMX does: rooted at DataSet, declaring only its namespace, its parts laid out", async () => {
    answer({ GetData: DATA_SET, GetMonoData: DATA_SET });
    expect(await get("GetData")).toBe(ASMX_DATA_SET);
    expect(await get("GetMonoData")).toBe(ASMX_DATA_SET);
    // The parts as an implementation may give them, laid out already or not: laid out anew.
    answer({
      GetData: {
        $any: asSent(DATA_SET).$any.map((x: string) => `\n  ${x.replace(/></g, ">\n   <")}\n`),
      },
    });
    expect(await get("GetData")).toBe(ASMX_DATA_SET);
  });

  it("writes no DataSet as ASMX does: the root, nil", async () => {
    answer({ GetData: undefined, GetMonoData: null });
    expect(await get("GetData")).toBe(ASMX_NIL_DATA_SET);
    expect(await get("GetMonoData")).toBe(ASMX_NIL_DATA_SET);
  });

  it("writes an XmlElement as its own document, laid out, and nothing but the declaration for none", async () => {
    answer({ GetXml: { $any: [NOTE] }, GetNode: { $any: [MIXED] } });
    expect(await get("GetXml")).toBe(ASMX_NOTE);
    // Mixed content, a comment: as it is.
    expect(await get("GetNode")).toBe(`${DECLARATION}\n${MIXED}`);
    answer({ GetXml: undefined, GetNode: { $any: [] } });
    expect(await get("GetXml")).toBe(DECLARATION);
    expect(await get("GetNode")).toBe(DECLARATION);
  });

  it("refuses an XmlElement answer that is not one element", async () => {
    const bad = [
      { $any: [NOTE, NOTE] },
      { $any: [NOTE + NOTE] },
      { $any: [`${NOTE}text`] },
      { $any: ["<a>"] },
      { $text: "loose text", $any: [NOTE] },
      { $any: ["text"] },
    ];
    for (const value of bad) {
      answer({ GetXml: value, GetNode: value });
      const res = await fetch(`${running.url}/GetNode`);
      expect(res.status).toBe(500);
      await res.text();
    }
  });

  it.each(ALL)("reads each answer back on %s", async (binding) => {
    const client = running.client(binding);
    answer({
      GetData: DATA_SET,
      GetMonoData: DATA_SET,
      GetXml: { $any: [NOTE] },
      GetNode: { $any: [MIXED] },
    });
    expect(asSent(await client.GetData!({}))).toEqual(DATA_SET);
    expect(asSent(await client.GetMonoData!({}))).toEqual(DATA_SET);
    expect(asSent(await client.GetXml!({}))).toEqual({ $any: [NOTE] });
    expect(await client.GetNode!({})).toEqual({ $any: [MIXED] });
    answer({ GetData: undefined, GetMonoData: undefined, GetXml: undefined, GetNode: undefined });
    expect(await client.GetData!({})).toBeUndefined();
    expect(await client.GetMonoData!({})).toBeUndefined();
    expect(await client.GetXml!({})).toBeUndefined();
    expect(await client.GetNode!({})).toBeUndefined();
  });

  it.each(HTTP)("reads ASMX's own answers on %s (captured from Mono's ASMX)", async (binding) => {
    const asmx = await asmxAnswering({
      GetData: ASMX_DATA_SET,
      GetMonoData: ASMX_NIL_DATA_SET,
      GetXml: ASMX_NOTE,
      GetNode: DECLARATION,
    });
    try {
      const client = running.client(binding, { baseUrl: asmx.baseUrl });
      expect(asSent(await client.GetData!({}))).toEqual(DATA_SET);
      expect(await client.GetMonoData!({})).toBeUndefined();
      expect(asSent(await client.GetXml!({}))).toEqual({ $any: [NOTE] });
      expect(await client.GetNode!({})).toBeUndefined();
    } finally {
      await asmx.close();
    }
  });

  it("shows the HTTP answers on the operation pages as ASMX's do", async () => {
    const pages = await fetch(`${running.url}?op=GetXml`).then((r) => r.text());
    expect(pages).toContain(
      `${DECLARATION.replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")}\nxml`,
    );
    const data = await fetch(`${running.url}?op=GetData`).then((r) => r.text());
    expect(data).toContain("&lt;DataSet xmlns=&quot;urn:c&quot;");
  });
});

describe("laying out kept XML (indentXml)", () => {
  let indentXml: (xml: string, depth: number) => string;
  beforeAll(async () => {
    const module = path.join(service.dir, "generated/construct-server/src/runtime/indent-xml.ts");
    ({ indentXml } = (await import(pathToFileURL(module).href)) as { indentXml: typeof indentXml });
  });

  it("puts each element on its own line, keeps an element with text or no child elements on one", () => {
    expect(indentXml("<a><b>1</b><c /><d></d></a>", 1)).toBe(
      "\n  <a>\n    <b>1</b>\n    <c />\n    <d></d>\n  </a>",
    );
  });

  it("keeps mixed content and CDATA as they are: spaces there would be text", () => {
    expect(indentXml("<a>x<b><c/></b></a>", 0)).toBe("\n<a>x<b><c/></b></a>");
    expect(indentXml("<a><![CDATA[<x>]]><b/></a>", 0)).toBe("\n<a><![CDATA[<x>]]><b/></a>");
    expect(indentXml("<a>  </a>", 0)).toBe("\n<a>  </a>");
  });

  it("reads tags whole: `>` in attribute values, comments, processing instructions", () => {
    expect(indentXml(`<a x="1>2" y='>'><b/><!-- <c> --><?pi >?></a>`, 0)).toBe(
      `\n<a x="1>2" y='>'>\n  <b/>\n  <!-- <c> -->\n  <?pi >?>\n</a>`,
    );
  });

  it("lays out anew what was laid out already, or otherwise", () => {
    expect(indentXml("  <s>\n\t<t>\r\n <u>1</u></t>\n</s>\n<v/>", 1)).toBe(
      "\n  <s>\n    <t>\n      <u>1</u>\n    </t>\n  </s>\n  <v/>",
    );
  });

  it("refuses markup that is not whole", () => {
    for (const bad of ["<a>", "</a>", "<a b='1>", "<a><!-- </a>"])
      expect(() => indentXml(bad, 0)).toThrow(/indentXml/);
  });
});
