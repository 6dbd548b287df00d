/**
 * A value as an expression of the code model: Dates as `new Date("...")`, bigints as `1n`, bytes
 * as `new Uint8Array([...])`, `Infinity` and `NaN` by name; properties whose value is undefined
 * are left out. For data the generator works out as values (the fixtures' samples).
 */
import { arr, bigint, newExpr, num, obj, str, type ExprNode } from "./code-model.ts";

export function valueExpr(value: unknown): ExprNode {
  if (value === undefined || value === null || typeof value === "boolean") return String(value);
  if (value instanceof Date) return newExpr("Date", [str(value.toISOString())]);
  if (typeof value === "bigint") return bigint(value);
  if (typeof value === "number") return Number.isFinite(value) ? num(Object.is(value, -0) ? 0 : value) : String(value);
  if (typeof value === "string") return str(value);
  if (value instanceof Uint8Array) return newExpr("Uint8Array", [arr([...value].map(num))]);
  if (Array.isArray(value)) return arr(value.map(valueExpr));
  if (typeof value === "object") return obj(Object.entries(value).flatMap(([key, v]) => (v === undefined ? [] : [{ key, value: valueExpr(v) }])));
  throw new Error(`valueExpr: no expression is written for a ${typeof value}`);
}
