/** The code model's functions, methods and typed arrows, as printed (before the formatter lays them out). */
import { expect, it } from "vitest";
import {
  arrow,
  assign,
  binary,
  call,
  generic,
  newExpr,
  obj,
  str,
} from "../../generator/emit/code/code-model.ts";
import { printExpr, printStatement } from "../../generator/emit/code/print-module.ts";

it("a function returning one value: type parameters, typed parameters and the return type; not exported when told", () => {
  expect(
    printStatement({
      kind: "function",
      name: "operation",
      doc: ["One entry."],
      typeParams: ["P"],
      params: [{ name: "entry", type: generic("Entry", ["P"]) }],
      returns: "Entry",
      body: "entry",
      exported: false,
    }),
  ).toBe(
    [
      "/** One entry. */",
      "function operation<P>(entry: Entry<P>): Entry {",
      "  return entry;",
      "}",
    ].join("\n"),
  );
});

it("an arrow with typed parameters and a return type; an object literal body is parenthesized", () => {
  expect(
    printExpr(
      arrow(
        [{ name: "items", type: "T.Items" }, "n"],
        obj([
          { key: "data", value: "items" },
          { key: "kind", value: str("x") },
        ]),
        "T.Result",
      ),
    ),
  ).toBe('(items: T.Items, n): T.Result => ({ data: items, kind: "x" })');
  expect(printExpr(arrow(["a"], call("f", ["a"])))).toBe("(a) => f(a)");
});

it("a method of an interface, and a parameter with a default", () => {
  expect(
    printStatement({
      kind: "interface",
      name: "Impl",
      members: [
        {
          name: "get",
          doc: ["Gets."],
          params: [
            { name: "params", type: "T.P" },
            { name: "ctx", type: "Ctx" },
          ],
          type: generic("Promise", ["T.R"]),
        },
      ],
    }),
  ).toBe(
    [
      "export interface Impl {",
      "  /** Gets. */",
      "  get(params: T.P, ctx: Ctx): Promise<T.R>;",
      "}",
    ].join("\n"),
  );
  expect(
    printStatement({
      kind: "function",
      name: "f",
      params: [{ name: "items", type: "string[]", default: { kind: "array", items: [] } }],
      returns: "number",
      body: "items.length",
    }),
  ).toBe(
    ["export function f(items: string[] = []): number {", "  return items.length;", "}"].join("\n"),
  );
});

it("an object's one-statement methods (async, returning or throwing) and an expression statement", () => {
  expect(
    printExpr(
      obj([
        {
          key: "get",
          method: { async: true, params: ["params"] },
          value: call("answer", ["params"]),
        },
        {
          key: "put",
          method: { params: [{ name: "_params", type: "P" }], throws: true },
          value: newExpr("Error", [str("not yet")]),
        },
      ]),
    ),
  ).toBe(
    [
      "{",
      "  async get(params) {",
      "    return answer(params);",
      "  },",
      "  put(_params: P) {",
      '    throw new Error("not yet");',
      "  },",
      "}",
    ].join("\n"),
  );
  expect(printStatement({ kind: "expression", expr: call("wireForm", ["createClient"]) })).toBe(
    "wireForm(createClient);",
  );
});

it("a function of statements: a variable, and an assignment that is an operand in parentheses", () => {
  expect(
    printExpr({
      kind: "function",
      params: ["r"],
      body: [
        { kind: "let", name: "text", type: { kind: "union", of: ["string", "undefined"] } },
        {
          kind: "if",
          test: binary(assign("text", call("read", ["r"])), "!==", "undefined"),
          body: [{ kind: "expression", expr: call("use", ["text"]) }],
        },
      ],
    }),
  ).toBe(
    [
      "function (r) {",
      "let text: string | undefined;",
      "if ((text = read(r)) !== undefined) {",
      "use(text);",
      "}",
      "}",
    ].join("\n"),
  );
});

it("a function of statements: a variable with its first value, and what it returns", () => {
  expect(
    printExpr({
      kind: "function",
      params: ["v"],
      body: [
        { kind: "let", name: "x", type: "string", value: str("") },
        { kind: "expression", expr: binary("x", "+=", call("text", ["v"])) },
        { kind: "return", expr: "x" },
      ],
    }),
  ).toBe(["function (v) {", 'let x: string = "";', "x += text(v);", "return x;", "}"].join("\n"));
});
