/**
 * The writer's shortcuts give what the plain way gives: a text codec's `xmlText` (what an element
 * of the type holds) is its `format`'s text escaped, or the same refusal, for every built-in and
 * an enumeration, whatever the value; a decimal is taken where parseDecimal reads it (its
 * pattern), though checked without it; and a dateTime's wall-clock text, worked out from the
 * instant with the date and the hour and minute kept, is what the Date's UTC fields padded one by
 * one give, with or without its Z.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enumCodec, type TextCodec } from "../../templates/runtime/codec.ts";
import {
  XsdDateTime,
  formatUtcDateTime,
  formatUtcWallClock,
  parseDecimal,
} from "../../templates/runtime/scalar-text.ts";
import { escapeXmlText } from "../../templates/runtime/xml-text.ts";
import * as xsd from "../../templates/runtime/xsd-codecs.ts";

function outcome(f: () => string): string {
  try {
    return `ok ${f()}`;
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}

/** Text with what XML escapes or refuses, and white space around it. */
const piece = fc.constantFrom(
  "a",
  "1",
  ".",
  "-",
  "+",
  " ",
  "\t",
  "\r",
  "\n",
  "&",
  "<",
  ">",
  "\u0007",
  "\uD800",
  "😀",
  "",
);
const text = fc.oneof(
  fc.array(piece, { maxLength: 6 }).map((p) => p.join("")),
  fc.constantFrom(
    " 1.5",
    "1.5\t",
    "\t2024-05-01T10:00:00Z",
    "2024-05-01T10:00:00.5+02:00",
    "On & off",
  ),
);
const date = fc.oneof(
  fc.date({ noInvalidDate: false }),
  fc
    .constantFrom("2024-05-01T10:00:00.1234567+02:00", " 2024-05-01T10:00:00 ")
    .map((t) => new XsdDateTime(t)),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.boolean(),
  date,
  fc.constantFrom(null, undefined, new Uint8Array([0, 1, 255]), [1, 2], {}),
);

/** Every built-in's codec (each is a text codec) and an enumeration's, taking any value. */
const codecs: [string, TextCodec<unknown>][] = [
  ...Object.entries(xsd).map(([name, codec]): [string, TextCodec<unknown>] => [
    name,
    codec as TextCodec<unknown>,
  ]),
  ["an enumeration", enumCodec("E", ["Open", "On & off", "", "a<b"]) as TextCodec<unknown>],
];

describe("xmlText", () => {
  it("covers the built-ins", () => {
    expect(codecs.map(([name]) => name)).toEqual(
      expect.arrayContaining(["string", "int", "long", "decimal", "dateTime", "boolean", "double"]),
    );
  });

  it.each(codecs)("of %s is format's text escaped, or the same refusal", (_, codec) => {
    fc.assert(
      fc.property(value, (v) => {
        expect(outcome(() => codec.xmlText(v, "f"))).toBe(
          outcome(() => escapeXmlText(codec.format(v, "f"))),
        );
      }),
      { seed: 20261130, numRuns: 400 },
    );
  });
});

describe("an xsd:decimal", () => {
  it("is written as given when parseDecimal reads it, and refused when not", () => {
    const decimalText = fc
      .array(fc.constantFrom("0", "7", ".", "-", "+", " ", "\t", "e", ""), { maxLength: 7 })
      .map((p) => p.join(""));
    fc.assert(
      fc.property(decimalText, (t) => {
        expect(outcome(() => xsd.decimal.format(t, "d"))).toBe(
          parseDecimal(t) === undefined
            ? `RangeError: d must be an xsd:decimal string; got ${JSON.stringify(t)}`
            : `ok ${t}`,
        );
      }),
      { seed: 20261130, numRuns: 5000 },
    );
  });
});

/**
 * The wall-clock text as it was written before: each UTC field read and padded; a year before 1 BCE
 * with its sign in front (`-0001`), as xsd:dateTime writes it.
 */
function paddedWallClock(d: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  if (Number.isNaN(d.getTime())) throw new RangeError("invalid Date");
  const year = d.getUTCFullYear();
  const base =
    `${year < 0 ? `-${pad(-year, 4)}` : pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const ms = d.getUTCMilliseconds();
  return ms === 0 ? base : `${base}.${pad(ms, 3).replace(/0+$/, "")}`;
}

describe("formatUtcWallClock and formatUtcDateTime", () => {
  const DAY = 86_400_000;
  const LIMIT = 8.64e15;
  it("writes any instant as its UTC fields padded, one after another as a message's", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: -LIMIT, max: LIMIT }),
            fc.integer({ min: -1e12, max: 4e12 }),
            // Whole seconds, as most messages' dates are.
            fc.integer({ min: -1e9, max: 4e9 }).map((s) => s * 1000),
            // The edges of days, of the years 0 and 10000, and of what a Date holds.
            fc
              .tuple(
                fc.constantFrom(-1e8, -719528, 0, 2932897, 1e8),
                fc.integer({ min: -2, max: 2 }),
              )
              .map(([day, ms]) => Math.max(-LIMIT, Math.min(LIMIT, day * DAY + ms))),
          ),
          { maxLength: 20 },
        ),
        (instants) => {
          for (const t of instants.sort((a, b) => a - b)) {
            expect(formatUtcWallClock(new Date(t))).toBe(paddedWallClock(new Date(t)));
            // With its zone, joined from other parts (the seconds and the Z as one).
            expect(formatUtcDateTime(new Date(t))).toBe(`${paddedWallClock(new Date(t))}Z`);
          }
        },
      ),
      { seed: 20261130, numRuns: 3000 },
    );
  });

  it("refuses an invalid Date", () => {
    expect(() => formatUtcWallClock(new Date(Number.NaN))).toThrow("invalid Date");
    expect(() => formatUtcDateTime(new Date(Number.NaN))).toThrow("invalid Date");
  });
});
