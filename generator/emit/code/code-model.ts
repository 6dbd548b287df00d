/**
 * A small typed model of the TypeScript the emitters write: declarations, type expressions and
 * value expressions as data, printed once by print-module.ts (the formatter then lays them out).
 * Emitters build these structures instead of code strings, so what they say is checked by the
 * compiler and printed the same way everywhere (names quoted where needed, JSDoc escaped).
 */

/** A type expression. A string is a type as written: a name (`T.cUser`) or a keyword. */
export type TypeNode =
  | string
  | { kind: "array"; of: TypeNode }
  | { kind: "union"; of: TypeNode[] }
  | { kind: "intersection"; of: TypeNode[] }
  | { kind: "object"; members: PropertyNode[] }
  | { kind: "literal"; value: string | number | boolean }
  /** A generic type applied to arguments: `z.ZodType<T.X, T.X>`. */
  | { kind: "generic"; name: string; args: TypeNode[] };

export interface PropertyNode {
  name: string;
  /** The property's type; a method's return type. */
  type: TypeNode;
  optional?: boolean;
  readonly?: boolean;
  doc?: string[];
  /** A method (`name(params): type;`): its parameters. */
  params?: ParamNode[];
}

/** A value expression. A string is an expression as written: an identifier or a member path (`xsd.int`). */
export type ExprNode =
  | string
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  /** `pure`: printed with the `@__PURE__` annotation, so a bundler drops it when nothing uses its value. */
  | { kind: "call"; callee: ExprNode; typeArgs?: TypeNode[]; args: ExprNode[]; pure?: boolean }
  | { kind: "object"; entries: ObjectEntry[] }
  | { kind: "array"; items: ExprNode[] }
  /** `(a, b: T): R => body`: a parameter is a name, or a name with its type; `returns` is the return type. */
  | { kind: "arrow"; params: (string | ParamNode)[]; body: ExprNode; returns?: TypeNode }
  | { kind: "member"; object: ExprNode; name: string }
  /** `expr as type` (`as const` with type "const"). */
  | { kind: "as"; expr: ExprNode; type: TypeNode }
  | { kind: "bigint"; value: bigint }
  /** A regular expression literal: `source` as written between the slashes. */
  | { kind: "regex"; source: string; flags: string }
  | { kind: "new"; callee: ExprNode; typeArgs?: TypeNode[]; args: ExprNode[]; pure?: boolean }
  /** `left op right`; a binary operand is parenthesized unless it has the same operator. */
  | { kind: "binary"; op: string; left: ExprNode; right: ExprNode }
  /** `test ? then : otherwise`. */
  | { kind: "conditional"; test: ExprNode; then: ExprNode; otherwise: ExprNode }
  /** `target = value`. */
  | { kind: "assign"; target: ExprNode; value: ExprNode }
  /**
   * `function (params) { body }`: a function of several statements (a compiled codec's). As an
   * object's entry, it is written as a method, `key(params) { body }`.
   */
  | { kind: "function"; params: (string | ParamNode)[]; body: BodyStatement[] };

/** A statement in a function's body. */
export type BodyStatement =
  | { kind: "expression"; expr: ExprNode }
  | { kind: "if"; test: ExprNode; body: BodyStatement[]; otherwise?: BodyStatement[] }
  /** `for (const name of of) body`. */
  | { kind: "for-of"; name: string; of: ExprNode; body: BodyStatement[] }
  | { kind: "while"; test: ExprNode; body: BodyStatement[] }
  /**
   * `let name: type;` (`let name = value;` with a value): a variable the statements after it in
   * its block assign and read.
   */
  | { kind: "let"; name: string; type: TypeNode; value?: ExprNode }
  | { kind: "return"; expr: ExprNode }
  /** A `switch` whose every case ends with `break`; `otherwise` is its `default`. */
  | {
      kind: "switch";
      on: ExprNode;
      cases: { match: ExprNode; body: BodyStatement[] }[];
      otherwise: BodyStatement[];
    };

/** A parameter of a function or an arrow, with its type (and the value it takes when left out). */
export interface ParamNode {
  name: string;
  type: TypeNode;
  /** `name?: type`: the argument may be left out. */
  optional?: boolean;
  default?: ExprNode;
}

export interface ObjectEntry {
  key: string;
  value: ExprNode;
  doc?: string[];
  /** Written as a getter (`get key() { return value; }`): the value is evaluated when read. */
  getter?: boolean;
  /**
   * Written as a method whose body is one statement: `async key(params) { return value; }`, or
   * `throw value;` with `throws`. A method, not an arrow, where a reader is to fill in the body.
   */
  method?: { async?: boolean; params: (string | ParamNode)[]; throws?: boolean };
}

export type Statement =
  | {
      kind: "interface";
      name: string;
      doc?: string[];
      extends?: string[];
      members: PropertyNode[];
      /** An index signature after the members: `[key: string]: type`. */
      index?: { key: string; type: TypeNode };
      exported?: boolean;
    }
  | {
      kind: "type";
      name: string;
      doc?: string[];
      type: TypeNode;
      params?: string;
      exported?: boolean;
    }
  | {
      kind: "const";
      name: string;
      doc?: string[];
      type?: TypeNode;
      /**
       * Without `type`: the type written when the const is exported (a part of a split module
       * exports every const, split-module.ts), whose declaration must state it
       * (check/declarations.ts). Unexported, the compiler would only compare it with the type it
       * infers, at a cost (a zod class's: 0.1 s of the school's check).
       */
      exportedType?: TypeNode;
      value: ExprNode;
      exported?: boolean;
    }
  /** `function name<typeParams>(params): returns { return body; }`: a function whose body is the one value it returns. */
  | {
      kind: "function";
      name: string;
      doc?: string[];
      typeParams?: string[];
      params: ParamNode[];
      returns: TypeNode;
      body: ExprNode;
      exported?: boolean;
    }
  /** An expression evaluated for its effect (`run(x);`): a script's entry, say. */
  | { kind: "expression"; expr: ExprNode; doc?: string[] };

