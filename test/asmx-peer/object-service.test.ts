/**
 * What .NET's XmlSerializer writes in shapes of its own, against the real ASMX stack (Mono,
 * test/asmx-peer/service/ObjectService.cs), through the client and the server generated from the
 * WSDL the peer publishes:
 * - `object` given a Guid or a char: the client's items reach ASMX as a Guid and a char (it reads
 *   `xsd:guid` as no Guid), and ASMX's (`xsi:type="q1:guid"` in http://microsoft.com/wsdl/types/)
 *   are read as guid and char items;
 * - DataSet, XmlElement and XmlNode results on HTTP GET/POST: ASMX's answers are read on every
 *   binding, and our server, answering what the peer answered, writes ASMX's HTTP answers byte for
 *   byte (before, their root was the inline result type's path, not well-formed).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";
import { startAsmxPeer, type AsmxPeer } from "./peer-results.ts";

const BINDINGS = ["soap11", "soap12", "httpGet", "httpPost"] as const;
const SOAP = ["soap11", "soap12"] as const;
const HTTP = ["httpGet", "httpPost"] as const;
const GUID = { type: "xsd:guid", value: "3f2504e0-4f89-11d3-9a0c-0305e82c3301" };
const CHAR = { type: "xsd:char", value: 65 };

/** ObjectService.cs's DataSet, XmlElement and XmlNode, as its SOAP answers carry them. */
const DATA_SET = {
  $any: [
    '<xs:schema id="Things" xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">' +
      '<xs:element name="Things" msdata:IsDataSet="true" msdata:UseCurrentLocale="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">' +
      '<xs:element name="Thing"><xs:complexType><xs:sequence><xs:element name="Id" type="xs:int" minOccurs="0" /><xs:element name="Name" type="xs:string" minOccurs="0" /></xs:sequence></xs:complexType></xs:element>' +
      "</xs:choice></xs:complexType></xs:element></xs:schema>",
    '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><Things xmlns="">' +
      '<Thing diffgr:id="Thing1" msdata:rowOrder="0" diffgr:hasChanges="inserted"><Id>1</Id><Name>one</Name></Thing>' +
      '<Thing diffgr:id="Thing2" msdata:rowOrder="1" diffgr:hasChanges="inserted"><Id>2</Id><Name>two &amp; &lt;three&gt;</Name></Thing>' +
      "</Things></diffgr:diffgram>",
  ],
};
const NOTE = {
  $any: ['<note xmlns="urn:note" id="a&gt;b"><to>Tove</to><body><p>Hi</p><p /></body></note>'],
};
const NODE_ON_HTTP = { $any: ['<n:a xmlns:n="urn:n">mixed <b>bold</b> tail<!-- c --></n:a>'] };

/**
 * Kept XML as read back: off an indented answer, the layout's white space between tags is in it;
 * and the reader declares the default namespace in scope on an element whose unprefixed
 * descendants declare their own (redundant, not wrong).
 */
const asSent = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value)
      .replace(/>(\\n|\s)+</g, "><")
      .replace(' xmlns=\\"http://objects.example.org/\\"', ""),
  );

let peer: AsmxPeer;
let url: string;
let service: GeneratedService;
let ours: RunningService;

beforeAll(async () => {
  peer = await startAsmxPeer();
  url = peer.url.replace(/schoolservice\.asmx$/, "objectservice.asmx");
  const wsdl = await (await fetch(`${url}?WSDL`)).text();
  // As ASMX publishes them: the DataSet's HTTP answer rooted at DataSet, the XmlElement's at none.
  expect(wsdl).toContain('<wsdl:part name="Body" element="tns:DataSet" />');
  expect(wsdl).toContain('<wsdl:part name="Body" />');
  service = await generateService(wsdl);
  ours = await service.serve(
    {
      Echo: (p: { o?: unknown }) => p.o,
      EchoAll: (p: { items?: unknown[] }) => p.items,
      Describe: (p: { o?: { type: string; value: unknown } }) => `${p.o?.type}:${p.o?.value}`,
      MakeGuid: GUID,
      MakeChar: CHAR,
      GetData: DATA_SET,
      GetNullData: undefined,
      GetXml: NOTE,
      GetNullXml: undefined,
      GetNode: NODE_ON_HTTP,
    },
    {
      httpGet: { enabled: true, authenticate: null },
      httpPost: { enabled: true, authenticate: null },
    },
  );
}, 180_000);
afterAll(async () => {
  await Promise.all([peer?.close(), ours?.close()]);
  service?.close();
});

