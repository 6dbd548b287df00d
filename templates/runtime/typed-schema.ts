/**
 * For the validators a schema must be annotated for (one that refers to itself, or is referred to
 * before it is declared): the schema checked against the contract's type as zod's core type, then
 * typed as the classic schema it is. Annotating it `z.ZodType<T>` directly makes the checker relate
 * the schema to z.ZodType member by member, some sixty generic methods, recursively: a third of a
 * second for the one `XmlValue` schema; against the core type, a few milliseconds.
 */
import type { z } from "zod";

export function typedSchema<Output, Input>(
  schema: z.core.$ZodType<Output, Input>,
): z.ZodType<Output, Input> {
  // Every schema made with the `z.` functions is a classic one.
  return schema as z.ZodType<Output, Input>;
}
