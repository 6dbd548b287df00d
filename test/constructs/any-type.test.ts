/**
 * `xsd:anyType` in every place a contract can put it, in contracts that declare no complex type to
 * be an item's `xsi:type` (no ASMX [XmlInclude] type): as an HTTP GET/POST result (ASMX's
 * `object`), a parameter, a result, a field, a header, an array, a bare part and an rpc part. Each
 * contract is generated (which type-checks it), strictly and with --lenient, and called through
 * the generated client against the generated server on every binding it has.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "./contract-builder.ts";
import {
  declared,
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const SOAP = ["soap11", "soap12"] as const;
const ALL = ["soap11", "soap12", "httpGet", "httpPost"] as const;
const HTTP_ON = {
  httpGet: { enabled: true, authenticate: null },
  httpPost: { enabled: true, authenticate: null },
};
const MODES = [{ lenient: false }, { lenient: true }];

/** Items of several kinds, as the client gives them and gets them back. */
const ITEMS = {
  string: { type: "xsd:string", value: "zero" },
  int: { type: "xsd:int", value: 5 },
  boolean: { type: "xsd:boolean", value: true },
  long: { type: "xsd:long", value: 9007199254740993n },
  dateTime: {
    type: "xsd:dateTime",
    value: new Date("2024-05-01T10:00:00Z"),
    text: "2024-05-01T10:00:00Z",
  },
  unknown: { type: "unknown", xsiType: null, value: { Id: "7", Name: "open" } },
} as const;

