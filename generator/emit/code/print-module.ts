/**
 * Prints a ModuleNode as TypeScript source. Layout is the formatter's job afterwards (but for
 * modules of data: print-data-module.ts); this decides only what is written: names quoted where
 * they are not identifiers, strings as JSON literals (stringLiteral), JSDoc escaped and wrapped
 * (jsdoc.ts).
 */
import type {
  BodyStatement,
  ExprNode,
  ImportNode,
  ModuleNode,
  ObjectEntry,
  ParamNode,
  PropertyNode,
  Statement,
  TypeNode,
} from "./code-model.ts";
import { writtenType } from "./code-model.ts";
import { printJsDoc } from "./jsdoc.ts";
import { nameLists } from "./name-lists.ts";
import { objectKey, propertyAccess, typeKey } from "./property-names.ts";

export function printModule(module: ModuleNode): string {
  const head = printModuleHead(module);
  const body = module.statements.map(printStatement).join("\n\n");
  return `${[head, body].filter((p) => p !== "").join("\n\n")}\n`;
}

/** A module's JSDoc, imports and re-exports, lines a formatter leaves as they are where they fit. */
export function printModuleHead(module: ModuleNode): string {
  const parts: string[] = [];
  if (module.doc) parts.push(printJsDoc(module.doc, ""));
  parts.push(...module.imports.map(printImport));
  for (const r of module.reexports ?? []) {
    const names = r.names === "*" ? "*" : [...r.names, ...(r.types ?? []).map((t) => `type ${t}`)];
    const lists = names === "*" ? ["*"] : nameLists(names).map((list) => `{ ${list.join(", ")} }`);
    for (const what of lists)
      parts.push(`export ${r.typeOnly ? "type " : ""}${what} from ${JSON.stringify(r.from)};`);
  }
  return parts.join("\n");
}

/** One import statement, or several from the same module for a long list (name-lists.ts). */
function printImport(i: ImportNode): string {
  const named = (n: ImportNode["names"][number]) =>
    `${n.type && !i.typeOnly ? "type " : ""}${n.name}${n.alias ? ` as ${n.alias}` : ""}`;
  const statement = (what: string) =>
    `import ${i.typeOnly ? "type " : ""}${what} from ${JSON.stringify(i.from)};`;
  if (i.namespace) return statement(`* as ${i.namespace}`);
  return nameLists(i.names)
    .map((names) => statement(`{ ${names.map(named).join(", ")} }`))
    .join("\n");
}

export function printStatement(s: Statement): string {
  const doc = s.doc && s.doc.length > 0 ? `${printJsDoc(s.doc, "")}\n` : "";
  const exported = s.kind === "expression" || s.exported === false ? "" : "export ";
  switch (s.kind) {
    case "interface": {
      const ext = s.extends && s.extends.length > 0 ? ` extends ${s.extends.join(", ")}` : "";
      const lines = s.members.map((m) => printProperty(m, "  "));
      if (s.index) lines.push(`  [${s.index.key}: string]: ${printType(s.index.type)};`);
      return `${doc}${exported}interface ${s.name}${ext} {\n${lines.map((l) => `${l}\n`).join("")}}`;
    }
    case "type":
      return `${doc}${exported}type ${s.name}${s.params ? `<${s.params}>` : ""} = ${printType(s.type)};`;
    case "const": {
      const type = writtenType(s);
      return `${doc}${exported}const ${s.name}${type ? `: ${printType(type)}` : ""} = ${printExpr(s.value)};`;
    }
    case "expression":
      return `${doc}${printExpr(s.expr)};`;
    case "function": {
      const typeParams =
        s.typeParams && s.typeParams.length > 0 ? `<${s.typeParams.join(", ")}>` : "";
      return `${doc}${exported}function ${s.name}${typeParams}(${s.params.map(printParam).join(", ")}): ${printType(s.returns)} {\n  return ${printExpr(s.body)};\n}`;
    }
  }
}

