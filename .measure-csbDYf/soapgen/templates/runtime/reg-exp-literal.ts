/**
 * Regular expressions built from text the code did not write: a contract's namespaces, the names
 * of a document's elements.
 */

/** `text` as the source of a regular expression matching exactly it (outside a character class). */
export function regExpLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
