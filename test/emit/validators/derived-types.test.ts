import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, named, NOOP_TAIL } from "./emit-fragment.ts";

it("a derived type joins its base's schema; $type names the family's concrete types; a value of a type with derived ones is checked by its family's schema", async () => {
  const out = await emitted([
    complex("Drawing", [
      field("shapes", named("Shape"), { maxOccurs: null }),
      field("circle", named("Circle")),
    ]),
    complex("Shape", [field("id", builtin("int"))], { abstract: true }),
    complex("Circle", [field("radius", builtin("double"))], {
      base: named("Shape"),
      derivation: "extension",
    }),
    complex("Ring", [field("inner", builtin("double"))], {
      base: named("Circle"),
      derivation: "extension",
    }),
  ]);
  expect(out).toBe(
    HEADER +
      `import { z } from "zod";
import { enumOf, familySchema, objectSchema, typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xsdInt = z.int().min(-2147483648).max(2147483647);

const anyNumber = z.union(
  [z.number(), z.nan(), z.literal([Infinity, -Infinity])],
  "Invalid input: expected number",
);

export const ShapeSchema: z.ZodType<T.Shape, T.Shape> = objectSchema<T.Shape>({
  id: xsdInt,
  $type: enumOf(["Circle", "Ring"]).optional(),
});

export const CircleSchema: z.ZodType<T.Circle, T.Circle> = typedSchema<T.Circle, T.Circle>(
  ShapeSchema.and(z.object({ radius: anyNumber, $type: enumOf(["Circle", "Ring"]).optional() })),
);

export const RingSchema: z.ZodType<T.Ring, T.Ring> = typedSchema<T.Ring, T.Ring>(
  CircleSchema.and(z.object({ inner: anyNumber, $type: enumOf(["Ring"]).optional() })),
);

export const ShapeFamilySchema: z.ZodType<T.ShapeFamily, T.ShapeFamily> =
  familySchema<T.ShapeFamily>({ Circle: CircleSchema, Ring: RingSchema });

export const CircleFamilySchema: z.ZodType<T.CircleFamily, T.CircleFamily> =
  familySchema<T.CircleFamily>({ Circle: CircleSchema, Ring: RingSchema }, "Circle");

export const DrawingSchema: z.ZodType<T.Drawing, T.Drawing> = objectSchema<T.Drawing>({
  shapes: z.array(ShapeFamilySchema).min(1),
  circle: CircleFamilySchema,
});

` +
      NOOP_TAIL,
  );
});
