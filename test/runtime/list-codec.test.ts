/** `xsd:list` values (ASMX's `[Flags]` enums among them): items separated by white space. */
import { describe, expect, it } from "vitest";
import { XmlWriter, enumCodec, listCodec } from "../../templates/runtime/codec.ts";
import { XmlReader } from "../../templates/runtime/xml-reader.ts";
import * as xsd from "../../templates/runtime/xsd-codecs.ts";

const numbers = listCodec(xsd.int);
const days = listCodec(enumCodec("Days", ["Monday", "Tuesday"]));

function read(xml: string): unknown {
  const r = new XmlReader(xml);
  r.next();
  return numbers.read(r);
}

describe("listCodec", () => {
  it("reads items separated by any XML white space, none for an empty element", () => {
    expect(read("<n> 1\t2\r\n 3 </n>")).toEqual([1, 2, 3]);
    expect(read("<n/>")).toEqual([]);
    expect(days.parse("Tuesday Monday")).toEqual(["Tuesday", "Monday"]);
  });

  it("refuses the whole list when one item is not an item", () => {
    expect(() => read("<n>1 two 3</n>")).toThrow(
      'element <n>: "1 two 3" is not a list of an xsd:int (-2147483648 to 2147483647), separated by spaces',
    );
    expect(days.parse("Monday Friday")).toBeUndefined();
  });

  it("writes items joined by one space, and refuses an item the list could not carry", () => {
    const w = new XmlWriter();
    numbers.writeElement(w, "<n", "n", "p.n", [1, -2, 3]);
    expect(w.xml).toBe("<n>1 -2 3</n>");
    expect(numbers.format([], "p.n")).toBe("");
    const strings = listCodec(xsd.string);
    expect(() => strings.format(["a", "b c"], "p.s")).toThrow(
      new RangeError('p.s[1] cannot be a list item: "b c" is empty or holds white space'),
    );
    expect(() => strings.format([""], "p.s")).toThrow(
      'p.s[0] cannot be a list item: "" is empty or holds white space',
    );
  });
});
