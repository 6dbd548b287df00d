import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, named, NOOP_TAIL } from "./emit-fragment.ts";

// The model orders types by name (Link, Node); Link needs Node first, which needs Link: a cycle
// closed by getters, so both schemas are annotated (and checked against zod's core type by typedSchema).
it("a reference to a schema declared later, or to its own, is a getter; every schema is annotated z.ZodType, its type never its initializer's", async () => {
  const out = await emitted([
    complex("Node", [
      field("value", builtin("int")),
      field("children", named("Node"), { minOccurs: 0, maxOccurs: null }),
      field("next", named("Link"), { minOccurs: 0 }),
    ]),
    complex("Link", [field("to", named("Node"))]),
  ]);
  expect(out).toBe(
    HEADER +
      `import { z } from "zod";
import { objectSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xsdInt = z.int().min(-2147483648).max(2147483647);

export const NodeSchema: z.ZodType<T.Node, T.Node> = objectSchema<T.Node>({
  value: xsdInt,
  get children() {
    return z.array(NodeSchema).optional();
  },
  get next() {
    return LinkSchema.optional();
  },
});

export const LinkSchema: z.ZodType<T.Link, T.Link> = objectSchema<T.Link>({ to: NodeSchema });

` +
      NOOP_TAIL,
  );
});
