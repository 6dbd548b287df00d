/**
 * fast-check arbitraries of the values a call carries: text XML 1.0 can carry, xsd:int extremes,
 * dateTimes as Dates or as xsd:dateTime text with and without a zone and fraction digits, both
 * booleans, every enum value.
 */
import fc from "fast-check";
import { INT_MAX, INT_MIN } from "school-service-contract/runtime/scalar-text";
import type { AuthHeader } from "school-service-contract/types";

const codePoint = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => String.fromCodePoint(c));

/** Characters that have gone wrong in XML stacks: markup, quotes, line ends, astral and odd BMP ones. */
const TRICKY = fc.constantFrom(
  "&",
  "<",
  ">",
  '"',
  "'",
  " ",
  "\r",
  "\n",
  "\t",
  "\r\n",
  "]]>",
  "&amp;",
  "😀",
  "𝄞",
  "\u00A0",
  "\u0085",
  "\u2028",
  "\uFEFF",
  "\uFFFD",
  "\uE000",
  "\uD7FF",
  "\u{10FFFF}",
);

/** One XML 1.0 Char (#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]), tricky ones often. */
const xmlChar = fc.oneof(
  { arbitrary: TRICKY, weight: 3 },
  { arbitrary: codePoint(0x20, 0x7e), weight: 3 },
  { arbitrary: codePoint(0x20, 0xd7ff), weight: 1 },
  { arbitrary: codePoint(0xe000, 0xfffd), weight: 1 },
  { arbitrary: codePoint(0x10000, 0x10ffff), weight: 1 },
);

const spaces = fc.constantFrom("", " ", "  ", "\t", "\r\n", " \n ");

/** Any string XML 1.0 can carry, often with leading and trailing white space; sometimes empty. */
export const xmlString: fc.Arbitrary<string> = fc
  .tuple(spaces, fc.string({ unit: xmlChar, maxLength: 24 }), spaces)
  .map(([before, body, after]) => before + body + after);

/** Text that counts as supplied for a stated requirement: not empty. */
export const suppliedString = xmlString.filter((s) => s !== "");

export const int32 = fc.oneof(
  fc.constantFrom(INT_MIN, INT_MAX, -1, 0, 1),
  fc.integer({ min: INT_MIN, max: INT_MAX }),
);

/** An int a stated requirement counts as supplied: ASMX hands 0 for a value left out. */
export const suppliedInt32 = int32.filter((n) => n !== 0);

/**
 * Instants a day inside .NET's DateTime range, so that no offset pushes the wall-clock text out of
 * it, and never ASMX's value for a dateTime left out (0001-01-01T00:00:00), which a stated
 * requirement does not count as supplied.
 */
const EARLIEST = new Date("0001-01-02T00:00:00Z");
const LATEST = new Date("9999-12-30T23:59:59.999Z");
const instant = fc.oneof(
  fc.constantFrom(EARLIEST, LATEST, new Date("2024-02-29T12:00:00Z")),
  fc.date({ min: EARLIEST, max: LATEST, noInvalidDate: true }),
);

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, "0");
}

/** `yyyy-MM-ddTHH:mm:ss` of `d`'s UTC fields. */
function wallClock(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** xsd:dateTime text of an instant: zone-less, `Z` or an offset; no fraction or 1 to 7 digits. */
const dateTimeText = fc
  .record({
    at: instant,
    zone: fc.oneof(
      fc.constant(null),
      fc.constant("Z"),
      fc.integer({ min: -14 * 60, max: 14 * 60 }),
    ),
    fraction: fc.oneof(fc.constant(""), fc.stringMatching(/^[0-9]{1,7}$/)),
  })
  .map(({ at, zone, fraction }) => {
    const offset = typeof zone === "number" ? zone : 0;
    const wall = wallClock(new Date(Math.floor(at.getTime() / 1000) * 1000 + offset * 60_000));
    const suffix =
      zone === null
        ? ""
        : zone === "Z"
          ? "Z"
          : `${offset < 0 ? "-" : "+"}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
    return `${wall}${fraction === "" ? "" : `.${fraction}`}${suffix}`;
  });

/** A dateTime parameter as the client takes it: a Date, or xsd:dateTime text. */
export const dateTime: fc.Arbitrary<Date | string> = fc.oneof(instant, dateTimeText);

/** AuthHeader credentials, any field possibly absent; or no header at all. */
export const authHeader: fc.Arbitrary<AuthHeader | undefined> = fc.option(
  fc.record(
    { Schoolname: xmlString, Username: xmlString, Password: xmlString },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);
