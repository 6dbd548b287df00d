/**
 * What browser bundles get instead of xml-reader.ts (the contract package's `browser` export
 * condition): the same pull reader over the browser's own XML parser (DOMParser), so that the
 * page does not download a second one. It refuses what xml-reader.ts refuses: DTDs (before the
 * parser sees them), documents that are not well-formed with namespaces, and those over the
 * limits. Positions come from the browser's message when it gives them; limits name the element.
 * Workers have no DOMParser: their bundles take the `worker` condition, which keeps xml-reader.ts.
 */
import {
  XmlEvent,
  XmlLimitError,
  XmlSyntaxError,
  isDeclarable,
  isXmlNCName,
  notXmlCharacter,
  type EncodedReferences,
  type XmlLimits,
  type XmlReader as StringXmlReader,
} from "./xml-reader.js";
import { NOT_XML_CHAR } from "./xml-text.js";
import { collapse } from "./scalar-text.js";

export { XmlEvent, XmlLimitError, XmlSyntaxError, isXmlNCName, type XmlLimits };

/** As much of the DOM as the reader uses: the contract package compiles without the DOM's types. */
interface DomNode {
  readonly nodeType: number;
  readonly nextSibling: DomNode | null;
  readonly firstChild: DomNode | null;
  readonly parentNode: DomNode | null;
  readonly nodeValue: string | null;
}
interface DomAttr {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly prefix: string | null;
  readonly name: string;
  readonly value: string;
}
interface DomElement extends DomNode {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly tagName: string;
  readonly attributes: ArrayLike<DomAttr>;
  getAttributeNS(namespace: string | null, localName: string): string | null;
  lookupNamespaceURI(prefix: string | null): string | null;
}
interface DomDocument {
  readonly documentElement: DomElement | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<DomNode>;
}
interface Dom {
  DOMParser?: new () => { parseFromString(xml: string, type: string): DomDocument };
  XMLSerializer?: new () => { serializeToString(node: DomNode): string };
}

const ELEMENT = 1,
  TEXT = 3,
  CDATA = 4;
const BANG = 33,
  QUESTION = 63;
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
/** The namespaces browsers put their error report in: Chromium's and Safari's, then Firefox's. */
const PARSER_ERROR_NS = [
  "http://www.w3.org/1999/xhtml",
  "http://www.mozilla.org/newlayout/xml/parsererror.xml",
];

/** Every member the string reader has, as the codecs call either. */
export class XmlReader implements Pick<StringXmlReader, keyof StringXmlReader> {
  readonly #xml: string;
  readonly #maxDepth: number;
  readonly #maxElements: number;
  readonly #maxAttributes: number;
  /** As the string reader's (soap-encoding.ts reads with that one). */
  references: EncodedReferences | undefined;
  #event: XmlEvent | 0 = 0;
  /** The element of the event: started or ended, or holding the text. */
  #element: DomElement | undefined;
  /** Where the next event starts: the first child after a Start, the next sibling after an End. */
  #next: DomNode | null = null;
  #depth = 0;
  #elements = 0;
  #text = "";

  constructor(xml: string, limits: XmlLimits = {}) {
    this.#xml = xml;
    this.#maxDepth = limits.maxDepth ?? 64;
    this.#maxElements = limits.maxElements ?? 1_000_000;
    this.#maxAttributes = limits.maxAttributes ?? 256;
  }

  get localName(): string {
    return this.#element?.localName ?? "";
  }

  get namespace(): string {
    return this.#element?.namespaceURI ?? "";
  }

  get qName(): string {
    return this.#element?.tagName ?? "";
  }

  /** At a Start: the element has no content (`<a/>` or `<a></a>`), and the next event is its End. */
  get isEmptyElement(): boolean {
    return this.#event === XmlEvent.Start && this.#element!.firstChild === null;
  }

