import { expect, it } from "vitest";
import { emitted, HEADER, simple, NOOP_TAIL } from "./emit-fragment.ts";

it("lengths and patterns of text, list lengths, binary lengths", async () => {
  const out = await emitted([
    simple("Code", "string", { minLength: 2, maxLength: 8, patterns: ["[A-Z]{2}\\d*"] }),
    simple("Pin", "string", { length: 4 }),
    simple("Tags", "NMTOKENS", { maxLength: 3 }),
    simple("Hash", "hexBinary", { length: 16 }),
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

const xmlStrings = z.array(xmlString);

const bytes = z.instanceof(Uint8Array);

export const CodeSchema: z.ZodType<T.Code, T.Code> = typedSchema<T.Code, T.Code>(
  xmlString
    .min(2)
    .max(8)
    .regex(/^(?:[A-Z]{2}[\p{Nd}]*)$/u),
);

export const HashSchema: z.ZodType<T.Hash, T.Hash> = typedSchema<T.Hash, T.Hash>(
  bytes.refine((bytes) => bytes.length === 16, "Invalid length: expected exactly 16 bytes"),
);

export const PinSchema: z.ZodType<T.Pin, T.Pin> = typedSchema<T.Pin, T.Pin>(xmlString.length(4));

export const TagsSchema: z.ZodType<T.Tags, T.Tags> = typedSchema<T.Tags, T.Tags>(xmlStrings.max(3));

` +
      NOOP_TAIL,
  );
});
