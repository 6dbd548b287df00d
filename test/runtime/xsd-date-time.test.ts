/**
 * XsdDateTime (#43 rule 6): a dateTime read off the wire keeps what a Date drops (whether there was
 * a zone, which offset, fraction digits past milliseconds), and is written back as it was read
 * while it still holds the instant read; once changed, as any Date.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  XsdDateTime,
  formDateTimeText,
  readSoapDateTime,
  soapDateTimeText,
} from "../../templates/runtime/scalar-text.ts";

describe("XsdDateTime", () => {
  it.each([
    // text as sent, the instant, the offset it states (undefined: none, .NET's "unspecified")
    ["2024-05-01T10:00:00.1234567+02:00", "2024-05-01T08:00:00.123Z", 120],
    ["2024-05-01T10:00:00.1234567", "2024-05-01T10:00:00.123Z", undefined],
    ["2024-05-01T10:00:00Z", "2024-05-01T10:00:00.000Z", 0],
    ["2024-05-01T10:00:00-05:30", "2024-05-01T15:30:00.000Z", -330],
    ["2024-05-01", "2024-05-01T00:00:00.000Z", undefined],
    ["  2024-05-01T10:00:00+00:00\n", "2024-05-01T10:00:00.000Z", 0],
  ] as [string, string, number | undefined][])(
    "reads %j as the instant %s, its offset %s, its text kept",
    (text, instant, offset) => {
      const d = readSoapDateTime(text)!;
      expect(d).toBeInstanceOf(Date);
      expect(d.toISOString()).toBe(instant);
      expect(d.offsetMinutes).toBe(offset);
      expect(d.text).toBe(text.trim());
      expect(soapDateTimeText(d)).toBe(text.trim());
    },
  );

  it("is written as a Date once it no longer holds the instant read", () => {
    const d = new XsdDateTime("2024-05-01T10:00:00.1234567+02:00");
    d.setUTCHours(9);
    expect(d.unchangedText).toBeUndefined();
    expect(soapDateTimeText(d)).toBe("2024-05-01T09:00:00.123Z");
    d.setTime(Date.parse("2024-05-01T08:00:00.123Z"));
    expect(soapDateTimeText(d)).toBe("2024-05-01T10:00:00.1234567+02:00");
  });

  it("goes on HTTP GET/POST as its text's zone-less UTC wall clock, the fraction's digits kept", () => {
    expect(formDateTimeText(new XsdDateTime("2024-05-01T10:00:00.1234567+02:00"))).toBe(
      "2024-05-01T08:00:00.1234567",
    );
    expect(formDateTimeText(new XsdDateTime("2024-05-01T10:00:00.1234567"))).toBe(
      "2024-05-01T10:00:00.1234567",
    );
  });

  it("refuses what is no xsd:dateTime, as the reader does", () => {
    expect(() => new XsdDateTime("2024-13-01T00:00:00")).toThrow(RangeError);
    expect(readSoapDateTime("yesterday")).toBeUndefined();
  });

  it("round-trips any dateTime text, offset and up to 7 fraction digits, byte for byte", () => {
    const two = (max: number, min = 0) =>
      fc.integer({ min, max }).map((n) => String(n).padStart(2, "0"));
    const text = fc
      .tuple(
        fc.integer({ min: 1, max: 9999 }),
        two(12, 1),
        two(28, 1),
        two(23),
        two(59),
        two(59),
        fc.option(fc.stringMatching(/^\d{1,7}$/)),
        fc.option(fc.constantFrom("Z", "+02:00", "-11:30", "+14:00")),
      )
      .map(
        ([y, mo, d, h, mi, s, f, z]) =>
          `${String(y).padStart(4, "0")}-${mo}-${d}T${h}:${mi}:${s}${f === null ? "" : `.${f}`}${z ?? ""}`,
      );
    fc.assert(
      fc.property(text, (t) => {
        const d = readSoapDateTime(t)!;
        expect(soapDateTimeText(d)).toBe(t);
        expect(d.getTime()).toBe(
          Date.parse(t.replace(/(\.\d{3})\d+/, "$1") + (/Z|[+-]\d{2}:\d{2}$/.test(t) ? "" : "Z")),
        );
      }),
      { seed: 43 },
    );
  });
});
