// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
class RepeatedStartTag {
  /** The tag as written, from its "<" through its ">"; "" when none is kept. */
  text = "";
  /** How many namespace bindings were in scope where it was read. */
  bindings = -1;
  /** The reader's count of tags whose attributes it read, this one's (see XmlReader's #attrReads). */
  attrReads = -1;
  qName = "";
  localName = "";
  namespace = "";
  attributes = 0;
  /** It is an empty-element tag (`/>`). */
  empty = false;
}
export {
  RepeatedStartTag
};
//# sourceMappingURL=repeated-start-tag.js.map
