// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Scalar values as text on the wire, the way ASP.NET ASMX writes and reads them.
 *
 * SOAP bodies use XML Schema lexical forms (XmlConvert): booleans `true`/`false`/`1`/`0`, ints
 * with optional sign and surrounding whitespace, xsd:dateTime with an optional zone.
 * HTTP GET and POST values are read with .NET's invariant culture instead: booleans `true`/`false`
 * in any case (not `1`/`0`), dates in ISO form or `MM/dd/yyyy`, `MM.dd.yyyy`, `May 1, 2024`, and a
 * `Z` or offset is converted to the server's local time — so clients send zone-less text there.
 *
 * Parsers return `undefined` for text they cannot read; callers turn that into the binding's error.
 */

export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/** The range of each integer built-in that fits a JavaScript number exactly. */
export const INTEGER_RANGES = {
  int: [-2147483648, 2147483647],
  short: [-32768, 32767],
  byte: [-128, 127],
  unsignedInt: [0, 4294967295],
  unsignedShort: [0, 65535],
  unsignedByte: [0, 255],
  char: [0, 65535],
} as const;

const XSD_WHITESPACE = /^[ \t\n\r]+|[ \t\n\r]+$/g;
const INTEGER = /^[+-]?[0-9]+$/;

/** `text` without the XML whitespace around it (most values have none: no copy then). */
export function collapse(text: string): string {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first > 32 && last > 32 ? text : text.replace(XSD_WHITESPACE, "");
}

/**
 * The value of `t` when it is an optional sign and 1 to 15 digits (exact in a double), as
 * Number(t) reads it (`-0` is -0); undefined for any other text, left to INTEGER. Read without
 * the regular expression: most integers on the wire are such.
 */
function shortInteger(t: string): number | undefined {
  const n = t.length;
  const sign = t.charCodeAt(0);
  let p = sign === 45 || sign === 43 ? 1 : 0;
  if (p === n || n - p > 15) return undefined;
  let value = 0;
  for (; p < n; p++) {
    const d = t.charCodeAt(p) - 48;
    if (!(d >= 0 && d <= 9)) return undefined;
    value = value * 10 + d;
  }
  return sign === 45 ? -value : value;
}

/** xsd integer types (XmlConvert.ToInt32 and kin): optional sign, digits, surrounding whitespace. */
export function parseInteger(text: string, min: number, max: number): number | undefined {
  const t = collapse(text);
  let n = shortInteger(t);
  if (n === undefined) {
    if (!INTEGER.test(t)) return undefined;
    n = Number(t);
  }
  return n >= min && n <= max ? n : undefined;
}

/**
 * xsd:long and other 64-bit or unbounded integers, as bigint, within `min` and `max` (as bigint
 * and, for a short integer's check, as the nearest numbers: see bigIntegerBounds).
 */
export function parseBigInteger(text: string, bounds: BigIntegerBounds): bigint | undefined {
  const t = collapse(text);
  const short = shortInteger(t);
  if (short !== undefined)
    return short < bounds.minNumber || short > bounds.maxNumber ? undefined : BigInt(short);
  if (!INTEGER.test(t)) return undefined;
  const n = BigInt(t);
  const { min, max } = bounds;
  return (min !== undefined && n < min) || (max !== undefined && n > max) ? undefined : n;
}

/** The range of a big integer type, as bigint and as numbers (infinite where it has no bound). */
export interface BigIntegerBounds {
  readonly min: bigint | undefined;
  readonly max: bigint | undefined;
  readonly minNumber: number;
  readonly maxNumber: number;
}

/**
 * `min` and `max` for parseBigInteger. A short integer (below 10^15, exact in a double) is checked
 * against the bounds as numbers, not made a bigint first: comparing bigints took a third of
 * reading an xsd:long. Exact: a bound rounded to a double stays on its side of every short
 * integer (one past 2^53 in size rounds to another past it).
 */
export function bigIntegerBounds(min?: bigint, max?: bigint): BigIntegerBounds {
  return {
    min,
    max,
    minNumber: min === undefined ? -Infinity : Number(min),
    maxNumber: max === undefined ? Infinity : Number(max),
  };
}

