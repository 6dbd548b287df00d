/**
 * What each built-in type becomes in generated code, one row per type: its TypeScript type (the
 * value form users handle: numbers where a double holds every value, bigint for unbounded and
 * 64-bit integers, strings where precision or the lexical form matters, Date for dateTime,
 * Uint8Array for binary), and whether the runtime's `xsd` table has a codec of that name; the
 * sample fixtures use for it: a valid value of that TypeScript type, in canonical form; and the
 * zod schema the validators check its values with.
 */
import type { XsdBuiltin } from "../../model/service-model.ts";
import { arr, bigint, call, member, num, regex, str, type ExprNode } from "../code/code-model.ts";

/** A value of a built-in's TypeScript type (an `AnyTypeItem` for anyType). */
export type BuiltinSample =
  | string
  | number
  | bigint
  | boolean
  | Date
  | Uint8Array
  | readonly string[]
  | { type: string; value: string };

/**
 * The zod schema of a built-in's values (the rules its codec writes by), which `validators.ts`
 * declares once as the const `name`; built-ins with the same rules share one. anyType's is the
 * contract's `AnyTypeItem` schema, made by the validators themselves.
 */
export interface BuiltinZod {
  name: string;
  schema: ExprNode;
  /** The schema's type, written on its const when a part of a split module exports it (code-model.ts `exportedType`). */
  type: string;
  /** Another built-in's schema this one is made of (declared before it). */
  uses?: BuiltinZod;
}

export interface BuiltinRow {
  tsType: string;
  sample: BuiltinSample;
  zod: BuiltinZod;
}

const z = (factory: string, ...args: ExprNode[]): ExprNode => call(member("z", factory), args);
const chain = (schema: ExprNode, method: string, ...args: ExprNode[]): ExprNode =>
  call(member(schema, method), args);
/** A string matching `source` (the codec's lexical form), or `message`. */
const lexical = (name: string, source: string, message: string): BuiltinZod => ({
  name,
  schema: chain(z("string"), "regex", regex(source), str(message)),
  type: "z.ZodString",
});
const intRange = (name: string, min: number, max: number): BuiltinZod => ({
  name,
  schema: chain(chain(z("int"), "min", num(min)), "max", num(max)),
  type: "z.ZodInt",
});
const bigRange = (name: string, min?: bigint, max?: bigint): BuiltinZod => {
  const low = min === undefined ? z("bigint") : chain(z("bigint"), "min", bigint(min));
  return {
    name,
    schema: max === undefined ? low : chain(low, "max", bigint(max)),
    type: "z.ZodBigInt",
  };
};
const ZONE = "(Z|[+-]\\d{2}:\\d{2})?";

/** Text XML 1.0 can carry: no control character but tab, newline and carriage return, no lone surrogate, no U+FFFE or U+FFFF. */
const XML_STRING: BuiltinZod = {
  name: "xmlString",
  schema: chain(
    z("string"),
    "regex",
    regex("^[\\t\\n\\r\\x20-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]*$", "u"),
    str("Invalid string: a character XML 1.0 cannot carry"),
  ),
  type: "z.ZodString",
};
const XML_STRINGS: BuiltinZod = {
  name: "xmlStrings",
  schema: z("array", XML_STRING.name),
  type: "z.ZodArray<z.ZodString>",
  uses: XML_STRING,
};
// INF, -INF and NaN are values of xsd:double and xsd:float, which z.number() refuses.
const FLOATING: BuiltinZod = {
  name: "anyNumber",
  schema: z(
    "union",
    arr([z("number"), z("nan"), z("literal", arr(["Infinity", "-Infinity"]))]),
    str("Invalid input: expected number"),
  ),
  type: "z.ZodUnion<readonly [z.ZodNumber, z.ZodNaN, z.ZodLiteral<number>]>",
};
const BYTES: BuiltinZod = {
  name: "bytes",
  schema: z("instanceof", "Uint8Array"),
  type: "z.ZodInstanceOf<InstanceType<typeof Uint8Array>>",
};

const text = (sample: string, zod = XML_STRING): BuiltinRow => ({ tsType: "string", sample, zod });
const int = (sample: number, zod: BuiltinZod): BuiltinRow => ({ tsType: "number", sample, zod });
const big = (sample: bigint, zod: BuiltinZod): BuiltinRow => ({ tsType: "bigint", sample, zod });
const list = (sample: string[]): BuiltinRow => ({ tsType: "string[]", sample, zod: XML_STRINGS });

