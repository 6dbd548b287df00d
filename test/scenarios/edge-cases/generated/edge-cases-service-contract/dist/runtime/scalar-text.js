// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
const INTEGER_RANGES = {
  int: [-2147483648, 2147483647],
  short: [-32768, 32767],
  byte: [-128, 127],
  unsignedInt: [0, 4294967295],
  unsignedShort: [0, 65535],
  unsignedByte: [0, 255],
  char: [0, 65535]
};
const XSD_WHITESPACE = /^[ \t\n\r]+|[ \t\n\r]+$/g;
const INTEGER = /^[+-]?[0-9]+$/;
function collapse(text) {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first > 32 && last > 32 ? text : text.replace(XSD_WHITESPACE, "");
}
function shortInteger(t) {
  const n = t.length;
  const sign = t.charCodeAt(0);
  let p = sign === 45 || sign === 43 ? 1 : 0;
  if (p === n || n - p > 15) return void 0;
  let value = 0;
  for (; p < n; p++) {
    const d = t.charCodeAt(p) - 48;
    if (!(d >= 0 && d <= 9)) return void 0;
    value = value * 10 + d;
  }
  return sign === 45 ? -value : value;
}
function parseInteger(text, min, max) {
  const t = collapse(text);
  let n = shortInteger(t);
  if (n === void 0) {
    if (!INTEGER.test(t)) return void 0;
    n = Number(t);
  }
  return n >= min && n <= max ? n : void 0;
}
function parseBigInteger(text, bounds) {
  const t = collapse(text);
  const short = shortInteger(t);
  if (short !== void 0)
    return short < bounds.minNumber || short > bounds.maxNumber ? void 0 : BigInt(short);
  if (!INTEGER.test(t)) return void 0;
  const n = BigInt(t);
  const { min, max } = bounds;
  return min !== void 0 && n < min || max !== void 0 && n > max ? void 0 : n;
}
function bigIntegerBounds(min, max) {
  return {
    min,
    max,
    minNumber: min === void 0 ? -Infinity : Number(min),
    maxNumber: max === void 0 ? Infinity : Number(max)
  };
}
function isDecimalText(t) {
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
function parseDecimal(text) {
  const t = collapse(text);
  return isDecimalText(t) ? t : void 0;
}
function parseFloating(text) {
  const t = collapse(text);
  if (!FLOATING.test(t)) return void 0;
  return t === "INF" ? Infinity : t === "-INF" ? -Infinity : Number(t);
}
function formatFloating(n) {
  if (n === 0) return Object.is(n, -0) ? "-0" : "0";
  return Number.isNaN(n) ? "NaN" : n === Infinity ? "INF" : n === -Infinity ? "-INF" : String(n);
}
function parseFloat32(text) {
  const n = parseFloating(text);
  return n === void 0 ? void 0 : Math.fround(n);
}
function formatFloat32(n) {
  const f = Math.fround(n);
  if (f === 0 || !Number.isFinite(f)) {
    if (Number.isFinite(n) && !Number.isFinite(f))
      throw new RangeError(`${n} is beyond the range of xsd:float`);
    return formatFloating(f);
  }
  const seven = Number(f.toPrecision(7));
  return formatFloating(Math.fround(seven) === f ? seven : Number(f.toPrecision(9)));
}
function parseSoapBoolean(text) {
  const t = collapse(text);
  return t === "true" || t === "1" ? true : t === "false" || t === "0" ? false : void 0;
}
function parseFormBoolean(text) {
  const t = text.trim().toLowerCase();
  return t === "true" ? true : t === "false" ? false : void 0;
}
const XSD_DATE_TIME = /^(-?\d{4,})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2})?$/;
function parseSoapDateTime(text) {
  const instant = soapDateTimeInstant(collapse(text));
  return instant === void 0 ? void 0 : new Date(instant);
}
function soapDateTimeInstant(t) {
  const common = commonDateTimeInstant(t);
  if (common !== void 0) return common;
  const m = XSD_DATE_TIME.exec(t);
  return m ? dateFromParts(m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])?.getTime() : void 0;
}
function commonDateTimeInstant(t) {
  const n = t.length;
  if (n < 19 || t.charCodeAt(4) !== 45 || t.charCodeAt(7) !== 45 || t.charCodeAt(10) !== 84 || t.charCodeAt(13) !== 58 || t.charCodeAt(16) !== 58) {
    return void 0;
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
    if (p === from) return void 0;
    for (let i = from; i < from + 3; i++) ms = ms * 10 + (i < p ? t.charCodeAt(i) - 48 : 0);
  }
  let offset = 0;
  if (p < n) {
    const sign = t.charCodeAt(p);
    if (sign === 90 && p + 1 === n) offset = 0;
    else if ((sign === 43 || sign === 45) && p + 6 === n && t.charCodeAt(p + 3) === 58) {
      const hh = twoDigitsAt(t, p + 1);
      const mm = twoDigitsAt(t, p + 4);
      if (hh < 0 || mm < 0) return void 0;
      offset = (sign === 45 ? -1 : 1) * (hh * 60 + mm);
    } else return void 0;
  }
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
    return void 0;
  }
  const seconds = ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute - offset) * 60 + second;
  return seconds * 1e3 + ms;
}
function daysFromCivil(year, month, day) {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}
function twoDigitsAt(t, at) {
  const tens = t.charCodeAt(at) - 48;
  const ones = t.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
const FORM_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
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
  "december"
];
const FORM_NAMED = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/;
function parseFormDateTime(text) {
  const t = text.trim();
  const common = commonDateTimeInstant(t);
  if (common !== void 0) return new Date(common);
  const iso = FORM_ISO.exec(t);
  if (iso) {
    const zone = iso[8] && iso[8] !== "Z" && !iso[8].includes(":") ? `${iso[8].slice(0, 3)}:${iso[8].slice(3)}` : iso[8];
    return dateFromParts(iso[1], iso[2], iso[3], iso[4], iso[5], iso[6] ?? "00", iso[7], zone);
  }
  const us = FORM_US.exec(t);
  if (us)
    return dateFromParts(us[4], us[1], us[3], us[5], us[6], us[7] ?? "00", void 0, void 0);
  const named = FORM_NAMED.exec(t);
  const name = named ? named[1].toLowerCase() : "";
  const month = MONTHS.findIndex((m) => m === name || name.length === 3 && m.startsWith(name));
  if (named && month >= 0) {
    return dateFromParts(
      named[3],
      String(month + 1),
      named[2],
      void 0,
      void 0,
      void 0,
      void 0,
      void 0
    );
  }
  return void 0;
}
function dateFromParts(y, mo, d, h, mi, s, fraction, zone) {
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === void 0 ? 0 : Number(h);
  const minute = mi === void 0 ? 0 : Number(mi);
  const second = s === void 0 ? 0 : Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59)
    return void 0;
  const ms = fraction ? Number(fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, "0")) : 0;
  const utc = new Date(
    Date.UTC(year >= 100 ? year : 2e3, month - 1, day, hour, minute, second, ms)
  );
  if (year < 100) utc.setUTCFullYear(year);
  let date = utc;
  if (zone && zone !== "Z") {
    const sign = zone.charCodeAt(0) === 45 ? -1 : 1;
    const offset = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
    date = new Date(utc.getTime() - offset * 6e4);
  }
  return Number.isNaN(date.getTime()) ? void 0 : date;
}
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysIn(year, month) {
  return month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
}
function isLeap(year) {
  return year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
}
function pad(n, width = 2) {
  return String(n).padStart(width, "0");
}
const DAY_MS = 864e5;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad(i));
const SECONDS_UTC = TWO_DIGITS.map((s) => `${s}Z`);
const HOURS_MINUTES = [];
const FRACTIONS = [];
let lastDayStart = Number.NaN;
let lastDate = "";
function formatUtcWallClock(d) {
  return wallClock(d, "");
}
function formatUtcDateTime(d) {
  return wallClock(d, "Z");
}
function wallClock(d, zone) {
  const t = d.getTime();
  if (Number.isNaN(t)) throw new RangeError("invalid Date");
  let rest = t - lastDayStart;
  if (!(rest >= 0 && rest < DAY_MS)) {
    rest = (t % DAY_MS + DAY_MS) % DAY_MS;
    lastDayStart = t - rest;
    lastDate = `${yearText(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T`;
  }
  const hours = rest / 36e5 | 0;
  rest -= hours * 36e5;
  const minutes = rest / 6e4 | 0;
  rest -= minutes * 6e4;
  const seconds = rest / 1e3 | 0;
  const ms = rest - seconds * 1e3;
  const minute = hours * 60 + minutes;
  const clock = lastDate + (HOURS_MINUTES[minute] ??= `${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:`);
  if (ms === 0) return clock + (zone === "" ? TWO_DIGITS[seconds] : SECONDS_UTC[seconds]);
  return clock + TWO_DIGITS[seconds] + (FRACTIONS[ms] ??= `.${pad(ms, 3).replace(/0+$/, "")}`) + zone;
}
function yearText(year) {
  return year < 0 ? `-${pad(-year, 4)}` : pad(year, 4);
}
class XsdDateTime extends Date {
  /** The text as read, without surrounding white space: `2024-05-01T10:00:00.1234567+02:00`. */
  text;
  #instant;
  /** `text`, an xsd:dateTime (or xsd:date) lexical form: a RangeError when it is none. */
  constructor(text) {
    const t = collapse(text);
    const instant = soapDateTimeInstant(t);
    if (instant === void 0) throw new RangeError(`"${text}" is not an xsd:dateTime`);
    super(instant);
    this.text = t;
    this.#instant = instant;
  }
  /** The offset from UTC the text states, in minutes (`Z`: 0); undefined when it states none. */
  get offsetMinutes() {
    const zone = /(Z|[+-]\d{2}:\d{2})$/.exec(this.text)?.[1];
    if (zone === void 0) return void 0;
    if (zone === "Z") return 0;
    const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
    return zone.startsWith("-") ? -minutes : minutes;
  }
  /** The text, while this Date still holds the instant it was read as; undefined after a change. */
  get unchangedText() {
    return this.getTime() === this.#instant ? this.text : void 0;
  }
}
function readSoapDateTime(text) {
  try {
    return new XsdDateTime(text);
  } catch {
    return void 0;
  }
}
function isXsdDateTime(text) {
  return parseSoapDateTime(text) !== void 0;
}
function formDateTimeText(value) {
  if (value instanceof XsdDateTime && value.unchangedText !== void 0)
    return formDateTimeText(value.unchangedText);
  if (value instanceof Date) return formatUtcWallClock(value);
  const m = XSD_DATE_TIME.exec(value);
  if (!m || !isXsdDateTime(value)) throw new RangeError(`"${value}" is not an xsd:dateTime`);
  if (!m[8]) return value;
  const wallClock2 = formatUtcWallClock(parseSoapDateTime(value.replace(/\.\d+/, "")));
  return m[7] ? `${wallClock2}.${m[7]}` : wallClock2;
}
function soapDateTimeText(value) {
  if (value instanceof XsdDateTime && value.unchangedText !== void 0) return value.unchangedText;
  if (value instanceof Date) return formatUtcDateTime(value);
  if (!isXsdDateTime(value)) throw new RangeError(`"${value}" is not an xsd:dateTime`);
  return value;
}
function parseFormEnum(text, values) {
  let bits = 0;
  for (const part of text.split(",")) {
    const p = part.trim();
    const named = values.indexOf(p);
    if (named >= 0) bits |= named;
    else if (/^[+-]?\d+$/.test(p)) bits |= Number(p);
    else return void 0;
  }
  return values[bits];
}
export {
  INTEGER_RANGES,
  INT_MAX,
  INT_MIN,
  XsdDateTime,
  bigIntegerBounds,
  collapse,
  formDateTimeText,
  formatFloat32,
  formatFloating,
  formatUtcDateTime,
  formatUtcWallClock,
  isDecimalText,
  isXsdDateTime,
  parseBigInteger,
  parseDecimal,
  parseFloat32,
  parseFloating,
  parseFormBoolean,
  parseFormDateTime,
  parseFormEnum,
  parseInteger,
  parseSoapBoolean,
  parseSoapDateTime,
  readSoapDateTime,
  soapDateTimeText
};
//# sourceMappingURL=scalar-text.js.map
