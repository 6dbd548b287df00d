import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, NOOP_TAIL } from "./emit-fragment.ts";

it("simple content is $value; mixed content $text; wildcards $any and $attributes", async () => {
  const out = await emitted([
    complex("Price", [], {
      text: builtin("decimal"),
      attributes: [{ xmlName: "currency", namespace: "", type: builtin("string"), required: true }],
    }),
    complex("Note", [field("b", builtin("string"), { minOccurs: 0 })], {
      mixed: true,
      anyElements: { minOccurs: 0, maxOccurs: null },
      anyAttribute: true,
    }),
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

const xsdDecimal = z
  .string()
  .regex(/^[ \t\n\r]*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)[ \t\n\r]*$/, "Invalid xsd:decimal");

export const NoteSchema: z.ZodType<T.Note, T.Note> = objectSchema<T.Note>({
  b: xmlString.optional(),
  $text: xmlString.optional(),
  $any: z.array(z.string()).optional(),
  $attributes: z.record(z.string(), xmlString).optional(),
});

export const PriceSchema: z.ZodType<T.Price, T.Price> = objectSchema<T.Price>({
  currency: xmlString,
  $value: xsdDecimal,
});

` +
      NOOP_TAIL,
  );
});
