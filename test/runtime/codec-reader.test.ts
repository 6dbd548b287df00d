import { describe, expect, it } from "vitest";
import type { FieldCodec } from "../../templates/runtime/codec.ts";
import { complexCodec } from "../../templates/runtime/complex-codec.ts";
import { XmlReader } from "../../templates/runtime/xml-reader.ts";
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
  ts: `ts_${name}`,
  codec,
  min: 0,
  max,
  nillable: true,
});

const record = complexCodec<Record<string, unknown>>({
  name: "Record",
  fields: [
    field("a", xsd.int),
    field("tag", xsd.string, null),
    field("b", xsd.string),
    field("other", xsd.int, 1, "urn:o"),
  ],
  ns: NS,
});

function read(children: string): Record<string, unknown> {
  const r = new XmlReader(
    `<r xmlns="${NS}" xmlns:o="urn:o" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${children}</r>`,
  );
  r.next();
  return record.read(r);
}

describe("codec reader", () => {
  it("reads children in schema order", () => {
    expect(read("<a>1</a><tag>x</tag><tag>y</tag><b>z</b><o:other>2</o:other>")).toEqual({
      ts_a: 1,
      ts_tag: ["x", "y"],
      ts_b: "z",
      ts_other: 2,
    });
  });

  it("reads children in any order, as ASMX accepts them, repeated ones collected wherever they are", () => {
    expect(read("<o:other>2</o:other><b>z</b><tag>x</tag><a>1</a><tag>y</tag>")).toEqual({
      ts_a: 1,
      ts_tag: ["x", "y"],
      ts_b: "z",
      ts_other: 2,
    });
  });

  it("skips unknown children and children in another namespace, and reads nil as null", () => {
    expect(read('<zz><a>9</a></zz><o:a>8</o:a><a xsi:nil="true" /><other>5</other><b />')).toEqual({
      ts_a: null,
      ts_b: "",
    });
  });

  it("keeps the last of a single field given twice", () => {
    expect(read("<a>1</a><b>x</b><a>2</a>")).toEqual({ ts_a: 2, ts_b: "x" });
  });
});
