/** Shorthands for the zod expressions the validators are built of: `z.object(...)`, `schema.optional()`. */
import { arrow, call, member, type ExprNode } from "../code/code-model.ts";

/** `z.<factory>(...args)`. */
export function z(factory: string, ...args: ExprNode[]): ExprNode {
  return call(member("z", factory), args);
}

/** `schema.<method>(...args)`. */
export function chain(schema: ExprNode, method: string, ...args: ExprNode[]): ExprNode {
  return call(member(schema, method), args);
}

/** `schema.refine((param) => check, message)`. */
export function refine(
  schema: ExprNode,
  param: string,
  check: ExprNode,
  message: ExprNode,
): ExprNode {
  return chain(schema, "refine", arrow([param], check), message);
}

/** The fields of `z.object(fields)`; undefined for any other expression. */
export function objectFields(schema: ExprNode): ExprNode | undefined {
  if (typeof schema === "string" || schema.kind !== "call" || schema.args.length !== 1)
    return undefined;
  const { callee } = schema;
  return typeof callee !== "string" &&
    callee.kind === "member" &&
    callee.object === "z" &&
    callee.name === "object"
    ? schema.args[0]
    : undefined;
}

/** A schema's name in `validators.ts`: the TypeScript type's name and `Schema`. */
export function schemaName(tsName: string): string {
  return `${tsName}Schema`;
}
