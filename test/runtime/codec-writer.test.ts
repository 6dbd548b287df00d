import { describe, expect, it } from "vitest";
import { anyTypeCodec, openCodec, writeXmlValue } from "../../templates/runtime/any-type.ts";
import { arrayCodec, enumCodec, fieldOf, writeFields, writeParts, type Codec, type FieldCodec } from "../../templates/runtime/codec.ts";
import { complexCodec } from "../../templates/runtime/complex-codec.ts";
import { XmlCharacterError } from "../../templates/runtime/xml-text.ts";
import * as xsd from "../../templates/runtime/xsd-codecs.ts";

const NS = "urn:t";
const field = (name: string, codec: FieldCodec["codec"], max: number | null = 1, ns = NS): FieldCodec => ({
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
const detail = complexCodec<{ code?: string; kind?: string }>({ name: "Detail", fields: [field("code", xsd.string), field("kind", kind)], ns: NS });
const details = arrayCodec<{ code?: string }>(field("Detail", () => detail as Codec<unknown>, null), NS);
const any = anyTypeCodec(NS, new Map<string, Codec<unknown>>([["cUser", user as Codec<unknown>]]));
const result = complexCodec<Record<string, unknown>>({
  name: "Result",
  fields: [field("status", () => detail as Codec<unknown>), field("details", details as Codec<unknown>), field("data", () => any as Codec<unknown>, null), field("other", xsd.int, 1, "urn:o")],
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
        { type: "unknown", xsiType: "q:z", value: "t<" },
      ],
      other: 7,
    };
    expect(writeParts(result, value, "r")).toEqual([
      "",
      '<status><code>ok</code><kind>A</kind></status><details><Detail><code>a&amp;b</code></Detail><Detail xsi:nil="true" /><Detail /></details>' +
        '<data xsi:type="cUser"><uid>1</uid><Email /><phone xsi:nil="true" /><tag>x</tag><tag>y</tag></data>' +
        '<data xsi:type="xsd:int">5</data><data xsi:type="q:z">t&lt;</data><other xmlns="urn:o">7</other>',
    ]);
  });

  it("returns the attributes of an element apart from its content", () => {
    expect(writeParts(any, { type: "cUser", value: { uid: "1" } }, "x")).toEqual([' xsi:type="cUser"', "<uid>1</uid>"]);
    expect(writeParts(any, { type: "cUser", value: {} }, "x")).toEqual([' xsi:type="cUser"', ""]);
    expect(writeParts(detail, {}, "x")).toEqual(["", ""]);
    expect(writeFields({ code: "c" }, detail.descriptor.fields.map((f) => fieldOf(f, detail.descriptor.ns)), "p", "urn:other")).toBe('<code xmlns="urn:t">c</code>');
  });

  it("names the whole path of a refused value, built only when it is refused", () => {
    expect(() => writeParts(result, { status: { kind: "C" } }, "eventGetListResult")).toThrow(
      new RangeError('eventGetListResult.status.kind must be one of A, B; got "C"'),
    );
    expect(() => writeParts(result, { details: [{ code: 5 }] }, "r")).toThrow(new TypeError("r.details.Detail.code must be a string; got number"));
    expect(() => writeParts(result, { data: [{ type: "cUser", value: { a: { b: ["ok", "x\u0001"] } } }] }, "r")).toThrow(
      new XmlCharacterError("r.data.a.b", 1, 1),
    );
    expect(() => writeParts(result, { data: [{ type: "xsd:int", value: 1.5 }] }, "r")).toThrow(
      new RangeError("r.data must be an xsd:int, an integer from -2147483648 to 2147483647; got 1.5"),
    );
    expect(() => writeParts(result, { data: [{ type: "nope", value: {} }] }, "r")).toThrow(new TypeError("r.data: nope is not a type of the contract"));
    expect(() => writeXmlValue({ a: [["nested"]] }, "detail")).toThrow(new TypeError("detail.a: a list must be the value of a named field"));
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
