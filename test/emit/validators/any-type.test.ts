import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, NOOP_TAIL } from "./emit-fragment.ts";

it("anyType items are told apart by type, each value checked by its built-in's schema; undescribed content is XML values", async () => {
  const out = await emitted([
    complex("Bag", [
      field("item", builtin("anyType"), { minOccurs: 0, maxOccurs: null, nillable: true }),
    ]),
    complex("Extra", []),
  ]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import {
  nillableItems,
  objectSchema,
  taggedUnionSchema,
  typedSchema,
} from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xmlString = z
  .string()
  .regex(
    /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u,
    "Invalid string: a character XML 1.0 cannot carry",
  );

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

const bytes = z.instanceof(Uint8Array);

const xsdGuid = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    "Invalid guid",
  );

const xsdChar = z.int().min(0).max(65535);

export const XmlValueSchema: z.ZodType<T.XmlValue, T.XmlValue> = typedSchema<
  T.XmlValue,
  T.XmlValue
>(
  z.lazy(() =>
    z.union([z.string(), z.null(), z.array(XmlValueSchema), z.record(z.string(), XmlValueSchema)]),
  ),
);

export const ExtraSchema: z.ZodType<T.Extra, T.Extra> = typedSchema<T.Extra, T.Extra>(
  z.record(z.string(), XmlValueSchema),
);

export const AnyTypeItemSchema: z.ZodType<T.AnyTypeItem, T.AnyTypeItem> =
  taggedUnionSchema<T.AnyTypeItem>({
    "xsd:string": { value: xmlString },
    "xsd:boolean": { value: xsdBoolean },
    "xsd:int": { value: xsdInt },
    "xsd:long": { value: xsdLong },
    "xsd:short": { value: xsdShort },
    "xsd:byte": { value: xsdByte },
    "xsd:unsignedInt": { value: xsdUnsignedInt },
    "xsd:unsignedLong": { value: xsdUnsignedLong },
    "xsd:unsignedShort": { value: xsdUnsignedShort },
    "xsd:unsignedByte": { value: xsdUnsignedByte },
    "xsd:integer": { value: xsdInteger },
    "xsd:decimal": { value: xsdDecimal },
    "xsd:double": { value: anyNumber },
    "xsd:float": { value: anyNumber },
    "xsd:dateTime": { value: xsdDateTime, text: xmlString },
    "xsd:date": { value: xsdDate },
    "xsd:time": { value: xsdTime },
    "xsd:duration": { value: xsdDuration },
    "xsd:base64Binary": { value: bytes },
    "xsd:anyURI": { value: xmlString },
    "xsd:QName": { value: xmlString },
    "xsd:guid": { value: xsdGuid },
    "xsd:char": { value: xsdChar },
    Extra: { value: ExtraSchema },
    unknown: {
      xsiType: xmlString.nullable(),
      xsiTypeNamespace: xmlString.optional(),
      value: XmlValueSchema,
    },
  });

export const BagSchema: z.ZodType<T.Bag, T.Bag> = typedSchema<T.Bag, T.Bag>(
  nillableItems(AnyTypeItemSchema),
);

` +
      NOOP_TAIL,
  );
});
