// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { PieceWriter } from "./body-pieces.js";
const PADS = [];
function pad(depth) {
  return PADS[depth] ??= `
${"  ".repeat(depth)}`;
}
const OPEN_TAG = 0;
const CLOSE_TAG = 1;
const EMPTY_TAG = 2;
const CHARACTERS = 3;
const CDATA_SECTION = 4;
const NO_CONTENT = 5;
function indentXml(xml, depth) {
  const kinds = [];
  const starts = [];
  for (let i = 0; i < xml.length; ) {
    starts.push(i);
    if (xml.charCodeAt(i) !== 60) {
      const next = xml.indexOf("<", i);
      kinds.push(CHARACTERS);
      i = next < 0 ? xml.length : next;
    } else if (xml.startsWith("<!--", i)) {
      kinds.push(NO_CONTENT);
      i = after(xml, "-->", i + 4);
    } else if (xml.startsWith("<![CDATA[", i)) {
      kinds.push(CDATA_SECTION);
      i = after(xml, "]]>", i + 9);
    } else if (xml.charCodeAt(i + 1) === 63) {
      kinds.push(NO_CONTENT);
      i = after(xml, "?>", i + 2);
    } else if (xml.charCodeAt(i + 1) === 47) {
      kinds.push(CLOSE_TAG);
      i = after(xml, ">", i + 2);
    } else {
      let k = i + 1;
      for (let c = xml.charCodeAt(k); c !== 62; c = xml.charCodeAt(k)) {
        if (Number.isNaN(c)) throw new Error("indentXml: unterminated tag");
        k = c === 34 || c === 39 ? after(xml, c === 34 ? '"' : "'", k + 1) : k + 1;
      }
      kinds.push(xml.charCodeAt(k - 1) === 47 ? EMPTY_TAG : OPEN_TAG);
      i = k + 1;
    }
  }
  starts.push(xml.length);
  const count = kinds.length;
  const endOf = new Array(count);
  const withChildren = new Array(count).fill(false);
  const withText = new Array(count).fill(false);
  const open = [];
  for (let t = 0; t < count; t++) {
    const kind = kinds[t];
    const parent = open.length > 0 ? open[open.length - 1] : -1;
    if (kind === OPEN_TAG || kind === EMPTY_TAG) {
      if (parent >= 0) withChildren[parent] = true;
      if (kind === OPEN_TAG) open.push(t);
    } else if (kind === CLOSE_TAG) {
      if (parent < 0) throw new Error("indentXml: an end tag without its start");
      endOf[open.pop()] = t;
    } else if (parent >= 0 && (kind === CDATA_SECTION || kind === CHARACTERS && !isBlank(xml, starts[t], starts[t + 1]))) {
      withText[parent] = true;
    }
  }
  if (open.length > 0) throw new Error("indentXml: an element without its end tag");
  let out = "";
  for (let t = 0; t < count; t++) {
    const kind = kinds[t];
    if (kind === CHARACTERS || kind === CDATA_SECTION) {
      if (kind === CDATA_SECTION || !isBlank(xml, starts[t], starts[t + 1]))
        out += xml.slice(starts[t], starts[t + 1]);
    } else if (kind === OPEN_TAG && withChildren[t] && !withText[t]) {
      out += pad(depth++) + xml.slice(starts[t], starts[t + 1]);
    } else if (kind === OPEN_TAG) {
      out += pad(depth) + xml.slice(starts[t], starts[endOf[t] + 1]);
      t = endOf[t];
    } else if (kind === CLOSE_TAG) {
      out += pad(--depth) + xml.slice(starts[t], starts[t + 1]);
    } else {
      out += pad(depth) + xml.slice(starts[t], starts[t + 1]);
    }
  }
  return out;
}
function after(xml, token, from) {
  const at = xml.indexOf(token, from);
  if (at < 0) throw new Error("indentXml: unterminated markup");
  return at + token.length;
}
function isBlank(xml, from, to) {
  for (let i = from; i < to; i++) {
    const c = xml.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13) return false;
  }
  return true;
}
const TEXT = 1;
const CHILDREN = 2;
class IndentingWriter extends PieceWriter {
  namespaces;
  /** What each open element holds (TEXT, CHILDREN), the root's first. */
  holds = [];
  /** The root's start tag while its content is not known yet. */
  rootStart;
  /** The depth of the outermost open element with text of its own. */
  mixedAt = Number.POSITIVE_INFINITY;
  constructor(body, prolog, namespaces) {
    super(body);
    this.laysOut = true;
    this.xml = prolog;
    this.namespaces = namespaces;
  }
  open(start) {
    if (this.holds.length === 0) this.rootStart = start;
    else {
      this.child();
      super.open(this.lineStart() + start);
    }
    this.holds.push(0);
  }
  close(name) {
    this.startRoot(this.namespaces.text);
    const held = this.holds.pop();
    if (held === CHILDREN) super.text(this.lineStart());
    super.close(name);
    if (this.holds.length <= this.mixedAt) this.mixedAt = Number.POSITIVE_INFINITY;
  }
  text(text) {
    if (text === "") return;
    this.startRoot(this.namespaces.text);
    const depth = this.holds.length - 1;
    this.holds[depth] |= TEXT;
    if (depth < this.mixedAt) this.mixedAt = depth;
    super.text(text);
  }
  raw(xml) {
    this.child();
    super.text(this.holds.length > this.mixedAt ? xml : indentXml(xml, this.holds.length));
  }
  // Only open content's fields are written whole, never the root.
  element(startTag, text, endTag) {
    this.child();
    super.element(this.lineStart() + startTag, text, endTag);
  }
  leaf(start, name, text) {
    if (this.holds.length === 0)
      super.leaf(start + this.rootNamespaces(start, this.namespaces.text), name, text);
    else {
      this.child();
      super.leaf(this.lineStart() + start, name, text);
    }
  }
  /** A child element goes into the innermost open element. */
  child() {
    this.startRoot(this.namespaces.elements);
    this.holds[this.holds.length - 1] |= CHILDREN;
  }
  startRoot(namespaces) {
    if (this.rootStart === void 0) return;
    super.open(this.rootStart + this.rootNamespaces(this.rootStart, namespaces));
    this.rootStart = void 0;
  }
  /**
   * The root's declarations: a root typed by `xsi:type` (an anyType result, `<anyType
   * xsi:type="xsd:string">`) needs xsi and xsd even around text, as ASMX declares them there.
   */
  rootNamespaces(start, namespaces) {
    return start.includes(" xsi:") ? this.namespaces.elements : namespaces;
  }
  /** What goes before a tag at the current depth: a new line and its indentation. */
  lineStart() {
    return this.holds.length > this.mixedAt ? "" : pad(this.holds.length);
  }
}
export {
  IndentingWriter,
  indentXml
};
//# sourceMappingURL=indent-xml.js.map
