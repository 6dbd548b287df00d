/**
 * Data expressions (data-expr.ts) laid out as the formatter lays them out with the generator's
 * configuration (check/format.ts: line width 100, 2 spaces, double quotes, trailing commas), so
 * a module of data can be written formatted already and the formatter spared reading it: for a
 * large contract the fixtures are most of the text.
 *
 * A group (an object, an array, a call's arguments) stays on one line when it fits in what is
 * left of it, the text up to the next possible line break included (a `,`, a `;`); else it
 * breaks, and its children are laid out each on its own. The formatter's rules this follows, as
 * test/emit/data-layout.test.ts checks against Biome itself:
 * - an array of more than one element, all objects with more than one entry (or all arrays with
 *   more than one element), always breaks, and so does every group holding it;
 * - an array of more than one number breaks as a fill: as many on a line as fit;
 * - the array argument of `new Uint8Array([...])` is hugged by the call's parentheses;
 * - a property's value that does not fit: a string goes to the next line unless the key is short
 *   (narrower than 5 columns), a number (not a negated one) or a boolean never does, anything else
 *   goes there only when not even its first line (`{`, `[`, `new Date(`) fits after the key;
 * - strings in double quotes unless they hold more double quotes than single ones; keys quoted
 *   only where they are not identifiers; `1e+21` as `1e21`.
 * What it cannot lay out with certainty (a character of unknown width, a line that does not fit
 * even where it starts, an expression that is not data) it refuses: LayoutUnsupported, and the
 * caller leaves the module to the formatter.
 */
import type { ExprNode, ObjectEntry } from "./code-model.ts";
import { objectKey } from "./property-names.ts";
import { quoted } from "./quoted-literal.ts";
import { textWidth } from "./text-width.ts";

export const LINE_WIDTH = 100;
/** A key this narrow keeps a long string value on its line (prettier: tab width + 3). */
const SHORT_KEY = 5;

export class LayoutUnsupported extends Error {}

/**
 * `value` laid out from column `col`, its lines after the first indented by `indent`; `suffix`:
 * the width of what follows it on its last line, up to where a line may break (`;` or `,`).
 */
export function layOutData(value: ExprNode, col: number, indent: number, suffix: number): string {
  const out: Out = [];
  try {
    print(out, value, col, indent, suffix);
    return out.join("");
  } finally {
    literals.clear();
    keys.clear();
  }
}

/** The text laid out, in pieces joined once. */
type Out = string[];

function print(out: Out, e: ExprNode, col: number, indent: number, suffix: number): void {
  const room = LINE_WIDTH - col - suffix;
  if (flatWidth(e, room) <= room) out.push(flat(e));
  else broken(out, e, col, indent);
}

/** `e` broken over lines (an atom as it is: it has nowhere to break). */
function broken(out: Out, e: ExprNode, col: number, indent: number): void {
  if (typeof e === "string") {
    out.push(e);
    return;
  }
  switch (e.kind) {
    case "object": {
      if (e.entries.length === 0) return void out.push("{}");
      out.push("{\n");
      for (const entry of e.entries) {
        out.push(pad(indent + 2));
        printEntry(out, entry, indent + 2);
        out.push(",\n");
      }
      out.push(`${pad(indent)}}`);
      return;
    }
    case "array":
      if (e.items.length === 0) return void out.push("[]");
      return brokenArray(out, e.items, indent);
    case "new": {
      const call = callOf(e);
      if (call.bytes) {
        // The array hugged: `new Uint8Array([` on this line, its numbers below.
        if (col + 16 > LINE_WIDTH || call.bytes.length === 0) throw new LayoutUnsupported();
        out.push("new Uint8Array(");
        brokenArray(out, call.bytes, indent);
        out.push(")");
      } else {
        // `new Date(` and its argument on a line of its own.
        if (col + 9 > LINE_WIDTH) throw new LayoutUnsupported();
        out.push(`new Date(\n${pad(indent + 2)}${call.date.text},\n${pad(indent)})`);
      }
      return;
    }
    default:
      out.push(flat(e));
  }
}

