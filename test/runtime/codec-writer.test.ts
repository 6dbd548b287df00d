import { describe, expect, it } from "vitest";
import { anyTypeCodec, openCodec, writeXmlValue } from "../../templates/runtime/any-type.ts";
import {
  arrayCodec,
  enumCodec,
  fieldOf,
  writeFields,
  writeParts,
  type Codec,
  type FieldCodec,
} from "../../templates/runtime/codec.ts";
import { complexCodec, type ComplexCodec } from "../../templates/runtime/complex-codec.ts";
import { XmlReader } from "../../templates/runtime/xml-reader.ts";
import { XmlCharacterError } from "../../templates/runtime/xml-text.ts";
import * as xsd from "../../templates/runtime/xsd-codecs.ts";

const NS = "urn:t";
const field = (
  name: string,
  codec: FieldCodec["codec"],
  max: number | null = 1,
  ns = NS,
): FieldCodec => ({
  xml: name,
  ns,
  ts: name,
  codec,
  min: 0,
  max,
  nillable: true,
});

const user = openCodec("cUser");
const kind = enumCodec("kind", ["A", "B"]);
const detail = complexCodec<{ code?: string; kind?: string }>({
  name: "Detail",
  fields: [field("code", xsd.string), field("kind", kind)],
  ns: NS,
});
const details = arrayCodec<{ code?: string }>(
  field("Detail", () => detail as Codec<unknown>, null),
  NS,
);
const any = anyTypeCodec(NS, new Map<string, Codec<unknown>>([["cUser", user as Codec<unknown>]]));
const result = complexCodec<Record<string, unknown>>({
  name: "Result",
  fields: [
    field("status", () => detail as Codec<unknown>),
    field("details", details as Codec<unknown>),
    field("data", () => any as Codec<unknown>, null),
    field("other", xsd.int, 1, "urn:o"),
  ],
  ns: NS,
});

describe("codec writer", () => {
  it("writes nested elements, nil and empty ones as .NET does", () => {
    const value = {
      status: { code: "ok", kind: "A" },
      details: [{ code: "a&b" }, null, {}],
      data: [
        { type: "cUser", value: { uid: "1", Email: "", phone: null, tag: ["x", "y"] } },
        { type: "xsd:int", value: 5 },
        { type: "unknown", xsiType: "q:z", xsiTypeNamespace: "urn:q", value: "t<" },
      ],
      other: 7,
    };
    expect(writeParts(result, value, "r")).toEqual([
      "",
      '<status><code>ok</code><kind>A</kind></status><details><Detail><code>a&amp;b</code></Detail><Detail xsi:nil="true" /><Detail /></details>' +
        '<data xsi:type="cUser"><uid>1</uid><Email /><phone xsi:nil="true" /><tag>x</tag><tag>y</tag></data>' +
        '<data xsi:type="xsd:int">5</data><data xsi:type="q:z" xmlns:q="urn:q">t&lt;</data><other xmlns="urn:o">7</other>',
    ]);
  });

  it("returns the attributes of an element apart from its content", () => {
    expect(writeParts(any, { type: "cUser", value: { uid: "1" } }, "x")).toEqual([
      ' xsi:type="cUser"',
      "<uid>1</uid>",
    ]);
    expect(writeParts(any, { type: "cUser", value: {} }, "x")).toEqual([' xsi:type="cUser"', ""]);
    expect(writeParts(detail, {}, "x")).toEqual(["", ""]);
    expect(
      writeFields(
        { code: "c" },
        detail.descriptor.fields.map((f) => fieldOf(f, detail.descriptor.ns)),
        "p",
        "urn:other",
      ),
    ).toBe('<code xmlns="urn:t">c</code>');
  });

  it("names the whole path of a refused value, built only when it is refused", () => {
    expect(() => writeParts(result, { status: { kind: "C" } }, "eventGetListResult")).toThrow(
      new RangeError('eventGetListResult.status.kind must be one of A, B; got "C"'),
    );
    expect(() => writeParts(result, { details: [{ code: 5 }] }, "r")).toThrow(
      new TypeError("r.details.Detail.code must be a string; got number"),
    );
    expect(() =>
      writeParts(
        result,
        { data: [{ type: "cUser", value: { a: { b: ["ok", "x\u0001"] } } }] },
        "r",
      ),
    ).toThrow(new XmlCharacterError("r.data.a.b", 1, 1));
    expect(() => writeParts(result, { data: [{ type: "xsd:int", value: 1.5 }] }, "r")).toThrow(
      new RangeError(
        "r.data must be an xsd:int, an integer from -2147483648 to 2147483647; got 1.5",
      ),
    );
    expect(() => writeParts(result, { data: [{ type: "nope", value: {} }] }, "r")).toThrow(
      new TypeError("r.data: nope is not a type of the contract"),
    );
    expect(() => writeXmlValue({ a: [["nested"]] }, "detail")).toThrow(
      new TypeError("detail.a: a list must be the value of a named field"),
    );
    // A repeated field's value that is no array: a string was written a character an item.
    expect(() => writeParts(result, { data: "xy" }, "r")).toThrow(
      new TypeError("r.data must be an array"),
    );
    expect(() => writeParts(result, { details: 5 }, "r")).toThrow(
      new TypeError("r.details.Detail must be an array"),
    );
  });

  it("keeps the refused character's path on XmlCharacterError", () => {
    try {
      writeParts(detail, { code: "\uFFFF" }, "auth");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(XmlCharacterError);
      expect((err as XmlCharacterError).where).toBe("auth.code");
    }
  });
});

