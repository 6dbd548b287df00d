/** Data as a value expression: literals, Dates, bigints, bytes, arrays, objects without their undefined properties, Maps as objects. */
import { expect, it } from "vitest";
import { dataExpr } from "../../generator/emit/code/data-expr.ts";
import { printExpr } from "../../generator/emit/code/print-module.ts";

it("states each kind of value as a literal, a Map's keys as written, `__proto__` included", () => {
  const value = {
    s: 'a"b',
    n: -0,
    t: true,
    z: null,
    gone: undefined,
    list: [1, "two"],
    "first-name": { deep: [] },
  };
  expect(printExpr(dataExpr(value))).toBe(
    '{ s: "a\\"b", n: -0, t: true, z: null, list: [1, "two"], "first-name": { deep: [] } }',
  );
  const keys = new Map<string, unknown>([
    ["__proto__", 1],
    ["constructor", { of: "x" }],
  ]);
  const printed = printExpr(dataExpr(keys));
  expect(printed).toBe('{ ["__proto__"]: 1, constructor: { of: "x" } }');
  expect(Object.keys(new Function(`return ${printed};`)())).toEqual(["__proto__", "constructor"]);
});

it("states the values a fixture holds: Dates, bigints, bytes, numbers no JSON states", () => {
  const value = [
    new Date(0),
    10n ** 20n,
    new Uint8Array([0, 255]),
    Infinity,
    -Infinity,
    NaN,
    undefined,
  ];
  expect(printExpr(dataExpr(value))).toBe(
    '[new Date("1970-01-01T00:00:00.000Z"), 100000000000000000000n, new Uint8Array([0, 255]), Infinity, -Infinity, NaN, undefined]',
  );
});

it("refuses what no literal states", () => {
  expect(() => dataExpr(() => 1)).toThrow("dataExpr: no literal states");
  expect(() => dataExpr(new (class Point {})())).toThrow("dataExpr: no literal states");
});
