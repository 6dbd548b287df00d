/**
 * Schema constructs, one small contract each, generated and called: a value of the construct goes
 * from the generated client to the generated server and back (an echo operation), equal on SOAP
 * 1.1 and 1.2, and the emitted declaration is checked exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "./contract-builder.ts";
import { echoContract } from "./echo-contract.ts";
import {
  declared,
  generateService,
  typeCheckUserCode,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const BINDINGS = ["soap11", "soap12"] as const;

/** Generates an echo contract of `type` (schema `schema`), serves it, and runs `body`. */
function echoSuite(
  name: string,
  schema: string,
  type: string,
  body: (ctx: { service: () => GeneratedService; running: () => RunningService }) => void,
): void {
  describe(name, () => {
    let service: GeneratedService;
    let running: RunningService;
    beforeAll(async () => {
      service = await generateService(echoContract(schema, type));
      running = await service.serve({ echo: (p: { value: unknown }) => p.value });
    }, 120_000);
    afterAll(async () => {
      await running?.close();
      service?.close();
    });
    body({ service: () => service, running: () => running });
  });
}

/** Sends each value through the echo operation on both SOAP versions: what arrives and returns is it. */
function roundTrips(running: () => RunningService, values: unknown[]): void {
  it.each(BINDINGS)("round-trips on %s", async (binding) => {
    const client = running().client(binding);
    for (const value of values) {
      expect(await client.echo!({ value })).toEqual(value);
      expect(running().received.at(-1)!.params).toEqual({ value });
    }
  });
}

echoSuite(
  "choice: one alternative (a field, or a sequence) of each union",
  `<xs:complexType name="Shape"><xs:sequence>
     <xs:element name="id" type="xs:int" />
     <xs:choice>
       <xs:element name="radius" type="xs:double" />
       <xs:sequence><xs:element name="width" type="xs:double" /><xs:element name="height" type="xs:double" /></xs:sequence>
     </xs:choice>
   </xs:sequence></xs:complexType>`,
  "tns:Shape",
  ({ service, running }) => {
    it("declares the alternatives as a union", async () => {
      expect(await declared(service(), "Shape")).toBe(
        [
          "export type Shape = {",
          "  /** `xsd:int`. */",
          "  id: number;",
          "} & (",
          "  | {",
          "      /** `xsd:double`. */",
          "      radius: number;",
          "      width?: never;",
          "      height?: never;",
          "    }",
          "  | {",
          "      radius?: never;",
          "      /** `xsd:double`. */",
          "      width: number;",
          "      /** `xsd:double`. */",
          "      height: number;",
          "    }",
          ");",
        ].join("\n"),
      );
    });
    roundTrips(running, [
      { id: 1, radius: 2.5 },
      { id: 2, width: 3, height: 4 },
    ]);
  },
);

echoSuite(
  "attributes (with default and fixed) and simple content",
  `<xs:complexType name="Price"><xs:simpleContent><xs:extension base="xs:decimal">
     <xs:attribute name="currency" type="xs:string" use="required" />
     <xs:attribute name="source" type="xs:string" default="market" />
   </xs:extension></xs:simpleContent></xs:complexType>`,
  "tns:Price",
  ({ running }) =>
    roundTrips(running, [
      { currency: "EUR", $value: "12.50" },
      { currency: "USD", source: "bank", $value: "-0.5" },
    ]),
);

echoSuite(
  "wildcards: xs:any and xs:anyAttribute kept as XML and text; mixed content",
  `<xs:complexType name="Open" mixed="true"><xs:sequence>
     <xs:element name="known" type="xs:string" />
     <xs:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded" />
   </xs:sequence><xs:anyAttribute namespace="##other" processContents="lax" /></xs:complexType>`,
  "tns:Open",
  ({ running }) =>
    roundTrips(running, [
      {
        known: "k",
        $any: ['<x:extra xmlns:x="urn:x" a="1"><x:n>2</x:n></x:extra>'],
        $attributes: { "{urn:x}lang": "en" },
        $text: "some text",
      },
      { known: "only" },
    ]),
);

