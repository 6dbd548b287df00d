/**
 * TypeScript names for XML names, computed once while the model is built. XML allows `-` and `.`
 * in names and any word; TypeScript identifiers do not, so names are sanitised, reserved words
 * escaped and clashes numbered in a stable order.
 */

const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false " +
    "finally for function if import in instanceof new null return super switch this throw true try " +
    "typeof var void while with as implements interface let package private protected public static " +
    "yield any boolean number string symbol never unknown object undefined await async type " +
    // Not reserved, but no binding may take them in strict mode code, which modules are.
    "eval arguments"
  ).split(" "),
);

/** Names a generated type may not take, because the emitted code uses them itself. */
export const RESERVED_TYPE_NAMES = new Set([
  "XmlValue",
  "XmlFields",
  "AnyTypeItem",
  "AtLeastOne",
  "Date",
  "Promise",
  "Array",
  "Record",
  "Error",
  "Object",
  "String",
  "Number",
  "Boolean",
  "Uint8Array",
  "Partial",
  "Required",
  "Pick",
  "NonNullable",
  "operations",
]);

/** Replaces characters an identifier cannot hold (any Unicode letter can) and escapes a leading digit. */
function sanitizeIdentifier(name: string): string {
  let id = name.replace(/[^\p{ID_Continue}$\u200C\u200D]/gu, "_");
  if (!/^[\p{ID_Start}$_]/u.test(id)) id = `_${id}`;
  return id;
}

/** An identifier usable as a variable, function or type name. */
export function safeIdentifier(name: string): string {
  const id = sanitizeIdentifier(name);
  return RESERVED.has(id) ? `${id}_` : id;
}

/** `eventGetList` -> `EventGetList`, `ND_FW` -> `ND_FW`, `first-name` -> `FirstName`, `größe` -> `Größe`. */
export function pascalCase(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "");
  const joined = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  return safeIdentifier(joined === "" ? "_" : joined);
}

/** `AuthHeader` -> `authHeader`, `Symbol` -> `symbol`: a property name, where a reserved word is fine. */
export function propertyName(name: string): string {
  const pascal = pascalCase(name);
  return pascal[0]!.toLowerCase() + pascal.slice(1);
}

/**
 * Hands out unique names: the first request for a base name gets it, later ones get `Base2`,
 * `Base3`, ... Callers ask in a deterministic order, so the result is stable.
 */
export class NameAllocator {
  private readonly taken: Set<string>;

  constructor(reserved: Iterable<string> = []) {
    this.taken = new Set(reserved);
  }

  allocate(base: string): string {
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }
}
