/**
 * The shape of the records a list repeats: open content's items (an ASMX `object[]` of one class)
 * have the same text fields in the same order, item after item. Once two records in a row at one
 * place have had the same children, a sticky regular expression of that shape checks each next
 * record in one native match, where the reader would compare its tags character by character;
 * the reader then only slices the texts out. The expression has no captures, so a match allocates
 * nothing.
 *
 * It accepts only what the reader's own scan of plain children accepts (tags without attributes,
 * texts without references, CRs or ">", white space without CRs between), so a record it matches
 * reads as the scan would read it; anything else is left to the scan. Its texts hold no character
 * XML does not allow and no surrogate: a match from where the document is known clean proves its
 * span clean (XmlReader.readPlainChildren), so it is not scanned again. A document can make the
 * reader build at most a few of them, each of a few names: hostile input cannot make it compile
 * expressions without end.
 */

import { regExpLiteral } from "./reg-exp-literal.js";

/** Records of more children, or with longer names, are not remembered (as field-keys.ts). */
const MAX_CHILDREN = 16;
const MAX_NAME = 64;
/** Expressions one document may have built. */
const MAX_BUILT = 8;
/**
 * A record's text: no markup, reference, CR or ">", and no character XML does not allow nor any
 * surrogate (a text with an astral character is left to the scan), so that a match proves its
 * span clean.
 */
const SHAPE_TEXT = "[^<&\\r>\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\uD800-\\uDFFF\\uFFFE\\uFFFF]*";

export class RecordShape {
  #depth = -1;
  #parent = "";
  #names: string[] = [];
  /** How many records in a row have had these names. */
  #seen = 0;
  #built = 0;
  #pattern: RegExp | undefined;

  /** The children's names of the records this shape matches, in order. */
  get names(): readonly string[] {
    return this.#names;
  }

  /**
   * Where the record at `pos` (its content, after the start tag of the element `parent` at
   * `depth`) ends, after its end tag, when it has this shape; -1 when it has not.
   */
  match(xml: string, pos: number, depth: number, parent: string): number {
    const pattern = this.#pattern;
    if (pattern === undefined || depth !== this.#depth || parent !== this.#parent) return -1;
    pattern.lastIndex = pos;
    return pattern.test(xml) ? pattern.lastIndex : -1;
  }

  /** Notes a record the scan read: the first `count` of `names` are its children's names. */
  note(depth: number, parent: string, names: readonly string[], count: number): void {
    let same = depth === this.#depth && parent === this.#parent && count === this.#names.length;
    for (let i = 0; same && i < count; i++) same = names[i] === this.#names[i];
    if (!same) {
      this.#depth = depth;
      this.#parent = parent;
      this.#names = names.slice(0, count);
      this.#seen = 1;
      this.#pattern = undefined;
    } else if (++this.#seen === 2 && this.#built < MAX_BUILT && this.#remembers()) {
      this.#built++;
      this.#pattern = new RegExp(
        `${this.#names.map((n) => `[ \\t\\n]*<${regExpLiteral(n)}>${SHAPE_TEXT}</${regExpLiteral(n)}>`).join("")}[ \\t\\n]*</${regExpLiteral(parent)}>`,
        "y",
      );
    }
  }

  #remembers(): boolean {
    return (
      this.#names.length <= MAX_CHILDREN &&
      this.#parent.length <= MAX_NAME &&
      this.#names.every((n) => n.length <= MAX_NAME)
    );
  }
}