function brokenArray(out: Out, items: readonly ExprNode[], indent: number): void {
  const inner = indent + 2;
  out.push(`[\n${pad(inner)}`);
  if (items.length > 1 && items.every(isNumber)) {
    // A fill: each number (with its comma) on the line if it fits there.
    let col = inner;
    items.forEach((item, i) => {
      const text = `${flat(item)},`;
      if (i > 0) {
        if (col + 1 + text.length <= LINE_WIDTH) {
          out.push(" ");
          col += 1;
        } else {
          out.push(`\n${pad(inner)}`);
          col = inner;
        }
      }
      out.push(text);
      col += text.length;
    });
    out.push("\n");
  } else {
    items.forEach((item, i) => {
      if (i > 0) out.push(pad(inner));
      print(out, item, inner, inner, 1);
      out.push(",\n");
    });
  }
  out.push(`${pad(indent)}]`);
}

/** `key: value` at column `indent`, followed by a `,`. */
function printEntry(out: Out, entry: ObjectEntry, indent: number): void {
  const { text: key, width: keyWidth } = keyOf(entry.key);
  const value = entry.value;
  const at = indent + keyWidth + 2;
  out.push(`${key}:`);
  const room = LINE_WIDTH - at - 1;
  if (flatWidth(value, room) <= room) {
    out.push(` ${flat(value)}`);
    return;
  }
  let stays: boolean;
  if (typeof value !== "string" && value.kind === "string") stays = keyWidth < SHORT_KEY;
  else if (neverBreaksAfterKey(value)) stays = true;
  // An atom's first line is all of it, which did not fit.
  else if (typeof value === "string" || value.kind === "bigint" || value.kind === "number")
    stays = false;
  else stays = at + firstLineWidth(value) <= LINE_WIDTH;
  if (stays) {
    out.push(" ");
    broken(out, value, at, indent);
  } else {
    out.push(`\n${pad(indent + 2)}`);
    print(out, value, indent + 2, indent + 2, 1);
  }
}

/** Number literals (not negated ones) and booleans stay after their key however long the line. */
function neverBreaksAfterKey(value: ExprNode): boolean {
  if (typeof value === "string") return value === "true" || value === "false";
  return value.kind === "number" && !numberText(value.value).startsWith("-");
}

/** The width of the first line of `e` broken: up to where it may break first. */
function firstLineWidth(e: ExprNode): number {
  if (typeof e === "string") throw new LayoutUnsupported();
  switch (e.kind) {
    case "object":
      return e.entries.length === 0 ? 2 + 1 : 1;
    case "array":
      return e.items.length === 0 ? 2 + 1 : 1;
    case "new":
      return callOf(e).bytes ? "new Uint8Array(".length : "new Date(".length;
    default:
      throw new LayoutUnsupported();
  }
}

function isNumber(e: ExprNode): boolean {
  return typeof e !== "string" && e.kind === "number";
}

/**
 * The width of `e` on one line, or more than `limit` when it is wider or must break (it holds an
 * array that always breaks); it stops measuring beyond `limit`.
 */
function flatWidth(e: ExprNode, limit: number): number {
  if (typeof e === "string") return e.length;
  switch (e.kind) {
    case "string":
      return literal(e).width;
    case "number":
      return numberText(e.value).length;
    case "bigint":
      return String(e.value).length + 1;
    case "new": {
      const call = callOf(e);
      if (call.date) return 10 + call.date.width;
      return 18 + itemsWidth(call.bytes, limit - 18);
    }
    case "array":
      if (alwaysBreaks(e.items)) return limit + 1;
      return 2 + itemsWidth(e.items, limit - 2);
    case "object": {
      if (e.entries.length === 0) return 2;
      let width = 2 + 2 * e.entries.length;
      for (const entry of e.entries) {
        if (width > limit) return width;
        width += keyOf(entry.key).width + 2;
        width += flatWidth(entry.value, limit - width);
      }
      return width;
    }
    default:
      throw new LayoutUnsupported();
  }
}

