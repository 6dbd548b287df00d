/**
 * The values a module of data would print more than once, each printed once: a module-level
 * `const` declared above the statements, and named wherever the data holds it. A large contract's
 * fixtures repeat the same samples: the round trips of the 1,500 synthetic operations are 7.2 MB
 * of data (as compact text) in 3,701 distinct objects and arrays, and printed whole they were 14 of
 * the fixtures' 16 MB. Which values are the same is decided by what they print (data-expr.ts), so
 * the module means what it meant, value for value.
 */
import type { Statement } from "./code-model.ts";
import { dataExpr, type DataNames } from "./data-expr.ts";

/** A value whose text (on one line, no spaces) is at least this long is shared when repeated. */
export const SHARED_FROM = 300;

export interface SharedValues {
  /** The consts, each after those it holds. */
  consts: Statement[];
  /** The name of the const holding a value equal to this one, for dataExpr. */
  names: DataNames;
}

/**
 * The values in `data` (the module's statements' values, in order) repeated as `SHARED_FROM`
 * says. `taken`: the names the module declares or imports already.
 */
export function sharedValues(data: readonly unknown[], taken: ReadonlySet<string>): SharedValues {
  const shapes = new Shapes();
  for (const value of data) shapes.token(value);
  // How often each long value is printed, a shared one's content counted once.
  const printed = new Map<number, number>();
  const count = (value: unknown): void => {
    const id = shapes.idOf(value);
    if (id === undefined) return;
    if (shapes.size[id]! >= SHARED_FROM) {
      const times = (printed.get(id) ?? 0) + 1;
      printed.set(id, times);
      if (times > 1) return;
    }
    eachEntry(value, (_, child) => count(child));
  };
  // The statements' own values are never shared: each is its statement.
  for (const value of data) eachEntry(value, (_, child) => count(child));
  const nameOf = new Map<number, string>();
  const used = new Set(taken);
  const consts: Statement[] = [];
  const names: DataNames = (value) => {
    const id = shapes.idOf(value);
    return id === undefined ? undefined : nameOf.get(id);
  };
  // Declared children first, in the order the module first holds them.
  const declare = (value: unknown, key: string): void => {
    const id = shapes.idOf(value);
    if (id === undefined || nameOf.has(id)) return;
    eachEntry(value, (childKey, child) =>
      declare(child, typeof childKey === "number" ? `${key}Item` : childKey),
    );
    if ((printed.get(id) ?? 0) < 2) return;
    const name = freeName(key, used);
    consts.push({
      kind: "const",
      name,
      exported: false,
      value: dataExpr(value, (v) => (v === value ? undefined : names(v))),
    });
    nameOf.set(id, name);
  };
  for (const value of data)
    eachEntry(value, (key, child) => declare(child, typeof key === "number" ? "item" : key));
  return { consts, names };
}

/** `<key>Value` as an identifier, numbered from 2 when taken. */
function freeName(key: string, used: Set<string>): string {
  // A key may be any text: its word characters, after a `_` where it would start with a digit.
  const word = key.replace(/[^\w$]+/g, "_").replace(/^(?=\d)/, "_");
  const base = `${word.charAt(0).toLowerCase()}${word.slice(1)}Value`;
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base}${n}`;
  used.add(name);
  return name;
}

/** Objects, Maps and arrays: the values that may be shared (Dates and bytes are printed whole). */
function isShape(value: unknown): value is object {
  return (
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Date) &&
    !(value instanceof Uint8Array)
  );
}

/** What dataExpr prints of a value: an array's items, an object's or Map's defined entries. */
function eachEntry(value: unknown, entry: (key: string | number, child: unknown) => void): void {
  if (!isShape(value)) return;
  if (Array.isArray(value)) value.forEach((item, i) => entry(i, item));
  else if (value instanceof Map) {
    for (const [key, child] of value as Map<string, unknown>)
      if (child !== undefined) entry(key, child);
  } else
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (child !== undefined) entry(key, child);
    }
}

/**
 * Each distinct shape, numbered: equal values (as printed) get the same number, found from their
 * entries' keys and their children's numbers, so each value is looked at once.
 */
class Shapes {
  private readonly ids = new Map<object, number>();
  private readonly byKey = new Map<string, number>();
  /** The length of each shape's compact text, roughly: what decides whether it is worth sharing. */
  readonly size: number[] = [];

  idOf(value: unknown): number | undefined {
    return isShape(value) ? this.ids.get(value) : undefined;
  }

  /**
   * A short text standing for `value`: the same for values dataExpr prints the same. A shape's
   * stands for its entries' keys (quoted) and tokens in order; each kind of token is delimited.
   */
  token(value: unknown): string {
    if (!isShape(value)) return leafToken(value);
    let id = this.ids.get(value);
    if (id === undefined) {
      let key = Array.isArray(value) ? "[" : "{";
      let size = 2;
      eachEntry(value, (name, child) => {
        const token = this.token(child);
        const quoted = typeof name === "number" ? "" : JSON.stringify(name);
        key += `${quoted}:${token},`;
        size += quoted.length + 2 + (isShape(child) ? this.size[this.idOf(child)!]! : token.length);
      });
      id = this.byKey.get(key);
      if (id === undefined) {
        id = this.size.length;
        this.byKey.set(key, id);
        this.size.push(size);
      }
      this.ids.set(value, id);
    }
    return `#${id}`;
  }
}

function leafToken(value: unknown): string {
  if (value instanceof Date) return `D${value.toISOString()}`;
  if (value instanceof Uint8Array) return `U${value.join(" ")}`;
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (Object.is(value, -0)) return "-0";
  return String(value);
}