describe("anyType items' xsi:type and the prefix it uses (issue #43, rules 4 and 10)", () => {
  const XSD = "http://www.w3.org/2001/XMLSchema";
  const animal: ComplexCodec<Record<string, unknown>> = complexCodec({
    name: "Animal",
    ns: NS,
    fields: [field("name", xsd.string)],
    typeName: { ns: NS, local: "Animal" },
    derived: () => new Map([[`{${NS}}Dog`, dog as ComplexCodec<unknown>]]),
  });
  const dog: ComplexCodec<Record<string, unknown>> = complexCodec({
    name: "Dog",
    ns: NS,
    base: () => animal as ComplexCodec<unknown>,
    fields: [field("barks", xsd.boolean)],
    typeName: { ns: NS, local: "Dog" },
  });
  const items = anyTypeCodec(
    NS,
    new Map<string, Codec<unknown>>([
      ["Animal", animal as Codec<unknown>],
      ["Dog", dog as Codec<unknown>],
    ]),
  );
  /** The item's start tag as written in an element whose default namespace is `scope`. */
  const attributes = (item: unknown, scope?: string) =>
    writeParts(items, item as never, "x", scope)[0];
  /** `item` written under `<x>` in `scope`, inside a root declaring xsi and xsd, read back. */
  function roundTrip(item: unknown, scope = NS): unknown {
    const [attrs, content] = writeParts(items, item as never, "x", scope);
    const r = new XmlReader(
      `<root xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="${XSD}"><x xmlns="${scope}"${attrs}>${content}</x></root>`,
    );
    r.next();
    r.next();
    return items.read(r);
  }

  it("writes an unknown item's prefix with its namespace, and reads it back the same", () => {
    const foo = {
      type: "unknown",
      xsiType: "ns1:Foo",
      xsiTypeNamespace: "urn:x",
      value: { a: "1" },
    };
    expect(attributes(foo)).toBe(' xsi:type="ns1:Foo" xmlns:ns1="urn:x"');
    expect(roundTrip(foo)).toEqual(foo);
    // In the element's own namespace, unprefixed: as it came.
    const bar = { type: "unknown", xsiType: "Bar", value: "b" };
    expect(attributes(bar)).toBe(' xsi:type="Bar"');
    expect(roundTrip(bar)).toEqual(bar);
    // Unprefixed, in another namespace than the element's: a prefix of its own.
    const baz = { type: "unknown", xsiType: "Baz", xsiTypeNamespace: "urn:z", value: "z" };
    expect(attributes(baz)).toBe(' xsi:type="t:Baz" xmlns:t="urn:z"');
    expect(roundTrip(baz)).toEqual({ ...baz, xsiType: "t:Baz" });
    // XML Schema's, by the prefix every message declares; `xsd` bound to another namespace, `t`.
    expect(
      attributes({ type: "unknown", xsiType: "q1:gYear", xsiTypeNamespace: XSD, value: "2024" }),
    ).toBe(' xsi:type="xsd:gYear"');
    expect(
      attributes({ type: "unknown", xsiType: "xsd:Qux", xsiTypeNamespace: "urn:q", value: "" }),
    ).toBe(' xsi:type="t:Qux" xmlns:t="urn:q"');
    expect(attributes({ type: "unknown", xsiType: "xsd:constructor", value: "" })).toBe(
      ' xsi:type="xsd:constructor"',
    );
  });

  it("refuses an unknown item's prefix it has no namespace to declare with, or a type that is no name", () => {
    expect(() => attributes({ type: "unknown", xsiType: "ns1:Foo", value: "" })).toThrow(
      new TypeError('x.xsiType "ns1:Foo" has a prefix, and no xsiTypeNamespace to declare it with'),
    );
    expect(() => attributes({ type: "unknown", xsiType: 'a" b', value: "" })).toThrow(
      new TypeError('x.xsiType "a\\" b" is no XML qualified name'),
    );
  });

  it("names a contract type with a prefix in an element of another namespace than the contract's", () => {
    expect(attributes({ type: "Animal", value: { name: "Rex" } }, NS)).toBe(' xsi:type="Animal"');
    expect(attributes({ type: "Animal", value: { name: "Rex" } }, "urn:other")).toBe(
      ` xsi:type="t:Animal" xmlns:t="${NS}"`,
    );
    expect(attributes({ type: "Animal", value: { name: "Rex" } }, "")).toBe(
      ` xsi:type="t:Animal" xmlns:t="${NS}"`,
    );
    expect(roundTrip({ type: "Animal", value: { name: "Rex" } }, "urn:other")).toEqual({
      type: "Animal",
      value: { name: "Rex" },
    });
  });

  it("writes one xsi:type, the derived type's, for an item whose value says its type derives from the item's", () => {
    expect(attributes({ type: "Animal", value: { name: "Rex", barks: true, $type: "Dog" } })).toBe(
      ` xsi:type="t:Dog" xmlns:t="${NS}"`,
    );
    expect(
      roundTrip({ type: "Animal", value: { name: "Rex", barks: true, $type: "Dog" } }),
    ).toEqual({ type: "Dog", value: { name: "Rex", barks: true } });
    expect(attributes({ type: "Dog", value: { name: "Rex", $type: "Dog" } })).toBe(
      ' xsi:type="Dog"',
    );
  });
});