function itemsWidth(items: readonly ExprNode[], limit: number): number {
  let width = Math.max(0, 2 * (items.length - 1));
  for (const item of items) {
    if (width > limit) return width;
    width += flatWidth(item, limit - width);
  }
  return width;
}

/** More than one element, all objects of more than one entry or all arrays of more than one element. */
function alwaysBreaks(items: readonly ExprNode[]): boolean {
  if (items.length < 2) return false;
  const first = items[0]!;
  if (typeof first === "string" || (first.kind !== "object" && first.kind !== "array"))
    return false;
  return items.every((item) =>
    typeof item === "string"
      ? false
      : first.kind === "object"
        ? item.kind === "object" && item.entries.length > 1
        : item.kind === "array" && item.items.length > 1,
  );
}

/** `e` on one line. */
function flat(e: ExprNode): string {
  if (typeof e === "string") return e;
  switch (e.kind) {
    case "string":
      return literal(e).text;
    case "number":
      return numberText(e.value);
    case "bigint":
      return `${e.value}n`;
    case "new": {
      const call = callOf(e);
      return call.date
        ? `new Date(${call.date.text})`
        : `new Uint8Array([${call.bytes.map(flat).join(", ")}])`;
    }
    case "array":
      return `[${e.items.map(flat).join(", ")}]`;
    case "object":
      return e.entries.length === 0
        ? "{}"
        : `{ ${e.entries.map((x) => `${keyOf(x.key).text}: ${flat(x.value)}`).join(", ")} }`;
    default:
      throw new LayoutUnsupported();
  }
}

type Call = { date: Literal; bytes?: never } | { bytes: readonly ExprNode[]; date?: never };

/** `new Date("...")` or `new Uint8Array([...])`, the only calls of data. */
function callOf(e: Extract<ExprNode, { kind: "new" }>): Call {
  const [arg, more] = e.args;
  if (more === undefined && arg !== undefined && typeof arg !== "string" && !e.typeArgs) {
    if (e.callee === "Date" && arg.kind === "string") return { date: literal(arg) };
    if (e.callee === "Uint8Array" && arg.kind === "array" && arg.items.every(isNumber))
      return { bytes: arg.items };
  }
  throw new LayoutUnsupported();
}

/** As the formatter writes a number: an exponent without its `+`. */
function numberText(value: number): string {
  return Object.is(value, -0) ? "-0" : String(value).replace("e+", "e");
}

interface Literal {
  text: string;
  width: number;
}

/** Printable ASCII but for `"` and `\\`: written as it is, between double quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** The literals and keys of the value being laid out, by their string: measured once. */
const literals = new Map<string, Literal>();
const keys = new Map<string, Literal>();

function literal(e: Extract<ExprNode, { kind: "string" }>): Literal {
  let found = literals.get(e.value);
  if (found === undefined) {
    found = PLAIN.test(e.value)
      ? { text: `"${e.value}"`, width: e.value.length + 2 }
      : measured(quoted(e.value));
    literals.set(e.value, found);
  }
  return found;
}

/** An object's key as the formatter writes it (objectKey, with the formatter's quotes). */
function keyOf(name: string): Literal {
  let found = keys.get(name);
  if (found === undefined) {
    const key = objectKey(name);
    // As print-module.ts writes a key: JSON's escapes alone.
    found = measured(key.startsWith('"') ? quoted(name, key) : key);
    keys.set(name, found);
  }
  return found;
}

function measured(text: string): Literal {
  const width = textWidth(text);
  if (width === undefined) throw new LayoutUnsupported();
  return { text, width };
}

const pads: string[] = [];

function pad(n: number): string {
  return (pads[n] ??= " ".repeat(n));
}