echoSuite(
  "derived types by xsi:type (abstract base, extension)",
  `<xs:complexType name="Animal" abstract="true"><xs:sequence><xs:element name="name" type="xs:string" /></xs:sequence></xs:complexType>
   <xs:complexType name="Dog"><xs:complexContent><xs:extension base="tns:Animal"><xs:sequence><xs:element name="barks" type="xs:boolean" /></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
   <xs:complexType name="Cat"><xs:complexContent><xs:extension base="tns:Animal"><xs:sequence><xs:element name="lives" type="xs:int" /></xs:sequence></xs:extension></xs:complexContent></xs:complexType>`,
  "tns:Animal",
  ({ service, running }) => {
    it("declares the family in $type, and a value of Animal as the union of Cat and Dog", async () => {
      expect(await declared(service(), "Dog")).toContain('$type?: "Dog" | undefined;');
      expect(await declared(service(), "Animal")).toContain('$type?: "Cat" | "Dog" | undefined;');
      expect((await declared(service(), "AnimalFamily")).replace(/\s+/g, " ")).toBe(
        'export type AnimalFamily = | (Cat & { $type: "Cat"; }) | (Dog & { $type: "Dog"; });',
      );
      expect(await declared(service(), "EchoParams")).toContain("value: AnimalFamily;");
    });
    it("lets a reader narrow a value to Dog or Cat by $type, without a cast", async () => {
      const errors = await typeCheckUserCode(
        service(),
        `import type { AnimalFamily, EchoResult } from "./types.ts";
         export function describe(a: AnimalFamily): string {
           switch (a.$type) {
             case "Dog": return a.barks ? "barks" : "quiet";
             case "Cat": return \`\${a.lives} lives\`;
           }
         }
         // @ts-expect-error: only a Dog barks
         export const barks = (a: AnimalFamily) => a.barks;
         // @ts-expect-error: an abstract Animal needs its $type
         export const untyped: AnimalFamily = { name: "Rex", barks: true };
         export const result: EchoResult = { name: "Tom", lives: 9, $type: "Cat" };`,
      );
      expect(errors).toBe("");
    });
    roundTrips(running, [
      { name: "Rex", barks: true, $type: "Dog" },
      { name: "Tom", lives: 9, $type: "Cat" },
    ]);
  },
);

echoSuite(
  "anonymous nested types, element and group references, an attribute group, nillable and repeated fields",
  `<xs:element name="note" type="xs:string" />
   <xs:group name="Stamp"><xs:sequence><xs:element name="at" type="xs:dateTime" /><xs:element name="by" type="xs:string" minOccurs="0" /></xs:sequence></xs:group>
   <xs:attributeGroup name="Ids"><xs:attribute name="id" type="xs:long" use="required" /></xs:attributeGroup>
   <xs:complexType name="Order"><xs:sequence>
     <xs:element name="items"><xs:complexType><xs:sequence>
       <xs:element name="item" maxOccurs="unbounded"><xs:complexType><xs:sequence>
         <xs:element name="sku" type="xs:string" /><xs:element name="qty" type="xs:int" nillable="true" />
       </xs:sequence></xs:complexType></xs:element>
     </xs:sequence></xs:complexType></xs:element>
     <xs:element ref="tns:note" minOccurs="0" />
     <xs:group ref="tns:Stamp" />
   </xs:sequence><xs:attributeGroup ref="tns:Ids" /></xs:complexType>`,
  "tns:Order",
  ({ service, running }) => {
    it("names the inline types after their path", async () => {
      // `items` holds one repeated element: an array wrapper, so its value is the array.
      expect(await declared(service(), "OrderItems")).toContain(
        "export type OrderItems = OrderItemsItem[];",
      );
    });
    roundTrips(running, [
      {
        id: 7n,
        items: [
          { sku: "a", qty: 1 },
          { sku: "b", qty: null },
        ],
        note: "n",
        at: new Date("2024-05-01T10:00:00.000Z"),
        by: "me",
      },
      { id: 8n, items: [{ sku: "c", qty: 3 }], at: new Date("2024-05-02T00:00:00.000Z") },
    ]);
  },
);

