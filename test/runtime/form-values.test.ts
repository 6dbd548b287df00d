/**
 * HTTP GET/POST forms read as URLSearchParams reads them: formValues splits and decodes a plain
 * form itself, and must give what URLSearchParams gives for every text.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { formValues } from "../../generated/school-service-server/src/runtime/request-params.ts";

/** What formValues must return: URLSearchParams's pairs, names lower-cased, repeats in order. */
function reference(text: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const key = name.toLowerCase();
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  return values;
}

describe("formValues", () => {
  it("splits and decodes a plain form: + is a space, escapes are UTF-8, names fold case", () => {
    const form =
      "SDate=2024-05-01T00%3A00%3A00Z&first+name=Zo%C3%AB%20O%27Brien&sdate=2&&flag&=empty&a=%2B";
    expect(formValues(form)).toEqual(
      new Map([
        ["sdate", ["2024-05-01T00:00:00Z", "2"]],
        ["first name", ["Zoë O'Brien"]],
        ["flag", [""]],
        ["", ["empty"]],
        ["a", ["+"]],
      ]),
    );
  });

  it("reads malformed escapes and raw non-ASCII text as URLSearchParams does", () => {
    for (const form of [
      "a=%zz&b=%",
      "a=%C3",
      "a=%ED%A0%80",
      "a=%C0%AF",
      "a=\u00fc&b=\uD800",
      "a=%FF+%41",
    ])
      expect(formValues(form)).toEqual(reference(form));
    expect(formValues("a=%zz&b=1").get("a")).toEqual(["%zz"]);
  });

  it("decodes escapes of ASCII characters, of either case, with others and malformed ones about, as URLSearchParams does", () => {
    for (const form of [
      "a=%3a%3A%7e%7F%00%41b%2f",
      "a=x%41%C3%A9y%42",
      "a=%41%",
      "a=%41%4",
      "a=%8A%41",
      "a=%41%zz",
      "a=%%41",
      "a%3Db=%26",
    ])
      expect(formValues(form)).toEqual(reference(form));
    expect(formValues("SDate=2024-05-01T00%3a00%3A00Z").get("sdate")).toEqual([
      "2024-05-01T00:00:00Z",
    ]);
  });

  it("searches each character a bounded number of times: a pair's search for `=` ends with the pair", () => {
    const form = `${"a&".repeat(2_000)}b=1`;
    let searched = 0;
    const indexOf = String.prototype.indexOf;
    const spy = vi.spyOn(String.prototype, "indexOf").mockImplementation(function (
      this: string,
      search: string,
      from = 0,
    ) {
      const at = indexOf.call(this, search, from);
      searched += (at < 0 ? this.length : at) - from;
      return at;
    });
    try {
      expect(formValues(form).get("a")).toHaveLength(2_000);
    } finally {
      spy.mockRestore();
    }
    expect(searched).toBeLessThan(4 * form.length);
  });

  it("gives URLSearchParams's answer for any text", () => {
    const unit = fc.constantFrom(
      "a",
      "B",
      "=",
      "&",
      "+",
      "%",
      "2",
      "0",
      "3",
      "A",
      "C",
      "e",
      "F",
      "8",
      "B",
      "D",
      " ",
      "~",
      "ü",
      "\uD800",
      "\uDC00",
      "😀",
      "\t",
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        expect(formValues(text)).toEqual(reference(text));
      }),
      { seed: 20261129, numRuns: 20_000 },
    );
  });
});