export const BUILTINS: Record<XsdBuiltin, BuiltinRow> = {
  string: text("sample & <text>"),
  normalizedString: text("sample text"),
  token: text("sample token"),
  language: text("en-GB"),
  Name: text("sample:name"),
  NCName: text("sample_name"),
  NMTOKEN: text("sample-token"),
  NMTOKENS: list(["alpha", "beta"]),
  ID: text("id-1"),
  IDREF: text("id-1"),
  IDREFS: list(["id-1", "id-2"]),
  ENTITY: text("entity-1"),
  ENTITIES: list(["entity-1", "entity-2"]),
  NOTATION: text("sample"),
  anyURI: text("https://example.com/sample?a=1&b=2"),
  QName: text("sample"),
  anySimpleType: text("sample"),
  boolean: {
    tsType: "boolean",
    sample: true,
    zod: { name: "xsdBoolean", schema: z("boolean"), type: "z.ZodBoolean" },
  },
  int: int(2147483647, intRange("xsdInt", -2147483648, 2147483647)),
  long: big(-9223372036854775808n, bigRange("xsdLong", -(2n ** 63n), 2n ** 63n - 1n)),
  short: int(-32768, intRange("xsdShort", -32768, 32767)),
  byte: int(127, intRange("xsdByte", -128, 127)),
  unsignedInt: int(4294967295, intRange("xsdUnsignedInt", 0, 4294967295)),
  unsignedLong: big(18446744073709551615n, bigRange("xsdUnsignedLong", 0n, 2n ** 64n - 1n)),
  unsignedShort: int(65535, intRange("xsdUnsignedShort", 0, 65535)),
  unsignedByte: int(255, intRange("xsdUnsignedByte", 0, 255)),
  integer: big(-123456789012345678901234567890n, bigRange("xsdInteger")),
  positiveInteger: big(98765432109876543210n, bigRange("xsdPositiveInteger", 1n)),
  nonNegativeInteger: big(0n, bigRange("xsdNonNegativeInteger", 0n)),
  negativeInteger: big(-98765432109876543210n, bigRange("xsdNegativeInteger", undefined, -1n)),
  nonPositiveInteger: big(0n, bigRange("xsdNonPositiveInteger", undefined, 0n)),
  decimal: text(
    "-1234.5678",
    lexical(
      "xsdDecimal",
      "^[ \\t\\n\\r]*[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)[ \\t\\n\\r]*$",
      "Invalid xsd:decimal",
    ),
  ),
  double: int(1234.5, FLOATING),
  float: int(-0.25, FLOATING),
  dateTime: {
    tsType: "Date",
    sample: new Date("2024-02-29T23:59:59.999Z"),
    zod: { name: "xsdDateTime", schema: z("date"), type: "z.ZodDate" },
  },
  date: text(
    "2024-02-29",
    lexical("xsdDate", `^-?\\d{4,}-\\d{2}-\\d{2}${ZONE}$`, "Invalid xsd:date"),
  ),
  time: text(
    "13:45:30",
    lexical("xsdTime", `^\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?${ZONE}$`, "Invalid xsd:time"),
  ),
  duration: text(
    "P1Y2M3DT4H5M6.7S",
    lexical(
      "xsdDuration",
      "^-?P(?=\\d|T\\d)(\\d+Y)?(\\d+M)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+(\\.\\d+)?S)?)?$",
      "Invalid xsd:duration",
    ),
  ),
  gYear: text("2024", lexical("xsdGYear", `^-?\\d{4,}${ZONE}$`, "Invalid xsd:gYear")),
  gYearMonth: text(
    "2024-02",
    lexical("xsdGYearMonth", `^-?\\d{4,}-\\d{2}${ZONE}$`, "Invalid xsd:gYearMonth"),
  ),
  gMonth: text("--02", lexical("xsdGMonth", `^--\\d{2}${ZONE}$`, "Invalid xsd:gMonth")),
  gMonthDay: text(
    "--02-29",
    lexical("xsdGMonthDay", `^--\\d{2}-\\d{2}${ZONE}$`, "Invalid xsd:gMonthDay"),
  ),
  gDay: text("---29", lexical("xsdGDay", `^---\\d{2}${ZONE}$`, "Invalid xsd:gDay")),
  base64Binary: {
    tsType: "Uint8Array",
    sample: new Uint8Array([0, 1, 127, 128, 254, 255]),
    zod: BYTES,
  },
  hexBinary: { tsType: "Uint8Array", sample: new Uint8Array([222, 173, 190, 239]), zod: BYTES },
  guid: text(
    "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
    lexical(
      "xsdGuid",
      "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      "Invalid guid",
    ),
  ),
  // ASMX writes System.Char as its UTF-16 code unit, an unsignedShort.
  char: int(65, intRange("xsdChar", 0, 65535)),
  anyType: {
    tsType: "AnyTypeItem",
    sample: { type: "xsd:string", value: "sample" },
    zod: {
      name: "AnyTypeItemSchema",
      schema: "AnyTypeItemSchema",
      type: "z.ZodType<T.AnyTypeItem, T.AnyTypeItem>",
    },
  },
};

/** Each built-in schema by its name, in the table's order (built-ins of the same rules share one). */
export const BUILTIN_SCHEMAS: ReadonlyMap<string, BuiltinZod> = new Map(
  Object.values(BUILTINS).map((row) => [row.zod.name, row.zod]),
);

/**
 * The built-ins an `anyType` item may name by `xsi:type` (ASMX writes `object[]` so): the ones the
 * runtime reads by name.
 */
export const ANY_TYPE_BUILTINS: readonly XsdBuiltin[] = [
  "string",
  "boolean",
  "int",
  "long",
  "short",
  "byte",
  "unsignedInt",
  "unsignedLong",
  "unsignedShort",
  "unsignedByte",
  "integer",
  "decimal",
  "double",
  "float",
  "dateTime",
  "date",
  "time",
  "duration",
  "base64Binary",
  "anyURI",
  "QName",
  "guid",
  "char",
];
