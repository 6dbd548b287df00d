import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, named } from "./emit-fragment.ts";

it("a derived type joins its base's schema; $type names the family's concrete types", async () => {
  const out = await emitted([
    complex("Shape", [field("id", builtin("int"))], { abstract: true }),
    complex("Circle", [field("radius", builtin("double"))], { base: named("Shape"), derivation: "extension" }),
    complex("Ring", [field("inner", builtin("double"))], { base: named("Circle"), derivation: "extension" }),
  ]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xsdInt = z.int().min(-2147483648).max(2147483647);

const anyNumber = z.union(
  [z.number(), z.nan(), z.literal([Infinity, -Infinity])],
  "Invalid input: expected number",
);

export const ShapeSchema: z.ZodType<T.Shape, T.Shape> = typedSchema<T.Shape, T.Shape>(
  z.object({ id: xsdInt, $type: z.enum(["Circle", "Ring"]).optional() }),
);

export const CircleSchema: z.ZodType<T.Circle, T.Circle> = typedSchema<T.Circle, T.Circle>(
  ShapeSchema.and(z.object({ radius: anyNumber, $type: z.enum(["Circle", "Ring"]).optional() })),
);

export const RingSchema: z.ZodType<T.Ring, T.Ring> = typedSchema<T.Ring, T.Ring>(
  CircleSchema.and(z.object({ inner: anyNumber, $type: z.enum(["Ring"]).optional() })),
);

export const NoopParamsSchema: z.ZodType<T.NoopParams> = typedSchema<T.NoopParams>(z.object({}));

/** Each operation's parameters schema, by operation name. */
export const paramsValidators: {
  readonly noop: {
    readonly params: typeof NoopParamsSchema;
  };
} = { noop: { params: NoopParamsSchema } } as const;

/** Each operation's result schema, by operation name. */
export const resultValidators: {
  readonly noop: z.ZodVoid;
} = { noop: z.void() } as const;

/** The SOAP headers' schemas, by element name. */
export const headerValidators = {} as const;

/** Each operation's parameters and result schemas, as the client's validators option takes them. */
export const validators: {
  readonly params: typeof paramsValidators;
  readonly results: typeof resultValidators;
} = { params: paramsValidators, results: resultValidators } as const;
`,
  );
});
