/**
 * A value expression stating plain data: strings, numbers, booleans and null as literals, arrays,
 * objects (a property left `undefined` is left out) and Maps (an object of their entries, in
 * their order: a key like `__proto__` stays a key). For modules that hold data rather than code.
 */
import { arr, num, obj, str, type ExprNode } from "./code-model.ts";

export function dataExpr(value: unknown): ExprNode {
  if (typeof value === "string") return str(value);
  if (typeof value === "number") return num(value);
  if (typeof value === "boolean" || value === null) return String(value);
  if (Array.isArray(value)) return arr(value.map(dataExpr));
  if (value instanceof Map) return entriesExpr([...(value as Map<string, unknown>).entries()]);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) return entriesExpr(Object.entries(value));
  throw new Error(`dataExpr: no literal states ${String(value)}`);
}

function entriesExpr(entries: readonly [string, unknown][]): ExprNode {
  return obj(entries.filter(([, v]) => v !== undefined).map(([key, v]) => ({ key, value: dataExpr(v) })));
}
