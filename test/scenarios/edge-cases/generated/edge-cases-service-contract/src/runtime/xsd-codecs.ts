// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Codecs of the XML Schema built-in types, in SOAP's lexical forms. Values are those of the
 * generated types: numbers, bigint for 64-bit integers, strings for decimal and date/time texts,
 * Date for dateTime. One export per type, named as the type: modules import them as a namespace
 * (`xsd.int`), any-type.ts looks them up by an `xsi:type`'s name, and a bundle keeps only those a
 * program can reach. Nothing else may be exported here.
 */
import { listCodec, textCodec, type ListCodec, type TextCodec } from "./codec.js";
import {
  INTEGER_RANGES,
  bigIntegerBounds,
  formatFloat32,
  formatFloating,
  isDecimalText,
  parseBigInteger,
  parseDecimal,
  parseFloat32,
  parseFloating,
  parseInteger,
  parseSoapBoolean,
  readSoapDateTime,
  soapDateTimeText,
} from "./scalar-text.js";
import { assertXmlText, escapeXmlText, xmlTextContent } from "./xml-text.js";

/** A codec whose text never holds a character to escape (digits, signs, letters): written as formatted. */
function plainTextCodec<T>(
  expected: string,
  parse: (text: string) => T | undefined,
  format: (value: T, where: string) => string,
): TextCodec<T> {
  return textCodec(expected, parse, format, format);
}

function boundedInteger(name: keyof typeof INTEGER_RANGES): TextCodec<number> {
  const [min, max] = INTEGER_RANGES[name];
  return plainTextCodec(
    `an xsd:${name} (${min} to ${max})`,
    (text) => parseInteger(text, min, max),
    (value, where) => {
      if (!Number.isInteger(value) || value < min || value > max) {
        throw new RangeError(
          `${where} must be an xsd:${name}, an integer from ${min} to ${max}; got ${String(value)}`,
        );
      }
      return String(value);
    },
  );
}

function bigInteger(name: string, min?: bigint, max?: bigint): TextCodec<bigint> {
  const bounds = bigIntegerBounds(min, max);
  return plainTextCodec(
    `an xsd:${name}`,
    (text) => parseBigInteger(text, bounds),
    (value, where) => {
      if (
        typeof value !== "bigint" ||
        (min !== undefined && value < min) ||
        (max !== undefined && value > max)
      ) {
        throw new RangeError(
          `${where} must be an xsd:${name} bigint in range; got ${String(value)}`,
        );
      }
      return value.toString();
    },
  );
}

function floating(name: "double" | "float"): TextCodec<number> {
  const [parse, format] =
    name === "float" ? [parseFloat32, formatFloat32] : [parseFloating, formatFloating];
  return plainTextCodec<number>(`an xsd:${name}`, parse, (value, where) => {
    if (typeof value !== "number")
      throw new TypeError(`${where} must be a number; got ${typeof value}`);
    try {
      return format(value);
    } catch (err) {
      throw new RangeError(`${where}: ${(err as Error).message}`);
    }
  });
}

function lexical(name: string, pattern: RegExp): TextCodec<string> {
  return textCodec(
    `an xsd:${name}`,
    (text) => (pattern.test(text.trim()) ? text.trim() : undefined),
    (value, where) => {
      if (typeof value !== "string" || !pattern.test(value))
        throw new RangeError(`${where} must be an xsd:${name}; got ${JSON.stringify(value)}`);
      return value;
    },
  );
}

function text(name: string): TextCodec<string> {
  const isString = (value: string, where: string) => {
    if (typeof value !== "string")
      throw new TypeError(`${where} must be a string; got ${typeof value}`);
  };
  return textCodec(
    name === "string" ? "a string" : `an xsd:${name}`,
    (t) => t,
    (value, where) => {
      isString(value, where);
      assertXmlText(value, where);
      return value;
    },
    // Checked and escaped in one pass where nothing needs either.
    (value, where) => {
      isString(value, where);
      return xmlTextContent(value, where);
    },
  );
}

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/**
 * In 32K chunks: one character at a time, 10 MB took 4.7 s on Node 20, in chunks 1.2 s (Node's
 * Buffer would take 2 ms, but the contract's runtime uses no Node-only global).
 */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function base64ToBytes(text: string): Uint8Array | undefined {
  if (!BASE64.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/\s+/g, ""));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

function hexToBytes(text: string): Uint8Array | undefined {
  const hex = text.trim();
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (let i = 0; i < bytes.length; i++)
    hex += bytes[i]!.toString(16).padStart(2, "0").toUpperCase();
  return hex;
}

const TIME_ZONE = "(Z|[+-]\\d{2}:\\d{2})?";

