/**
 * The shape of a list's records (record-shape.ts): built only after two records alike, matching
 * only records of exactly those children at that place, and never more than a few per document,
 * whatever the document does. What the reader reads with it is compared with a plain reading in
 * any-type-reader.test.ts.
 */
import { describe, expect, it } from "vitest";
import { RecordShape } from "../../templates/runtime/record-shape.ts";

const record = (names: string[], text = "t") =>
  `${names.map((n) => `<${n}>${text}</${n}>`).join("")}</item>`;

describe("RecordShape", () => {
  it("matches a record like the last two at their place, up to the end of its end tag", () => {
    const shape = new RecordShape();
    const names = ["uid", "a.b", "c-d"];
    shape.note(2, "item", names, 3);
    expect(shape.match(record(names), 0, 2, "item")).toBe(-1);
    shape.note(2, "item", names, 3);
    const xml = `<item>${record(names, "x y")}<next/>`;
    expect(shape.match(xml, 6, 2, "item")).toBe(xml.indexOf("<next/>"));
    expect(shape.names).toEqual(names);
    // "." and "-" are the names' own characters, not the expression's.
    expect(shape.match(record(["uid", "aXb", "c-d"]), 0, 2, "item")).toBe(-1);
    expect(shape.match(record(names), 0, 3, "item")).toBe(-1);
    expect(shape.match(record(names), 0, 2, "other")).toBe(-1);
    expect(shape.match(record(["uid", "a.b"]), 0, 2, "item")).toBe(-1);
  });

  it("leaves to the reader's scan what it must read with care", () => {
    const shape = new RecordShape();
    shape.note(1, "item", ["a"], 1);
    shape.note(1, "item", ["a"], 1);
    const spaced = "\n\t <a>x</a> </item>";
    expect(shape.match(spaced, 0, 1, "item")).toBe(spaced.length);
    for (const other of [
      "<a>&amp;</a></item>",
      "<a>\r\n</a></item>",
      "<a>]]></a></item>",
      "<a/></item>",
      "\r\n<a>x</a></item>",
      '<a b="1">x</a></item>',
      "<a>x</a ></item>",
      "<a>x</a></item >",
    ])
      expect(shape.match(other, 0, 1, "item"), other).toBe(-1);
  });

  it("is built anew only when two records in a row have other children, and at most eight times", () => {
    const shape = new RecordShape();
    for (let k = 0; k < 12; k++) {
      const names = [`f${k}`];
      shape.note(1, "item", names, 1);
      shape.note(1, "item", names, 1);
      expect(shape.match(record(names), 0, 1, "item") >= 0).toBe(k < 8);
    }
  });

  it("is not built for a record of more than 16 children or a name over 64 characters", () => {
    const many = Array.from({ length: 17 }, (_, i) => `f${i}`);
    const long = ["L".repeat(65)];
    for (const names of [many, long]) {
      const shape = new RecordShape();
      shape.note(1, "item", names, names.length);
      shape.note(1, "item", names, names.length);
      expect(shape.match(record(names), 0, 1, "item")).toBe(-1);
    }
  });
});
