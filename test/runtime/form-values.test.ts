/**
 * HTTP GET/POST forms read as URLSearchParams reads them: formValues splits and decodes a plain
 * form itself, and must give what URLSearchParams gives for every text.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { operations } from "school-service-contract/operations";
import type { OperationCodec } from "school-service-contract/runtime/operation";
import {
  formValues,
  readForm,
  readFormText,
} from "../../generated/school-service-server/src/runtime/request-params.ts";

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

describe("readFormText", () => {
  const codec = operations.eventGetList as OperationCodec<unknown, unknown>;
  const ORDERED =
    "CategoryID=1&GroupTypeID=2&GroupID=3&SDate=2024-05-01T00%3A00%3A00Z&EDate=2024-05-31T23%3A59%3A59Z";

  /** What readForm(codec, formValues(text)) gives: the parameters, or the error's message. */
  function general(text: string): unknown {
    try {
      return readForm(codec, formValues(text));
    } catch (err) {
      return (err as Error).message;
    }
  }
  function straight(text: string): unknown {
    try {
      return readFormText(codec, text);
    } catch (err) {
      return (err as Error).message;
    }
  }

  it("reads the form clients send straight from the text, as the general reading does", () => {
    expect(straight(ORDERED)).toStrictEqual({
      CategoryID: 1,
      GroupTypeID: 2,
      GroupID: 3,
      SDate: new Date("2024-05-01T00:00:00Z"),
      EDate: new Date("2024-05-31T23:59:59Z"),
    });
    expect(straight(ORDERED)).toStrictEqual(general(ORDERED));
  });

  it("reads any other form, and refuses it, as the general reading does", () => {
    for (const text of [
      "",
      `${ORDERED}&`,
      `&${ORDERED}`,
      `${ORDERED}&GroupID=3`,
      `${ORDERED}&Other=1`,
      ORDERED.replace("CategoryID", "categoryid"),
      ORDERED.replace("CategoryID=1", "Category%49D=1"),
      ORDERED.replace("GroupID=3&", ""),
      ORDERED.replace("GroupID=3", "GroupID=x"),
      ORDERED.replace("GroupID=3", "GroupID"),
      ORDERED.replace("GroupID=3", "GroupIDs=3"),
      ORDERED.replace("GroupID=3", "GroupID13"),
      ORDERED.replace("SDate=", "SDateX"),
      ORDERED.replace("GroupID=3", "GroupID=%zz"),
      ORDERED.replace("GroupID=3", "GroupID=+3+"),
      ORDERED.replace("GroupID=3", "GroupID=3=4"),
      ORDERED.replace("GroupID=3&SDate", "SDate").concat("&GroupID=3"),
      ORDERED.replace("SDate=2024", "SDate=\u00e92024"),
    ])
      expect(straight(text), text).toStrictEqual(general(text));
  });

  it("gives the general reading's answer for any form made of the operation's pieces", () => {
    const piece = fc.constantFrom(
      "CategoryID=1",
      "GroupTypeID=2",
      "GroupID=3",
      "SDate=2024-05-01T00%3A00%3A00Z",
      "EDate=2024-05-31T23%3A59%3A59Z",
      "groupid=4",
      "GroupID=x",
      "SDate=05%2F01%2F2024",
      "SDate=%3A",
      "EDate=",
      "Other=1",
      "",
      "CategoryID",
      "CategoryID=1=2",
      "CategoryID=%2B1",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 7 }), (pieces) => {
        const text = pieces.join("&");
        expect(straight(text)).toStrictEqual(general(text));
      }),
      { seed: 20261130, numRuns: 5_000 },
    );
    // The form clients send with a piece changed, put in or taken out.
    const ordered = ORDERED.split("&");
    fc.assert(
      fc.property(fc.nat({ max: 5 }), fc.nat({ max: 2 }), piece, (at, kind, other) => {
        const pieces = [...ordered];
        if (kind === 0) pieces.splice(at, 1, other);
        else if (kind === 1) pieces.splice(at, 0, other);
        else pieces.splice(at, 1);
        const text = pieces.join("&");
        expect(straight(text)).toStrictEqual(general(text));
      }),
      { seed: 20261131, numRuns: 2_000 },
    );
  });

  it("reads the form clients send without lower-casing a name", () => {
    readFormText(codec, ORDERED);
    const spy = vi.spyOn(String.prototype, "toLowerCase");
    try {
      readFormText(codec, ORDERED);
      expect(spy).not.toHaveBeenCalled();
      readFormText(codec, ORDERED.replace("CategoryID", "categoryID"));
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
