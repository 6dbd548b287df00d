import { expect, it } from "vitest";
import { builtin, emitted, HEADER, NS, NOOP_TAIL } from "./emit-fragment.ts";

it("a union is z.union of its members' distinct schemas", async () => {
  const out = await emitted([
    {
      kind: "union",
      name: { namespace: NS, local: "SizeOrName" },
      members: [builtin("int"), builtin("string"), builtin("token")],
    },
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

const xsdInt = z.int().min(-2147483648).max(2147483647);

export const SizeOrNameSchema: z.ZodType<T.SizeOrName, T.SizeOrName> = typedSchema<
  T.SizeOrName,
  T.SizeOrName
>(z.union([xsdInt, xmlString]));

` +
      NOOP_TAIL,
  );
});