/** A declaration: a statement that names what it declares. */
export type Declaration = Exclude<Statement, { kind: "expression" }>;

export interface ImportNode {
  from: string;
  /** Named imports; `type` ones are imported as types only; `alias` is the local name (`name as alias`). */
  names: { name: string; type?: boolean; alias?: string }[];
  /** `import * as <namespace>` instead of named imports. */
  namespace?: string;
  typeOnly?: boolean;
}

/** `export { names, type types } from`, `export type { names } from`, or (names `"*"`) `export * from`. */
export interface ReexportNode {
  from: string;
  names: string[] | "*";
  /** Names re-exported as types only, after the others. */
  types?: string[];
  typeOnly?: boolean;
}

export interface ModuleNode {
  /** The module's JSDoc, first in the file. */
  doc?: string[];
  imports: ImportNode[];
  /** `export ... from` lines, after the imports. */
  reexports?: ReexportNode[];
  statements: Statement[];
}

export const str = (value: string): ExprNode => ({ kind: "string", value });
export const num = (value: number): ExprNode => ({ kind: "number", value });
export const call = (callee: ExprNode, args: ExprNode[], typeArgs?: TypeNode[]): ExprNode => ({
  kind: "call",
  callee,
  args,
  ...(typeArgs ? { typeArgs } : {}),
});
export const obj = (entries: ObjectEntry[]): ExprNode => ({ kind: "object", entries });
export const arr = (items: ExprNode[]): ExprNode => ({ kind: "array", items });
export const arrow = (
  params: (string | ParamNode)[],
  body: ExprNode,
  returns?: TypeNode,
): ExprNode => ({ kind: "arrow", params, body, ...(returns ? { returns } : {}) });
export const member = (object: ExprNode, name: string): ExprNode => ({
  kind: "member",
  object,
  name,
});
export const as = (expr: ExprNode, type: TypeNode): ExprNode => ({ kind: "as", expr, type });
export const bigint = (value: bigint): ExprNode => ({ kind: "bigint", value });
export const regex = (source: string, flags = ""): ExprNode => ({ kind: "regex", source, flags });
/** A module-level value made by a call (`new` included) that has no effect but its value: marked pure for bundlers. */
export function pure(e: ExprNode): ExprNode {
  if (typeof e === "string") return e;
  if (e.kind === "call" || e.kind === "new") return { ...e, pure: true };
  if (e.kind === "as") return { ...e, expr: pure(e.expr) };
  return e;
}
export const newExpr = (callee: ExprNode, args: ExprNode[]): ExprNode => ({
  kind: "new",
  callee,
  args,
});
export const assign = (target: ExprNode, value: ExprNode): ExprNode => ({
  kind: "assign",
  target,
  value,
});
export const fn = (params: (string | ParamNode)[], body: BodyStatement[]): ExprNode => ({
  kind: "function",
  params,
  body,
});
export const binary = (left: ExprNode, op: string, right: ExprNode): ExprNode => ({
  kind: "binary",
  op,
  left,
  right,
});
export const conditional = (test: ExprNode, then: ExprNode, otherwise: ExprNode): ExprNode => ({
  kind: "conditional",
  test,
  then,
  otherwise,
});
export const union = (of: TypeNode[]): TypeNode =>
  of.length === 1 ? of[0]! : { kind: "union", of };
export const arrayOf = (of: TypeNode): TypeNode => ({ kind: "array", of });
export const literal = (value: string | number | boolean): TypeNode => ({ kind: "literal", value });
export const generic = (name: string, args: TypeNode[]): TypeNode => ({
  kind: "generic",
  name,
  args,
});
/** The type a const is written with: its `type`, else its `exportedType` where it is exported. */
export function writtenType(s: Extract<Statement, { kind: "const" }>): TypeNode | undefined {
  return s.type ?? (s.exported === false ? undefined : s.exportedType);
}

/**
 * `{ readonly key: <type>; ... }`, the type of an `as const` object of the entries: `typeof name`
 * for a value that is a name (or `named`'s type for it, when it gives one: a name the module does
 * not export, whose type its declarations would otherwise need), the same again for a nested
 * object, and `other`'s type for anything else. A module-level object of thousands of values (a
 * large contract's operations or validators) is annotated so: the compiler then copies the annotation into its declarations, where it would
 * otherwise search every module for a name to write each value's type by, most of a large
 * contract's compile (bench/README.md).
 */
export function readonlyObjectType(
  entries: readonly ObjectEntry[],
  other?: (value: Exclude<ExprNode, string>) => TypeNode,
  named?: (name: string) => TypeNode | undefined,
): TypeNode {
  const typeOf = (value: ExprNode): TypeNode => {
    if (typeof value === "string") return named?.(value) ?? `typeof ${value}`;
    if (value.kind === "object") return readonlyObjectType(value.entries, other, named);
    if (other) return other(value);
    throw new Error(`readonlyObjectType: no type is written for a value of kind ${value.kind}`);
  };
  return {
    kind: "object",
    members: entries.map((e) => ({ name: e.key, type: typeOf(e.value), readonly: true })),
  };
}