echoSuite(
  "recursive and mutually recursive types",
  `<xs:complexType name="Node"><xs:sequence>
     <xs:element name="label" type="xs:string" />
     <xs:element name="children" type="tns:Node" minOccurs="0" maxOccurs="unbounded" />
     <xs:element name="link" type="tns:Link" minOccurs="0" />
   </xs:sequence></xs:complexType>
   <xs:complexType name="Link"><xs:sequence><xs:element name="to" type="tns:Node" /></xs:sequence></xs:complexType>`,
  "tns:Node",
  ({ running }) =>
    roundTrips(running, [
      { label: "root", children: [{ label: "a" }, { label: "b", link: { to: { label: "c" } } }] },
    ]),
);

echoSuite(
  "a type holding only a repeated element of itself, or of a type holding only it, stays an object (not an array of itself)",
  `<xs:complexType name="Tree"><xs:sequence>
     <xs:element name="items" type="tns:Tree" nillable="true" minOccurs="0" maxOccurs="unbounded" />
   </xs:sequence></xs:complexType>
   <xs:complexType name="Forest"><xs:sequence><xs:element name="grove" type="tns:Grove" minOccurs="0" maxOccurs="unbounded" /></xs:sequence></xs:complexType>
   <xs:complexType name="Grove"><xs:sequence><xs:element name="forest" type="tns:Forest" minOccurs="0" maxOccurs="unbounded" /></xs:sequence></xs:complexType>
   <xs:complexType name="Woods"><xs:sequence><xs:element name="tree" type="tns:Tree" /><xs:element name="forest" type="tns:Forest" /></xs:sequence></xs:complexType>`,
  "tns:Woods",
  ({ service, running }) => {
    it("declares interfaces with array properties", async () => {
      expect(await declared(service(), "Tree")).toBe(
        ["export interface Tree {", "  items?: (Tree | null)[] | undefined;", "}"].join("\n"),
      );
      expect(await declared(service(), "Forest")).toBe(
        ["export interface Forest {", "  grove?: Grove[] | undefined;", "}"].join("\n"),
      );
      expect(await declared(service(), "Grove")).toBe(
        ["export interface Grove {", "  forest?: Forest[] | undefined;", "}"].join("\n"),
      );
    });
    roundTrips(running, [
      { tree: { items: [{ items: [{}] }, null] }, forest: { grove: [{ forest: [{}] }] } },
    ]);
  },
);

echoSuite(
  "a complexContent restriction inherits its base's attributes, redeclared or prohibited",
  `<xs:complexType name="Key"><xs:sequence />
     <xs:attribute name="id" type="xs:string" /><xs:attribute name="origin" type="xs:string" /><xs:attribute name="kind" type="xs:int" use="required" />
   </xs:complexType>
   <xs:complexType name="Holder"><xs:sequence><xs:element name="key" type="tns:Def" /></xs:sequence></xs:complexType>
   <xs:complexType name="Def"><xs:complexContent><xs:restriction base="tns:Key">
     <xs:attribute name="id" type="xs:string" use="required" /><xs:attribute name="origin" use="prohibited" />
   </xs:restriction></xs:complexContent></xs:complexType>`,
  "tns:Holder",
  ({ service, running }) => {
    it("declares the restriction as a type of its own: the base's attributes, redeclared ones in their place, prohibited ones left out", async () => {
      expect(await declared(service(), "Def")).toBe(
        [
          "export interface Def {",
          "  /** Attribute `id`. */",
          "  id: string;",
          "  /** Attribute `kind`; `xsd:int`. */",
          "  kind: number;",
          "  /** The type on the wire (`xsi:type`) when it is a derived one. */",
          '  $type?: "Def" | undefined;',
          "}",
        ].join("\n"),
      );
    });
    roundTrips(running, [{ key: { id: "a", kind: 3 } }]);
  },
);

