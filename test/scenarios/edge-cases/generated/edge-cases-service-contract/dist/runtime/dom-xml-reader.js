// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  XmlEvent,
  XmlLimitError,
  XmlSyntaxError,
  isDeclarable,
  isXmlNCName,
  notXmlCharacter
} from "./xml-reader.js";
import { NOT_XML_CHAR } from "./xml-text.js";
import { collapse } from "./scalar-text.js";
const ELEMENT = 1, TEXT = 3, CDATA = 4;
const BANG = 33, QUESTION = 63;
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
const PARSER_ERROR_NS = [
  "http://www.w3.org/1999/xhtml",
  "http://www.mozilla.org/newlayout/xml/parsererror.xml"
];
class XmlReader {
  #xml;
  #maxDepth;
  #maxElements;
  #maxAttributes;
  /** As the string reader's (soap-encoding.ts reads with that one). */
  references;
  #event = 0;
  /** The element of the event: started or ended, or holding the text. */
  #element;
  /** Where the next event starts: the first child after a Start, the next sibling after an End. */
  #next = null;
  #depth = 0;
  #elements = 0;
  #text = "";
  constructor(xml, limits = {}) {
    this.#xml = xml;
    this.#maxDepth = limits.maxDepth ?? 64;
    this.#maxElements = limits.maxElements ?? 1e6;
    this.#maxAttributes = limits.maxAttributes ?? 256;
  }
  get localName() {
    return this.#element?.localName ?? "";
  }
  get namespace() {
    return this.#element?.namespaceURI ?? "";
  }
  get qName() {
    return this.#element?.tagName ?? "";
  }
  /** At a Start: the element has no content (`<a/>` or `<a></a>`), and the next event is its End. */
  get isEmptyElement() {
    return this.#event === XmlEvent.Start && this.#element.firstChild === null;
  }
  get text() {
    if (this.#event !== XmlEvent.Text)
      throw new Error("XmlReader.text is only available at a Text event");
    return this.#text;
  }
  next() {
    if (this.#event === 0) return this.#start(this.#parse());
    if (this.#event === XmlEvent.Eof)
      throw new Error("XmlReader.next() was called after the end of the document");
    const element = this.#element;
    if (this.#event === XmlEvent.End) {
      if (--this.#depth === 0) return this.#event = XmlEvent.Eof;
      this.#element = element.parentNode;
    }
    let text = "";
    let node = this.#next;
    for (; node !== null && node.nodeType !== ELEMENT; node = node.nextSibling)
      if (node.nodeType === TEXT || node.nodeType === CDATA) text += node.nodeValue;
    if (text !== "") {
      this.#text = text;
      this.#next = node;
      return this.#event = XmlEvent.Text;
    }
    if (node !== null) return this.#start(node);
    this.#next = this.#element.nextSibling;
    return this.#event = XmlEvent.End;
  }
  attribute(namespace, localName) {
    this.#expectStart("attribute()");
    return this.#element.getAttributeNS(namespace || null, localName) ?? void 0;
  }
  attributes() {
    this.#expectStart("attributes()");
    const all = [];
    for (const a of Array.from(this.#element.attributes))
      if (a.namespaceURI !== XMLNS_NS) all.push([a.namespaceURI ?? "", a.localName, a.value]);
    return all;
  }
  /** At a Start: the element as the browser writes it, with the declarations it needs; leaves the reader at its End. */
  readOuterXml() {
    this.#expectStart("readOuterXml()");
    const outer = new globalThis.XMLSerializer().serializeToString(this.#element);
    this.skipElement();
    return outer;
  }
  readText() {
    this.#expectStart("readText()");
    const name = this.qName;
    let text = "";
    for (let event = this.next(); event !== XmlEvent.End; event = this.next()) {
      if (event !== XmlEvent.Text)
        this.#fail(`element <${name}> has a child element <${this.qName}> where text was expected`);
      text += this.#text;
    }
    return text;
  }
  /**
   * Reads nothing and returns -1: the string reader takes a record of text fields in one step,
   * but here the browser's parser has made the nodes already, and next() walks them.
   */
  readPlainChildren() {
    return -1;
  }
  /** The string reader's fast paths alone: this one reads every child by next(). */
  readTextChild() {
    return void 0;
  }
  readStartChild() {
    return false;
  }
  readCanonicalContent() {
    return null;
  }
  readCanonicalChild() {
    return null;
  }
  /** At a Start: readText() when the element holds text alone; else undefined, nothing read. */
  readPlainText() {
    this.#expectStart("readPlainText()");
    let node = this.#element.firstChild;
    if (node === null) return void 0;
    while (node !== null && node.nodeType !== ELEMENT) node = node.nextSibling;
    return node === null ? this.readText() : void 0;
  }
  skipElement() {
    this.#expectStart("skipElement()");
    const depth = this.#depth;
    while (this.next() !== XmlEvent.End || this.#depth !== depth) ;
  }
  namespaceOf(prefix) {
    return this.#element.lookupNamespaceURI(prefix || null) ?? void 0;
  }
  resolveQName(text) {
    const name = collapse(text);
    const colon = name.indexOf(":");
    const local = name.slice(colon + 1);
    const prefix = colon < 0 ? "" : name.slice(0, colon);
    if (!isXmlNCName(local) || colon >= 0 && !isXmlNCName(prefix))
      this.#fail(`${JSON.stringify(text)} is not a QName`);
    const namespace = this.namespaceOf(prefix);
    if (namespace === void 0 && colon >= 0)
      this.#fail(`undeclared prefix ${prefix} in the QName ${JSON.stringify(text)}`);
    return { namespace: namespace ?? "", local };
  }
  #expectStart(method) {
    if (this.#event !== XmlEvent.Start)
      throw new Error(`XmlReader.${method} is only available at a Start event`);
  }
  /** The document's root element, after refusing a DTD and what the browser's parser refuses. */
  #parse() {
    const xml = this.#xml;
    const bad = NOT_XML_CHAR.exec(xml);
    if (bad) throw syntaxErrorAt(xml, bad.index, notXmlCharacter(xml, bad.index));
    for (let p = 0; ; ) {
      const lt = xml.indexOf("<", p);
      const c = xml.charCodeAt(lt + 1);
      if (lt < 0 || c !== BANG && c !== QUESTION) break;
      if (c === BANG && !xml.startsWith("<!--", lt))
        throw syntaxErrorAt(xml, lt, "DTDs are not allowed");
      p = xml.indexOf(c === BANG ? "-->" : "?>", lt + 2) + 2;
      if (p < 2) break;
    }
    const Parser = globalThis.DOMParser;
    if (Parser === void 0)
      throw new TypeError(
        "no DOMParser here (a worker?): bundle with the `worker` condition, which reads XML without it"
      );
    const doc = new Parser().parseFromString(xml, "application/xml");
    for (const ns of PARSER_ERROR_NS) {
      const report = doc.getElementsByTagNameNS(ns, "parsererror")[0];
      if (report) throw browserError(allText(report));
    }
    return doc.documentElement;
  }
  /** Reports the element's Start, after checking the limits and its namespace declarations. */
  #start(element) {
    this.#element = element;
    const name = element.tagName;
    if (this.#depth >= this.#maxDepth)
      this.#overLimit(
        "maxDepth",
        `more than ${this.#maxDepth} levels of nested elements, at <${name}>`
      );
    if (++this.#elements > this.#maxElements)
      this.#overLimit("maxElements", `more than ${this.#maxElements} elements, at <${name}>`);
    const attributes = element.attributes;
    if (attributes.length > this.#maxAttributes)
      this.#overLimit("maxAttributes", `more than ${this.#maxAttributes} attributes on <${name}>`);
    if (!isQName(name)) this.#fail(`${name} is not a QName`);
    for (let i = 0; i < attributes.length; i++) {
      const a = attributes[i];
      if (!isQName(a.name)) this.#fail(`the attribute name ${a.name} is not a QName`);
      if (a.namespaceURI !== XMLNS_NS) continue;
      const prefix = a.prefix === null ? "" : a.localName;
      if (!isDeclarable(prefix, a.value))
        this.#fail(`the namespace declaration ${a.name}="${a.value}" is not allowed`);
    }
    this.#depth++;
    this.#next = element.firstChild;
    return this.#event = XmlEvent.Start;
  }
  #fail(detail) {
    throw new XmlSyntaxError(`${detail}, in <${this.qName}>`, 0, 0);
  }
  #overLimit(limit, detail) {
    throw new XmlLimitError(detail, 0, 0, limit);
  }
}
function isQName(name) {
  const colon = name.indexOf(":");
  return colon < 0 ? isXmlNCName(name) : isXmlNCName(name.slice(0, colon)) && isXmlNCName(name.slice(colon + 1));
}
function syntaxErrorAt(xml, index, detail) {
  const lines = xml.slice(0, index).split(/\r\n?|\n/);
  return new XmlSyntaxError(detail, lines.length, lines.at(-1).length + 1);
}
function allText(node) {
  let text = node.nodeValue ?? "";
  for (let child = node.firstChild; child !== null; child = child.nextSibling)
    text += child.nodeType === ELEMENT ? `${allText(child)}
` : allText(child);
  return text;
}
function browserError(report) {
  const chromium = /line (\d+) at column (\d+): ([^\n]+)/.exec(report);
  if (chromium) return new XmlSyntaxError(chromium[3].trim(), +chromium[1], +chromium[2]);
  const firefox = /^(?:XML Parsing Error: )?([^\n]+)[\s\S]*Line Number (\d+), Column (\d+)/.exec(
    report
  );
  if (firefox) return new XmlSyntaxError(firefox[1].trim(), +firefox[2], +firefox[3]);
  return new XmlSyntaxError(report.trim() || "the browser's XML parser refused the document", 0, 0);
}
export {
  XmlEvent,
  XmlLimitError,
  XmlReader,
  XmlSyntaxError,
  isXmlNCName
};
//# sourceMappingURL=dom-xml-reader.js.map