const peerClient = (binding: (typeof BINDINGS)[number]) => ours.client(binding, { baseUrl: url });

describe.each(SOAP)("object given a Guid or a char, on %s", (binding) => {
  it("reaches ASMX as a Guid and a char", async () => {
    const client = peerClient(binding);
    expect(await client.Describe!({ o: GUID })).toBe(
      "System.Guid:3f2504e0-4f89-11d3-9a0c-0305e82c3301",
    );
    expect(await client.Describe!({ o: CHAR })).toBe("System.Char:A");
  });

  it("comes back from ASMX as a guid and a char item", async () => {
    const client = peerClient(binding);
    expect(await client.Echo!({ o: GUID })).toEqual(GUID);
    expect(await client.Echo!({ o: CHAR })).toEqual(CHAR);
    expect(await client.EchoAll!({ items: [GUID, CHAR, null] })).toEqual([GUID, CHAR, null]);
    expect(await client.MakeGuid!({})).toEqual(GUID);
  });

  it("is answered by our server as ASMX answers it", async () => {
    const body = (op: string, inner: string) =>
      binding === "soap11"
        ? `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${op} xmlns="http://objects.example.org/">${inner}</${op}></soap:Body></soap:Envelope>`
        : `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body><${op} xmlns="http://objects.example.org/">${inner}</${op}></soap12:Body></soap12:Envelope>`;
    const headers = (op: string): Record<string, string> =>
      binding === "soap11"
        ? {
            "Content-Type": "text/xml; charset=utf-8",
            SOAPAction: `"http://objects.example.org/${op}"`,
          }
        : {
            "Content-Type": `application/soap+xml; charset=utf-8; action="http://objects.example.org/${op}"`,
          };
    const item =
      '<o xmlns:q1="http://microsoft.com/wsdl/types/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="q1:char">65</o>';
    const echo = async (u: string) =>
      (
        await fetch(u, { method: "POST", headers: headers("Echo"), body: body("Echo", item) })
      ).text();
    const [asmx, answer] = await Promise.all([echo(url), echo(ours.url)]);
    const result = (text: string) => /<EchoResult[^>]*>[^<]*<\/EchoResult>/.exec(text)?.[0];
    expect(result(asmx)).toBe(
      '<EchoResult xmlns:q1="http://microsoft.com/wsdl/types/" xsi:type="q1:char">65</EchoResult>',
    );
    expect(result(answer)).toBe(result(asmx));
  });
});

describe("DataSet, XmlElement and XmlNode results", () => {
  it.each(BINDINGS)("are read from ASMX on %s", async (binding) => {
    const client = peerClient(binding);
    expect(asSent(await client.GetData!({}))).toEqual(DATA_SET);
    expect(await client.GetNullData!({})).toBeUndefined();
    expect(asSent(await client.GetXml!({}))).toEqual(NOTE);
    expect(await client.GetNullXml!({})).toBeUndefined();
    const node = await client.GetNode!({});
    // In the SOAP answer, ASMX takes the unprefixed <b> out of the body's default namespace.
    expect(binding === "httpGet" || binding === "httpPost" ? node : asSent(node)).toEqual(
      binding === "httpGet" || binding === "httpPost"
        ? NODE_ON_HTTP
        : { $any: ['<n:a xmlns:n="urn:n">mixed <b xmlns="">bold</b> tail<!-- c --></n:a>'] },
    );
  });

  it.each(HTTP)(
    "are answered by our server on %s byte for byte as ASMX answers them",
    async (binding) => {
      for (const op of ["GetData", "GetNullData", "GetXml", "GetNullXml", "GetNode"]) {
        const call = async (u: string) => {
          const res =
            binding === "httpGet"
              ? await fetch(`${u}/${op}`)
              : await fetch(`${u}/${op}`, {
                  method: "POST",
                  headers: { "Content-Type": "application/x-www-form-urlencoded" },
                  body: "",
                });
          return { status: res.status, body: (await res.text()).replace(/\r\n/g, "\n") };
        };
        const [asmx, answer] = await Promise.all([call(url), call(ours.url)]);
        expect(asmx.status, op).toBe(200);
        expect(answer, op).toEqual(asmx);
      }
    },
  );
});