  get text(): string {
    if (this.#event !== XmlEvent.Text)
      throw new Error("XmlReader.text is only available at a Text event");
    return this.#text;
  }

  next(): XmlEvent {
    if (this.#event === 0) return this.#start(this.#parse());
    if (this.#event === XmlEvent.Eof)
      throw new Error("XmlReader.next() was called after the end of the document");
    const element = this.#element!;
    if (this.#event === XmlEvent.End) {
      if (--this.#depth === 0) return (this.#event = XmlEvent.Eof);
      this.#element = element.parentNode as DomElement;
    }
    // Text and CDATA up to the next element or the end, comments and PIs left out, as one event.
    let text = "";
    let node = this.#next;
    for (; node !== null && node.nodeType !== ELEMENT; node = node.nextSibling)
      if (node.nodeType === TEXT || node.nodeType === CDATA) text += node.nodeValue;
    if (text !== "") {
      this.#text = text;
      this.#next = node;
      return (this.#event = XmlEvent.Text);
    }
    if (node !== null) return this.#start(node as DomElement);
    this.#next = this.#element!.nextSibling;
    return (this.#event = XmlEvent.End);
  }

  attribute(namespace: string, localName: string): string | undefined {
    this.#expectStart("attribute()");
    return this.#element!.getAttributeNS(namespace || null, localName) ?? undefined;
  }

  attributes(): [string, string, string][] {
    this.#expectStart("attributes()");
    const all: [string, string, string][] = [];
    for (const a of Array.from(this.#element!.attributes))
      if (a.namespaceURI !== XMLNS_NS) all.push([a.namespaceURI ?? "", a.localName, a.value]);
    return all;
  }

  /** At a Start: the element as the browser writes it, with the declarations it needs; leaves the reader at its End. */
  readOuterXml(): string {
    this.#expectStart("readOuterXml()");
    const outer = new (globalThis as Dom).XMLSerializer!().serializeToString(this.#element!);
    this.skipElement();
    return outer;
  }

  readText(): string {
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
  readPlainChildren(): number {
    return -1;
  }

  /** The string reader's fast paths alone: this one reads every child by next(). */
  readTextChild(): string | undefined {
    return undefined;
  }

  readStartChild(): boolean {
    return false;
  }

  readCanonicalContent(): null {
    return null;
  }

  readCanonicalChild(): null {
    return null;
  }

  /** At a Start: readText() when the element holds text alone; else undefined, nothing read. */
  readPlainText(): string | undefined {
    this.#expectStart("readPlainText()");
    let node = this.#element!.firstChild;
    if (node === null) return undefined;
    while (node !== null && node.nodeType !== ELEMENT) node = node.nextSibling;
    return node === null ? this.readText() : undefined;
  }

  skipElement(): void {
    this.#expectStart("skipElement()");
    const depth = this.#depth;
    while (this.next() !== XmlEvent.End || this.#depth !== depth);
  }

  namespaceOf(prefix: string): string | undefined {
    return this.#element!.lookupNamespaceURI(prefix || null) ?? undefined;
  }

  resolveQName(text: string): { namespace: string; local: string } {
    const name = collapse(text);
    const colon = name.indexOf(":");
    const local = name.slice(colon + 1);
    const prefix = colon < 0 ? "" : name.slice(0, colon);
    if (!isXmlNCName(local) || (colon >= 0 && !isXmlNCName(prefix)))
      this.#fail(`${JSON.stringify(text)} is not a QName`);
    const namespace = this.namespaceOf(prefix);
    if (namespace === undefined && colon >= 0)
      this.#fail(`undeclared prefix ${prefix} in the QName ${JSON.stringify(text)}`);
    return { namespace: namespace ?? "", local };
  }

  #expectStart(method: string): void {
    if (this.#event !== XmlEvent.Start)
      throw new Error(`XmlReader.${method} is only available at a Start event`);
  }

  /** The document's root element, after refusing a DTD and what the browser's parser refuses. */
  #parse(): DomElement {
    const xml = this.#xml;
    // Browsers turn a lone surrogate into U+FFFD: such a character is refused here, as the rest.
    const bad = NOT_XML_CHAR.exec(xml);
    if (bad) throw syntaxErrorAt(xml, bad.index, notXmlCharacter(xml, bad.index));
    // The prolog, up to the root element: a DTD is refused before the parser expands anything.
    for (let p = 0; ; ) {
      const lt = xml.indexOf("<", p);
      const c = xml.charCodeAt(lt + 1);
      if (lt < 0 || (c !== BANG && c !== QUESTION)) break;
      if (c === BANG && !xml.startsWith("<!--", lt))
        throw syntaxErrorAt(xml, lt, "DTDs are not allowed");
      // Past the comment or PI; one left open is the parser's to report.
      p = xml.indexOf(c === BANG ? "-->" : "?>", lt + 2) + 2;
      if (p < 2) break;
    }
    const Parser = (globalThis as Dom).DOMParser;
    if (Parser === undefined)
      throw new TypeError(
        "no DOMParser here (a worker?): bundle with the `worker` condition, which reads XML without it",
      );
    const doc = new Parser().parseFromString(xml, "application/xml");
    for (const ns of PARSER_ERROR_NS) {
      const report = doc.getElementsByTagNameNS(ns, "parsererror")[0];
      if (report) throw browserError(allText(report));
    }
    return doc.documentElement!;
  }

  /** Reports the element's Start, after checking the limits and its namespace declarations. */
  #start(element: DomElement): XmlEvent {
    this.#element = element;
    const name = element.tagName;
    if (this.#depth >= this.#maxDepth)
      this.#overLimit(
        "maxDepth",
        `more than ${this.#maxDepth} levels of nested elements, at <${name}>`,
      );
    if (++this.#elements > this.#maxElements)
      this.#overLimit("maxElements", `more than ${this.#maxElements} elements, at <${name}>`);
    const attributes = element.attributes;
    if (attributes.length > this.#maxAttributes)
      this.#overLimit("maxAttributes", `more than ${this.#maxAttributes} attributes on <${name}>`);
    // What browsers let through: names that are no QName, declarations of what cannot be declared.
    if (!isQName(name)) this.#fail(`${name} is not a QName`);
    for (let i = 0; i < attributes.length; i++) {
      const a = attributes[i]!;
      if (!isQName(a.name)) this.#fail(`the attribute name ${a.name} is not a QName`);
      if (a.namespaceURI !== XMLNS_NS) continue;
      const prefix = a.prefix === null ? "" : a.localName;
      if (!isDeclarable(prefix, a.value))
        this.#fail(`the namespace declaration ${a.name}="${a.value}" is not allowed`);
    }
    this.#depth++;
    this.#next = element.firstChild;
    return (this.#event = XmlEvent.Start);
  }

  #fail(detail: string): never {
    throw new XmlSyntaxError(`${detail}, in <${this.qName}>`, 0, 0);
  }

  #overLimit(limit: keyof XmlLimits, detail: string): never {
    throw new XmlLimitError(detail, 0, 0, limit);
  }
}

function isQName(name: string): boolean {
  const colon = name.indexOf(":");
  return colon < 0
    ? isXmlNCName(name)
    : isXmlNCName(name.slice(0, colon)) && isXmlNCName(name.slice(colon + 1));
}

/**
 * A syntax error at an index of the document, its line and column counted in UTF-16 units (only
 * the prolog and a bad character are placed here; xml-reader.ts's exact count would not fit the
 * browser bundle's bound).
 */
function syntaxErrorAt(xml: string, index: number, detail: string): XmlSyntaxError {
  const lines = xml.slice(0, index).split(/\r\n?|\n/);
  return new XmlSyntaxError(detail, lines.length, lines.at(-1)!.length + 1);
}

/** The text of a node and its descendants, a line for each element (textContent runs them together). */
function allText(node: DomNode): string {
  let text = node.nodeValue ?? "";
  for (let child = node.firstChild; child !== null; child = child.nextSibling)
    text += child.nodeType === ELEMENT ? `${allText(child)}\n` : allText(child);
  return text;
}

/** The browser's report as an XmlSyntaxError: Chromium's and Safari's, or Firefox's wording. */
function browserError(report: string): XmlSyntaxError {
  const chromium = /line (\d+) at column (\d+): ([^\n]+)/.exec(report);
  if (chromium) return new XmlSyntaxError(chromium[3]!.trim(), +chromium[1]!, +chromium[2]!);
  const firefox = /^(?:XML Parsing Error: )?([^\n]+)[\s\S]*Line Number (\d+), Column (\d+)/.exec(
    report,
  );
  if (firefox) return new XmlSyntaxError(firefox[1]!.trim(), +firefox[2]!, +firefox[3]!);
  return new XmlSyntaxError(report.trim() || "the browser's XML parser refused the document", 0, 0);
}