function printParam(p: string | ParamNode): string {
  return typeof p === "string"
    ? p
    : `${p.name}${p.optional ? "?" : ""}: ${printType(p.type)}${p.default === undefined ? "" : ` = ${printExpr(p.default)}`}`;
}

function printProperty(p: PropertyNode, indent: string): string {
  const doc = p.doc && p.doc.length > 0 ? `${printJsDoc(p.doc, indent)}\n` : "";
  const params = p.params ? `(${p.params.map(printParam).join(", ")})` : "";
  return `${doc}${indent}${p.readonly ? "readonly " : ""}${typeKey(p.name)}${p.optional ? "?" : ""}${params}: ${printType(p.type)};`;
}

export function printType(t: TypeNode): string {
  if (typeof t === "string") return t;
  switch (t.kind) {
    case "array": {
      const item = printType(t.of);
      return typeof t.of === "string" && /^[\w.$]+$/.test(item) ? `${item}[]` : `(${item})[]`;
    }
    case "union":
      return t.of
        .map((m) =>
          typeof m !== "string" && m.kind === "intersection" ? `(${printType(m)})` : printType(m),
        )
        .join(" | ");
    case "intersection":
      return t.of
        .map((m) =>
          typeof m !== "string" && m.kind === "union" ? `(${printType(m)})` : printType(m),
        )
        .join(" & ");
    case "object":
      return t.members.length === 0
        ? "{}"
        : `{\n${t.members.map((m) => printProperty(m, "  ")).join("\n")}\n}`;
    case "literal":
      return typeof t.value === "string" ? stringLiteral(t.value) : String(t.value);
    case "generic":
      return `${t.name}<${t.args.map(printType).join(", ")}>`;
  }
}

const PURE = "/* @__PURE__ */ ";

const BEYOND_THE_BMP = /[\u{10000}-\u{10FFFF}]/gu;

/**
 * A string as a JSON literal, with its characters beyond the Basic Multilingual Plane (𝄞, emoji)
 * as `\u{...}` escapes. One such character makes V8 hold a whole module's text at two bytes a
 * character: the fixtures' hard sample has one, and that held 31 of the 91 million characters of a
 * 1,500-operation output so, in the generator and in every process that reads the modules. The
 * escape also shows in a review what the glyph may hide.
 */
