// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { regExpLiteral } from "./reg-exp-literal.js";
const MAX_CHILDREN = 16;
const MAX_NAME = 64;
const MAX_BUILT = 8;
const SHAPE_TEXT = "[^<&\\r>\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\uD800-\\uDFFF\\uFFFE\\uFFFF]*";
class RecordShape {
  #depth = -1;
  #parent = "";
  #names = [];
  /** How many records in a row have had these names. */
  #seen = 0;
  #built = 0;
  #pattern;
  /** The children's names of the records this shape matches, in order. */
  get names() {
    return this.#names;
  }
  /**
   * Where the record at `pos` (its content, after the start tag of the element `parent` at
   * `depth`) ends, after its end tag, when it has this shape; -1 when it has not.
   */
  match(xml, pos, depth, parent) {
    const pattern = this.#pattern;
    if (pattern === void 0 || depth !== this.#depth || parent !== this.#parent) return -1;
    pattern.lastIndex = pos;
    return pattern.test(xml) ? pattern.lastIndex : -1;
  }
  /** Notes a record the scan read: the first `count` of `names` are its children's names. */
  note(depth, parent, names, count) {
    let same = depth === this.#depth && parent === this.#parent && count === this.#names.length;
    for (let i = 0; same && i < count; i++) same = names[i] === this.#names[i];
    if (!same) {
      this.#depth = depth;
      this.#parent = parent;
      this.#names = names.slice(0, count);
      this.#seen = 1;
      this.#pattern = void 0;
    } else if (++this.#seen === 2 && this.#built < MAX_BUILT && this.#remembers()) {
      this.#built++;
      this.#pattern = new RegExp(
        `${this.#names.map((n) => `[ \\t\\n]*<${regExpLiteral(n)}>${SHAPE_TEXT}</${regExpLiteral(n)}>`).join("")}[ \\t\\n]*</${regExpLiteral(parent)}>`,
        "y"
      );
    }
  }
  #remembers() {
    return this.#names.length <= MAX_CHILDREN && this.#parent.length <= MAX_NAME && this.#names.every((n) => n.length <= MAX_NAME);
  }
}
export {
  RecordShape
};
//# sourceMappingURL=record-shape.js.map
