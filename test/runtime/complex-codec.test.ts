/**
 * What complex types add to child elements, read and written back: attributes, simple content
 * (`$value`), wildcards (`$any` as XML with its namespaces, `$attributes`), mixed content
 * (`$text`), and derived types by `xsi:type` (`$type`); lists and unions of simple types.
 */
import { describe, expect, it } from "vitest";
import {
  listCodec,
  unionCodec,
  writeParts,
  type FieldCodec,
} from "../../templates/runtime/codec.ts";
import { complexCodec, type ComplexCodec } from "../../templates/runtime/complex-codec.ts";
import { XmlReader } from "../../templates/runtime/xml-reader.ts";
import * as xsd from "../../templates/runtime/xsd-codecs.ts";

const NS = "urn:t";
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
const field = (name: string, codec: FieldCodec["codec"], max: number | null = 1): FieldCodec => ({
  xml: name,
  ns: NS,
  ts: name,
  codec,
  min: 0,
  max,
  nillable: false,
});

function read<T>(codec: { read(r: XmlReader): T }, xml: string): T {
  const r = new XmlReader(xml);
  r.next();
  return codec.read(r);
}

/** The element as the codec writes it under the name `e` in NS, as one string. */
function write(codec: Parameters<typeof writeParts>[0], value: unknown): string {
  const [attributes, content] = writeParts(codec, value, "e");
  return content === "" ? `<e${attributes} />` : `<e${attributes}>${content}</e>`;
}

describe("attributes and simple content", () => {
  const price = complexCodec<Record<string, unknown>>({
    name: "Price",
    ns: NS,
    fields: [],
    attributes: [
      { xml: "currency", ns: "", ts: "currency", codec: xsd.string },
      { xml: "rate", ns: "urn:x", ts: "rate", codec: xsd.int },
    ],
    text: xsd.decimal,
  });

  it("reads attributes by name and namespace and the text as the value", () => {
    expect(read(price, '<p xmlns:x="urn:x" currency="EUR" x:rate="3">12.50</p>')).toEqual({
      currency: "EUR",
      rate: 3,
      $value: "12.50",
    });
  });

  it("writes them back, a namespaced attribute with a prefix of its own", () => {
    expect(write(price, { currency: "E&R", rate: 3, $value: "12.50" })).toBe(
      '<e currency="E&amp;R" a:rate="3" xmlns:a="urn:x">12.50</e>',
    );
    expect(() => write(price, { currency: "EUR" })).toThrow(
      "e.$value is required: the element's text",
    );
  });

  it("refuses an attribute value its type cannot read, naming it", () => {
    expect(() => read(price, '<p xmlns:x="urn:x" x:rate="many">1</p>')).toThrow(
      'element <p/@rate>: "many" is not an xsd:int',
    );
  });
});