/**
 * Whether `t` is an xsd:decimal without white space around it: a sign, digits and at most one
 * point, a digit at least (/^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$/), read without the expression.
 */
export function isDecimalText(t: string): boolean {
  const sign = t.charCodeAt(0);
  let digits = false;
  let point = false;
  for (let i = sign === 43 || sign === 45 ? 1 : 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) digits = true;
    else if (c === 46 && !point) point = true;
    else return false;
  }
  return digits;
}
const FLOATING = /^([+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?|-?INF|NaN)$/;

export function parseDecimal(text: string): string | undefined {
  const t = collapse(text);
  return isDecimalText(t) ? t : undefined;
}

export function parseFloating(text: string): number | undefined {
  const t = collapse(text);
  if (!FLOATING.test(t)) return undefined;
  return t === "INF" ? Infinity : t === "-INF" ? -Infinity : Number(t);
}

/**
 * xsd:double or xsd:float text. -0 is `-0` (String(-0) is "0"): XML Schema's lexical space has
 * it, .NET's XmlConvert writes it, and parseFloating reads it back as -0.
 */
export function formatFloating(n: number): string {
  if (n === 0) return Object.is(n, -0) ? "-0" : "0";
  return Number.isNaN(n) ? "NaN" : n === Infinity ? "INF" : n === -Infinity ? "-INF" : String(n);
}

/** xsd:float: the 32-bit float its text names (`0.1` is 0.10000000149011612), as .NET's float holds it. */
export function parseFloat32(text: string): number | undefined {
  const n = parseFloating(text);
  return n === undefined ? undefined : Math.fround(n);
}

/**
 * xsd:float text of `n` as a 32-bit float, as .NET Framework's XmlConvert writes a float (format
 * "R"): 7 significant digits when they read back as the same float, else 9. 0.1f is `0.1`; its
 * double's digits, `0.10000000149011612`, would be a double's text, which a peer reading floats as
 * doubles (zeep) takes for another number. A finite number beyond the float range is a
 * RangeError, not infinity.
 */
export function formatFloat32(n: number): string {
  const f = Math.fround(n);
  if (f === 0 || !Number.isFinite(f)) {
    if (Number.isFinite(n) && !Number.isFinite(f))
      throw new RangeError(`${n} is beyond the range of xsd:float`);
    return formatFloating(f);
  }
  const seven = Number(f.toPrecision(7));
  return formatFloating(Math.fround(seven) === f ? seven : Number(f.toPrecision(9)));
}

/** xsd:boolean in a SOAP body: `true`, `false`, `1`, `0` (case-sensitive). */
export function parseSoapBoolean(text: string): boolean | undefined {
  const t = collapse(text);
  return t === "true" || t === "1" ? true : t === "false" || t === "0" ? false : undefined;
}

/** Boolean.Parse on HTTP GET/POST: `true` or `false` in any case, surrounding whitespace allowed. */
export function parseFormBoolean(text: string): boolean | undefined {
  const t = text.trim().toLowerCase();
  return t === "true" ? true : t === "false" ? false : undefined;
}

const XSD_DATE_TIME =
  /^(-?\d{4,})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * xsd:dateTime (or a bare xsd:date, which ASMX also accepts) in a SOAP body. A time without a
 * zone is read as UTC; fraction digits beyond milliseconds are dropped.
 */
export function parseSoapDateTime(text: string): Date | undefined {
  const instant = soapDateTimeInstant(collapse(text));
  return instant === undefined ? undefined : new Date(instant);
}

/** The instant (ms since 1970) of `t`, an xsd:dateTime without surrounding white space, as parseSoapDateTime reads it. */
function soapDateTimeInstant(t: string): number | undefined {
  const common = commonDateTimeInstant(t);
  if (common !== undefined) return common;
  const m = XSD_DATE_TIME.exec(t);
  return m
    ? dateFromParts(m[1]!, m[2]!, m[3]!, m[4], m[5], m[6], m[7], m[8])?.getTime()
    : undefined;
}

/**
 * The form nearly every dateTime on the wire has, `2024-05-01T10:00:00`, with an optional fraction
 * and `Z` or `+hh:mm`, a year from 0100 to 9999, read without a regular expression, as its instant
 * (ms since 1970). Anything else (or anything out of range) is undefined here and left to the
 * general reader.
 */
function commonDateTimeInstant(t: string): number | undefined {
  const n = t.length;
  if (
    n < 19 ||
    t.charCodeAt(4) !== 45 ||
    t.charCodeAt(7) !== 45 ||
    t.charCodeAt(10) !== 84 ||
    t.charCodeAt(13) !== 58 ||
    t.charCodeAt(16) !== 58
  ) {
    return undefined;
  }
  const century = twoDigitsAt(t, 0);
  const ofCentury = twoDigitsAt(t, 2);
  const year = century < 0 || ofCentury < 0 ? -1 : century * 100 + ofCentury;
  const month = twoDigitsAt(t, 5);
  const day = twoDigitsAt(t, 8);
  const hour = twoDigitsAt(t, 11);
  const minute = twoDigitsAt(t, 14);
  const second = twoDigitsAt(t, 17);
  let p = 19;
  let ms = 0;
  if (t.charCodeAt(p) === 46) {
    const from = ++p;
    while (p < n && isDigit(t.charCodeAt(p))) p++;
    if (p === from) return undefined;
    // Milliseconds: the first three fraction digits, padded with zeros; the others are dropped.
    for (let i = from; i < from + 3; i++) ms = ms * 10 + (i < p ? t.charCodeAt(i) - 48 : 0);
  }
  let offset = 0;
  if (p < n) {
    const sign = t.charCodeAt(p);
    if (sign === 90 && p + 1 === n) offset = 0;
    else if ((sign === 43 || sign === 45) && p + 6 === n && t.charCodeAt(p + 3) === 58) {
      const hh = twoDigitsAt(t, p + 1);
      const mm = twoDigitsAt(t, p + 4);
      if (hh < 0 || mm < 0) return undefined;
      offset = (sign === 45 ? -1 : 1) * (hh * 60 + mm);
    } else return undefined;
  }
  if (
    year < 100 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysIn(year, month) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  ) {
    return undefined;
  }
  const seconds =
    ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute - offset) * 60 + second;
  return seconds * 1000 + ms;
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (year >= 0), by arithmetic alone. */
function daysFromCivil(year: number, month: number, day: number): number {
  // Years counted from March, so the leap day ends a year; 400-year eras of 146,097 days.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The number two decimal digits at `at` write; -1 when either is not a digit (or not there). */
function twoDigitsAt(t: string, at: number): number {
  const tens = t.charCodeAt(at) - 48;
  const ones = t.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

const FORM_ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
const FORM_US = /^(\d{1,2})([/.])(\d{1,2})\2(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const FORM_NAMED = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/;

/**
 * DateTime.Parse with the invariant culture, as HTTP GET/POST read a dateTime: ISO forms (with
 * `T` or a space), `MM/dd/yyyy` and `MM.dd.yyyy`, and `May 1, 2024`. A zone-less time is read as
 * UTC, like over SOAP, so both bindings hand the implementation the same instant.
 */
export function parseFormDateTime(text: string): Date | undefined {
  const t = text.trim();
  // The form a client mostly sends reads the same either way, and five times faster so.
  const common = commonDateTimeInstant(t);
  if (common !== undefined) return new Date(common);
  const iso = FORM_ISO.exec(t);
  if (iso) {
    const zone =
      iso[8] && iso[8] !== "Z" && !iso[8].includes(":")
        ? `${iso[8].slice(0, 3)}:${iso[8].slice(3)}`
        : iso[8];
    return dateFromParts(iso[1]!, iso[2]!, iso[3]!, iso[4], iso[5], iso[6] ?? "00", iso[7], zone);
  }
  const us = FORM_US.exec(t);
  if (us)
    return dateFromParts(us[4]!, us[1]!, us[3]!, us[5], us[6], us[7] ?? "00", undefined, undefined);
  const named = FORM_NAMED.exec(t);
  const name = named ? named[1]!.toLowerCase() : "";
  const month = MONTHS.findIndex((m) => m === name || (name.length === 3 && m.startsWith(name)));
  if (named && month >= 0) {
    return dateFromParts(
      named[3]!,
      String(month + 1),
      named[2]!,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    );
  }
  return undefined;
}

function dateFromParts(
  y: string,
  mo: string,
  d: string,
  h: string | undefined,
  mi: string | undefined,
  s: string | undefined,
  fraction: string | undefined,
  zone: string | undefined,
): Date | undefined {
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysIn(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined;
  const ms = fraction
    ? Number(fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, "0"))
    : 0;
  // Date.UTC reads years 0-99 as 1900-1999: those are set afterwards.
  const utc = new Date(
    Date.UTC(year >= 100 ? year : 2000, month - 1, day, hour, minute, second, ms),
  );
  if (year < 100) utc.setUTCFullYear(year);
  let date = utc;
  if (zone && zone !== "Z") {
    const sign = zone.charCodeAt(0) === 45 ? -1 : 1;
    const offset = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
    date = new Date(utc.getTime() - offset * 60_000);
  }
  // A year beyond what a Date holds (about 275,000 years either side of 1970) is no value to read.
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

const DAY_MS = 86_400_000;
/** `00` to `59`. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad(i));
/** `00Z` to `59Z`: a UTC time's seconds and zone. */
const SECONDS_UTC = TWO_DIGITS.map((s) => `${s}Z`);
/** `10:00:` by minute of the day, made as needed. */
const HOURS_MINUTES: string[] = [];
/** `.1`, `.12`, `.123` by milliseconds, made as needed (no trailing zeros). */
const FRACTIONS: string[] = [];
/** The day whose `2024-05-01T` was written last, by its first instant: a message's dates are often a few days. */
let lastDayStart = Number.NaN;
let lastDate = "";

/**
 * The UTC wall-clock time of `d`, without a zone: `2024-05-01T10:00:00` or `...T10:00:00.123`.
 * The time of day is worked out from the instant and the date kept for the next one of its day:
 * each field read from the Date and padded took 280 ns a dateTime, a fifth of a record's writing.
 */
export function formatUtcWallClock(d: Date): string {
  return wallClock(d, "");
}

/** xsd:dateTime of an instant in UTC, as .NET writes a UTC DateTime: `2024-05-01T10:00:00Z`. */
export function formatUtcDateTime(d: Date): string {
  return wallClock(d, "Z");
}

/**
 * The wall-clock time then `zone`, joined from as few strings as can be (the date, `hh:mm:`, the
 * seconds with the zone): a string of many parts costs its every part again when it is written out.
 */
function wallClock(d: Date, zone: "" | "Z"): string {
  const t = d.getTime();
  if (Number.isNaN(t)) throw new RangeError("invalid Date");
  // The time of day in ms (below 2^27: integer arithmetic).
  let rest = t - lastDayStart;
  if (!(rest >= 0 && rest < DAY_MS)) {
    // Exact: `%` of doubles is.
    rest = ((t % DAY_MS) + DAY_MS) % DAY_MS;
    lastDayStart = t - rest;
    lastDate = `${yearText(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T`;
  }
  const hours = (rest / 3_600_000) | 0;
  rest -= hours * 3_600_000;
  const minutes = (rest / 60_000) | 0;
  rest -= minutes * 60_000;
  const seconds = (rest / 1000) | 0;
  const ms = rest - seconds * 1000;
  const minute = hours * 60 + minutes;
  const clock =
    lastDate + (HOURS_MINUTES[minute] ??= `${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:`);
  if (ms === 0) return clock + (zone === "" ? TWO_DIGITS[seconds] : SECONDS_UTC[seconds]);
  return (
    clock + TWO_DIGITS[seconds] + (FRACTIONS[ms] ??= `.${pad(ms, 3).replace(/0+$/, "")}`) + zone
  );
}

/**
 * A year as xsd:dateTime writes it: four digits at least, a sign before a year before 1 BCE (`-0001`:
 * padding the negative number gave `00-1`). .NET's DateTime has years 1 to 9999 alone.
 */
function yearText(year: number): string {
  return year < 0 ? `-${pad(-year, 4)}` : pad(year, 4);
}

/**
 * An xsd:dateTime read off the wire: a Date (the instant; a time without a zone read as UTC, as
 * ASMX reads it) that keeps the text it was read from, which a Date cannot hold: whether it had a
 * zone (.NET's "unspecified" kind has none), which offset, and fraction digits past milliseconds
 * (.NET writes seven). Written again while it holds the instant read, it is written as that text,
 * so a service that echoes what it received echoes it unchanged; once changed (`setHours`), as
 * any Date.
 */
export class XsdDateTime extends Date {
  /** The text as read, without surrounding white space: `2024-05-01T10:00:00.1234567+02:00`. */
  readonly text: string;
  readonly #instant: number;

  /** `text`, an xsd:dateTime (or xsd:date) lexical form: a RangeError when it is none. */
  constructor(text: string) {
    // Read once, into the instant: no Date is made but this one.
    const t = collapse(text);
    const instant = soapDateTimeInstant(t);
    if (instant === undefined) throw new RangeError(`"${text}" is not an xsd:dateTime`);
    super(instant);
    this.text = t;
    this.#instant = instant;
  }

  /** The offset from UTC the text states, in minutes (`Z`: 0); undefined when it states none. */
  get offsetMinutes(): number | undefined {
    const zone = /(Z|[+-]\d{2}:\d{2})$/.exec(this.text)?.[1];
    if (zone === undefined) return undefined;
    if (zone === "Z") return 0;
    const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
    return zone.startsWith("-") ? -minutes : minutes;
  }

  /** The text, while this Date still holds the instant it was read as; undefined after a change. */
  get unchangedText(): string | undefined {
    return this.getTime() === this.#instant ? this.text : undefined;
  }
}

/** An xsd:dateTime in a SOAP body read as an XsdDateTime (see there); undefined when it is none. */
export function readSoapDateTime(text: string): XsdDateTime | undefined {
  try {
    return new XsdDateTime(text);
  } catch {
    return undefined; // the constructor's RangeError: no xsd:dateTime
  }
}

/** True when `text` is an xsd:dateTime (or xsd:date) lexical form. */
export function isXsdDateTime(text: string): boolean {
  return parseSoapDateTime(text) !== undefined;
}

/**
 * A dateTime argument as text for HTTP GET/POST: zone-less, because ASMX would shift a `Z` or an
 * offset into the server's local zone. A Date, or a string with a zone, becomes its UTC wall-clock
 * time; a zone-less string is sent as given.
 */
export function formDateTimeText(value: Date | string): string {
  if (value instanceof XsdDateTime && value.unchangedText !== undefined)
    return formDateTimeText(value.unchangedText);
  if (value instanceof Date) return formatUtcWallClock(value);
  const m = XSD_DATE_TIME.exec(value);
  if (!m || !isXsdDateTime(value)) throw new RangeError(`"${value}" is not an xsd:dateTime`);
  if (!m[8]) return value;
  // Whole seconds are shifted; the fraction keeps its digits (a Date would cut them to milliseconds).
  const wallClock = formatUtcWallClock(parseSoapDateTime(value.replace(/\.\d+/, ""))!);
  return m[7] ? `${wallClock}.${m[7]}` : wallClock;
}

/**
 * A dateTime argument as text in a SOAP body: a Date as UTC with `Z` (an XsdDateTime still
 * holding the instant it was read as: its text), a valid string as given.
 */
export function soapDateTimeText(value: Date | string): string {
  if (value instanceof XsdDateTime && value.unchangedText !== undefined) return value.unchangedText;
  if (value instanceof Date) return formatUtcDateTime(value);
  if (!isXsdDateTime(value)) throw new RangeError(`"${value}" is not an xsd:dateTime`);
  return value;
}

/** Enum.Parse on HTTP GET/POST: a name (case-sensitive), a number, or a comma list of flags. */
export function parseFormEnum<T extends string>(text: string, values: readonly T[]): T | undefined {
  let bits = 0;
  for (const part of text.split(",")) {
    const p = part.trim();
    const named = values.indexOf(p as T);
    if (named >= 0) bits |= named;
    else if (/^[+-]?\d+$/.test(p)) bits |= Number(p);
    else return undefined;
  }
  return values[bits];
}
