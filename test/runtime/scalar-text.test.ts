import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bigIntegerBounds,
  formDateTimeText,
  formatFloat32,
  formatUtcDateTime,
  parseFormBoolean,
  parseFormDateTime,
  parseFormEnum,
  parseFloat32,
  parseBigInteger,
  parseDecimal,
  parseInteger,
  parseSoapBoolean,
  parseSoapDateTime,
  soapDateTimeText,
} from "../../templates/runtime/scalar-text.ts";
import { XmlCharacterError, assertXmlText, escapeXml } from "../../templates/runtime/xml-text.ts";

const iso = (d: Date | undefined) => d?.toISOString();

describe("SOAP lexical forms (the transcripts' accepted and refused values)", () => {
  it.each([
    ["2024-05-01", "2024-05-01T00:00:00.000Z"],
    ["2024-05-01T10:00:00", "2024-05-01T10:00:00.000Z"],
    ["2024-05-01T10:00:00Z", "2024-05-01T10:00:00.000Z"],
    ["2024-05-01T10:00:00+02:00", "2024-05-01T08:00:00.000Z"],
    ["2024-05-01T10:00:00.1234567", "2024-05-01T10:00:00.123Z"],
    ["0001-01-01T00:00:00", "0001-01-01T00:00:00.000Z"],
  ])("reads dateTime %s", (text, want) => expect(iso(parseSoapDateTime(text))).toBe(want));

  it.each(["05/01/2024", "2024-13-01", "2024-02-30", "2024-05-01T24:00:00", ""])(
    "refuses dateTime %j",
    (text) => expect(parseSoapDateTime(text)).toBeUndefined(),
  );

  it("reads booleans as xsd does: 1/0 yes, True no", () => {
    expect([
      parseSoapBoolean("true"),
      parseSoapBoolean("1"),
      parseSoapBoolean("0"),
      parseSoapBoolean(" false "),
    ]).toEqual([true, true, false, false]);
    expect(parseSoapBoolean("True")).toBeUndefined();
  });

  it("reads ints within xsd:int only", () => {
    expect([
      parseInteger("2147483647", -2147483648, 2147483647),
      parseInteger(" -5 ", -10, 10),
      parseInteger("+7", 0, 9),
    ]).toEqual([2147483647, -5, 7]);
    expect(parseInteger("2147483648", -2147483648, 2147483647)).toBeUndefined();
    expect(parseInteger("abc", 0, 9)).toBeUndefined();
    expect(parseInteger("", 0, 9)).toBeUndefined();
    expect(parseInteger("1.0", 0, 9)).toBeUndefined();
  });
});

describe("decimals and big integers (read without a regular expression where they are short)", () => {
  /** XML Schema's white space around a value, which the parsers collapse. */
  const trimmed = (text: string) => text.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, "");
  const numeral = fc
    .array(fc.constantFrom("0", "1", "9", ".", "-", "+", " ", "\t", "e", "x", ""), { maxLength: 8 })
    .map((p) => p.join(""));

  it("reads a decimal exactly where the schema's pattern takes it", () => {
    const DECIMAL = /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$/;
    fc.assert(
      fc.property(numeral, (text) => {
        const t = trimmed(text);
        expect(parseDecimal(text)).toBe(DECIMAL.test(t) ? t : undefined);
      }),
      { seed: 20261130, numRuns: 5000 },
    );
  });

  /** Every bound the big integer built-ins have: xsd:long's and unsignedLong's, 0, 1 and -1. */
  const BOUNDS: [bigint | undefined, bigint | undefined][] = [
    [-(2n ** 63n), 2n ** 63n - 1n],
    [0n, 2n ** 64n - 1n],
    [undefined, undefined],
    [1n, undefined],
    [0n, undefined],
    [undefined, -1n],
    [undefined, 0n],
    // Bounds near a short integer's size, on both sides of what a double holds exactly.
    [-(10n ** 15n) + 1n, 10n ** 15n - 1n],
    [-(2n ** 53n) - 1n, 2n ** 53n + 1n],
  ];
  const integerText = fc.oneof(
    numeral,
    fc.bigInt({ min: -(2n ** 65n), max: 2n ** 65n }).map(String),
    fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }).map(String),
    fc.constantFrom("-0", "+0", "000000000000000001", "999999999999999", "1000000000000000"),
  );

  it.each(BOUNDS)("reads an integer within [%s, %s] as the bigint it writes", (min, max) => {
    const bounds = bigIntegerBounds(min, max);
    fc.assert(
      fc.property(integerText, (text) => {
        const t = trimmed(text);
        const n = /^[+-]?[0-9]+$/.test(t) ? BigInt(t) : undefined;
        const within =
          n !== undefined && (min === undefined || n >= min) && (max === undefined || n <= max);
        expect(parseBigInteger(text, bounds)).toBe(within ? n : undefined);
      }),
      { seed: 20261130, numRuns: 3000 },
    );
  });

  it("reads an integer at each bound of xsd:long, and refuses one past it", () => {
    const long = bigIntegerBounds(-(2n ** 63n), 2n ** 63n - 1n);
    expect(parseBigInteger("-9223372036854775808", long)).toBe(-(2n ** 63n));
    expect(parseBigInteger("9223372036854775807", long)).toBe(2n ** 63n - 1n);
    expect(parseBigInteger("9223372036854775808", long)).toBeUndefined();
    expect(parseBigInteger("-9223372036854775809", long)).toBeUndefined();
    expect(parseBigInteger(" 9000000123 ", long)).toBe(9000000123n);
  });
});

