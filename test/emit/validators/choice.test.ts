import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, NOOP_TAIL } from "./emit-fragment.ts";

it("a choice is a union of its alternatives joined to the other fields; an optional one has an alternative of none", async () => {
  const out = await emitted([
    complex(
      "Contact",
      [
        field("name", builtin("string")),
        field("email", builtin("string"), { choice: { group: 0, alternative: 0 } }),
        field("street", builtin("string"), { choice: { group: 0, alternative: 1 } }),
        field("city", builtin("string"), { choice: { group: 0, alternative: 1 } }),
        field("fax", builtin("string"), { choice: { group: 1, alternative: 0 } }),
        field("phone", builtin("string"), { choice: { group: 1, alternative: 1 } }),
      ],
      { choices: [{ required: true }, { required: false }] },
    ),
  ]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { objectSchema, typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xmlString = z
  .string()
  .regex(
    /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u,
    "Invalid string: a character XML 1.0 cannot carry",
  );

export const ContactSchema: z.ZodType<T.Contact, T.Contact> = typedSchema<T.Contact, T.Contact>(
  z
    .object({ name: xmlString })
    .and(
      z.union([
        z.object({ email: xmlString, street: z.never().optional(), city: z.never().optional() }),
        z.object({ email: z.never().optional(), street: xmlString, city: xmlString }),
      ]),
    )
    .and(
      z.union([
        z.object({ fax: xmlString, phone: z.never().optional() }),
        z.object({ fax: z.never().optional(), phone: xmlString }),
        z.object({ fax: z.never().optional(), phone: z.never().optional() }),
      ]),
    ),
);

` +
      NOOP_TAIL,
  );
});
