import { expect, it } from "vitest";
import { emitted, HEADER, NS, NOOP_TAIL } from "./emit-fragment.ts";

it("an enumeration is z.enum of its exact literals (enumOf, typed as its literals)", async () => {
  const out = await emitted([
    {
      kind: "enum",
      name: { namespace: NS, local: "Color" },
      base: "string",
      values: ["Red", "dark blue"],
    },
  ]);
  expect(out).toBe(
    HEADER +
      `import { z } from "zod";
import { enumOf, objectSchema, typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

export const ColorSchema: z.ZodType<T.Color, T.Color> = typedSchema<T.Color, T.Color>(
  enumOf(["Red", "dark blue"]),
);

` +
      NOOP_TAIL,
  );
});
