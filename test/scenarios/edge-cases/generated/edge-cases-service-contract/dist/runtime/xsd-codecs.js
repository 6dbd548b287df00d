// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { listCodec, textCodec } from "./codec.js";
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
  soapDateTimeText
} from "./scalar-text.js";
import { assertXmlText, escapeXmlText, xmlTextContent } from "./xml-text.js";
function plainTextCodec(expected, parse, format) {
  return textCodec(expected, parse, format, format);
}
function boundedInteger(name) {
  const [min, max] = INTEGER_RANGES[name];
  return plainTextCodec(
    `an xsd:${name} (${min} to ${max})`,
    (text2) => parseInteger(text2, min, max),
    (value, where) => {
      if (!Number.isInteger(value) || value < min || value > max) {
        throw new RangeError(
          `${where} must be an xsd:${name}, an integer from ${min} to ${max}; got ${String(value)}`
        );
      }
      return String(value);
    }
  );
}
function bigInteger(name, min, max) {
  const bounds = bigIntegerBounds(min, max);
  return plainTextCodec(
    `an xsd:${name}`,
    (text2) => parseBigInteger(text2, bounds),
    (value, where) => {
      if (typeof value !== "bigint" || min !== void 0 && value < min || max !== void 0 && value > max) {
        throw new RangeError(
          `${where} must be an xsd:${name} bigint in range; got ${String(value)}`
        );
      }
      return value.toString();
    }
  );
}
function floating(name) {
  const [parse, format] = name === "float" ? [parseFloat32, formatFloat32] : [parseFloating, formatFloating];
  return plainTextCodec(`an xsd:${name}`, parse, (value, where) => {
    if (typeof value !== "number")
      throw new TypeError(`${where} must be a number; got ${typeof value}`);
    try {
      return format(value);
    } catch (err) {
      throw new RangeError(`${where}: ${err.message}`);
    }
  });
}
function lexical(name, pattern) {
  return textCodec(
    `an xsd:${name}`,
    (text2) => pattern.test(text2.trim()) ? text2.trim() : void 0,
    (value, where) => {
      if (typeof value !== "string" || !pattern.test(value))
        throw new RangeError(`${where} must be an xsd:${name}; got ${JSON.stringify(value)}`);
      return value;
    }
  );
}
function text(name) {
  const isString = (value, where) => {
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
    }
  );
}
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;
function bytesToBase64(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 32768)
    binary += String.fromCharCode(...bytes.subarray(i, i + 32768));
  return btoa(binary);
}
function base64ToBytes(text2) {
  if (!BASE64.test(text2)) return void 0;
  try {
    const binary = atob(text2.replace(/\s+/g, ""));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return void 0;
  }
}
function hexToBytes(text2) {
  const hex = text2.trim();
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return void 0;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
function bytesToHex(bytes) {
  let hex = "";
  for (let i = 0; i < bytes.length; i++)
    hex += bytes[i].toString(16).padStart(2, "0").toUpperCase();
  return hex;
}
const TIME_ZONE = "(Z|[+-]\\d{2}:\\d{2})?";
const string = text("string");
const normalizedString = text("normalizedString");
const token = text("token");
const language = text("language");
const Name = text("Name");
const NCName = text("NCName");
const NMTOKEN = text("NMTOKEN");
const NMTOKENS = listCodec(text("NMTOKEN"));
const ID = text("ID");
const IDREF = text("IDREF");
const IDREFS = listCodec(text("IDREF"));
const ENTITY = text("ENTITY");
const ENTITIES = listCodec(text("ENTITY"));
const NOTATION = text("NOTATION");
const anySimpleType = text("anySimpleType");
const anyURI = text("anyURI");
const QName = text("QName");
const boolean = plainTextCodec(
  "an xsd:boolean (true, false, 1 or 0)",
  parseSoapBoolean,
  (value, where) => {
    if (typeof value !== "boolean")
      throw new TypeError(`${where} must be a boolean; got ${typeof value}`);
    return value ? "true" : "false";
  }
);
const int = boundedInteger("int");
const short = boundedInteger("short");
const byte = boundedInteger("byte");
const unsignedInt = boundedInteger("unsignedInt");
const unsignedShort = boundedInteger("unsignedShort");
const unsignedByte = boundedInteger("unsignedByte");
const char = boundedInteger("char");
const long = bigInteger("long", -(2n ** 63n), 2n ** 63n - 1n);
const unsignedLong = bigInteger("unsignedLong", 0n, 2n ** 64n - 1n);
const integer = bigInteger("integer");
const positiveInteger = bigInteger("positiveInteger", 1n);
const nonNegativeInteger = bigInteger("nonNegativeInteger", 0n);
const negativeInteger = bigInteger("negativeInteger", void 0, -1n);
const nonPositiveInteger = bigInteger(
  "nonPositiveInteger",
  void 0,
  0n
);
const decimalText = (value, where) => {
  if (typeof value !== "string" || !isDecimalText(value) && parseDecimal(value) === void 0)
    throw new RangeError(`${where} must be an xsd:decimal string; got ${JSON.stringify(value)}`);
  return value;
};
const decimal = textCodec(
  "an xsd:decimal",
  parseDecimal,
  decimalText,
  // Only the white space a decimal may have around it can need escaping (a TAB, a CR).
  (value, where) => typeof value === "string" && isDecimalText(value) ? value : escapeXmlText(decimalText(value, where))
);
const double = floating("double");
const float = floating("float");
const dateTimeText = (value, where) => {
  try {
    return soapDateTimeText(value);
  } catch (err) {
    throw new RangeError(
      `${where} must be a Date or an xsd:dateTime string: ${err.message}`
    );
  }
};
const dateTime = textCodec(
  "an xsd:dateTime",
  readSoapDateTime,
  dateTimeText,
  // A Date's text is digits and separators; a string is written as given, white space and all.
  (value, where) => value instanceof Date ? dateTimeText(value, where) : escapeXmlText(dateTimeText(value, where))
);
const date = lexical(
  "date",
  /^-?\d{4,}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/
);
const time = lexical(
  "time",
  /^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/
);
const duration = lexical(
  "duration",
  /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/
);
const gYear = lexical("gYear", new RegExp(`^-?\\d{4,}${TIME_ZONE}$`));
const gYearMonth = lexical(
  "gYearMonth",
  new RegExp(`^-?\\d{4,}-\\d{2}${TIME_ZONE}$`)
);
const gMonth = lexical("gMonth", new RegExp(`^--\\d{2}${TIME_ZONE}$`));
const gMonthDay = lexical(
  "gMonthDay",
  new RegExp(`^--\\d{2}-\\d{2}${TIME_ZONE}$`)
);
const gDay = lexical("gDay", new RegExp(`^---\\d{2}${TIME_ZONE}$`));
const guid = lexical(
  "guid",
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
);
const base64Text = textCodec("an xsd:base64Binary", base64ToBytes, (value, where) => {
  if (!(value instanceof Uint8Array)) throw new TypeError(`${where} must be a Uint8Array`);
  return bytesToBase64(value);
});
const base64Binary = {
  ...base64Text,
  read: (r) => r.parts?.readBinary(r, base64Text) ?? base64Text.read(r),
  writeElement: (w, ...element) => w.binary?.writeBinary(w, ...element) || base64Text.writeElement(w, ...element)
};
const hexBinary = textCodec(
  "an xsd:hexBinary",
  hexToBytes,
  (value, where) => {
    if (!(value instanceof Uint8Array)) throw new TypeError(`${where} must be a Uint8Array`);
    return bytesToHex(value);
  }
);
export {
  ENTITIES,
  ENTITY,
  ID,
  IDREF,
  IDREFS,
  NCName,
  NMTOKEN,
  NMTOKENS,
  NOTATION,
  Name,
  QName,
  anySimpleType,
  anyURI,
  base64Binary,
  boolean,
  byte,
  char,
  date,
  dateTime,
  decimal,
  double,
  duration,
  float,
  gDay,
  gMonth,
  gMonthDay,
  gYear,
  gYearMonth,
  guid,
  hexBinary,
  int,
  integer,
  language,
  long,
  negativeInteger,
  nonNegativeInteger,
  nonPositiveInteger,
  normalizedString,
  positiveInteger,
  short,
  string,
  time,
  token,
  unsignedByte,
  unsignedInt,
  unsignedLong,
  unsignedShort
};
//# sourceMappingURL=xsd-codecs.js.map
