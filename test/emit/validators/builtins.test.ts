/** Every built-in but anyType, each checked by its row of the built-in table (one schema shared by the built-ins of the same rules). */
import { expect, it } from "vitest";
import { XSD_BUILTINS } from "../../../generator/model/xsd-builtins.ts";
import { builtin, complex, emitted, field, HEADER, NOOP_TAIL } from "./emit-fragment.ts";

it("the built-ins' schemas are declared once each, first in the file", async () => {
  const out = await emitted([
    complex(
      "Every",
      XSD_BUILTINS.filter((x) => x !== "anyType").map((x) => field(x, builtin(x))),
    ),
  ]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { objectSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xmlString = z
  .string()
  .regex(
    /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u,
    "Invalid string: a character XML 1.0 cannot carry",
  );

const xmlStrings = z.array(xmlString);

const xsdBoolean = z.boolean();

const xsdInt = z.int().min(-2147483648).max(2147483647);

const xsdLong = z.bigint().min(-9223372036854775808n).max(9223372036854775807n);

const xsdShort = z.int().min(-32768).max(32767);

const xsdByte = z.int().min(-128).max(127);

const xsdUnsignedInt = z.int().min(0).max(4294967295);

const xsdUnsignedLong = z.bigint().min(0n).max(18446744073709551615n);

const xsdUnsignedShort = z.int().min(0).max(65535);

const xsdUnsignedByte = z.int().min(0).max(255);

const xsdInteger = z.bigint();

const xsdPositiveInteger = z.bigint().min(1n);

const xsdNonNegativeInteger = z.bigint().min(0n);

const xsdNegativeInteger = z.bigint().max(-1n);

const xsdNonPositiveInteger = z.bigint().max(0n);

const xsdDecimal = z
  .string()
  .regex(/^[ \t\n\r]*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)[ \t\n\r]*$/, "Invalid xsd:decimal");

const anyNumber = z.union(
  [z.number(), z.nan(), z.literal([Infinity, -Infinity])],
  "Invalid input: expected number",
);

const xsdDateTime = z.date();

const xsdDate = z.string().regex(/^-?\d{4,}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/, "Invalid xsd:date");

const xsdTime = z
  .string()
  .regex(/^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/, "Invalid xsd:time");

const xsdDuration = z
  .string()
  .regex(
    /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
    "Invalid xsd:duration",
  );

const xsdGYear = z.string().regex(/^-?\d{4,}(Z|[+-]\d{2}:\d{2})?$/, "Invalid xsd:gYear");

const xsdGYearMonth = z
  .string()
  .regex(/^-?\d{4,}-\d{2}(Z|[+-]\d{2}:\d{2})?$/, "Invalid xsd:gYearMonth");

const xsdGMonth = z.string().regex(/^--\d{2}(Z|[+-]\d{2}:\d{2})?$/, "Invalid xsd:gMonth");

const xsdGMonthDay = z
  .string()
  .regex(/^--\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/, "Invalid xsd:gMonthDay");

const xsdGDay = z.string().regex(/^---\d{2}(Z|[+-]\d{2}:\d{2})?$/, "Invalid xsd:gDay");

const bytes = z.instanceof(Uint8Array);

const xsdGuid = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    "Invalid guid",
  );

const xsdChar = z.int().min(0).max(65535);

export const EverySchema: z.ZodType<T.Every, T.Every> = objectSchema<T.Every>({
  string: xmlString,
  normalizedString: xmlString,
  token: xmlString,
  language: xmlString,
  Name: xmlString,
  NCName: xmlString,
  NMTOKEN: xmlString,
  NMTOKENS: xmlStrings,
  ID: xmlString,
  IDREF: xmlString,
  IDREFS: xmlStrings,
  ENTITY: xmlString,
  ENTITIES: xmlStrings,
  NOTATION: xmlString,
  anyURI: xmlString,
  QName: xmlString,
  anySimpleType: xmlString,
  boolean: xsdBoolean,
  int: xsdInt,
  long: xsdLong,
  short: xsdShort,
  byte: xsdByte,
  unsignedInt: xsdUnsignedInt,
  unsignedLong: xsdUnsignedLong,
  unsignedShort: xsdUnsignedShort,
  unsignedByte: xsdUnsignedByte,
  integer: xsdInteger,
  positiveInteger: xsdPositiveInteger,
  nonNegativeInteger: xsdNonNegativeInteger,
  negativeInteger: xsdNegativeInteger,
  nonPositiveInteger: xsdNonPositiveInteger,
  decimal: xsdDecimal,
  double: anyNumber,
  float: anyNumber,
  dateTime: xsdDateTime,
  date: xsdDate,
  time: xsdTime,
  duration: xsdDuration,
  gYear: xsdGYear,
  gYearMonth: xsdGYearMonth,
  gMonth: xsdGMonth,
  gMonthDay: xsdGMonthDay,
  gDay: xsdGDay,
  base64Binary: bytes,
  hexBinary: bytes,
  guid: xsdGuid,
  char: xsdChar,
});

` +
      NOOP_TAIL,
  );
});