describe("attribute prefixes: one declaration per namespace and element (issue #43, rule 10)", () => {
  const XML_NS = "http://www.w3.org/XML/1998/namespace";
  // As a SaaS schema's ID: attributeFormDefault="qualified", two attributes of one namespace, one
  // of another by reference, xml:lang, and an unqualified one.
  const id = complexCodec<Record<string, unknown>>({
    name: "Id",
    ns: NS,
    fields: [],
    attributes: [
      { xml: "type", ns: "urn:a", ts: "type", codec: xsd.string },
      { xml: "version", ns: "urn:b", ts: "version", codec: xsd.string },
      { xml: "parent", ns: "urn:a", ts: "parent", codec: xsd.string },
      { xml: "lang", ns: XML_NS, ts: "lang", codec: xsd.string },
      { xml: "plain", ns: "", ts: "plain", codec: xsd.string },
    ],
    text: xsd.string,
  });

  it("declares each namespace's prefix once, prefixes of two namespaces apart, xml: never", () => {
    const xml = write(id, {
      type: "t",
      version: "v",
      parent: "p",
      lang: "en",
      plain: "x",
      $value: "1",
    });
    expect(xml).toBe(
      '<e a:type="t" xmlns:a="urn:a" a1:version="v" xmlns:a1="urn:b" a:parent="p" xml:lang="en" plain="x">1</e>',
    );
    expect(read(id, xml.replace("<e", `<e xmlns="${NS}"`))).toEqual({
      type: "t",
      version: "v",
      parent: "p",
      lang: "en",
      plain: "x",
      $value: "1",
    });
  });

  it("declares a prefix with the first of its namespace's attributes the value has", () => {
    expect(write(id, { parent: "p", $value: "1" })).toBe('<e a:parent="p" xmlns:a="urn:a">1</e>');
    expect(write(id, { version: "v", parent: "p", $value: "1" })).toBe(
      '<e a1:version="v" xmlns:a1="urn:b" a:parent="p" xmlns:a="urn:a">1</e>',
    );
  });

  it("writes a derived type's xsi:type prefix apart from its attributes' prefixes", () => {
    const base: ComplexCodec<Record<string, unknown>> = complexCodec({
      name: "Base",
      ns: NS,
      fields: [],
      attributes: [{ xml: "tag", ns: "urn:a", ts: "tag", codec: xsd.string }],
      typeName: { ns: NS, local: "Base" },
      derived: () => new Map([["{urn:d}Derived", derived as ComplexCodec<unknown>]]),
    });
    const derived: ComplexCodec<Record<string, unknown>> = complexCodec({
      name: "Derived",
      ns: "urn:d",
      base: () => base as ComplexCodec<unknown>,
      fields: [],
      attributes: [{ xml: "more", ns: "urn:d", ts: "more", codec: xsd.string }],
      typeName: { ns: "urn:d", local: "Derived" },
    });
    const xml = write(base, { $type: "Derived", tag: "t", more: "m" });
    expect(xml).toBe(
      '<e xsi:type="t:Derived" xmlns:t="urn:d" a:tag="t" xmlns:a="urn:a" a1:more="m" xmlns:a1="urn:d" />',
    );
    expect(read(base, xml.replace("<e", `<e ${XSI}`))).toEqual({
      $type: "Derived",
      tag: "t",
      more: "m",
    });
  });
});