echoSuite(
  "simple types: an enumeration, a [Flags] list of it, a union, restrictions with facets",
  `<xs:simpleType name="Color"><xs:restriction base="xs:string"><xs:enumeration value="red" /><xs:enumeration value="green" /></xs:restriction></xs:simpleType>
   <xs:simpleType name="Colors"><xs:list itemType="tns:Color" /></xs:simpleType>
   <xs:simpleType name="Size"><xs:union memberTypes="xs:int xs:string" /></xs:simpleType>
   <xs:simpleType name="Code"><xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}" /><xs:maxLength value="3" /></xs:restriction></xs:simpleType>
   <xs:simpleType name="Percent"><xs:restriction base="xs:int"><xs:minInclusive value="0" /><xs:maxInclusive value="100" /></xs:restriction></xs:simpleType>
   <xs:complexType name="Paint"><xs:sequence>
     <xs:element name="color" type="tns:Color" /><xs:element name="mix" type="tns:Colors" />
     <xs:element name="size" type="tns:Size" maxOccurs="2" /><xs:element name="code" type="tns:Code" /><xs:element name="opacity" type="tns:Percent" />
   </xs:sequence></xs:complexType>`,
  "tns:Paint",
  ({ running }) =>
    roundTrips(running, [
      { color: "red", mix: ["red", "green"], size: [5, "large"], code: "ABC", opacity: 50 },
    ]),
);

echoSuite(
  "the same local name in two namespaces, several schemas in one WSDL",
  `<xs:import namespace="urn:other" />
   <xs:complexType name="Item"><xs:sequence><xs:element name="id" type="xs:int" /><xs:element name="other" type="o:Item" xmlns:o="urn:other" /></xs:sequence></xs:complexType>
   </xs:schema><xs:schema targetNamespace="urn:other" elementFormDefault="qualified">
   <xs:complexType name="Item"><xs:sequence><xs:element name="code" type="xs:string" /></xs:sequence></xs:complexType>
   </xs:schema><xs:schema targetNamespace="urn:c" elementFormDefault="qualified">`,
  "tns:Item",
  ({ service, running }) => {
    it("gives each its own TypeScript name", async () => {
      expect(await declared(service(), "Item")).toContain("other: Item2;");
      expect(await declared(service(), "Item2")).toContain("code: string;");
    });
    roundTrips(running, [{ id: 1, other: { code: "x" } }]);
  },
);

describe("every XML Schema built-in, without loss", () => {
  const builtins: [string, unknown][] = [
    ["string", "text & <markup>"],
    ["normalizedString", "a b"],
    ["token", "tok"],
    ["language", "en-GB"],
    ["Name", "a:b"],
    ["NCName", "ab"],
    ["NMTOKEN", "a-b"],
    ["NMTOKENS", ["a", "b"]],
    ["ID", "i1"],
    ["IDREF", "i1"],
    ["IDREFS", ["i1", "i2"]],
    ["ENTITY", "e"],
    ["ENTITIES", ["e", "f"]],
    ["anyURI", "http://example.org/a?b=c"],
    ["QName", "x:y"],
    ["boolean", true],
    ["int", -2147483648],
    ["long", 9223372036854775807n],
    ["short", -32768],
    ["byte", 127],
    ["unsignedInt", 4294967295],
    ["unsignedLong", 18446744073709551615n],
    ["unsignedShort", 65535],
    ["unsignedByte", 255],
    ["integer", 123456789012345678901234567890n],
    ["positiveInteger", 1n],
    ["nonNegativeInteger", 0n],
    ["negativeInteger", -1n],
    ["nonPositiveInteger", 0n],
    ["decimal", "12345678901234567890.123456789"],
    ["double", Number.NaN],
    ["float", Number.NEGATIVE_INFINITY],
    ["dateTime", new Date("2024-05-01T10:00:00.123Z")],
    ["date", "2024-05-01"],
    ["time", "10:00:00.5"],
    ["duration", "P1Y2M3DT4H5M6.7S"],
    ["gYear", "2024"],
    ["gYearMonth", "2024-05"],
    ["gMonth", "--05"],
    ["gMonthDay", "--05-01"],
    ["gDay", "---01"],
    ["base64Binary", new Uint8Array([0, 1, 254, 255])],
    ["hexBinary", new Uint8Array([10, 255])],
  ];
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    const fields = builtins
      .map(([xsd]) => `<xs:element name="v_${xsd}" type="xs:${xsd}" />`)
      .join("");
    service = await generateService(
      contract({
        schema: `<xs:complexType name="All"><xs:sequence>${fields}</xs:sequence></xs:complexType>
          <xs:element name="echo"><xs:complexType><xs:sequence><xs:element name="value" type="tns:All" /></xs:sequence></xs:complexType></xs:element>
          <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="value" type="tns:All" /></xs:sequence></xs:complexType></xs:element>`,
        operations: [
          {
            name: "echo",
            input: '<wsdl:part name="p" element="tns:echo" />',
            output: '<wsdl:part name="p" element="tns:echoResponse" />',
          },
        ],
      }),
    );
    running = await service.serve({ echo: (p: { value: unknown }) => p.value });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });
  roundTrips(() => running, [Object.fromEntries(builtins.map(([xsd, v]) => [`v_${xsd}`, v]))]);
});

