/**
 * A codec's compiled content (codecs.ts writes it for a type of child elements alone that a
 * message can hold many of, or most answers hold) against its descriptor, which the runtime
 * interprets: the same bytes written, the same values read, the same refusals with the same
 * messages. The contract is made for it: a list of records with text to escape, numbers, an enumeration, a nillable field, a
 * repeated field, an optional one, and a nested record. The descriptor-only twin of a codec is
 * `complexCodec(codec.descriptor)`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract, listOperation } from "../constructs/contract-builder.ts";
import { generateService, type GeneratedService } from "../constructs/generated-service.ts";

interface Runtime {
  writeParts(codec: unknown, value: unknown, where: string, scope?: string): [string, string];
  complexCodec(descriptor: unknown): Codec;
  XmlReader: new (xml: string) => { next(): number };
}
interface Codec {
  descriptor: unknown;
  compiled: unknown;
  read(r: unknown): unknown;
}

const NS = "urn:c";
const RECORDS = `
  <xs:simpleType name="Status"><xs:restriction base="xs:string">
    <xs:enumeration value="Open" /><xs:enumeration value="On &amp; off" />
  </xs:restriction></xs:simpleType>
  <xs:complexType name="Place"><xs:sequence>
    <xs:element name="City" type="xs:string" /><xs:element name="Code" type="xs:int" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Entry"><xs:sequence>
    <xs:element name="Name" type="xs:string" nillable="true" />
    <xs:element name="Quantity" type="xs:int" />
    <xs:element name="Serial" type="xs:long" />
    <xs:element name="Status" type="tns:Status" />
    <xs:element name="Place" type="tns:Place" />
    <xs:element name="Tags" type="xs:string" minOccurs="0" maxOccurs="unbounded" />
    <xs:element name="Note" type="xs:string" minOccurs="0" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="ArrayOfString"><xs:sequence>
    <xs:element name="string" type="xs:string" minOccurs="0" maxOccurs="unbounded" nillable="true" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="ArrayOfPlace"><xs:sequence>
    <xs:element name="Place" type="tns:Place" minOccurs="0" maxOccurs="unbounded" nillable="true" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Shelf"><xs:sequence>
    <xs:element name="Label" type="xs:string" minOccurs="0" />
    <xs:element name="Names" type="tns:ArrayOfString" minOccurs="0" />
    <xs:element name="Places" type="tns:ArrayOfPlace" minOccurs="0" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Labels"><xs:sequence>
    <xs:element name="Label" type="xs:string" minOccurs="0" />
    <xs:element name="Names" type="tns:ArrayOfString" minOccurs="0" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Single"><xs:sequence><xs:element name="Only" type="xs:int" /></xs:sequence></xs:complexType>
  <xs:element name="list"><xs:complexType><xs:sequence><xs:element name="one" type="tns:Single" /></xs:sequence></xs:complexType></xs:element>
  <xs:element name="listResponse"><xs:complexType><xs:sequence>
    <xs:element name="Entry" type="tns:Entry" minOccurs="0" maxOccurs="unbounded" />
    <xs:element name="Shelf" type="tns:Shelf" minOccurs="0" maxOccurs="unbounded" />
    <xs:element name="Labels" type="tns:Labels" minOccurs="0" maxOccurs="unbounded" />
  </xs:sequence></xs:complexType></xs:element>`;

let service: GeneratedService;
let runtime: Runtime;
let codecs: Record<string, Codec>;

beforeAll(async () => {
  service = await generateService(
    contract({
      schema: RECORDS,
      operations: [listOperation()],
    }),
  );
  codecs = await service.contractModule<Record<string, Codec>>("codecs.ts");
  runtime = {
    ...(await service.contractModule<Pick<Runtime, "writeParts">>("runtime/codec.ts")),
    ...(await service.contractModule<Pick<Runtime, "complexCodec">>("runtime/complex-codec.ts")),
    ...(await service.contractModule<Pick<Runtime, "XmlReader">>("runtime/xml-reader.ts")),
  };
}, 120_000);
afterAll(() => service?.close());

const described = (codec: Codec): Codec => runtime.complexCodec(codec.descriptor);

/** `[attributes, content]`, or the refusal's name and message. */
function written(codec: Codec, value: unknown, scope?: string): [string, string] | string {
  try {
    return runtime.writeParts(codec, value, "value", scope);
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}

function read(codec: Codec, content: string): unknown {
  const r = new runtime.XmlReader(
    `<value xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${content}</value>`,
  );
  r.next();
  try {
    return codec.read(r);
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}

const record = (over: object = {}) => ({
  Name: "a & b < c > d \r\t \"q\" 'a'",
  Quantity: -2147483648,
  Serial: 9_000_000_000n,
  Status: "On & off",
  Place: { City: "Zürich <2>", Code: 8000 },
  Tags: ["x", "", "y & z"],
  Note: "n",
  ...over,
});

it("compiles the types a message holds many of, and only those", () => {
  expect(codecs.EntryCodec!.compiled).toBeDefined();
  expect(codecs.PlaceCodec!.compiled).toBeDefined();
  expect(codecs.SingleCodec!.compiled).toBeUndefined();
});

describe("compiled content writes what the descriptor writes", () => {
  const values: [string, unknown][] = [
    ["text to escape, bounds, an enumeration, a list, a nested record", record()],
    ["nil, an empty list, fields left out", record({ Name: null, Tags: [], Note: undefined })],
    [
      "a null in a field that is not nillable (nil, as the descriptor writes it)",
      record({ Quantity: null }),
    ],
    ["a null item of a list", record({ Tags: ["a", null] })],
    ["an int out of range", record({ Quantity: 2 ** 31 })],
    ["a long that is no bigint", record({ Serial: 5 })],
    ["an unknown enumeration value", record({ Status: "Closed" })],
    ["a control character", record({ Note: "bell \u0007" })],
    ["a refusal in the nested record", record({ Place: { City: 5, Code: 1 } })],
    ["a list that is no list", record({ Tags: 5 })],
  ];
  it.each(values)("%s", (_, value) => {
    for (const scope of [undefined, NS, "urn:another"])
      expect(written(codecs.EntryCodec!, value, scope)).toEqual(
        written(described(codecs.EntryCodec!), value, scope),
      );
  });

  it("names the place of a refusal", () => {
    expect(written(codecs.EntryCodec!, record({ Place: { City: 5, Code: 1 } }))).toBe(
      "TypeError: value.Place.City must be a string; got number",
    );
  });
});

describe("an ArrayOf wrapper's items built as text write what the descriptor writes", () => {
  const shelf = (over: object = {}) => ({
    Label: "l",
    Names: ["a & b", "", null, "c"],
    Places: [{ City: "Zürich <2>", Code: 8000 }, null, {}],
    ...over,
  });
  const values: [string, unknown][] = [
    ["texts, an empty one, nil items; records, a nil one, an empty one", shelf()],
    ["empty lists", shelf({ Names: [], Places: [] })],
    ["nil lists, and lists left out", shelf({ Names: null, Places: undefined })],
    ["a list that is no list", shelf({ Names: "abc" })],
    ["an item refused", shelf({ Names: ["a", 5] })],
    ["a record's field refused", shelf({ Places: [{ City: 5, Code: 1 }] })],
    ["a record that is a number", shelf({ Places: [5] })],
    ["a control character", shelf({ Names: ["bell \u0007"] })],
  ];
  it.each(values)("%s", (_, value) => {
    for (const codec of [codecs.ShelfCodec!, codecs.LabelsCodec!])
      for (const scope of [undefined, NS, "urn:another"])
        expect(written(codec, value, scope)).toEqual(written(described(codec), value, scope));
  });

  it("builds the type whole, so a list of it is built item by item as text", () => {
    expect((codecs.ShelfCodec!.compiled as { writesText?: true }).writesText).toBe(true);
    expect(written(codecs.ShelfCodec!, shelf({ Names: [], Places: [null] }))).toEqual([
      "",
      '<Label>l</Label><Names /><Places><Place xsi:nil="true" /></Places>',
    ]);
  });
});

describe("compiled content reads what the descriptor reads", () => {
  const documents: [string, string][] = [
    [
      "children in order",
      "<Name>n &amp; m</Name><Quantity>7</Quantity><Serial>-9</Serial><Status>Open</Status><Place><City>c</City><Code>1</Code></Place><Tags>a</Tags><Tags>b</Tags>",
    ],
    [
      "out of order, unknown and foreign children, text between them",
      ' <Tags>t</Tags> <x>1</x><Quantity xmlns="urn:z">9</Quantity><Quantity> 8 </Quantity>text<Tags/>',
    ],
    [
      "nil children and an empty element",
      '<Name xsi:nil="true"/><Place xsi:nil="1"></Place><Note/>',
    ],
    [
      "each field in one step, white space between, the one after a nested record too",
      "\n <Name>n</Name>\n\t<Quantity>7</Quantity><Serial>1</Serial><Status>Open</Status><Place><City>c</City><Code>1</Code></Place><Note>x</Note>",
    ],
    [
      "a field twice, fields out of order, and tags the one step leaves to the loop",
      '<Name>a</Name><Quantity>1</Quantity><Name>b</Name><Serial >2</Serial><Status>Open</Status ><Note xmlns="urn:c">n</Note><Note>\r\n</Note>',
    ],
    ["a bad value", "<Quantity>x</Quantity>"],
    ["a bad value after good ones", "<Name>n</Name><Quantity>1</Quantity><Serial>1.5</Serial>"],
    ["a character XML does not allow", "<Name>n\u0001</Name>"],
    ["an empty text that is no int", "<Name></Name><Quantity></Quantity>"],
    ["a child element where text belongs", "<Note><b/></Note>"],
    ["no children at all", ""],
  ];
  /** A value as JSON, its properties in their order (bigints as text). */
  const json = (value: unknown) =>
    JSON.stringify(value, (_, v) => (typeof v === "bigint" ? String(v) : v));
  it.each(documents)("%s", (_, content) => {
    const compiled = read(codecs.EntryCodec!, content);
    const byDescriptor = read(described(codecs.EntryCodec!), content);
    expect(compiled).toEqual(byDescriptor);
    // The properties in the same order too: the order their elements came in.
    expect(json(compiled)).toBe(json(byDescriptor));
  });

  it("reads the values of the type's properties", () => {
    expect(read(codecs.EntryCodec!, "<Quantity>7</Quantity><Tags>a</Tags><Tags>b</Tags>")).toEqual({
      Quantity: 7,
      Tags: ["a", "b"],
    });
  });
});
