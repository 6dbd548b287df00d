import { expect, it } from "vitest";
import { builtin, emitted, HEADER, named, NS, NOOP_TAIL } from "./emit-fragment.ts";

it("a list is an array of its items with its length facets; a [Flags] enumeration a list of the enumeration", async () => {
  const out = await emitted([
    {
      kind: "list",
      name: { namespace: NS, local: "Scores" },
      item: builtin("int"),
      facets: { minLength: 1, maxLength: 5 },
    },
    {
      kind: "enum",
      name: { namespace: NS, local: "Day" },
      base: "string",
      values: ["Monday", "Tuesday"],
    },
    { kind: "list", name: { namespace: NS, local: "Days" }, item: named("Day") },
  ]);
  expect(out).toBe(
    HEADER +
      `import { z } from "zod";
import { enumOf, objectSchema, typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xsdInt = z.int().min(-2147483648).max(2147483647);

export const DaySchema: z.ZodType<T.Day, T.Day> = typedSchema<T.Day, T.Day>(
  enumOf(["Monday", "Tuesday"]),
);

export const DaysSchema: z.ZodType<T.Days, T.Days> = typedSchema<T.Days, T.Days>(
  z.array(DaySchema),
);

export const ScoresSchema: z.ZodType<T.Scores, T.Scores> = typedSchema<T.Scores, T.Scores>(
  z.array(xsdInt).min(1).max(5),
);

` +
      NOOP_TAIL,
  );
});
