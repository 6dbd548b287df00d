/**
 * The module-level names a statement of the code model refers to: the first name of every type or
 * expression written as text (`T.cUser` refers to `T`, `typeof xSchema` to `xSchema`), of every
 * callee and member object, less an arrow's own parameters. Property names and object keys are
 * not references. What a name is (declared here, imported, global) is the caller's to decide.
 */
import type {
  BodyStatement,
  ExprNode,
  ParamNode,
  PropertyNode,
  Statement,
  TypeNode,
} from "./code-model.ts";
import { writtenType } from "./code-model.ts";

/** An identifier not preceded by a dot (a member's name is no reference). */
const FIRST_NAMES = /(?<![\w$.])[A-Za-z_$][\w$]*/g;

export function referencedNames(statement: Statement): Set<string> {
  const names = new Set<string>();
  const text = (written: string, bound: ReadonlySet<string>) => {
    for (const [name] of written.matchAll(FIRST_NAMES)) if (!bound.has(name)) names.add(name);
  };
  const type = (t: TypeNode): void => {
    if (typeof t === "string") return text(t, NONE);
    switch (t.kind) {
      case "array":
        return type(t.of);
      case "union":
      case "intersection":
        return t.of.forEach(type);
      case "object":
        return t.members.forEach(member);
      case "literal":
        return;
      case "generic":
        text(t.name, NONE);
        return t.args.forEach(type);
    }
  };
  const member = (m: PropertyNode): void => {
    type(m.type);
    m.params?.forEach((p) => type(p.type));
  };
  const param = (p: ParamNode): void => {
    type(p.type);
    if (p.default !== undefined) expr(p.default, NONE);
  };
  const expr = (e: ExprNode, bound: ReadonlySet<string>): void => {
    if (typeof e === "string") return text(e, bound);
    switch (e.kind) {
      case "string":
      case "number":
      case "bigint":
      case "regex":
        return;
      case "call":
      case "new":
        expr(e.callee, bound);
        if (e.kind === "call") e.typeArgs?.forEach(type);
        return e.args.forEach((a) => expr(a, bound));
      case "object":
        return e.entries.forEach((x) => {
          x.method?.params.forEach((p) => typeof p !== "string" && param(p));
          const own = x.method ? x.method.params.map(paramName) : [];
          expr(x.value, own.length > 0 ? new Set([...bound, ...own]) : bound);
        });
      case "array":
        return e.items.forEach((x) => expr(x, bound));
      case "arrow":
        e.params.forEach((p) => typeof p !== "string" && param(p));
        if (e.returns) type(e.returns);
        return expr(e.body, new Set([...bound, ...e.params.map(paramName)]));
      case "member":
        return expr(e.object, bound);
      case "as":
        expr(e.expr, bound);
        return type(e.type);
      case "binary":
        expr(e.left, bound);
        return expr(e.right, bound);
      case "conditional":
        expr(e.test, bound);
        expr(e.then, bound);
        return expr(e.otherwise, bound);
      case "assign":
        expr(e.target, bound);
        return expr(e.value, bound);
      case "function": {
        e.params.forEach((p) => typeof p !== "string" && param(p));
        const own = withVariables(new Set([...bound, ...e.params.map(paramName)]), e.body);
        return e.body.forEach((s) => body(s, own));
      }
    }
  };
  const body = (s: BodyStatement, bound: ReadonlySet<string>): void => {
    const all = (list: BodyStatement[], names = bound) => {
      const own = withVariables(names, list);
      list.forEach((x) => body(x, own));
    };
    switch (s.kind) {
      case "expression":
        return expr(s.expr, bound);
      case "if":
        expr(s.test, bound);
        all(s.body);
        return all(s.otherwise ?? []);
      case "for-of":
        expr(s.of, bound);
        return all(s.body, new Set([...bound, s.name]));
      case "while":
        expr(s.test, bound);
        return all(s.body);
      case "let":
        if (s.value !== undefined) expr(s.value, bound);
        return type(s.type);
      case "return":
        return expr(s.expr, bound);
      case "switch":
        expr(s.on, bound);
        for (const c of s.cases) {
          expr(c.match, bound);
          all(c.body);
        }
        return all(s.otherwise);
    }
  };
  switch (statement.kind) {
    case "interface":
      statement.extends?.forEach((x) => text(x, NONE));
      statement.members.forEach(member);
      if (statement.index) type(statement.index.type);
      break;
    case "type":
      type(statement.type);
      break;
    case "expression":
      expr(statement.expr, NONE);
      break;
    case "const": {
      const written = writtenType(statement);
      if (written) type(written);
      expr(statement.value, NONE);
      break;
    }
    case "function":
      statement.params.forEach(param);
      type(statement.returns);
      expr(statement.body, new Set(statement.params.map(paramName)));
      // The function's type parameters are its own names, not the module's.
      statement.typeParams?.forEach((t) => names.delete(t));
      break;
  }
  return names;
}

function paramName(p: string | ParamNode): string {
  return typeof p === "string" ? p : p.name;
}

const NONE: ReadonlySet<string> = new Set();

/** `bound` with the variables a block declares (`let`): they are its own names, not references. */
function withVariables(bound: ReadonlySet<string>, block: BodyStatement[]): ReadonlySet<string> {
  const declared = block.flatMap((s) => (s.kind === "let" ? [s.name] : []));
  return declared.length === 0 ? bound : new Set([...bound, ...declared]);
}
