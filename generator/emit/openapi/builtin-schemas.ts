/**
 * The JSON form of each built-in type (docs/openapi.md, "Built-in types"): what `jsonOf` (templates/runtime/json-values.ts)
 * makes of the TypeScript value the generated code hands over. Numbers that a double holds
 * exactly are JSON numbers with their range; 64-bit and unbounded integers and decimals are
 * strings with a format; dateTime is an RFC 3339 string; binary is base64 text; the other dates,
 * times and durations keep their XSD text, as the generated types do; a double's NaN and
 * infinities are the strings "NaN", "INF" and "-INF".
 */
import type { XsdBuiltin } from "../../model/service-model.ts";
import { BUILTINS } from "../common/builtin-table.ts";
import type { JsonSchema } from "./json-schema.ts";

/** Text XML 1.0 can carry (the validators' `xmlString`). */
const XML_TEXT = "^[\\t\\n\\r\\x20-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]*$";
const ZONE = "(Z|[+-]\\d{2}:\\d{2})?";

const text = (pattern = XML_TEXT, format?: string): JsonSchema => ({
  type: "string",
  ...(format ? { format } : {}),
  pattern,
});
const int = (minimum: number, maximum: number, format: string): JsonSchema => ({
  type: "integer",
  format,
  minimum,
  maximum,
});
/** An integer beyond a double's exact range, as its decimal digits. */
const bigText = (pattern: string, format?: string): JsonSchema => ({
  type: "string",
  ...(format ? { format } : {}),
  pattern,
});
const floating = (format: string): JsonSchema => ({
  anyOf: [{ type: "number", format }, { enum: ["NaN", "INF", "-INF"] }],
});
const BASE64: JsonSchema = {
  type: "string",
  contentEncoding: "base64",
  pattern: "^[A-Za-z0-9+/]*={0,2}$",
};

/** The XSD lexical patterns of the validators (common/builtin-table.ts), for the types kept as text. */
const LEXICAL: Partial<Record<XsdBuiltin, string>> = {
  decimal: "^[ \\t\\n\\r]*[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)[ \\t\\n\\r]*$",
  date: `^-?\\d{4,}-\\d{2}-\\d{2}${ZONE}$`,
  time: `^\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?${ZONE}$`,
  duration:
    "^-?P(?=\\d|T\\d)(\\d+Y)?(\\d+M)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+(\\.\\d+)?S)?)?$",
  gYear: `^-?\\d{4,}${ZONE}$`,
  gYearMonth: `^-?\\d{4,}-\\d{2}${ZONE}$`,
  gMonth: `^--\\d{2}${ZONE}$`,
  gMonthDay: `^--\\d{2}-\\d{2}${ZONE}$`,
  gDay: `^---\\d{2}${ZONE}$`,
  guid: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
};

const SPECIAL: Partial<Record<XsdBuiltin, JsonSchema>> = {
  boolean: { type: "boolean" },
  byte: int(-128, 127, "int8"),
  unsignedByte: int(0, 255, "uint8"),
  short: int(-32768, 32767, "int16"),
  unsignedShort: int(0, 65535, "uint16"),
  // ASMX writes System.Char as its UTF-16 code unit.
  char: int(0, 65535, "uint16"),
  int: int(-2147483648, 2147483647, "int32"),
  unsignedInt: int(0, 4294967295, "uint32"),
  long: bigText("^-?[0-9]+$", "int64"),
  unsignedLong: bigText("^[0-9]+$", "uint64"),
  integer: bigText("^-?[0-9]+$"),
  positiveInteger: bigText("^[1-9][0-9]*$"),
  nonNegativeInteger: bigText("^[0-9]+$"),
  negativeInteger: bigText("^-[1-9][0-9]*$"),
  nonPositiveInteger: bigText("^(0|-[1-9][0-9]*)$"),
  decimal: text(LEXICAL.decimal, "decimal"),
  double: floating("double"),
  float: floating("float"),
  dateTime: { type: "string", format: "date-time" },
  guid: text(LEXICAL.guid, "uuid"),
  base64Binary: BASE64,
  hexBinary: BASE64,
};

/** The JSON schema of a built-in's values (anyType's is the AnyTypeItem component: see the scope). */
export function builtinSchema(xsd: Exclude<XsdBuiltin, "anyType">): JsonSchema {
  const special = SPECIAL[xsd] ?? (LEXICAL[xsd] ? text(LEXICAL[xsd]) : undefined);
  if (special) return structuredClone(special);
  return BUILTINS[xsd].tsType === "string[]" ? { type: "array", items: text() } : text();
}