export function stringLiteral(value: string): string {
  return JSON.stringify(value).replace(
    BEYOND_THE_BMP,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`,
  );
}

export function printExpr(e: ExprNode): string {
  if (typeof e === "string") return e;
  switch (e.kind) {
    case "string":
      return stringLiteral(e.value);
    case "number":
      return Object.is(e.value, -0) ? "-0" : String(e.value);
    case "call":
      return `${e.pure ? PURE : ""}${printExpr(e.callee)}${e.typeArgs ? `<${e.typeArgs.map(printType).join(", ")}>` : ""}(${e.args.map(printExpr).join(", ")})`;
    case "object":
      if (e.entries.length === 0) return "{}";
      // Written on one line, the formatter lays an object out as fits; written on several, it keeps them.
      if (e.entries.every((x) => !x.getter && !x.method && !(x.doc && x.doc.length > 0)))
        return `{ ${e.entries.map(printEntry).join(", ")} }`;
      return `{\n${e.entries.map((x) => `${x.doc && x.doc.length > 0 ? `${printJsDoc(x.doc, "  ")}\n` : ""}  ${printEntry(x)},`).join("\n")}\n}`;
    case "array":
      return `[${e.items.map(printExpr).join(", ")}]`;
    case "arrow": {
      // An object literal as the body is parenthesized: `=> {` would open a block.
      const body =
        typeof e.body !== "string" && e.body.kind === "object"
          ? `(${printExpr(e.body)})`
          : printExpr(e.body);
      return `(${e.params.map(printParam).join(", ")})${e.returns ? `: ${printType(e.returns)}` : ""} => ${body}`;
    }
    case "as":
      return `${printExpr(e.expr)} as ${printType(e.type)}`;
    case "member":
      return `${printExpr(e.object)}${propertyAccess(e.name)}`;
    case "bigint":
      return `${e.value}n`;
    case "regex":
      return `/${e.source}/${e.flags}`;
    case "new":
      return `${e.pure ? PURE : ""}new ${printExpr(e.callee)}${e.typeArgs ? `<${e.typeArgs.map(printType).join(", ")}>` : ""}(${e.args.map(printExpr).join(", ")})`;
    case "binary":
      return `${printOperand(e.left, e.op)} ${e.op} ${printOperand(e.right, e.op)}`;
    case "conditional":
      return `${printOperand(e.test, "?")} ? ${printOperand(e.then, "?")} : ${printOperand(e.otherwise, "?")}`;
    case "assign":
      return `${printExpr(e.target)} = ${printExpr(e.value)}`;
    case "function":
      return `function (${e.params.map(printParam).join(", ")}) ${printBlock(e.body)}`;
  }
}

/** `{ statements }`; the formatter indents them. */
function printBlock(body: BodyStatement[]): string {
  return body.length === 0 ? "{}" : `{\n${body.map(printBodyStatement).join("\n")}\n}`;
}

function printBodyStatement(s: BodyStatement): string {
  switch (s.kind) {
    case "expression":
      return `${printExpr(s.expr)};`;
    case "if":
      return `if (${printExpr(s.test)}) ${printBlock(s.body)}${s.otherwise ? ` else ${elseBranch(s.otherwise)}` : ""}`;
    case "for-of":
      return `for (const ${s.name} of ${printExpr(s.of)}) ${printBlock(s.body)}`;
    case "while":
      return `while (${printExpr(s.test)}) ${printBlock(s.body)}`;
    case "let":
      return s.value === undefined
        ? `let ${s.name}: ${printType(s.type)};`
        : `let ${s.name}: ${printType(s.type)} = ${printExpr(s.value)};`;
    case "return":
      return `return ${printExpr(s.expr)};`;
    case "switch": {
      const cases = s.cases.map(
        (c) => `case ${printExpr(c.match)}:\n${c.body.map(printBodyStatement).join("\n")}\nbreak;`,
      );
      const otherwise = `default:\n${s.otherwise.map(printBodyStatement).join("\n")}`;
      return `switch (${printExpr(s.on)}) {\n${[...cases, otherwise].join("\n")}\n}`;
    }
  }
}

/** An `else` branch: `else if (...)` for a branch that is one `if`, else a block. */
function elseBranch(body: BodyStatement[]): string {
  return body.length === 1 && body[0]!.kind === "if"
    ? printBodyStatement(body[0]!)
    : printBlock(body);
}

/** `key: value` (the shorthand `key` when the value is the variable of that name), or a getter. */
function printEntry(x: ObjectEntry): string {
  const key = objectKey(x.key);
  if (x.getter) return `get ${key}() {\n    return ${printExpr(x.value)};\n  }`;
  if (typeof x.value !== "string" && x.value.kind === "function")
    return `${key}(${x.value.params.map(printParam).join(", ")}) ${printBlock(x.value.body)}`;
  if (x.method) {
    const { params, throws } = x.method;
    const head = `${x.method.async ? "async " : ""}${key}(${params.map(printParam).join(", ")})`;
    return `${head} {\n    ${throws ? "throw" : "return"} ${printExpr(x.value)};\n  }`;
  }
  return x.value === x.key && key === x.key ? key : `${key}: ${printExpr(x.value)}`;
}

/** An operand of an operator: parenthesized when it is another operator's expression (or an arrow). */
function printOperand(e: ExprNode, op: string): string {
  const nested =
    typeof e !== "string" &&
    ((e.kind === "binary" && e.op !== op) ||
      e.kind === "arrow" ||
      e.kind === "assign" ||
      e.kind === "as" ||
      e.kind === "conditional");
  return nested ? `(${printExpr(e)})` : printExpr(e);
}
