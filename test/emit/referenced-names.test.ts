import { expect, it } from "vitest";
import {
  arrow,
  assign,
  binary,
  as,
  call,
  generic,
  member,
  num,
  obj,
  readonlyObjectType,
  type Statement,
} from "../../generator/emit/code/code-model.ts";
import { referencedNames } from "../../generator/emit/code/referenced-names.ts";

it("names the first name of every written type and expression (keywords too: the caller keeps its own names), not member names, keys or an arrow's own parameters", () => {
  const statement: Statement = {
    kind: "const",
    name: "Own",
    type: generic("z.ZodType", [
      "T.Person",
      readonlyObjectType([{ key: "Key", value: num(1) }], () => "typeof Other"),
    ]),
    value: as(
      call(member("xsd", "int"), [
        obj([{ key: "Hidden", value: arrow(["param"], call("helper", ["param", "Later.field"])) }]),
        obj([{ key: "lazy", value: "Getter", getter: true }]),
      ]),
      "const",
    ),
  };
  expect([...referencedNames(statement)].sort()).toEqual([
    "Getter",
    "Later",
    "Other",
    "T",
    "const",
    "helper",
    "typeof",
    "xsd",
    "z",
  ]);
});

it("a function refers to its parameters' and return types and its body's names, not to its own parameters or type parameters", () => {
  const statement: Statement = {
    kind: "function",
    name: "operation",
    typeParams: ["P"],
    params: [{ name: "entry", type: generic("ServerOperation", ["Impl", "P"]) }],
    returns: generic("Promise", ["Result"]),
    body: call("wrap", [
      "entry",
      arrow([{ name: "item", type: "T.Item" }], call("use", ["item"]), "Out"),
    ]),
  };
  expect([...referencedNames(statement)].sort()).toEqual([
    "Impl",
    "Out",
    "Promise",
    "Result",
    "ServerOperation",
    "T",
    "use",
    "wrap",
  ]);
});

it("a method refers to its parameters' types and its statement's names, not to its own parameters; an expression statement to its names", () => {
  const statement: Statement = {
    kind: "const",
    name: "impl",
    value: obj([
      {
        key: "get",
        method: { async: true, params: ["params", { name: "ctx", type: "Ctx" }] },
        value: call("answer", ["params", "ctx", "Shared"]),
      },
    ]),
  };
  expect([...referencedNames(statement)].sort()).toEqual(["Ctx", "Shared", "answer"]);
  expect([
    ...referencedNames({ kind: "expression", expr: call("wireForm", ["createClient"]) }),
  ]).toEqual(["wireForm", "createClient"]);
});

it("a function of statements refers to its variables' types, not to its variables (`let`), nested blocks' own included", () => {
  const statement: Statement = {
    kind: "const",
    name: "reader",
    value: {
      kind: "function",
      params: ["r"],
      body: [
        { kind: "let", name: "text", type: { kind: "union", of: ["Text", "undefined"] } },
        { kind: "expression", expr: assign("text", call("read", ["r"])) },
        {
          kind: "while",
          test: "text",
          body: [
            { kind: "let", name: "inner", type: "Inner" },
            { kind: "expression", expr: assign("inner", call("use", ["text", "Free"])) },
          ],
        },
        { kind: "expression", expr: call("after", ["inner"]) },
      ],
    },
  };
  expect([...referencedNames(statement)].sort()).toEqual([
    "Free",
    "Inner",
    "Text",
    "after",
    "inner",
    "read",
    "undefined",
    "use",
  ]);
});

it("a variable's first value and what a function returns are references", () => {
  const statement: Statement = {
    kind: "const",
    name: "writer",
    value: {
      kind: "function",
      params: ["v"],
      body: [
        { kind: "let", name: "x", type: "string", value: call("start", ["v"]) },
        { kind: "return", expr: binary("x", "+", "END") },
      ],
    },
  };
  expect([...referencedNames(statement)].sort()).toEqual(["END", "start", "string"]);
});