describe("wildcards and mixed content", () => {
  const open = complexCodec<Record<string, unknown>>({
    name: "Open",
    ns: NS,
    fields: [field("known", xsd.string)],
    anyElements: true,
    anyAttribute: true,
    mixed: true,
  });

  it("keeps unnamed children as XML that declares the namespaces it uses, unnamed attributes by name", () => {
    const xml = `<o xmlns="${NS}" xmlns:y="urn:y" id="7" y:lang="en">Hi <known>k</known><y:extra a="1"><y:n/></y:extra> there<plain/></o>`;
    expect(read(open, xml)).toEqual({
      known: "k",
      $attributes: { id: "7", "{urn:y}lang": "en" },
      $text: "Hi  there",
      $any: ['<y:extra xmlns:y="urn:y" a="1"><y:n/></y:extra>', `<plain xmlns="${NS}"/>`],
    });
  });

  it("writes text, fields, kept elements and attributes back", () => {
    const value = {
      known: "k",
      $text: "t",
      $any: ['<z xmlns="urn:z">1</z>'],
      $attributes: { id: "7", "{urn:y}lang": "en" },
    };
    expect(write(open, value)).toBe(
      '<e id="7" w1:lang="en" xmlns:w1="urn:y">t<known>k</known><z xmlns="urn:z">1</z></e>',
    );
    expect(() => write(open, { $any: ["text"] })).toThrow(
      "e.$any[0] must be an XML element, as text",
    );
  });

  it('writes a kept element in no namespace with xmlns="" where the default namespace is another (issue #43, rule 4)', () => {
    const any = [
      "<plain>1</plain>",
      '<p:x xmlns:p="urn:p"><in /></p:x>',
      '<p:x xmlns:p="urn:p" />',
      '<q xmlns="urn:q"><in /></q>',
      '<n xmlns="">1</n>',
      " <s/> ",
    ];
    expect(write(open, { $any: any })).toBe(
      '<e><plain xmlns="">1</plain><p:x xmlns="" xmlns:p="urn:p"><in /></p:x><p:x xmlns:p="urn:p" /><q xmlns="urn:q"><in /></q><n xmlns="">1</n> <s xmlns=""/> </e>',
    );
    // Where the default namespace is none already, as it is.
    const [, content] = writeParts(open, { $any: any }, "e", "");
    expect(content).toBe(any.join(""));
    // Read back where the default namespace is another, each is in no namespace still.
    const kept = read(open, `<e xmlns="${NS}">${write(open, { $any: any }).slice(3, -4)}</e>`)
      .$any as string[];
    expect(kept.map((xml) => read({ read: (r: XmlReader) => r.namespace }, xml))).toEqual([
      "",
      "urn:p",
      "urn:p",
      "urn:q",
      "",
      "",
    ]);
  });

  it("refuses a kept element that is no element, and leaves its well-formedness to the reader of the message", () => {
    expect(() => write(open, { $any: ["text"] })).toThrow(
      "e.$any[0] must be an XML element, as text",
    );
    expect(() => write(open, { $any: [7] })).toThrow("e.$any[0] must be an XML element, as text");
    // xsi and xsd are declared on every message's root.
    expect(write(open, { $any: ['<x xmlns="urn:x" xsi:type="xsd:int">1</x>'] })).toBe(
      '<e><x xmlns="urn:x" xsi:type="xsd:int">1</x></e>',
    );
  });

  it("refuses a kept element using a prefix it does not declare, in an element's or an attribute's name", () => {
    for (const [xml, prefix] of [
      ["<ns1:x>1</ns1:x>", "ns1"],
      ['<x xmlns:a="urn:a"><a:y /><b:z /></x>', "b"],
      ['<x><y c:id="1" /></x>', "c"],
      ['<a:x xmlns:a="urn:a"></a:x><a:y />', "a"],
    ]) {
      expect(() => write(open, { $any: [xml] }), xml).toThrow(
        `e.$any[0] uses the prefix "${prefix}" without declaring it (xmlns:${prefix}="...")`,
      );
    }
    const declared = [
      '<a:x xmlns:a="urn:a"><a:y a:id="1" xml:lang="en"><b:z xmlns:b=\'urn:b\' /></a:y></a:x>',
      '<x xmlns="urn:x" a="p:q">text with a:b in it</x>',
    ];
    expect(write(open, { $any: declared })).toBe(`<e>${declared.join("")}</e>`);
  });

  it("writes wildcard attributes each once, in no namespace unprefixed, in XML's as xml:", () => {
    const value = {
      $attributes: {
        a: "1",
        "{}b": "2",
        "{urn:y}c": "3",
        "{urn:y}d": "4",
        "{http://www.w3.org/XML/1998/namespace}lang": "en",
      },
    };
    expect(write(open, value)).toBe(
      '<e a="1" b="2" w1:c="3" xmlns:w1="urn:y" w2:d="4" xmlns:w2="urn:y" xml:lang="en" />',
    );
    for (const key of [
      "xmlns",
      "p:x",
      "{http://www.w3.org/2000/xmlns/}p",
      "{http://www.w3.org/2001/XMLSchema-instance}type",
      "a b",
      "",
    ])
      expect(() => write(open, { $attributes: { [key]: "1" } }), key).toThrow(
        `e.$attributes: ${JSON.stringify(key)} is no attribute a wildcard can carry`,
      );
    expect(() => write(open, { $attributes: { a: "1", "{}a": "2" } })).toThrow(
      'e.$attributes: "{}a" names an attribute written already',
    );
    const named = complexCodec<Record<string, unknown>>({
      name: "Named",
      ns: NS,
      fields: [],
      attributes: [{ xml: "id", codec: xsd.string }],
      anyAttribute: true,
    });
    expect(() => write(named, { id: "1", $attributes: { id: "2" } })).toThrow(
      'e.$attributes: "id" names an attribute written already',
    );
  });
});

