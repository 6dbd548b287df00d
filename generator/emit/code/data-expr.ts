/**
 * A value expression stating data: strings, numbers (`-0`, `Infinity` and `NaN` as such), bigints
 * (`1n`), booleans and null as literals, Dates as `new Date("...")`, bytes as
 * `new Uint8Array([...])`, arrays, objects (a property left `undefined` is left out) and Maps (an
 * object of their entries, in their order: a key like `__proto__` stays a key). For modules that
 * hold data rather than code: the service pages, the fixtures. A value `names` names (an object,
 * a Map or an array: shared-values.ts) is written as that name.
 */
import { arr, bigint, newExpr, num, obj, str, type ExprNode } from "./code-model.ts";

/** The name of a const already holding a value equal to this object, Map or array, if any. */
export type DataNames = (value: object) => string | undefined;

export function dataExpr(value: unknown, names?: DataNames): ExprNode {
  if (typeof value === "string") return str(value);
  if (typeof value === "number") return Number.isFinite(value) ? num(value) : String(value);
  if (typeof value === "bigint") return bigint(value);
  if (typeof value === "boolean" || value === null || value === undefined) return String(value);
  if (value instanceof Date) return newExpr("Date", [str(value.toISOString())]);
  if (value instanceof Uint8Array) return newExpr("Uint8Array", [arr([...value].map(num))]);
  const name = typeof value === "object" && value !== null ? names?.(value) : undefined;
  if (name !== undefined) return name;
  if (Array.isArray(value)) return arr(value.map((item) => dataExpr(item, names)));
  if (value instanceof Map)
    return entriesExpr([...(value as Map<string, unknown>).entries()], names);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return entriesExpr(Object.entries(value), names);
  throw new Error(`dataExpr: no literal states ${String(value)}`);
}

function entriesExpr(entries: readonly [string, unknown][], names?: DataNames): ExprNode {
  return obj(
    entries
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => ({ key, value: dataExpr(v, names) })),
  );
}
