/**
 * How a property is named in generated code. Property names keep the contract's XML names, so
 * `first-name` is `"first-name"` and `Größe` stays `Größe` (a valid identifier, as any Unicode
 * letter is); only names no identifier can spell are quoted.
 */

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;

export function isIdentifierName(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** The key of a property in a type: quoted when it is not an identifier name. */
export function typeKey(name: string): string {
  return isIdentifierName(name) ? name : JSON.stringify(name);
}

/**
 * The key of a property in an object literal: also `__proto__` is written computed, since a plain
 * `__proto__:` key (quoted or not) sets the object's prototype instead of a property.
 */
export function objectKey(name: string): string {
  return name === "__proto__" ? `["__proto__"]` : typeKey(name);
}

/** `.name`, or `["na-me"]` where the name is not an identifier. */
export function propertyAccess(name: string): string {
  return isIdentifierName(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}
