/**
 * A value expression stating data: strings, numbers (`-0`, `Infinity` and `NaN` as such), bigints
 * (`1n`), booleans and null as literals, Dates as `new Date("...")`, bytes as
 * `new Uint8Array([...])`, arrays, objects (a property left `undefined` is left out) and Maps (an
 * object of their entries, in their order: a key like `__proto__` stays a key). For modules that
 * hold data rather than code: the service pages, the fixtures.
 */
import { arr, bigint, newExpr, num, obj, str, type ExprNode } from "./code-model.ts";

export function dataExpr(value: unknown): ExprNode {
  if (typeof value === "string") return str(value);
  if (typeof value === "number") return Number.isFinite(value) ? num(value) : String(value);
  if (typeof value === "bigint") return bigint(value);
  if (typeof value === "boolean" || value === null || value === undefined) return String(value);
  if (value instanceof Date) return newExpr("Date", [str(value.toISOString())]);
  if (value instanceof Uint8Array) return newExpr("Uint8Array", [arr([...value].map(num))]);
  if (Array.isArray(value)) return arr(value.map(dataExpr));
  if (value instanceof Map) return entriesExpr([...(value as Map<string, unknown>).entries()]);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return entriesExpr(Object.entries(value));
  throw new Error(`dataExpr: no literal states ${String(value)}`);
}

function entriesExpr(entries: readonly [string, unknown][]): ExprNode {
  return obj(
    entries.filter(([, v]) => v !== undefined).map(([key, v]) => ({ key, value: dataExpr(v) })),
  );
}
