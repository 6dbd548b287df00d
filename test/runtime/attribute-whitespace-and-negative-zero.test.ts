/**
 * Two wire-fidelity rules other SOAP stacks (.NET, zeep) show up:
 *
 * - LF, CR and TAB in an attribute value are written as character references (`&#xA;`, `&#xD;`,
 *   `&#x9;`, as .NET's XmlWriter writes them): a raw one is turned into a space by the reader's
 *   attribute-value normalisation (XML 1.0 3.3.3). In element text CR and TAB are references and
 *   LF stays raw (a reader keeps it).
 * - xsd:double and xsd:float write -0 as `-0`, which XML Schema's lexical space has, and read it
 *   back as -0; NaN, INF and -INF are unchanged. (xsd:decimal has no -0: its texts are kept as given.)
 *
 * The same rules through a generated client and server, bytes on the wire included:
 * test/server/attribute-whitespace-and-negative-zero.test.ts.
 */
import { describe, expect, it } from "vitest";
import { anyTypeCodec } from "../../templates/runtime/any-type.ts";
import { writeParts, type Codec, type FieldCodec } from "../../templates/runtime/codec.ts";
import { complexCodec } from "../../templates/runtime/complex-codec.ts";
import { formatFloating, parseFloating } from "../../templates/runtime/scalar-text.ts";
import { XmlEvent, XmlReader } from "../../templates/runtime/xml-reader.ts";
import { escapeXml, escapeXmlText, xmlTextContent } from "../../templates/runtime/xml-text.ts";
import * as xsd from "../../templates/runtime/xsd-codecs.ts";

const NS = "urn:t";
const WHITE = "a\nb\tc\rd";
const WHITE_ATTRIBUTE = "a&#xA;b&#x9;c&#xD;d";

/** The value of attribute `name` on the first element of `xml`, as an XML reader reads it. */
function attributeRead(xml: string, name: string): string | undefined {
  const r = new XmlReader(xml);
  r.next();
  return r.attribute("", name);
}

function read<T>(codec: { read(r: XmlReader): T }, xml: string): T {
  const r = new XmlReader(xml);
  r.next();
  return codec.read(r);
}

function write(codec: Parameters<typeof writeParts>[0], value: unknown): string {
  const [attributes, content] = writeParts(codec, value, "e");
  return content === "" ? `<e${attributes} />` : `<e${attributes}>${content}</e>`;
}

describe("LF, CR and TAB in attribute values", () => {
  it("escapeXml writes them as .NET's references, the markup characters as before", () => {
    expect(escapeXml(WHITE)).toBe(WHITE_ATTRIBUTE);
    expect(escapeXml("\r\n")).toBe("&#xD;&#xA;");
    expect(escapeXml(`<"&'>\n`)).toBe("&lt;&quot;&amp;'&gt;&#xA;");
  });

  it("keeps its fast path: text that needs nothing is returned as it is", () => {
    const plain = "plain text, é 😀 ' and spaces";
    expect(escapeXml(plain)).toBe(plain);
  });

  it("a value it writes reads back exactly; written raw, the reader makes each a space", () => {
    for (const value of [WHITE, "\n", "\r\n", "\t\t", " x\n ", "line1\nline2"])
      expect(attributeRead(`<a v="${escapeXml(value)}"/>`, "v")).toBe(value);
    expect(attributeRead(`<a v="line1\nline2"/>`, "v")).toBe("line1 line2");
    expect(attributeRead(`<a v="${WHITE}"/>`, "v")).toBe("a b c d");
  });

  it("element text keeps LF raw and writes CR and TAB as references, reading back exactly", () => {
    const expected = "a\nb&#x9;c&#xD;d";
    expect(escapeXmlText(WHITE)).toBe(expected);
    expect(xmlTextContent(WHITE, "t")).toBe(expected);
    expect(xmlTextContent("line1\nline2", "t")).toBe("line1\nline2");
    const r = new XmlReader(`<a>${expected}</a>`);
    r.next();
    expect(r.readText()).toBe(WHITE);
  });

  describe("a complex type's attributes", () => {
    const field = (name: string, codec: FieldCodec["codec"]): FieldCodec => ({
      xml: name,
      ns: NS,
      ts: name,
      codec,
      min: 0,
      max: 1,
      nillable: false,
    });
    const note = complexCodec<Record<string, unknown>>({
      name: "Note",
      ns: NS,
      fields: [field("body", xsd.string)],
      attributes: [
        { xml: "label", ns: "", ts: "label", codec: xsd.string },
        { xml: "memo", ns: "urn:x", ts: "memo", codec: xsd.string },
      ],
      anyAttribute: true,
    });

    it("writes declared, namespaced and wildcard attributes with references, element text with LF raw", () => {
      const value = {
        label: WHITE,
        memo: WHITE,
        body: WHITE,
        $attributes: { extra: WHITE, "{urn:y}more": WHITE },
      };
      expect(write(note, value)).toBe(
        `<e label="${WHITE_ATTRIBUTE}" a:memo="${WHITE_ATTRIBUTE}" xmlns:a="urn:x" extra="${WHITE_ATTRIBUTE}" w1:more="${WHITE_ATTRIBUTE}" xmlns:w1="urn:y">` +
          "<body>a\nb&#x9;c&#xD;d</body></e>",
      );
    });

    it("reads what it writes back as the same value", () => {
      const value = {
        label: WHITE,
        memo: "x\ny",
        body: WHITE,
        $attributes: { extra: "\t", "{urn:y}more": "\r\n" },
      };
      const xml = write(note, value).replace("<e", `<e xmlns="${NS}"`);
      expect(read(note, xml)).toEqual(value);
    });
  });

  it("wildcard XML (xs:any) re-declares a namespace whose name holds TAB or LF with references", () => {
    const open = complexCodec<Record<string, unknown>>({
      name: "Open",
      ns: NS,
      fields: [],
      anyElements: true,
    });
    const value = read(open, `<o xmlns="${NS}" xmlns:y="urn:a&#x9;b&#xA;c"><y:extra/></o>`);
    expect(value).toEqual({ $any: ['<y:extra xmlns:y="urn:a&#x9;b&#xA;c"/>'] });
    const r = new XmlReader((value.$any as string[])[0]!);
    expect(r.next()).toBe(XmlEvent.Start);
    expect(r.namespace).toBe("urn:a\tb\nc");
  });
});