describe("the common dateTime form (read without a regular expression)", () => {
  /** xsd:dateTime as the schema defines it, for texts of the form `yyyy-MM-ddTHH:mm:ss[.f][zone]`. */
  function reference(text: string): string | undefined {
    const m =
      /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})?$/.exec(
        text,
      );
    if (!m) return undefined;
    const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const lastDay =
      new Date(Date.UTC(2000, mo, 0)).getUTCDate() -
      (mo === 2 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? 1 : 0);
    if (mo < 1 || mo > 12 || d < 1 || d > lastDay || h > 23 || mi > 59 || s > 59) return undefined;
    const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, "0")) : 0;
    const zone =
      m[8] && m[8] !== "Z"
        ? (m[8][0] === "-" ? -1 : 1) * (Number(m[8].slice(1, 3)) * 60 + Number(m[8].slice(4)))
        : 0;
    const utc = new Date(Date.UTC(2000, mo - 1, d, h, mi, s, ms));
    utc.setUTCFullYear(y);
    return new Date(utc.getTime() - zone * 60_000).toISOString();
  }

  const digits = (n: number, max: number) =>
    fc.integer({ min: 0, max }).map((v) => String(v).padStart(n, "0"));
  const text = fc
    .tuple(
      digits(4, 9999),
      digits(2, 14),
      digits(2, 32),
      digits(2, 25),
      digits(2, 61),
      digits(2, 61),
      fc.option(fc.stringMatching(/^\.[0-9]{1,8}$/), { nil: "" }),
      fc.constantFrom("", "Z", "+02:00", "-05:30", "+14:00", "-00:00", "+2:00", "Z ", "z"),
    )
    .map(([y, mo, d, h, mi, s, f, z]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${f}${z}`);

  it("reads exactly what the schema's form allows, to the same instant", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(iso(parseSoapDateTime(t))).toBe(reference(t.trim()));
      }),
      { seed: 20261123, numRuns: 5000 },
    );
  });

  it("reads the same on HTTP GET/POST, whose wider forms it is one of", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(iso(parseFormDateTime(t))).toBe(reference(t.trim()));
      }),
      { seed: 20261129, numRuns: 5000 },
    );
  });
});

describe("HTTP GET/POST invariant-culture forms", () => {
  it.each([
    ["2024-05-01", "2024-05-01T00:00:00.000Z"],
    ["2024-05-01T10:00:00", "2024-05-01T10:00:00.000Z"],
    ["05/01/2024", "2024-05-01T00:00:00.000Z"],
    ["2024-05-01T10:00:00Z", "2024-05-01T10:00:00.000Z"],
    ["2024-05-01T10:00:00+02:00", "2024-05-01T08:00:00.000Z"],
    ["2024-05-01T10:00:00.1234567", "2024-05-01T10:00:00.123Z"],
    ["2024-05-01 10:00:00", "2024-05-01T10:00:00.000Z"],
    ["01.05.2024", "2024-01-05T00:00:00.000Z"],
    ["May 1, 2024", "2024-05-01T00:00:00.000Z"],
  ])("reads dateTime %s", (text, want) => expect(iso(parseFormDateTime(text))).toBe(want));

  it.each(["20240501", "2024-13-01", "2024-05-01T10:00:00 02:00", "Mayday 1, 2024"])(
    "refuses dateTime %j",
    (text) => expect(parseFormDateTime(text)).toBeUndefined(),
  );

  it("reads booleans case-insensitively, never 1 or yes", () => {
    expect([parseFormBoolean("True"), parseFormBoolean("FALSE"), parseFormBoolean("true")]).toEqual(
      [true, false, true],
    );
    expect(parseFormBoolean("1")).toBeUndefined();
    expect(parseFormBoolean("yes")).toBeUndefined();
  });

  it("reads enums by case-sensitive name, by number and as a flags list", () => {
    const bt = ["Academics", "Athletics"] as const;
    expect([
      parseFormEnum("Athletics", bt),
      parseFormEnum("1", bt),
      parseFormEnum("Academics,Athletics", bt),
    ]).toEqual(["Athletics", "Athletics", "Athletics"]);
    expect(parseFormEnum("athletics", bt)).toBeUndefined();
    expect(parseFormEnum("Gym", bt)).toBeUndefined();
    expect(parseFormEnum("5", bt)).toBeUndefined();
  });
});

describe("dateTime arguments as the client sends them", () => {
  const d = new Date("2024-05-01T10:00:00.120Z");
  it("sends a Date over SOAP as UTC with Z and over GET/POST as zone-less UTC wall-clock time", () => {
    expect(soapDateTimeText(d)).toBe("2024-05-01T10:00:00.12Z");
    expect(formDateTimeText(d)).toBe("2024-05-01T10:00:00.12");
    expect(formatUtcDateTime(new Date("2024-05-01T00:00:00Z"))).toBe("2024-05-01T00:00:00Z");
  });

  it("writes years outside 1-9999 as xsd:dateTime does, and reads them back to the same instant", () => {
    // -000001 is 2 BCE, xsd's -0001; year 0 is 1 BCE (XSD 1.1's 0000). Each was `00-1`-like before.
    for (const [iso, text] of [
      ["-000001-03-04T05:06:07.000Z", "-0001-03-04T05:06:07Z"],
      ["-012345-01-01T00:00:00.500Z", "-12345-01-01T00:00:00.5Z"],
      ["0000-12-31T23:59:59.000Z", "0000-12-31T23:59:59Z"],
      ["+012345-06-07T08:09:10.000Z", "12345-06-07T08:09:10Z"],
    ] as const) {
      const date = new Date(iso);
      expect(formatUtcDateTime(date)).toBe(text);
      expect(parseSoapDateTime(text)?.getTime()).toBe(date.getTime());
    }
  });

  it("keeps zone-less strings, and turns zoned ones into UTC wall-clock time on GET/POST", () => {
    expect(formDateTimeText("2024-05-01T10:00:00.1234567")).toBe("2024-05-01T10:00:00.1234567");
    expect(formDateTimeText("2024-05-01T10:00:00+02:00")).toBe("2024-05-01T08:00:00");
    expect(soapDateTimeText("2024-05-01T10:00:00+02:00")).toBe("2024-05-01T10:00:00+02:00");
    expect(() => soapDateTimeText("05/01/2024")).toThrow('"05/01/2024" is not an xsd:dateTime');
  });
});

describe("XML text", () => {
  it("escapes markup, CR, LF and TAB so they read back exactly (as attribute values)", () => {
    expect(escapeXml(`O'Brien & <Söhne> "x"\r\n\t`)).toBe(
      "O'Brien &amp; &lt;Söhne&gt; &quot;x&quot;&#xD;&#xA;&#x9;",
    );
    expect(escapeXml("plain 😀")).toBe("plain 😀");
  });

  it("refuses characters XML 1.0 cannot carry, saying where", () => {
    expect(() => assertXmlText("ok\u0001", "LastName")).toThrow(
      new XmlCharacterError("LastName", 2, 1),
    );
    expect(() => assertXmlText("a\uD800b", "x")).toThrow(
      "x holds U+D800 at index 1, a character XML 1.0 cannot carry",
    );
    expect(() => assertXmlText("pair 😀 \t\r\n", "x")).not.toThrow();
  });
});