echoSuite(
  "xs:all, ASMX's DataSet (s:schema and s:any), .NET's serialization types (guid, char, duration, ArrayOfstring)",
  `<xs:import namespace="http://schemas.microsoft.com/2003/10/Serialization/" />
   <xs:complexType name="ArrayOfstring"><xs:sequence><xs:element name="string" type="xs:string" minOccurs="0" maxOccurs="unbounded" nillable="true" /></xs:sequence></xs:complexType>
   <xs:complexType name="Row"><xs:all>
     <xs:element name="id" type="ser:guid" xmlns:ser="http://schemas.microsoft.com/2003/10/Serialization/" />
     <xs:element name="initial" type="ser:char" xmlns:ser="http://schemas.microsoft.com/2003/10/Serialization/" />
     <xs:element name="took" type="ser:duration" xmlns:ser="http://schemas.microsoft.com/2003/10/Serialization/" />
     <xs:element name="tags" type="tns:ArrayOfstring" />
     <xs:element name="data"><xs:complexType><xs:sequence><xs:element ref="xs:schema" /><xs:any /></xs:sequence></xs:complexType></xs:element>
   </xs:all></xs:complexType>`,
  "tns:Row",
  ({ running }) =>
    roundTrips(running, [
      {
        id: "0f8fad5b-d9cb-469f-a165-70867728950e",
        initial: 65,
        took: "PT1H",
        tags: ["a", null, "b"],
        data: {
          $any: [
            '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" id="NewDataSet" />',
            '<diffgr:diffgram xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1" />',
          ],
        },
      },
    ]),
);

describe("imports and includes beside the WSDL: wsdl:import, xs:import and a chameleon xs:include", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    const types = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:types" targetNamespace="urn:types" elementFormDefault="qualified">
  <xs:include schemaLocation="common.xsd" />
  <xs:complexType name="Box"><xs:sequence><xs:element name="size" type="t:Size" /></xs:sequence></xs:complexType>
</xs:schema>`;
    const common = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:simpleType name="Size"><xs:restriction base="xs:int" /></xs:simpleType></xs:schema>`;
    const wsdl = echoContract("", "t:Box")
      .replace(
        "<wsdl:types>",
        '<wsdl:types><xs:schema targetNamespace="urn:c"><xs:import namespace="urn:types" schemaLocation="xsd/types.xsd" /></xs:schema>',
      )
      .replace('xmlns:tns="urn:c"', 'xmlns:tns="urn:c" xmlns:t="urn:types"')
      .replace(
        '<xs:schema targetNamespace="urn:c" elementFormDefault="qualified">',
        '<xs:schema targetNamespace="urn:c" elementFormDefault="qualified" xmlns:t="urn:types"><xs:import namespace="urn:types" />',
      );
    service = await generateService(wsdl, { "xsd/types.xsd": types, "xsd/common.xsd": common });
    running = await service.serve({ echo: (p: { value: unknown }) => p.value });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });
  roundTrips(() => running, [{ size: 3 }]);
});
