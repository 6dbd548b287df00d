/**
 * Writing SOAP-encoded messages with the runtime alone: the types each value's element names
 * (`xsi:type`: its field's, a value's own `$type`, a derived type's), a value that holds itself
 * written apart once (`multiRef`), and the encoding's writer taken off the XmlWriter afterwards, so
 * the same codecs write literal messages without types.
 */
import { describe, expect, it } from "vitest";
import { XmlWriter, type FieldSpec } from "../../templates/runtime/codec.ts";
import { complexCodec, type ComplexCodec } from "../../templates/runtime/complex-codec.ts";
import { BodyCodec } from "../../templates/runtime/operation.ts";
import { soapEncoding } from "../../templates/runtime/soap-encoding.ts";
import * as xsd from "../../templates/runtime/xsd-codecs.ts";

const NS = "urn:shapes";
const ENC = "http://schemas.xmlsoap.org/soap/encoding/";

const shape: ComplexCodec<Record<string, unknown>> = complexCodec({
  name: "Shape",
  ns: "",
  fields: [
    { xml: "name", ns: "", codec: xsd.string, xsi: "xsd:string" },
    { xml: "next", ns: "", codec: () => shape, min: 0, nillable: true, xsi: `{${NS}}Shape` },
  ],
  typeName: { ns: NS, local: "Shape" },
  derived: () => new Map([[`{${NS}}Circle`, circle as ComplexCodec<unknown>]]),
});
const circle: ComplexCodec<Record<string, unknown>> = complexCodec({
  name: "Circle",
  ns: "",
  base: () => shape as ComplexCodec<unknown>,
  fields: [{ xml: "radius", ns: "", codec: xsd.int, xsi: "xsd:int" }],
  typeName: { ns: NS, local: "Circle" },
});

const fields: FieldSpec[] = [{ xml: "shape", ns: "", codec: shape, xsi: `{${NS}}Shape` }];
const wrapper = { ns: NS, local: "draw" };
const encoded = soapEncoding(ENC).body({ wrapper, fields }, NS);
const literal = new BodyCodec({ wrapper, fields }, NS);

const SHAPE_TYPE = `xsi:type="t:Shape" xmlns:t="${NS}"`;
const CIRCLE_TYPE = `xsi:type="t:Circle" xmlns:t="${NS}"`;

/** How many times `part` occurs in `text`. */
const count = (text: string, part: string) => text.split(part).length - 1;

describe("writing SOAP-encoded messages", () => {
  it("names each value's type: its field's, or its own when it says one", () => {
    expect(encoded.write({ shape: { name: "a", next: null } }, "draw")).toBe(
      `<draw xmlns="${NS}" xmlns:SOAP-ENC="${ENC}" xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" SOAP-ENV:encodingStyle="${ENC}">` +
        `<shape xmlns="" ${SHAPE_TYPE}><name xsi:type="xsd:string">a</name><next xsi:nil="true" /></shape></draw>`,
    );
    const own = encoded.write({ shape: { $type: "Shape", name: "a" } }, "draw");
    expect(count(own, "xsi:type=")).toBe(2);
    expect(own).toContain(`<shape xmlns="" ${SHAPE_TYPE}>`);
  });

  it("names a derived value's type once, not its field's", () => {
    const xml = encoded.write({ shape: { $type: "Circle", name: "c", radius: 2 } }, "draw");
    expect(xml).toContain(`<shape xmlns="" ${CIRCLE_TYPE}><name xsi:type="xsd:string">c</name>`);
    expect(xml).toContain('<radius xsi:type="xsd:int">2</radius>');
    expect(count(xml, "xsi:type=")).toBe(3);
  });

  it("writes a value that holds itself apart, once, its element naming its type once", () => {
    const ring: Record<string, unknown> = { $type: "Shape", name: "ring" };
    ring.next = ring;
    const xml = encoded.write({ shape: ring }, "draw");
    expect(xml).toContain('<shape xmlns="" href="#id0" /></draw>');
    expect(xml).toContain(
      `<multiRef id="id0" SOAP-ENC:root="0" xmlns:SOAP-ENC="${ENC}" ${SHAPE_TYPE}><name xsi:type="xsd:string">ring</name><next href="#id0" /></multiRef>`,
    );
    expect(count(xml, "<multiRef ")).toBe(1);
  });

  it("leaves the writer literal afterwards: the same codecs write no types there", () => {
    const w = new XmlWriter();
    encoded.writeTo(w, { shape: { name: "a" } }, "draw");
    expect(w.encoded).toBeUndefined();
    literal.writeTo(w, { shape: { $type: "Shape", name: "b" } }, "draw");
    expect(w.xml.slice(w.xml.lastIndexOf(`<draw xmlns="${NS}">`))).toBe(
      `<draw xmlns="${NS}"><shape xmlns=""><name>b</name></shape></draw>`,
    );
  });

  it("leaves the writer literal after a value it refuses", () => {
    const w = new XmlWriter();
    expect(() => encoded.writeTo(w, { shape: { name: 5 } }, "draw")).toThrow(/shape\.name/);
    expect(w.encoded).toBeUndefined();
  });
});
