/** A facet's check: what it adds to a simple type's schema (a zod method, or a refinement). */
import { str, type ExprNode } from "../code/code-model.ts";
import { chain, refine } from "./zod-code.ts";

export type Check = (schema: ExprNode) => ExprNode;

/** `schema.<name>(...args)`: a check zod has. */
export const method =
  (name: string, ...args: ExprNode[]): Check =>
  (schema) =>
    chain(schema, name, ...args);

/** `schema.refine((param) => check, message)`. */
export const refined =
  (param: string, check: ExprNode, message: string): Check =>
  (schema) =>
    refine(schema, param, check, str(message));
