import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, NOOP_TAIL } from "./emit-fragment.ts";

it("a complex type is an object of its fields (occurrence, nillable items) and attributes", async () => {
  const out = await emitted([
    complex(
      "Order",
      [
        field("id", builtin("int")),
        field("note", builtin("string"), { minOccurs: 0 }),
        field("lines", builtin("string"), { maxOccurs: 10, nillable: true }),
        field("tags", builtin("string"), { minOccurs: 0, maxOccurs: null }),
      ],
      {
        attributes: [
          { xmlName: "version", namespace: "", type: builtin("int"), required: true },
          { xmlName: "lang", namespace: "", type: builtin("language"), required: false },
        ],
      },
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

const xsdInt = z.int().min(-2147483648).max(2147483647);

export const OrderSchema: z.ZodType<T.Order, T.Order> = objectSchema<T.Order>({
  id: xsdInt,
  note: xmlString.optional(),
  lines: z.array(xmlString.nullable()).min(1).max(10),
  tags: z.array(xmlString).optional(),
  version: xsdInt,
  lang: xmlString.optional(),
});

` +
      NOOP_TAIL,
  );
});
