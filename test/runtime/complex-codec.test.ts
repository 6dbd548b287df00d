/**
 * What complex types add to child elements, read and written back: attributes, simple content
 * (`$value`), wildcards (`$any` as XML with its namespaces, `$attributes`), mixed content
 * (`$text`), and derived types by `xsi:type` (`$type`); lists and unions of simple types.
 */
import { describe, expect, it } from "vitest";
import { listCodec, unionCodec, writeParts, type FieldCodec } from "../../templates/runtime/codec.ts";
import { complexCodec, type ComplexCodec } from "../../templates/runtime/complex-codec.ts";
import { XmlReader } from "../../templates/runtime/xml-reader.ts";
import * as xsd from "../../templates/runtime/xsd-codecs.ts";

const NS = "urn:t";
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
const field = (name: string, codec: FieldCodec["codec"], max: number | null = 1): FieldCodec => ({ xml: name, ns: NS, ts: name, codec, min: 0, max, nillable: false });

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
    expect(read(price, '<p xmlns:x="urn:x" currency="EUR" x:rate="3">12.50</p>')).toEqual({ currency: "EUR", rate: 3, $value: "12.50" });
  });

  it("writes them back, a namespaced attribute with a prefix of its own", () => {
    expect(write(price, { currency: "E&R", rate: 3, $value: "12.50" })).toBe('<e currency="E&amp;R" a:rate="3" xmlns:a="urn:x">12.50</e>');
    expect(() => write(price, { currency: "EUR" })).toThrow("e.$value is required: the element's text");
  });

  it("refuses an attribute value its type cannot read, naming it", () => {
    expect(() => read(price, '<p xmlns:x="urn:x" x:rate="many">1</p>')).toThrow('element <p/@rate>: "many" is not an xsd:int');
  });
});

describe("wildcards and mixed content", () => {
  const open = complexCodec<Record<string, unknown>>({ name: "Open", ns: NS, fields: [field("known", xsd.string)], anyElements: true, anyAttribute: true, mixed: true });

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
    const value = { known: "k", $text: "t", $any: ['<z xmlns="urn:z">1</z>'], $attributes: { id: "7", "{urn:y}lang": "en" } };
    expect(write(open, value)).toBe('<e id="7" w1:lang="en" xmlns:w1="urn:y">t<known>k</known><z xmlns="urn:z">1</z></e>');
    expect(() => write(open, { $any: ["text"] })).toThrow("e.$any[0] must be an XML element, as text");
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
    expect(read(shape, `<s xmlns="${NS}" ${XSI} xmlns:t="${NS}" xsi:type="t:Circle"><id>1</id><radius>2.5</radius></s>`)).toEqual({ id: 1, radius: 2.5, $type: "Circle" });
    expect(read(shape, `<s xmlns="${NS}" ${XSI} xsi:type="Shape"><id>1</id></s>`)).toEqual({ id: 1 });
    expect(read(shape, `<s xmlns="${NS}"><id>1</id><radius>2</radius></s>`)).toEqual({ id: 1 });
  });

  it("writes a value with $type as that type, with its xsi:type", () => {
    expect(write(shape, { id: 1, radius: 2.5, $type: "Circle" })).toBe(`<e xsi:type="t:Circle" xmlns:t="${NS}"><id>1</id><radius>2.5</radius></e>`);
    expect(write(shape, { id: 1 })).toBe("<e><id>1</id></e>");
    expect(() => write(shape, { id: 1, $type: "Square" })).toThrow('e: $type "Square" is not a type derived from Shape');
  });
});

describe("lists and unions of simple types", () => {
  it("reads and writes a list whose item codec is declared later (a thunk)", () => {
    let item: typeof xsd.int | undefined;
    const list = listCodec(() => item!);
    item = xsd.int;
    expect(list.parse(" 1  2\n3 ")).toEqual([1, 2, 3]);
    expect(list.format([4, 5], "l")).toBe("4 5");
    expect(list.expected).toBe("a list of an xsd:int (-2147483648 to 2147483647), separated by spaces");
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
