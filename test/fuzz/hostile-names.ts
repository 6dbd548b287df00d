/**
 * Names to rename to: reserved words of JavaScript and TypeScript, keys of Object.prototype, names
 * the generated code uses, names valid in XML but not in JavaScript, and names colliding with others.
 */
import type { Rng } from "./rng.ts";

const HOSTILE_NAMES = [
  "constructor",
  "__proto__",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "then",
  "class",
  "default",
  "delete",
  "new",
  "function",
  "this",
  "import",
  "export",
  "enum",
  "await",
  "yield",
  "let",
  "static",
  "interface",
  "type",
  "arguments",
  "eval",
  "undefined",
  "null",
  "NaN",
  "Infinity",
  "Object",
  "Promise",
  "Array",
  "Date",
  "Error",
  "Map",
  "Record",
  "Uint8Array",
  "BigInt",
  "string",
  "number",
  "boolean",
  "any",
  "unknown",
  "never",
  "object",
  "z",
  "_",
  "__",
  "a-b",
  "a.b",
  "_1",
  "a__b",
  "ü",
  "名前",
  "Client",
  "Schema",
  "Fault",
  "Response",
  "Result",
  "Request",
];

export function caseVariant(name: string): string {
  const first = name[0]!;
  const flipped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  return flipped === first ? name.toUpperCase() : flipped + name.slice(1);
}

/** A new name for `name`, given the other names it might collide with. */
export function hostileName(rng: Rng, name: string, others: string[]): string {
  const other = others.length > 0 ? rng.pick(others) : name;
  switch (rng.int(6)) {
    case 0:
      return other;
    case 1:
      return caseVariant(other);
    case 2:
      return caseVariant(name);
    case 3:
      return `${other}${rng.pick(["Schema", "Response", "Result", "Request", "Fault", "Codec", "Type", "Client", "Server", "Array", "Item", "_", "-", "."])}`;
    case 4:
      return rng.pick(["ArrayOf", "get", "create", "$", "_", "is"]) + other;
    default:
      return rng.pick(HOSTILE_NAMES);
  }
}