describe("derived types by xsi:type", () => {
  const shape: ComplexCodec<Record<string, unknown>> = complexCodec({
    name: "Shape",
    ns: NS,
    fields: [field("id", xsd.int)],
    typeName: { ns: NS, local: "Shape" },
    derived: () => new Map([[`{${NS}}Circle`, circle as ComplexCodec<unknown>]]),
  });
  const circle: ComplexCodec<Record<string, unknown>> = complexCodec({
    name: "Circle",
    ns: NS,
    fields: [field("id", xsd.int), field("radius", xsd.double)],
    typeName: { ns: NS, local: "Circle" },
  });

  it("reads the derived type an xsi:type names, and says which in $type", () => {
    expect(
      read(
        shape,
        `<s xmlns="${NS}" ${XSI} xmlns:t="${NS}" xsi:type="t:Circle"><id>1</id><radius>2.5</radius></s>`,
      ),
    ).toEqual({ id: 1, radius: 2.5, $type: "Circle" });
    expect(read(shape, `<s xmlns="${NS}" ${XSI} xsi:type="Shape"><id>1</id></s>`)).toEqual({
      id: 1,
    });
    expect(read(shape, `<s xmlns="${NS}"><id>1</id><radius>2</radius></s>`)).toEqual({ id: 1 });
  });

  it("writes a value with $type as that type, with its xsi:type", () => {
    expect(write(shape, { id: 1, radius: 2.5, $type: "Circle" })).toBe(
      `<e xsi:type="t:Circle" xmlns:t="${NS}"><id>1</id><radius>2.5</radius></e>`,
    );
    expect(write(shape, { id: 1 })).toBe("<e><id>1</id></e>");
    expect(() => write(shape, { id: 1, $type: "Square" })).toThrow(
      'e: $type "Square" is not a type derived from Shape',
    );
  });
});

describe("lists and unions of simple types", () => {
  it("reads and writes a list whose item codec is declared later (a thunk)", () => {
    let item: typeof xsd.int | undefined;
    const list = listCodec(() => item!);
    item = xsd.int;
    expect(list.parse(" 1  2\n3 ")).toEqual([1, 2, 3]);
    expect(list.format([4, 5], "l")).toBe("4 5");
    expect(list.expected).toBe(
      "a list of an xsd:int (-2147483648 to 2147483647), separated by spaces",
    );
  });

  it("reads a union by its first member that reads the text, and writes by the first that can", () => {
    const u = unionCodec<number | string>("IntOrWord", [xsd.int, () => xsd.string]);
    expect([u.parse("12"), u.parse("twelve")]).toEqual([12, "twelve"]);
    expect([u.format(12, "u"), u.format("twelve", "u")]).toEqual(["12", "twelve"]);
  });

  it("reads and writes the built-ins added for every XML Schema type", () => {
    expect(xsd.hexBinary.parse("0aFF")).toEqual(new Uint8Array([10, 255]));
    expect(xsd.hexBinary.format(new Uint8Array([10, 255]), "h")).toBe("0AFF");
    expect(xsd.positiveInteger.parse("0")).toBeUndefined();
    expect(xsd.nonPositiveInteger.parse("0")).toBe(0n);
    expect(xsd.gYearMonth.parse("2024-05")).toBe("2024-05");
    expect(xsd.gMonthDay.parse("--05-01Z")).toBe("--05-01Z");
    expect(xsd.NMTOKENS.parse("a b")).toEqual(["a", "b"]);
  });
});