describe("negative zero of xsd:double and xsd:float", () => {
  it("formatFloating writes -0 as -0 and 0 as 0; NaN, INF and -INF as before", () => {
    expect(formatFloating(-0)).toBe("-0");
    expect(formatFloating(0)).toBe("0");
    expect([NaN, Infinity, -Infinity, 1.5, -2, 1e21, 5e-324, -5e-324].map(formatFloating)).toEqual([
      "NaN",
      "INF",
      "-INF",
      "1.5",
      "-2",
      "1e+21",
      "5e-324",
      "-5e-324",
    ]);
  });

  it("parseFloating reads -0 (in any of its lexical forms) as -0, and 0 as +0", () => {
    for (const text of ["-0", "-0.0", "-0E0", "-.0", " -0 ", "-0e-5"])
      expect(Object.is(parseFloating(text), -0), text).toBe(true);
    for (const text of ["0", "+0", "0.0", "0E0", ".0"])
      expect(Object.is(parseFloating(text), 0), text).toBe(true);
    expect(parseFloating("NaN")).toBeNaN();
    expect([parseFloating("INF"), parseFloating("-INF")]).toEqual([Infinity, -Infinity]);
    expect([
      parseFloating("-NaN"),
      parseFloating("+INF"),
      parseFloating("inf"),
      parseFloating("-"),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it.each([
    ["double", xsd.double],
    ["float", xsd.float],
  ] as const)("the xsd:%s codec round-trips -0, 0, NaN, INF and -INF", (_name, codec) => {
    expect(codec.format(-0, "x")).toBe("-0");
    expect(codec.format(0, "x")).toBe("0");
    expect(Object.is(codec.parse(codec.format(-0, "x")), -0)).toBe(true);
    expect(Object.is(codec.parse(codec.format(0, "x")), 0)).toBe(true);
    expect(codec.parse(codec.format(NaN, "x"))).toBeNaN();
    expect(codec.format(Infinity, "x")).toBe("INF");
    expect(codec.format(-Infinity, "x")).toBe("-INF");
    expect(codec.parse("INF")).toBe(Infinity);
    expect(codec.parse("-INF")).toBe(-Infinity);
  });

  it("an element, an attribute and an xsd:anyType item of xsd:double carry -0", () => {
    const point = complexCodec<Record<string, unknown>>({
      name: "Point",
      ns: NS,
      fields: [{ xml: "x", ns: NS, ts: "x", codec: xsd.double, min: 0, max: 1, nillable: false }],
      attributes: [{ xml: "y", ns: "", ts: "y", codec: xsd.float }],
    });
    const xml = write(point, { x: -0, y: -0 });
    expect(xml).toBe('<e y="-0"><x>-0</x></e>');
    const back = read(point, xml.replace("<e", `<e xmlns="${NS}"`));
    expect(Object.is(back.x, -0) && Object.is(back.y, -0)).toBe(true);

    const any = anyTypeCodec(NS, new Map<string, Codec<unknown>>());
    expect(writeParts(any, { type: "xsd:double", value: -0 }, "v")).toEqual([
      ' xsi:type="xsd:double"',
      "-0",
    ]);
    const item = read(
      any,
      '<v xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xsi:type="xsd:double">-0</v>',
    );
    expect(item.type).toBe("xsd:double");
    expect(Object.is(item.value, -0)).toBe(true);
  });

  it("xsd:decimal has no -0 in its value space: its text is kept as given", () => {
    expect(xsd.decimal.parse("-0")).toBe("-0");
    expect(xsd.decimal.format("-0", "x")).toBe("-0");
    expect(xsd.decimal.format("0", "x")).toBe("0");
  });
});