describe("xsd:float as .NET's 32-bit float", () => {
  it("reads the float its text names, and writes it as .NET Framework does: 7 digits when they read back as it, else 9", () => {
    expect(parseFloat32("0.1")).toBe(Math.fround(0.1));
    expect(parseFloat32("3.4028235E+38")).toBe(3.4028234663852886e38);
    expect(parseFloat32("1e39")).toBe(Infinity);
    for (const [n, text] of [
      [0.1, "0.1"],
      [Math.fround(0.1), "0.1"],
      [Math.fround(1 / 3), "0.333333343"],
      [3.4028234663852886e38, "3.40282347e+38"],
      [1.401298464324817e-45, "1.401298e-45"],
      [-0, "-0"],
      [NaN, "NaN"],
      [-Infinity, "-INF"],
      [16777217, "16777216"],
    ] as [number, string][])
      expect(formatFloat32(n), String(n)).toBe(text);
    expect(() => formatFloat32(1e39)).toThrow("1e+39 is beyond the range of xsd:float");
  });

  it("round-trips every float32 through its text", () => {
    fc.assert(
      fc.property(fc.float({ noNaN: true }), (f) => {
        expect(Object.is(parseFloat32(formatFloat32(f)), f)).toBe(true);
      }),
      { seed: 32 },
    );
  });
});
