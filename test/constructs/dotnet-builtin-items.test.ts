/**
 * .NET's own built-ins as `xsd:anyType` items: `guid` and `char` are no XML Schema types, and ASMX
 * declares them in http://microsoft.com/wsdl/types/. An `object` given a Guid goes as
 * `<o xmlns:q1="http://microsoft.com/wsdl/types/" xsi:type="q1:guid">` (ASMX reads `xsd:guid` as
 * no Guid: XmlNode[], echoed back as it came), and such items are read as guid and char items,
 * whatever their prefix, not kept whole as unknown ones. The contract is ASMX's `object
 * Echo(object o)`, `object[] EchoAll(object[] items)` and `object MakeItem(int kind)` (on HTTP
 * GET/POST too); the answers read are Mono 6.8's ASMX's, captured.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "./contract-builder.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const ALL = ["soap11", "soap12", "httpGet", "httpPost"] as const;
const SOAP = ["soap11", "soap12"] as const;
const HTTP_ON = {
  httpGet: { enabled: true, authenticate: null },
  httpPost: { enabled: true, authenticate: null },
};
const DOTNET_TYPES = "http://microsoft.com/wsdl/types/";
const XSD = "http://www.w3.org/2001/XMLSchema";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";

const GUID = { type: "xsd:guid", value: "3f2504e0-4f89-11d3-9a0c-0305e82c3301" };
const CHAR = { type: "xsd:char", value: 65 };
const STRING = { type: "xsd:string", value: "A" };
const MADE = [GUID, CHAR];

function asmxObjectContract(): string {
  return contract({
    schema: `
      <xs:element name="Echo"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="o" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="EchoResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="EchoResult" /></xs:sequence></xs:complexType></xs:element>
      <xs:complexType name="ArrayOfAnyType"><xs:sequence><xs:element minOccurs="0" maxOccurs="unbounded" name="anyType" nillable="true" /></xs:sequence></xs:complexType>
      <xs:element name="EchoAll"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="items" type="tns:ArrayOfAnyType" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="EchoAllResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="EchoAllResult" type="tns:ArrayOfAnyType" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="MakeItem"><xs:complexType><xs:sequence><xs:element minOccurs="1" maxOccurs="1" name="kind" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="MakeItemResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="MakeItemResult" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="anyType" nillable="true" />`,
    operations: [
      {
        name: "Echo",
        input: '<wsdl:part name="parameters" element="tns:Echo" />',
        output: '<wsdl:part name="parameters" element="tns:EchoResponse" />',
      },
      {
        name: "EchoAll",
        input: '<wsdl:part name="parameters" element="tns:EchoAll" />',
        output: '<wsdl:part name="parameters" element="tns:EchoAllResponse" />',
      },
      {
        name: "MakeItem",
        input: '<wsdl:part name="parameters" element="tns:MakeItem" />',
        output: '<wsdl:part name="parameters" element="tns:MakeItemResponse" />',
        http: {
          input: '<wsdl:part name="kind" type="xs:string" />',
          output: '<wsdl:part name="Body" element="tns:anyType" />',
        },
      },
    ],
    ports: ["soap11", "soap12", "httpGet", "httpPost"],
  });
}

/** A stand-in for ASMX answering each operation (by the path's last segment, or the SOAPAction's) with the given text. */
async function asmxAnswering(
  answers: Record<string, string>,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const asmx: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const action = /urn:c\/(\w+)/.exec(
        String(req.headers.soapaction ?? req.headers["content-type"]),
      )?.[1];
      const op = action ?? new URL(req.url!, "http://x").pathname.split("/").pop()!;
      res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" });
      res.end(answers[op]);
    });
  });
  await new Promise<void>((resolve) => asmx.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(asmx.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => asmx.close(() => resolve())),
  };
}

const soapAnswer = (op: string, result: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}" xmlns:xsi="${XSI}" xmlns:xsd="${XSD}"><soap:Body><${op}Response xmlns="urn:c">${result}</${op}Response></soap:Body></soap:Envelope>`;

