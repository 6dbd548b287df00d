/**
 * Data of every kind for the printers of data modules (print-data-module.ts), as fast-check
 * arbitraries: keys and strings with quotes, escapes, wide and combining characters and one beyond
 * the BMP; numbers with -0, infinities and NaN; bigints, Dates, bytes, nested objects and arrays.
 */
import fc from "fast-check";
import type { ModuleNode } from "../../generator/emit/code/code-model.ts";
import { dataExpr } from "../../generator/emit/code/data-expr.ts";

/** Pieces of keys and strings: quotes, escapes, wide and combining characters, one beyond the BMP. */
const PIECES = [
  "a",
  "Z",
  "_",
  "$",
  "-",
  " ",
  "1",
  "é",
  "名",
  '"',
  "'",
  "\\",
  "\n",
  "xxxxxxxxxx",
  "e\u0301",
];
export const key = fc.oneof(
  fc.constantFrom(
    "a",
    "ab",
    "abcd",
    "abcde",
    "1",
    "12",
    "-",
    "a-b",
    "__proto__",
    "名前",
    'a"b',
    "a'b",
  ),
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 14 }).map((p) => p.join("")),
  fc.integer({ min: 1, max: 100 }).map((n) => "k".repeat(n)),
);
const text = fc.oneof(
  fc.array(fc.constantFrom(...PIECES, "😀"), { maxLength: 30 }).map((p) => p.join("")),
  fc.integer({ min: 0, max: 110 }).map((n) => "s".repeat(n)),
  fc.string({ maxLength: 20 }),
);
const leaf = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.constantFrom(-0, Infinity, -Infinity, NaN, 1e21, 1.5e-7, true, false, null),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  fc.date({ min: new Date(-8e15), max: new Date(8e15), noInvalidDate: true }),
  fc.uint8Array({ minLength: 1, maxLength: 60 }),
  fc.array(fc.integer({ min: -1_000_000, max: 100_000_000 }), { maxLength: 40 }),
);
export const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, tie("object"), tie("array"), tie("rows")),
  object: fc.array(fc.tuple(key, tie("value")), { maxLength: 6 }).map((es) => new Map(es)),
  array: fc.array(tie("value"), { maxLength: 6 }),
  // Arrays of objects of one shape, which always break.
  rows: fc.array(
    fc.dictionary(fc.constantFrom("a", "bb", "ccc", "dddddddd"), tie("value"), {
      minKeys: 1,
      maxKeys: 3,
      noNullPrototype: true,
    }),
    { minLength: 2, maxLength: 3 },
  ),
}));

/** A module of fixtures holding `data`, the `i`th. */
export function fixtureModule(data: unknown, i: number): ModuleNode {
  return {
    doc: ["The fixtures of 2 operations."],
    imports: [
      { from: "../fixture-types.js", names: [{ name: "OperationFixture" }], typeOnly: true },
    ],
    statements: [
      {
        kind: "const",
        name: `op${i}Fixture`,
        doc: ["The fixtures of `op`."],
        type: "OperationFixture<T.AuthHeader>",
        value: dataExpr(data),
      },
    ],
  };
}