describe.each(MODES)(
  "anyType as the HTTP GET/POST result, ASMX's object (lenient: $lenient)",
  ({ lenient }) => {
    let service: GeneratedService;
    let running: RunningService;
    beforeAll(async () => {
      // As ASMX publishes `object GetObject(int id)` and `object[] GetObjects(int n)`: no type on the
      // result elements, the HTTP answers' roots `anyType` and `ArrayOfAnyType`.
      service = await generateService(
        contract({
          schema: `
          <xs:element name="GetObject"><xs:complexType><xs:sequence><xs:element minOccurs="1" maxOccurs="1" name="id" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="GetObjectResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="GetObjectResult" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="GetObjects"><xs:complexType><xs:sequence><xs:element minOccurs="1" maxOccurs="1" name="n" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
          <xs:complexType name="ArrayOfAnyType"><xs:sequence><xs:element minOccurs="0" maxOccurs="unbounded" name="anyType" nillable="true" /></xs:sequence></xs:complexType>
          <xs:element name="GetObjectsResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="GetObjectsResult" type="tns:ArrayOfAnyType" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="anyType" nillable="true" />
          <xs:element name="ArrayOfAnyType" nillable="true" type="tns:ArrayOfAnyType" />`,
          operations: [
            {
              name: "GetObject",
              input: '<wsdl:part name="parameters" element="tns:GetObject" />',
              output: '<wsdl:part name="parameters" element="tns:GetObjectResponse" />',
              http: {
                input: '<wsdl:part name="id" type="xs:string" />',
                output: '<wsdl:part name="Body" element="tns:anyType" />',
              },
            },
            {
              name: "GetObjects",
              input: '<wsdl:part name="parameters" element="tns:GetObjects" />',
              output: '<wsdl:part name="parameters" element="tns:GetObjectsResponse" />',
              http: {
                input: '<wsdl:part name="n" type="xs:string" />',
                output: '<wsdl:part name="Body" element="tns:ArrayOfAnyType" />',
              },
            },
          ],
          ports: ["soap11", "soap12", "httpGet", "httpPost"],
        }),
        {},
        { lenient },
      );
      const items = Object.values(ITEMS);
      running = await service.serve(
        {
          GetObject: (p: { id: number }) => items[p.id],
          GetObjects: (p: { n: number }) => items.slice(0, p.n),
        },
        HTTP_ON,
      );
    }, 120_000);
    afterAll(async () => {
      await running?.close();
      service?.close();
    });

    it("declares the results as the contract's AnyTypeItem", async () => {
      expect(await declared(service, "GetObjectResult")).toBe(
        "export type GetObjectResult = AnyTypeItem | undefined;",
      );
      expect(await declared(service, "ArrayOfAnyType")).toBe(
        "export type ArrayOfAnyType = (AnyTypeItem | null)[];",
      );
    });

    it.each(ALL)("answers each kind of item and reads it back on %s", async (binding) => {
      const client = running.client(binding);
      for (const [index, item] of Object.values(ITEMS).entries())
        expect(await client.GetObject!({ id: index })).toEqual(item);
      expect(await client.GetObjects!({ n: 3 })).toEqual([ITEMS.string, ITEMS.int, ITEMS.boolean]);
    });

    it("writes the HTTP answer's root with its xsi:type and the declarations it needs, as ASMX does", async () => {
      const res = await fetch(`${running.url}/GetObject?id=1`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(
        '<?xml version="1.0" encoding="utf-8"?>\n<anyType xsi:type="xsd:int" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="urn:c">5</anyType>',
      );
    });

    it.each(["httpGet", "httpPost"] as const)(
      "reads ASMX's own answers on %s (captured from Mono's ASMX, prefixes and all)",
      async (binding) => {
        // What Mono 6.8's ASMX answered GET /GetObject?id=0 and ?id=5 of `object GetObject(int id)`.
        const answers: Record<string, string> = {
          "0": '<?xml version="1.0" encoding="utf-8"?>\r\n<anyType xmlns:q1="http://www.w3.org/2001/XMLSchema" d1p1:type="q1:string" xmlns:d1p1="http://www.w3.org/2001/XMLSchema-instance" xmlns="urn:c">zero</anyType>',
          "5": '<?xml version="1.0" encoding="utf-8"?>\r\n<anyType xmlns:q1="http://www.w3.org/2001/XMLSchema" d1p1:type="q1:int" xmlns:d1p1="http://www.w3.org/2001/XMLSchema-instance" xmlns="urn:c">5</anyType>',
        };
        const asmx: Server = createServer((req, res) => {
          let body = "";
          req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
          req.on("end", () => {
            const id = new URLSearchParams(
              binding === "httpGet" ? req.url!.split("?")[1] : body,
            ).get("id")!;
            res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" });
            res.end(answers[id]);
          });
        });
        await new Promise<void>((resolve) => asmx.listen(0, "127.0.0.1", resolve));
        try {
          const client = running.client(binding, {
            baseUrl: `http://127.0.0.1:${(asmx.address() as AddressInfo).port}`,
          });
          expect(await client.GetObject!({ id: 0 })).toEqual({ type: "xsd:string", value: "zero" });
          expect(await client.GetObject!({ id: 5 })).toEqual({ type: "xsd:int", value: 5 });
        } finally {
          await new Promise((resolve) => asmx.close(resolve));
        }
      },
    );
  },
);

describe.each(MODES)(
  "anyType as a parameter, a result, a field, a header, an array and a bare part (lenient: $lenient)",
  ({ lenient }) => {
    let service: GeneratedService;
    let running: RunningService;
    beforeAll(async () => {
      service = await generateService(
        contract({
          schema: `
          <xs:element name="take"><xs:complexType><xs:sequence><xs:element minOccurs="0" name="o" /><xs:element name="typed" type="xs:anyType" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="takeResponse"><xs:complexType><xs:sequence><xs:element name="return" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="give"><xs:complexType><xs:sequence><xs:element name="index" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="giveResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" name="return" type="xs:anyType" /></xs:sequence></xs:complexType></xs:element>
          <xs:complexType name="Holder"><xs:sequence><xs:element minOccurs="0" name="Value" /><xs:element name="N" type="xs:int" /><xs:element minOccurs="0" maxOccurs="unbounded" name="More" type="xs:anyType" nillable="true" /></xs:sequence></xs:complexType>
          <xs:element name="hold"><xs:complexType><xs:sequence><xs:element name="h" type="tns:Holder" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="holdResponse"><xs:complexType><xs:sequence><xs:element name="return" type="tns:Holder" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="list"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="unbounded" name="item" type="xs:anyType" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="listResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="unbounded" name="item" nillable="true" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="Trace" type="xs:anyType" />
          <xs:complexType name="Context"><xs:sequence><xs:element minOccurs="0" name="Token" /></xs:sequence></xs:complexType>
          <xs:element name="Context" type="tns:Context" />
          <xs:element name="In" type="xs:anyType" />
          <xs:element name="Out" type="xs:anyType" />`,
          messages: {
            TraceHeader: '<wsdl:part name="trace" element="tns:Trace" />',
            ContextHeader: '<wsdl:part name="context" element="tns:Context" />',
          },
          operations: [
            {
              name: "take",
              input: '<wsdl:part name="parameters" element="tns:take" />',
              output: '<wsdl:part name="parameters" element="tns:takeResponse" />',
            },
            {
              name: "give",
              input: '<wsdl:part name="parameters" element="tns:give" />',
              output: '<wsdl:part name="parameters" element="tns:giveResponse" />',
            },
            {
              name: "hold",
              input: '<wsdl:part name="parameters" element="tns:hold" />',
              output: '<wsdl:part name="parameters" element="tns:holdResponse" />',
            },
            {
              name: "list",
              input: '<wsdl:part name="parameters" element="tns:list" />',
              output: '<wsdl:part name="parameters" element="tns:listResponse" />',
            },
            {
              name: "headed",
              input: '<wsdl:part name="parameters" element="tns:give" />',
              output: '<wsdl:part name="parameters" element="tns:giveResponse" />',
              inputHeaders:
                '<soap:header message="tns:TraceHeader" part="trace" use="literal" /><soap:header message="tns:ContextHeader" part="context" use="literal" />',
              outputHeaders: '<soap:header message="tns:TraceHeader" part="trace" use="literal" />',
            },
            {
              name: "bare",
              input: '<wsdl:part name="in" element="tns:In" />',
              output: '<wsdl:part name="out" element="tns:Out" />',
            },
          ],
        }),
        {},
        { lenient },
      );
      const items = Object.values(ITEMS);
      running = await service.serve({
        take: (p: { o?: { type: string }; typed: { type: string } }) =>
          `${p.o?.type ?? "none"} ${p.typed.type}`,
        give: (p: { index: number }) => items[p.index],
        hold: (p: { h: unknown }) => p.h,
        list: (p: { item?: unknown[] }) => [...(p.item ?? []), null],
        headed: (
          p: { index: number },
          ctx: {
            soapHeaders: { trace?: unknown; context?: { Token?: unknown } };
            responseHeaders: Record<string, unknown>;
          },
        ) => {
          ctx.responseHeaders.trace = ctx.soapHeaders.context?.Token;
          return ctx.soapHeaders.trace ?? items[p.index];
        },
        bare: (p: { in: unknown }) => p.in,
      });
    }, 120_000);
    afterAll(async () => {
      await running?.close();
      service?.close();
    });

    it("declares each place with the contract's AnyTypeItem", async () => {
      expect(await declared(service, "TakeParams")).toMatch(
        /o\?: AnyTypeItem \| undefined;[\s\S]*typed: AnyTypeItem;/,
      );
      expect(await declared(service, "GiveResult")).toBe(
        "export type GiveResult = AnyTypeItem | undefined;",
      );
      expect(await declared(service, "Holder")).toMatch(
        /Value\?: AnyTypeItem \| undefined;[\s\S]*More\?: \(AnyTypeItem \| null\)\[\] \| undefined;/,
      );
      expect(await declared(service, "ListResult")).toBe(
        "export type ListResult = (AnyTypeItem | null)[];",
      );
      expect(await declared(service, "BareResult")).toBe("export type BareResult = AnyTypeItem;");
    });

    it.each(SOAP)("carries items as parameters and results on %s", async (binding) => {
      const client = running.client(binding);
      expect(await client.take!({ o: ITEMS.int, typed: ITEMS.string })).toBe("xsd:int xsd:string");
      expect(await client.take!({ typed: ITEMS.unknown })).toBe("none unknown");
      for (const [index, item] of Object.values(ITEMS).entries())
        expect(await client.give!({ index })).toEqual(item);
      expect(await client.give!({ index: 99 })).toBeUndefined();
      expect(await client.bare!({ in: ITEMS.dateTime })).toEqual(ITEMS.dateTime);
    });

    it.each(SOAP)(
      "carries items in a field, and in repeated ones with nil on %s",
      async (binding) => {
        const client = running.client(binding);
        const holder = { Value: ITEMS.long, N: 3, More: [ITEMS.boolean, null, ITEMS.unknown] };
        expect(await client.hold!({ h: holder })).toEqual(holder);
        expect(await client.hold!({ h: { N: 0 } })).toEqual({ N: 0 });
        expect(await client.list!({ item: [ITEMS.string, ITEMS.int] })).toEqual([
          ITEMS.string,
          ITEMS.int,
          null,
        ]);
      },
    );

    it.each(SOAP)("carries items in headers, sent and answered, on %s", async (binding) => {
      const responseHeaders: Record<string, unknown> = {};
      const client = running.client(binding, {
        soapHeaders: { trace: ITEMS.int, context: { Token: ITEMS.string } },
      });
      expect(await client.headed!({ index: 0 }, { responseHeaders })).toEqual(ITEMS.int);
      expect(running.received.at(-1)).toMatchObject({
        operation: "headed",
        soapHeaders: { trace: ITEMS.int, context: { Token: ITEMS.string } },
      });
      expect(responseHeaders).toEqual({ trace: ITEMS.string });
    });
  },
);

describe.each(MODES)("anyType as rpc/literal parts (lenient: $lenient)", ({ lenient }) => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(
      contract({
        style: "rpc",
        bodyNamespace: "urn:rpc",
        schema: "",
        operations: [
          {
            name: "echo",
            input:
              '<wsdl:part name="value" type="xs:anyType" /><wsdl:part name="count" type="xs:int" />',
            output: '<wsdl:part name="result" type="xs:anyType" />',
          },
        ],
      }),
      {},
      { lenient },
    );
    running = await service.serve({ echo: (p: { value: unknown }) => p.value });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it.each(SOAP)("sends and answers an item on %s", async (binding) => {
    const client = running.client(binding);
    for (const item of Object.values(ITEMS))
      expect(await client.echo!({ value: item, count: 1 })).toEqual(item);
  });
});