export const string: TextCodec<string> = text("string");
export const normalizedString: TextCodec<string> = text("normalizedString");
export const token: TextCodec<string> = text("token");
export const language: TextCodec<string> = text("language");
export const Name: TextCodec<string> = text("Name");
export const NCName: TextCodec<string> = text("NCName");
export const NMTOKEN: TextCodec<string> = text("NMTOKEN");
export const NMTOKENS: ListCodec<string> = listCodec(text("NMTOKEN"));
export const ID: TextCodec<string> = text("ID");
export const IDREF: TextCodec<string> = text("IDREF");
export const IDREFS: ListCodec<string> = listCodec(text("IDREF"));
export const ENTITY: TextCodec<string> = text("ENTITY");
export const ENTITIES: ListCodec<string> = listCodec(text("ENTITY"));
export const NOTATION: TextCodec<string> = text("NOTATION");
export const anySimpleType: TextCodec<string> = text("anySimpleType");
export const anyURI: TextCodec<string> = text("anyURI");
export const QName: TextCodec<string> = text("QName");
export const boolean: TextCodec<boolean> = plainTextCodec<boolean>(
  "an xsd:boolean (true, false, 1 or 0)",
  parseSoapBoolean,
  (value, where) => {
    if (typeof value !== "boolean")
      throw new TypeError(`${where} must be a boolean; got ${typeof value}`);
    return value ? "true" : "false";
  },
);
export const int: TextCodec<number> = boundedInteger("int");
export const short: TextCodec<number> = boundedInteger("short");
export const byte: TextCodec<number> = boundedInteger("byte");
export const unsignedInt: TextCodec<number> = boundedInteger("unsignedInt");
export const unsignedShort: TextCodec<number> = boundedInteger("unsignedShort");
export const unsignedByte: TextCodec<number> = boundedInteger("unsignedByte");
export const char: TextCodec<number> = boundedInteger("char");
export const long: TextCodec<bigint> = bigInteger("long", -(2n ** 63n), 2n ** 63n - 1n);
export const unsignedLong: TextCodec<bigint> = bigInteger("unsignedLong", 0n, 2n ** 64n - 1n);
export const integer: TextCodec<bigint> = bigInteger("integer");
export const positiveInteger: TextCodec<bigint> = bigInteger("positiveInteger", 1n);
export const nonNegativeInteger: TextCodec<bigint> = bigInteger("nonNegativeInteger", 0n);
export const negativeInteger: TextCodec<bigint> = bigInteger("negativeInteger", undefined, -1n);
export const nonPositiveInteger: TextCodec<bigint> = bigInteger(
  "nonPositiveInteger",
  undefined,
  0n,
);
const decimalText = (value: string, where: string): string => {
  if (typeof value !== "string" || (!isDecimalText(value) && parseDecimal(value) === undefined))
    throw new RangeError(`${where} must be an xsd:decimal string; got ${JSON.stringify(value)}`);
  return value;
};
export const decimal: TextCodec<string> = textCodec<string>(
  "an xsd:decimal",
  parseDecimal,
  decimalText,
  // Only the white space a decimal may have around it can need escaping (a TAB, a CR).
  (value, where) =>
    typeof value === "string" && isDecimalText(value)
      ? value
      : escapeXmlText(decimalText(value, where)),
);
export const double: TextCodec<number> = floating("double");
export const float: TextCodec<number> = floating("float");
// Typed by what it reads (an XsdDateTime); it also writes xsd:dateTime text as given (what a
// client's parameter may be), checked.
const dateTimeText = (value: Date, where: string): string => {
  try {
    return soapDateTimeText(value);
  } catch (err) {
    throw new RangeError(
      `${where} must be a Date or an xsd:dateTime string: ${(err as Error).message}`,
    );
  }
};
export const dateTime: TextCodec<Date> = textCodec<Date>(
  "an xsd:dateTime",
  readSoapDateTime,
  dateTimeText,
  // A Date's text is digits and separators; a string is written as given, white space and all.
  (value, where) =>
    value instanceof Date ? dateTimeText(value, where) : escapeXmlText(dateTimeText(value, where)),
);
export const date: TextCodec<string> = lexical(
  "date",
  /^-?\d{4,}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/,
);
export const time: TextCodec<string> = lexical(
  "time",
  /^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
);
export const duration: TextCodec<string> = lexical(
  "duration",
  /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
);
export const gYear: TextCodec<string> = lexical("gYear", new RegExp(`^-?\\d{4,}${TIME_ZONE}$`));
export const gYearMonth: TextCodec<string> = lexical(
  "gYearMonth",
  new RegExp(`^-?\\d{4,}-\\d{2}${TIME_ZONE}$`),
);
export const gMonth: TextCodec<string> = lexical("gMonth", new RegExp(`^--\\d{2}${TIME_ZONE}$`));
export const gMonthDay: TextCodec<string> = lexical(
  "gMonthDay",
  new RegExp(`^--\\d{2}-\\d{2}${TIME_ZONE}$`),
);
export const gDay: TextCodec<string> = lexical("gDay", new RegExp(`^---\\d{2}${TIME_ZONE}$`));
export const guid: TextCodec<string> = lexical(
  "guid",
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
);
const base64Text = textCodec<Uint8Array>("an xsd:base64Binary", base64ToBytes, (value, where) => {
  if (!(value instanceof Uint8Array)) throw new TypeError(`${where} must be a Uint8Array`);
  return bytesToBase64(value);
});
// Text, or the part of a multipart message the reader or writer has (MTOM/XOP: xop.ts).
export const base64Binary: TextCodec<Uint8Array> = {
  ...base64Text,
  read: (r) => r.parts?.readBinary(r, base64Text) ?? base64Text.read(r),
  writeElement: (w, ...element) =>
    w.binary?.writeBinary(w, ...element) || base64Text.writeElement(w, ...element),
};
export const hexBinary: TextCodec<Uint8Array> = textCodec<Uint8Array>(
  "an xsd:hexBinary",
  hexToBytes,
  (value, where) => {
    if (!(value instanceof Uint8Array)) throw new TypeError(`${where} must be a Uint8Array`);
    return bytesToHex(value);
  },
);