describe(".NET's guid and char as anyType items", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(asmxObjectContract());
    running = await service.serve(
      {
        Echo: (p: { o?: unknown }) => p.o,
        EchoAll: (p: { items?: unknown[] }) => p.items,
        MakeItem: (p: { kind: number }) => MADE[p.kind],
      },
      HTTP_ON,
    );
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it.each(SOAP)(
    "the client writes them in .NET's namespace, declared where they are, on %s",
    async (binding) => {
      const sent: string[] = [];
      const recording = (async (_url: string, init: RequestInit) => {
        sent.push(String(init.body));
        return new Response("", { status: 500 });
      }) as typeof fetch;
      const client = running.client(binding, { fetch: recording });
      await expect(client.Echo!({ o: GUID })).rejects.toThrow();
      await expect(client.EchoAll!({ items: [CHAR, STRING] })).rejects.toThrow();
      expect(sent[0]).toContain(
        `<o xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:guid">3f2504e0-4f89-11d3-9a0c-0305e82c3301</o>`,
      );
      expect(sent[1]).toContain(
        `<items><anyType xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:char">65</anyType><anyType xsi:type="xsd:string">A</anyType></items>`,
      );
    },
  );

  it("the server reads them from a request as .NET writes it, and answers them as ASMX does", async () => {
    const request =
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}" xmlns:xsi="${XSI}" xmlns:xsd="${XSD}"><soap:Body><EchoAll xmlns="urn:c"><items>` +
      `<anyType xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:guid">3f2504e0-4f89-11d3-9a0c-0305e82c3301</anyType>` +
      `<anyType xmlns:q2="${DOTNET_TYPES}" xsi:type="q2:char">65</anyType></items></EchoAll></soap:Body></soap:Envelope>`;
    const res = await fetch(running.url, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '"urn:c/EchoAll"' },
      body: request,
    });
    expect(res.status).toBe(200);
    expect(running.received.at(-1)).toMatchObject({
      operation: "EchoAll",
      params: { items: [GUID, CHAR] },
    });
    expect(await res.text()).toContain(
      `<EchoAllResult><anyType xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:guid">3f2504e0-4f89-11d3-9a0c-0305e82c3301</anyType>` +
        `<anyType xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:char">65</anyType></EchoAllResult>`,
    );
  });

  it("the server roots an HTTP answer of one in .NET's namespace, declaring it beside xsd and xsi", async () => {
    const res = await fetch(`${running.url}/MakeItem?kind=0`);
    expect(await res.text()).toBe(
      `<?xml version="1.0" encoding="utf-8"?>\n<anyType xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:guid" xmlns:xsd="${XSD}" xmlns:xsi="${XSI}" xmlns="urn:c">3f2504e0-4f89-11d3-9a0c-0305e82c3301</anyType>`,
    );
  });

  it.each(ALL)("carries them there and back on %s", async (binding) => {
    const client = running.client(binding);
    for (const [kind, item] of MADE.entries())
      expect(await client.MakeItem!({ kind })).toEqual(item);
    if (binding === "httpGet" || binding === "httpPost") return;
    expect(await client.Echo!({ o: GUID })).toEqual(GUID);
    expect(await client.Echo!({ o: CHAR })).toEqual(CHAR);
    expect(await client.EchoAll!({ items: [GUID, CHAR, STRING, null] })).toEqual([
      GUID,
      CHAR,
      STRING,
      null,
    ]);
  });

  it("reads ASMX's answers of them (captured from Mono's ASMX), whatever the prefix, and WCF's", async () => {
    const guid = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";
    const asmx = await asmxAnswering({
      Echo: soapAnswer(
        "Echo",
        `<EchoResult xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:guid">${guid}</EchoResult>`,
      ),
      EchoAll: soapAnswer(
        "EchoAll",
        `<EchoAllResult><anyType xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:guid">${guid}</anyType><anyType xmlns:q2="${DOTNET_TYPES}" xsi:type="q2:char">66</anyType>` +
          `<anyType xmlns:ser="http://schemas.microsoft.com/2003/10/Serialization/" xsi:type="ser:char">67</anyType><anyType xsi:type="xsd:guid">${guid}</anyType></EchoAllResult>`,
      ),
      MakeItem: `<?xml version="1.0" encoding="utf-8"?>\n<anyType xmlns:q1="${DOTNET_TYPES}" d1p1:type="q1:char" xmlns:d1p1="${XSI}" xmlns="urn:c">65</anyType>`,
    });
    try {
      const soap = running.client("soap11", { baseUrl: asmx.baseUrl });
      expect(await soap.Echo!({ o: GUID })).toEqual(GUID);
      // ASMX's, another prefix, WCF's namespace, and the xsd: one this toolchain used to write.
      expect(await soap.EchoAll!({ items: [] })).toEqual([
        GUID,
        { type: "xsd:char", value: 66 },
        { type: "xsd:char", value: 67 },
        GUID,
      ]);
      for (const binding of ["httpGet", "httpPost"] as const)
        expect(
          await running.client(binding, { baseUrl: asmx.baseUrl }).MakeItem!({ kind: 1 }),
        ).toEqual(CHAR);
    } finally {
      await asmx.close();
    }
  });

  it("keeps a guid or char of another namespace, or of a malformed text, as it came or refuses it", async () => {
    const asmx = await asmxAnswering({
      Echo: soapAnswer(
        "Echo",
        `<EchoResult xmlns:q1="urn:other" xsi:type="q1:guid">x</EchoResult>`,
      ),
      EchoAll: soapAnswer(
        "EchoAll",
        `<EchoAllResult><anyType xmlns:q1="${DOTNET_TYPES}" xsi:type="q1:guid">not a guid</anyType></EchoAllResult>`,
      ),
    });
    try {
      const soap = running.client("soap11", { baseUrl: asmx.baseUrl });
      expect(await soap.Echo!({})).toMatchObject({
        type: "unknown",
        xsiType: "q1:guid",
        value: "x",
      });
      await expect(soap.EchoAll!({})).rejects.toThrow(/guid/);
    } finally {
      await asmx.close();
    }
  });
});
