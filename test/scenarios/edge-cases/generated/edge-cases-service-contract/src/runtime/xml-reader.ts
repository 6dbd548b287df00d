// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * A pull reader of XML 1.0 with namespaces, for SOAP messages: it walks the string with
 * indexOf/charCodeAt, reports Start, End and Text events, builds no tree, and refuses what is not
 * well-formed (with line and column, counted only when throwing) or exceeds its limits. DTDs are
 * refused, so the only entities are the five predefined ones and character references.
 * After an error the reader cannot go on.
 */
import { NOT_XML_CHAR, escapeXml } from "./xml-text.js";
import { RecordShape } from "./record-shape.js";
import { RepeatedStartTag } from "./repeated-start-tag.js";

export const XmlEvent = { Start: 1, End: 2, Text: 3, Eof: 4 } as const;
export type XmlEvent = (typeof XmlEvent)[keyof typeof XmlEvent];

export interface XmlLimits {
  /** Deepest nesting of elements, the root element being at depth 1 (default 64). */
  maxDepth?: number;
  /** Most elements in the document (default 1,000,000). */
  maxElements?: number;
  /** Most attributes on one element, namespace declarations included (default 256). */
  maxAttributes?: number;
}

/** An error at a place in a document: line and column are 0 where they are not known. */
abstract class XmlPlacedError extends Error {
  readonly detail: string;
  readonly line: number;
  readonly column: number;

  constructor(detail: string, line: number, column: number) {
    super(line > 0 ? `line ${line}, column ${column}: ${detail}` : detail);
    this.detail = detail;
    this.line = line;
    this.column = column;
  }
}

/** The text is not well-formed XML with namespaces, or not shaped as it was asked to be read. */
export class XmlSyntaxError extends XmlPlacedError {
  override name = "XmlSyntaxError";
}

/** The document exceeds one of the reader's limits. */
export class XmlLimitError extends XmlPlacedError {
  override name = "XmlLimitError";
  readonly limit: keyof XmlLimits;

  constructor(detail: string, line: number, column: number, limit: keyof XmlLimits) {
    super(detail, line, column);
    this.limit = limit;
  }
}

const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
const TAB = 9,
  LF = 10,
  CR = 13,
  SPACE = 32,
  BANG = 33,
  QUOTE = 34,
  HASH = 35,
  AMP = 38,
  APOS = 39;
const SLASH = 47,
  COLON = 58,
  SEMI = 59,
  LT = 60,
  EQ = 61,
  GT = 62,
  QUESTION = 63,
  RSQB = 93;

/** The prefixes the names of a fragment's elements and attributes use ("" for an unprefixed element). */
function usedPrefixes(fragment: string): Set<string> {
  const used = new Set<string>();
  for (const m of fragment.matchAll(/<(?![/!?])([^\s/>:]+)(:)?/g)) used.add(m[2] ? m[1]! : "");
  for (const m of fragment.matchAll(/\s([^\s=/>:]+):[^\s=/>]+\s*=/g))
    if (m[1] !== "xmlns") used.add(m[1]!);
  return used;
}

/** NOT_XML_CHAR, global: searched from a lastIndex. */
const NOT_XML_CHAR_FROM = new RegExp(NOT_XML_CHAR.source, "g");

/**
 * The first character XML does not allow in `xml` from `from` up to `to`, or -1: judged as in the
 * whole string, a surrogate by its neighbours (the slice searched holds one more on each side).
 */
function firstBadCharIn(xml: string, from: number, to: number): number {
  const start = from > 0 ? from - 1 : 0;
  NOT_XML_CHAR_FROM.lastIndex = from - start;
  const match = NOT_XML_CHAR_FROM.exec(xml.slice(start, to + 1));
  return match !== null && start + match.index < to ? start + match.index : -1;
}

/** How far ahead of what is read the document is checked for characters XML does not allow. */
const CHECK_AHEAD = 65536;

/**
 * The other parts of a multipart message (xop.ts), which its base64Binary elements may refer to:
 * `readBinary` reads such an element (at its Start) as `codec` would, or as the part it names.
 */
export interface MessageParts {
  readBinary(
    r: XmlReader,
    codec: { readonly expected: string; parse(text: string): Uint8Array | undefined },
  ): Uint8Array;
}

/**
 * How an encoded message's values are read (soap-encoding.ts): the structures read so far kept by
 * their `id`, and an element referring back to one (a cycle) read as that structure.
 */
export interface EncodedReferences {
  /** Keeps `target`, the structure whose element the reader is at, by that element's id. */
  keep(r: XmlReader, target: object): void;
  /** Reads the element the reader is at as `codec` does, or as the structure its `href` names. */
  read<T>(r: XmlReader, codec: { read(r: XmlReader): T }): T;
}

/**
 * An element's content in the canonical form a compiled type's is written in (CanonicalContent in
 * complex-codec.ts), read in one native match by readCanonicalContent and readCanonicalChild.
 */
export interface CanonicalForm {
  /**
   * Sticky; matches from the end of a start tag through the "</" of that element's end tag
   * (readCanonicalChild's: the child whole, from the white space before it), and
   * accepts only what the reader's own scan reads as the same elements and texts: tags without
   * prefixes or attributes, texts without "<", white space without CRs between them (the reader
   * then checks that the content holds no reference, CR or "]]>": texts as readPlainText takes
   * them). Each of its capture groups stands for one element it holds: a text child's text, or an
   * empty capture after a nested child's start tag. Its texts hold no character XML does not
   * allow and no surrogate: the reader takes a match as proof that its span is clean.
   */
  readonly content: RegExp;
  /** How deep its elements nest: 1 for children of text alone. */
  readonly levels: number;
}

export class XmlReader {
  /** Set when the document is the root of a multipart message (declared: no field is made where it is not). */
  declare parts?: MessageParts | undefined;
  readonly #xml: string;
  readonly #maxDepth: number;
  readonly #maxElements: number;
  readonly #maxAttributes: number;
  /**
   * No character XML does not allow comes before this index: the document is checked as it is
   * read (#badBefore), and a canonical match proves its own span clean (#readMatched).
   */
  #cleanTo = 0;
  /** Index of the first character XML does not allow, once found: errors at or after it name it. */
  #badCharAt = Infinity;
  /** Where the document starts after a byte order mark: the one place for `<?xml`. */
  readonly #docStart: number;
  #pos: number;
  /**
   * Set while an encoded message is read (soap-encoding.ts). A field of every reader, where `parts`
   * is only declared: readField loads it for every element.
   */
  references: EncodedReferences | undefined;
  #event: XmlEvent | 0 = 0;
  /** Where the current event's markup or text starts, for messages. */
  #eventAt = 0;
  #elements = 0;
  #rootDone = false;
  /** An End was reported; the element's scope is left on the next call, so names stay readable. */
  #endPending = false;
  /** An empty-element tag's Start was reported; its End comes next. */
  #emptyPending = false;
  #nameColon = -1;
  #refEnd = 0;

  /** Open elements, root first, and how many namespace bindings were in scope when each opened. */
  #depth = 0;
  /**
   * Element names by depth and position among their siblings (the first 16): a list's items
   * repeat their children's names, so a name found there is compared in place, not scanned and sliced again.
   */
  readonly #recentNames: (string | undefined)[] = [];
  /** Where the colon of each of those names is (-1: none). */
  readonly #recentColons: number[] = [];
  /** How many children the open element at each depth has had so far. */
  readonly #childCounts: number[] = [0];
  readonly #qNames: string[] = [];
  readonly #localNames: string[] = [];
  readonly #namespaces: string[] = [];
  readonly #bindingMarks: number[] = [];
  /**
   * Namespace bindings in scope as a stack, innermost last ("" is the default namespace): a prefix
   * is looked up from the top, so an inner declaration shadows an outer one, and leaving an element
   * drops its own. Documents bind a handful of prefixes: a scan beats hashing sliced names.
   */
  readonly #bindingPrefixes: string[] = ["xml"];
  readonly #bindingUris: string[] = [XML_NS];
  #bindings = 1;

  /** The current start tag's attributes, in arrays reused from tag to tag. */
  #attrCount = 0;
  readonly #attrQNames: string[] = [];
  readonly #attrColons: number[] = [];
  readonly #attrAt: number[] = [];
  readonly #attrLocalNames: string[] = [];
  readonly #attrNamespaces: string[] = [];
  readonly #attrValues: string[] = [];

  /**
   * How many start tags had their attributes read into the arrays above (which each one
   * overwrites): the repeated tag's attributes are still there while this is the count it had.
   */
  #attrReads = 0;
  /** The last start tag read with attributes and no declaration, to take whole where it repeats. */
  readonly #repeatedTag = new RepeatedStartTag();
  /** The start tag being read has, so far, the attributes (names, values) the slots had before. */
  #attrsRepeat = false;

  /** The shape of the records readPlainChildren() read last. */
  readonly #recordShape = new RecordShape();

  /** The current text: a range of the input, sliced when asked for, or a value already decoded. */
  #textStart = 0;
  #textEnd = 0;
  #textValue: string | undefined;
  /**
   * The next "&", "\r", "]]>", "<", "\n" and "\t" at or after the scan position (the length when
   * there is none): plain text and attribute values need no character loop.
   */
  #ampAt = -1;
  #crAt = -1;
  #cdataEndAt = -1;
  #ltAt = -1;
  #lfAt = -1;
  #tabAt = -1;

  constructor(xml: string, limits: XmlLimits = {}) {
    this.#xml = xml;
    this.#maxDepth = limits.maxDepth ?? 64;
    this.#maxElements = limits.maxElements ?? 1_000_000;
    this.#maxAttributes = limits.maxAttributes ?? 256;
    this.#docStart = this.#pos = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** Local name of the element at a Start or End (of the enclosing element at a Text). */
  get localName(): string {
    return this.#localNames[this.#depth - 1] ?? "";
  }

  /** Namespace of that element, "" when it has none. */
  get namespace(): string {
    return this.#namespaces[this.#depth - 1] ?? "";
  }

  /** Name of that element as written, with its prefix. */
  get qName(): string {
    return this.#qNames[this.#depth - 1] ?? "";
  }

  /** At a Start: the tag is `<a/>`, and the next event is its End. */
  get isEmptyElement(): boolean {
    return this.#event === XmlEvent.Start && this.#emptyPending;
  }

  /** At a Text: the character data up to the next tag, references decoded, CDATA included. */
  get text(): string {
    if (this.#event !== XmlEvent.Text)
      throw new Error("XmlReader.text is only available at a Text event");
    return (this.#textValue ??= this.#xml.slice(this.#textStart, this.#textEnd));
  }

  /** Advances to the next Start, End or Text; Eof once after the root element's End. */
  next(): XmlEvent {
    if (this.#endPending) this.#leaveElement();
    else if (this.#emptyPending) {
      this.#emptyPending = false;
      this.#endPending = true;
      return (this.#event = XmlEvent.End);
    }
    const event = this.#depth === 0 ? this.#outsideRoot() : this.#inContent();
    if (this.#pos > this.#cleanTo && this.#badBefore(this.#pos)) this.#fail(this.#badCharAt, "");
    return (this.#event = event);
  }

  /** At a Start: the attribute's decoded value (unprefixed attributes have namespace ""). */
  attribute(namespace: string, localName: string): string | undefined {
    this.#expectStart("attribute()");
    for (let i = 0; i < this.#attrCount; i++) {
      if (this.#attrLocalNames[i] === localName && this.#attrNamespaces[i] === namespace)
        return this.#attrValues[i];
    }
    return undefined;
  }

  /**
   * At a Start: the element's attributes other than namespace declarations, as
   * `[namespace, localName, value]` (for a wildcard, `xs:anyAttribute`).
   */
  attributes(): [string, string, string][] {
    this.#expectStart("attributes()");
    const all: [string, string, string][] = [];
    for (let i = 0; i < this.#attrCount; i++) {
      if (this.#attrNamespaces[i] !== XMLNS_NS)
        all.push([this.#attrNamespaces[i]!, this.#attrLocalNames[i]!, this.#attrValues[i]!]);
    }
    return all;
  }

  /**
   * At a Start: the element as written, with the namespace declarations in scope that its markup
   * uses and it does not make itself added to its start tag, so it stands alone (for a wildcard,
   * `xs:any`); leaves the reader at its End.
   */
  readOuterXml(): string {
    this.#expectStart("readOuterXml()");
    const start = this.#eventAt;
    const qName = this.qName;
    const own = new Set<string>();
    for (let i = 0; i < this.#attrCount; i++)
      if (this.#attrNamespaces[i] === XMLNS_NS)
        own.add(this.#attrLocalNames[i] === "xmlns" ? "" : this.#attrLocalNames[i]!);
    // The bindings in scope outside the element, innermost first: each prefix once.
    const mark = this.#bindingMarks[this.#depth - 1]!;
    const outside = new Map<string, string>();
    for (let i = mark - 1; i >= 0; i--)
      if (!outside.has(this.#bindingPrefixes[i]!))
        outside.set(this.#bindingPrefixes[i]!, this.#bindingUris[i]!);
    this.skipElement();
    const outer = this.#xml.slice(start, this.#pos);
    let declarations = "";
    for (const prefix of usedPrefixes(outer)) {
      const uri = outside.get(prefix);
      if (own.has(prefix) || prefix === "xml" || uri === undefined || (prefix === "" && uri === ""))
        continue;
      declarations += ` ${prefix === "" ? "xmlns" : `xmlns:${prefix}`}="${escapeXml(uri)}"`;
    }
    const nameEnd = 1 + qName.length;
    return outer.slice(0, nameEnd) + declarations + outer.slice(nameEnd);
  }

  /** At a Start: the element's text content; leaves the reader at its End. A child element is an error. */
  readText(): string {
    this.#expectStart("readText()");
    const plain = this.readPlainText();
    if (plain !== undefined) return plain;
    const name = this.qName;
    let text = "";
    for (let event = this.next(); event !== XmlEvent.End; event = this.next()) {
      if (event !== XmlEvent.Text)
        this.#fail(
          this.#eventAt,
          `element <${name}> has a child element <${this.qName}> where text was expected`,
        );
      text += this.text;
    }
    return text;
  }

  /**
   * At a Start: the common case of readText() in one step. When the content is text without
   * references, CRs or markup, followed by the element's own end tag, returns it and leaves the
   * reader at the End; for anything else (an empty-element tag included) reads nothing and
   * returns undefined, leaving the content to next().
   */
  readPlainText(): string | undefined {
    this.#expectStart("readPlainText()");
    if (this.#emptyPending) return undefined;
    const xml = this.#xml;
    const p = this.#pos;
    const lt = xml.indexOf("<", p);
    // The end tag looked for first: an element of children is not checked here (a record the
    // reader then takes in one match proves its span clean itself).
    if (
      lt < 0 ||
      xml.charCodeAt(lt + 1) !== SLASH ||
      this.#badBefore(lt + 1) ||
      (lt > p && !this.#isPlainText(p, lt))
    )
      return undefined;
    const text = xml.slice(p, lt);
    this.#event = this.#endTag(lt);
    return text;
  }

  /**
   * At an element's Start, or at the End of one of its children: the common case of reading its
   * next child, when that child is `<name>` (see #nextChildTag) holding plain text as
   * readPlainText takes it. Reads it and returns its text, the reader left past the child's End,
   * where next() goes on as after that End (its names are no longer readable: the caller knows
   * them); for any other next thing (an empty-element tag, a child past a character XML does not
   * allow included), returns undefined having read nothing, so next() reads it as before.
   */
  readTextChild(name: string, namespace: string): string | undefined {
    const p = this.#nextChildTag(name, namespace);
    if (p < 0) return undefined;
    const xml = this.#xml;
    const depth = this.#depth;
    const start = p + 2 + name.length;
    const lt = xml.indexOf("<", start);
    const end = lt + 3 + name.length;
    if (
      lt < 0 ||
      this.#badBefore(end) ||
      xml.charCodeAt(lt + 1) !== SLASH ||
      xml.charCodeAt(end - 1) !== GT ||
      !xml.startsWith(name, lt + 2) ||
      (lt > start && !this.#isPlainText(start, lt))
    )
      return undefined;
    // As next() leaves it after the child's End.
    this.#elements++;
    this.#childCounts[depth]!++;
    this.#pos = end;
    this.#eventAt = lt;
    this.#event = XmlEvent.End;
    return xml.slice(start, lt);
  }

  /**
   * At an element's Start, or at the End of one of its children: the common case of moving to its
   * next child, when that child's start tag is `<name>` (see #nextChildTag). Reports the child's
   * Start, as next() would have (white space before it passed over), and returns true; for any
   * other next thing, returns false having read nothing, so next() reads it as before.
   */
  readStartChild(name: string, namespace: string): boolean {
    const p = this.#nextChildTag(name, namespace);
    if (p < 0) return false;
    // What was passed over (white space and the tag) holds no character XML does not allow: no
    // check of the position is due, as next() makes after every event.
    this.#event = this.#startTag(p);
    return true;
  }

  /**
   * At a Start: the element's whole content in one native match, when it is written in the
   * canonical `form` (see CanonicalForm), its children in the default namespace in scope, which
   * must be `namespace`. On a match, the elements are counted as read, the reader is left at the
   * element's End, and the match is returned (an absent element's capture is undefined); for any
   * other content (an empty-element tag, a limit exceeded, a character XML does not allow before
   * the end tag included), returns null having read nothing, so the content is read as before.
   */
  readCanonicalContent(form: CanonicalForm, namespace: string): RegExpExecArray | null {
    this.#expectStart("readCanonicalContent()");
    const depth = this.#depth;
    if (
      this.#emptyPending ||
      depth + form.levels > this.#maxDepth ||
      this.#lookup("", 0, 0) !== namespace
    )
      return null;
    const matched = this.#matchContent(form.content, this.#pos, this.#qNames[depth - 1]!);
    if (matched !== null) this.#endPending = true;
    return matched;
  }

  /**
   * At an element's Start, or at the End of one of its children: readCanonicalContent() of its
   * next child `<name>` in one step, `form` matching the child whole: the white space before it
   * (no CR), its start tag `<name>`, its content as readCanonicalContent's form does and its end
   * tag `</name>`. The child is in the default namespace in scope, which must be `namespace`. On
   * a match, leaves the reader past the child's End, where next() goes on as after that End (as
   * readTextChild leaves it), and returns the match; for any other next thing, returns null
   * having read nothing (but the End of the child the reader was at, left as next() leaves it).
   */
  readCanonicalChild(name: string, namespace: string, form: CanonicalForm): RegExpExecArray | null {
    if (!this.#betweenChildren()) return null;
    const depth = this.#depth;
    if (
      depth === 0 ||
      depth + 1 + form.levels > this.#maxDepth ||
      this.#lookup("", 0, 0) !== namespace
    )
      return null;
    const from = this.#pos;
    const matched = this.#execAt(form.content, from);
    if (matched === null) return null;
    const end = form.content.lastIndex;
    if (!this.#readMatched(matched, from, end - 3 - name.length, end, 1)) return null;
    this.#childCounts[depth]!++;
    return matched;
  }

  /**
   * The match of the canonical `content` at `from`, when it ends in the end tag `</name>`, and
   * the reader's checks pass (#readMatched); else null, nothing changed.
   */
  #matchContent(content: RegExp, from: number, name: string): RegExpExecArray | null {
    const xml = this.#xml;
    const matched = this.#execAt(content, from);
    if (matched === null) return null;
    const lt = content.lastIndex - 2;
    const end = lt + 3 + name.length;
    return xml.startsWith(name, lt + 2) &&
      xml.charCodeAt(end - 1) === GT &&
      this.#readMatched(matched, from, lt, end, 0)
      ? matched
      : null;
  }

  /**
   * Whether the canonical content `matched` from `from` (#cleanUpTo), its element's end tag at
   * `lt` ending before `end`, reads as the scan would: no reference, CR or "]]>" in it, and the
   * elements it holds, with `more` others, within the limit. If so they are counted as read, the
   * reader is left past the end tag at an End, and the document is known clean up to `end`: the
   * match holds no character XML does not allow (CanonicalForm), nor does the end tag it names.
   */
  #readMatched(
    matched: RegExpExecArray,
    from: number,
    lt: number,
    end: number,
    more: number,
  ): boolean {
    // A form true to its contract never matches across a character found to be one.
    if (end > this.#badCharAt || !this.#isPlainText(from, lt)) return false;
    let elements = this.#elements + more;
    for (let i = 1; i < matched.length; i++) if (matched[i] !== undefined) elements++;
    if (elements > this.#maxElements) return false;
    this.#elements = elements;
    if (end > this.#cleanTo) this.#cleanTo = end;
    this.#pos = end;
    this.#eventAt = lt;
    this.#event = XmlEvent.End;
    return true;
  }

  /**
   * The sticky canonical `content` matched at `from`, the document checked clean up to there
   * (#cleanUpTo): its lastIndex is then the match's end.
   */
  #execAt(content: RegExp, from: number): RegExpExecArray | null {
    if (!this.#cleanUpTo(from)) return null;
    content.lastIndex = from;
    return content.exec(this.#xml);
  }

  /**
   * Whether a character XML does not allow comes before `end`. The document is checked that far,
   * and CHECK_AHEAD further, so that reading it through checks it once.
   */
  #badBefore(end: number): boolean {
    if (end > this.#cleanTo) this.#check(Math.max(end, this.#cleanTo + CHECK_AHEAD));
    return this.#badCharAt < end;
  }

  /**
   * Whether the document is clean up to `from`, where a canonical match is to start: checked
   * exactly that far, so that the match, which proves its own span clean, carries #cleanTo on.
   */
  #cleanUpTo(from: number): boolean {
    if (from > this.#cleanTo) this.#check(from);
    return from <= this.#cleanTo;
  }

  /**
   * Checks the document from #cleanTo up to `to`: #cleanTo goes there, or stops at the first
   * character XML does not allow, which #badCharAt then holds.
   */
  #check(to: number): void {
    if (this.#badCharAt !== Infinity) return;
    const end = Math.min(to, this.#xml.length);
    const bad = firstBadCharIn(this.#xml, this.#cleanTo, end);
    this.#cleanTo = bad < 0 ? end : (this.#badCharAt = bad);
  }

  /**
   * Where the next child's start tag is, when it is `<name>`: unprefixed, without attributes, in
   * `namespace`, after only white space (no CR), and within the limits; else -1. The End of the
   * child the reader was at is left first, as next() leaves it, whatever the answer: the reader
   * stays at that End, between its children, and next() goes on from there.
   */
  #nextChildTag(name: string, namespace: string): number {
    if (!this.#betweenChildren()) return -1;
    const depth = this.#depth;
    if (depth === 0 || depth >= this.#maxDepth || this.#elements >= this.#maxElements) return -1;
    const xml = this.#xml;
    let p = this.#pos;
    for (let c = xml.charCodeAt(p); c === SPACE || c === LF || c === TAB; c = xml.charCodeAt(++p));
    return xml.charCodeAt(p) === LT &&
      xml.charCodeAt(p + 1 + name.length) === GT &&
      xml.startsWith(name, p + 1) &&
      this.#lookup("", 0, 0) === namespace
      ? p
      : -1;
  }
  /**
   * Whether the reader is at an element's Start or at the End of one of its children, where a
   * next child may follow; the End of the child it was at is left first, as next() leaves it.
   */
  #betweenChildren(): boolean {
    if (this.#endPending) {
      this.#leaveElement();
      return true;
    }
    return !this.#emptyPending && (this.#event === XmlEvent.Start || this.#event === XmlEvent.End);
  }

  /**
   * At a Start: the common case of open content (a record of text fields) in one step. When the
   * content is only child elements without prefixes or attributes, each plain text as
   * readPlainText takes it or empty, with nothing or white space between them, followed by the
   * element's own end tag, returns how many children there are, their local names and texts put
   * in `names` and `texts` (an empty element's text is ""), and leaves the reader at the End.
   * For anything else, an element over a limit included, reads nothing and returns -1, leaving
   * the content to next(), which reads it (or refuses it) as before. A list's records, once two
   * in a row have had the same children, are checked in one match of their shape (RecordShape).
   */
  readPlainChildren(names: string[], texts: string[]): number {
    this.#expectStart("readPlainChildren()");
    if (this.#emptyPending || this.#depth >= this.#maxDepth) return -1;
    const xml = this.#xml;
    const depth = this.#depth;
    const expected = this.#qNames[depth - 1]!;
    const matched = this.#cleanUpTo(this.#pos)
      ? this.#recordShape.match(xml, this.#pos, depth, expected)
      : -1;
    if (matched >= 0) {
      const shapeNames = this.#recordShape.names;
      const count = shapeNames.length;
      if (this.#endChildren(count, matched - 3 - expected.length, matched, true)) {
        // The shape checked the tags: each text is what lies between them.
        let p = this.#pos;
        for (let i = 0; i < count; i++) {
          while (xml.charCodeAt(p) !== LT) p++;
          const name = shapeNames[i]!;
          const start = p + 2 + name.length;
          const lt = xml.indexOf("<", start);
          names[i] = name;
          texts[i] = xml.slice(start, lt);
          p = lt + 3 + name.length;
        }
        this.#pos = matched;
        return count;
      }
    }
    let p = this.#pos;
    let count = 0;
    for (;;) {
      // Not CR: white space with one is a text to normalise, and what is passed over here must
      // hold nothing the scans for "&", CR and "]]>" stop at (they are ahead of the position
      // when this returns -1, as if it had not run).
      for (
        let c = xml.charCodeAt(p);
        c === SPACE || c === LF || c === TAB;
        c = xml.charCodeAt(++p)
      );
      if (xml.charCodeAt(p) !== LT) return -1;
      if (xml.charCodeAt(p + 1) === SLASH) break;
      const name = this.#plainChildName(p + 1, count);
      if (name === undefined) return -1;
      let q = p + 1 + name.length;
      let text = "";
      if (xml.charCodeAt(q) === SLASH) {
        if (xml.charCodeAt(q + 1) !== GT) return -1;
        q += 2;
      } else {
        const start = q + 1;
        const lt = xml.indexOf("<", start);
        if (
          lt < 0 ||
          xml.charCodeAt(lt + 1) !== SLASH ||
          !xml.startsWith(name, lt + 2) ||
          xml.charCodeAt(lt + 2 + name.length) !== GT ||
          (lt > start && !this.#isPlainText(start, lt))
        )
          return -1;
        text = xml.slice(start, lt);
        q = lt + 3 + name.length;
      }
      names[count] = name;
      texts[count++] = text;
      p = q;
    }
    const end = p + 3 + expected.length;
    if (
      count === 0 ||
      !xml.startsWith(expected, p + 2) ||
      xml.charCodeAt(end - 1) !== GT ||
      !this.#endChildren(count, p, end, false)
    )
      return -1;
    this.#recordShape.note(depth, expected, names, count);
    this.#pos = end;
    return count;
  }

  /**
   * Counts `count` children of the open element, whose end tag is at `lt` and ends before `end`,
   * as read, and reports its End; false, changing nothing, when they are over the limit or a
   * character XML does not allow comes before `end`. `matched`: the content was taken in one
   * match of the record's shape from where the document is known clean, which proves it clean
   * (RecordShape), as a canonical match does.
   */
  #endChildren(count: number, lt: number, end: number, matched: boolean): boolean {
    if (this.#elements + count > this.#maxElements) return false;
    if (matched) {
      // A shape true to its contract never matches across a character found to be one.
      if (end > this.#badCharAt) return false;
      if (end > this.#cleanTo) this.#cleanTo = end;
    } else if (this.#badBefore(end)) return false;
    const depth = this.#depth;
    this.#elements += count;
    this.#childCounts[depth] = count;
    this.#childCounts[depth + 1] = 0;
    this.#eventAt = lt;
    this.#endPending = true;
    this.#event = XmlEvent.End;
    return true;
  }

  /**
   * The name of an unprefixed child at `start` (after its "<") whose tag ends right after it, in
   * ">" or "/": as #elementName finds it, remembered at the same place; undefined for any other.
   */
  #plainChildName(start: number, position: number): string | undefined {
    const xml = this.#xml;
    const slot = this.#nameSlot(position);
    const recent = this.#recentName(slot, start);
    if (recent !== undefined)
      return this.#recentColons[slot]! < 0 && endsBareTag(xml.charCodeAt(start + recent.length))
        ? recent
        : undefined;
    if (!isNameStart(xml.charCodeAt(start))) return undefined;
    let end = start + 1;
    while (isNameChar(xml.charCodeAt(end))) end++;
    if (!endsBareTag(xml.charCodeAt(end))) return undefined;
    const name = xml.slice(start, end);
    this.#remember(slot, name, -1);
    return name;
  }

  /** At a Start: skips the element, content checked all the same; leaves the reader at its End. */
  skipElement(): void {
    this.#expectStart("skipElement()");
    const depth = this.#depth;
    while (this.next() !== XmlEvent.End || this.#depth !== depth);
  }

  /** The namespace `prefix` is bound to here ("": the default namespace); undefined when none is. */
  namespaceOf(prefix: string): string | undefined {
    return this.#lookup(prefix, 0, prefix.length);
  }

  /** Resolves a QName-valued text (an xsi:type, a fault code) against the namespaces now in scope. */
  resolveQName(text: string): { namespace: string; local: string } {
    let start = 0;
    let end = text.length;
    while (isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    const colon = text.indexOf(":", start);
    const hasPrefix = colon >= 0 && colon < end;
    if (
      !isNCName(text, start, hasPrefix ? colon : end) ||
      (hasPrefix && !isNCName(text, colon + 1, end))
    ) {
      this.#fail(this.#eventAt, `${JSON.stringify(text)} is not a QName`);
    }
    const prefix = hasPrefix ? text.slice(start, colon) : "";
    const namespace = this.#lookup(prefix, 0, prefix.length);
    if (namespace === undefined && hasPrefix)
      this.#fail(this.#eventAt, `undeclared prefix ${prefix} in the QName ${JSON.stringify(text)}`);
    return { namespace: namespace ?? "", local: text.slice(hasPrefix ? colon + 1 : start, end) };
  }

  #expectStart(method: string): void {
    if (this.#event !== XmlEvent.Start)
      throw new Error(`XmlReader.${method} is only available at a Start event`);
  }

  /** Prolog and epilog: whitespace, comments and PIs around the one root element. */
  #outsideRoot(): XmlEvent {
    if (this.#event === XmlEvent.Eof)
      throw new Error("XmlReader.next() was called after the end of the document");
    const xml = this.#xml;
    let p = this.#pos;
    for (;;) {
      while (isSpace(xml.charCodeAt(p))) p++;
      if (p >= xml.length) {
        if (!this.#rootDone) this.#fail(p, "no root element");
        this.#pos = this.#eventAt = p;
        return XmlEvent.Eof;
      }
      if (xml.charCodeAt(p) !== LT)
        this.#fail(
          p,
          this.#rootDone ? "text after the root element" : "text before the root element",
        );
      const c = xml.charCodeAt(p + 1);
      if (c === QUESTION) p = this.#skipPI(p);
      else if (c === BANG && xml.startsWith("<!--", p)) p = this.#skipComment(p);
      else if (c === BANG) this.#refuseMarkup(p);
      else if (c === SLASH) this.#fail(p, "end tag outside the root element");
      else if (this.#rootDone)
        this.#fail(
          p,
          `element <${xml.slice(p + 1, this.#scanName(p + 1, "an element name"))}> after the root element`,
        );
      else return this.#startTag(p);
    }
  }

  #inContent(): XmlEvent {
    const xml = this.#xml;
    const p = this.#pos;
    if (xml.charCodeAt(p) === LT) {
      const c = xml.charCodeAt(p + 1);
      if (c === SLASH) return this.#endTag(p);
      if (c !== BANG && c !== QUESTION) return this.#startTag(p);
    } else {
      const lt = xml.indexOf("<", p);
      const c = xml.charCodeAt(lt + 1);
      if (lt > 0 && c !== BANG && c !== QUESTION && this.#isPlainText(p, lt))
        return this.#textEvent(p, lt, undefined);
    }
    return this.#mixedText(p);
  }

  #isPlainText(p: number, end: number): boolean {
    const xml = this.#xml;
    if (this.#ampAt < p) this.#ampAt = indexOrLength(xml, "&", p);
    if (this.#crAt < p) this.#crAt = indexOrLength(xml, "\r", p);
    if (this.#cdataEndAt < p) this.#cdataEndAt = indexOrLength(xml, "]]>", p);
    return this.#ampAt >= end && this.#crAt >= end && this.#cdataEndAt >= end;
  }

  #textEvent(start: number, end: number, value: string | undefined): XmlEvent {
    this.#eventAt = this.#textStart = start;
    this.#pos = this.#textEnd = end;
    this.#textValue = value;
    return XmlEvent.Text;
  }

  /** Text with references, CRs, CDATA sections, comments or PIs, up to the next tag, as one event. */
  #mixedText(start: number): XmlEvent {
    const xml = this.#xml;
    let value = "";
    for (let p = start; ; ) {
      const lt = xml.indexOf("<", p);
      if (lt < 0)
        this.#fail(xml.length, `unexpected end of input: element <${this.qName}> is not closed`);
      if (lt > p) value += this.#decode(p, lt, false);
      const c = xml.charCodeAt(lt + 1);
      if (c === QUESTION) p = this.#skipPI(lt);
      else if (c !== BANG) {
        if (value !== "") return this.#textEvent(start, lt, value);
        return c === SLASH ? this.#endTag(lt) : this.#startTag(lt);
      } else if (xml.startsWith("<!--", lt)) p = this.#skipComment(lt);
      else if (xml.startsWith("<![CDATA[", lt)) {
        const end = xml.indexOf("]]>", lt + 9);
        if (end < 0) this.#fail(lt, "unclosed CDATA section");
        const data = xml.slice(lt + 9, end);
        value += data.includes("\r") ? data.replace(/\r\n?/g, "\n") : data;
        p = end + 3;
      } else this.#refuseMarkup(lt);
    }
  }

  #startTag(lt: number): XmlEvent {
    const xml = this.#xml;
    const repeated = this.#repeatedTag;
    if (
      repeated.attrReads === this.#attrReads &&
      repeated.bindings === this.#bindings &&
      xml.startsWith(repeated.text, lt)
    )
      return this.#repeatStartTag(lt, repeated);
    const qName = this.#elementName(lt + 1);
    const colon = this.#nameColon;
    let p = lt + 1 + qName.length;
    this.#countStart(lt);
    let count = 0;
    let empty = false;
    this.#attrsRepeat = true;
    for (;;) {
      const spaceAt = p;
      while (isSpace(xml.charCodeAt(p))) p++;
      const c = xml.charCodeAt(p);
      if (c === GT) {
        p++;
        break;
      }
      if (c === SLASH && xml.charCodeAt(p + 1) === GT) {
        p += 2;
        empty = true;
        break;
      }
      if (p === spaceAt || p >= xml.length)
        this.#fail(p, `unexpected ${this.#describe(p)} in the start tag <${qName}>`);
      if (count === this.#maxAttributes)
        this.#overLimit(
          p,
          "maxAttributes",
          `more than ${this.#maxAttributes} attributes on <${qName}>`,
        );
      p = this.#readAttribute(p, count++);
    }
    this.#attrCount = count;
    const bindings = this.#bindings;
    this.#enterElement(lt, qName, colon);
    if (count > 0) {
      this.#attrReads++;
      // Kept when it declared nothing (the scope it was read in is then the one it leaves), and
      // has the attributes the tag read before it had: tags that do not repeat are not copied.
      if (this.#attrsRepeat && this.#bindings === bindings)
        this.#keepRepeatedTag(xml.slice(lt, p), bindings, empty);
    }
    this.#pos = p;
    this.#eventAt = lt;
    this.#emptyPending = empty;
    return XmlEvent.Start;
  }

  /** Counts the start tag at `lt` against the depth and element limits. */
  #countStart(lt: number): void {
    if (this.#depth >= this.#maxDepth)
      this.#overLimit(lt, "maxDepth", `more than ${this.#maxDepth} levels of nested elements`);
    if (++this.#elements > this.#maxElements)
      this.#overLimit(lt, "maxElements", `more than ${this.#maxElements} elements`);
  }

  /**
   * A level for the element starting: counted as its parent's child, with no children of its own
   * yet and the bindings in scope marked (its own declarations come after). Returns its depth.
   */
  #openLevel(): number {
    const depth = this.#depth++;
    this.#childCounts[depth]!++;
    this.#childCounts[depth + 1] = 0;
    this.#bindingMarks[depth] = this.#bindings;
    return depth;
  }

  #keepRepeatedTag(text: string, bindings: number, empty: boolean): void {
    const repeated = this.#repeatedTag;
    const depth = this.#depth - 1;
    repeated.text = text;
    repeated.bindings = bindings;
    repeated.attrReads = this.#attrReads;
    repeated.qName = this.#qNames[depth]!;
    repeated.localName = this.#localNames[depth]!;
    repeated.namespace = this.#namespaces[depth]!;
    repeated.attributes = this.#attrCount;
    repeated.empty = empty;
  }

  /**
   * #startTag() of a tag at `lt` written as `repeated`, in its scope, its attributes still in the
   * arrays: the element entered as that tag entered its own.
   */
  #repeatStartTag(lt: number, repeated: RepeatedStartTag): XmlEvent {
    this.#countStart(lt);
    const depth = this.#openLevel();
    this.#qNames[depth] = repeated.qName;
    this.#localNames[depth] = repeated.localName;
    this.#namespaces[depth] = repeated.namespace;
    this.#attrCount = repeated.attributes;
    // Written as a tag read and checked, it holds no character XML does not allow: where the
    // document is known clean up to it, it is known clean past it.
    const end = lt + repeated.text.length;
    if (lt <= this.#cleanTo && end > this.#cleanTo) this.#cleanTo = end;
    this.#pos = end;
    this.#eventAt = lt;
    this.#emptyPending = repeated.empty;
    return XmlEvent.Start;
  }

  #readAttribute(at: number, slot: number): number {
    const xml = this.#xml;
    // The name the last start tag had in this place, when it is written here too (as a list's
    // items repeat theirs): its characters were checked then.
    const recent = this.#attrQNames[slot];
    let p: number;
    let qName: string;
    let colon: number;
    if (
      recent !== undefined &&
      xml.startsWith(recent, at) &&
      endsAttributeName(xml.charCodeAt(at + recent.length))
    ) {
      qName = recent;
      colon = this.#attrColons[slot]!;
      p = at + recent.length;
    } else {
      p = this.#scanName(at, "an attribute name");
      qName = xml.slice(at, p);
      colon = this.#nameColon;
      this.#attrsRepeat = false;
    }
    while (isSpace(xml.charCodeAt(p))) p++;
    if (xml.charCodeAt(p) !== EQ) this.#fail(p, `expected "=" after the attribute name ${qName}`);
    do p++;
    while (isSpace(xml.charCodeAt(p)));
    const quote = xml.charCodeAt(p);
    if (quote !== QUOTE && quote !== APOS)
      this.#fail(p, `expected a quoted value for the attribute ${qName}`);
    const start = p + 1;
    const end = xml.indexOf(quote === QUOTE ? '"' : "'", start);
    if (end < 0)
      this.#fail(xml.length, `unexpected end of input in the value of the attribute ${qName}`);
    if (this.#ltAt < start) this.#ltAt = indexOrLength(xml, "<", start);
    if (this.#ltAt < end)
      this.#fail(this.#ltAt, `"<" is not allowed in the value of the attribute ${qName}`);
    if (this.#ampAt < start) this.#ampAt = indexOrLength(xml, "&", start);
    if (this.#crAt < start) this.#crAt = indexOrLength(xml, "\r", start);
    if (this.#lfAt < start) this.#lfAt = indexOrLength(xml, "\n", start);
    if (this.#tabAt < start) this.#tabAt = indexOrLength(xml, "\t", start);
    // References to decode, or white space to normalise (other characters below U+0020 are errors
    // the scan reports when it passes them).
    const plain =
      this.#ampAt >= end && this.#crAt >= end && this.#lfAt >= end && this.#tabAt >= end;
    for (let k = 0; k < slot; k++)
      if (this.#attrQNames[k] === qName) this.#fail(at, `duplicate attribute ${qName}`);
    this.#attrQNames[slot] = qName;
    this.#attrColons[slot] = colon;
    this.#attrAt[slot] = at;
    const value = plain ? xml.slice(start, end) : this.#decode(start, end, true);
    if (this.#attrsRepeat && value !== this.#attrValues[slot]) this.#attrsRepeat = false;
    this.#attrValues[slot] = value;
    return end + 1;
  }

  /**
   * The element name at `start`: the one its place had last time when the same name is written
   * there (its characters were checked then), else scanned; sets nameColon.
   */
  #elementName(start: number): string {
    const slot = this.#nameSlot(this.#childCounts[this.#depth]!);
    const recent = this.#recentName(slot, start);
    if (recent !== undefined) {
      this.#nameColon = this.#recentColons[slot]!;
      return recent;
    }
    const name = this.#xml.slice(start, this.#scanName(start, "an element name"));
    this.#remember(slot, name, this.#nameColon);
    return name;
  }

  /** Where the name of the open element's child at `position` is remembered; -1: nowhere. */
  #nameSlot(position: number): number {
    return position < 16 ? this.#depth * 16 + position : -1;
  }

  /** The name remembered at `slot`, when it is written at `start` too, ending there. */
  #recentName(slot: number, start: number): string | undefined {
    const recent = slot < 0 ? undefined : this.#recentNames[slot];
    return recent !== undefined &&
      this.#xml.startsWith(recent, start) &&
      endsName(this.#xml.charCodeAt(start + recent.length))
      ? recent
      : undefined;
  }

  #remember(slot: number, name: string, colon: number): void {
    if (slot < 0) return;
    this.#recentNames[slot] = name;
    this.#recentColons[slot] = colon;
  }

  /** Opens the element's scope: its declarations first, then its name and attributes resolved. */
  #enterElement(lt: number, qName: string, colon: number): void {
    const depth = this.#openLevel();
    const count = this.#attrCount;
    for (let k = 0; k < count; k++) {
      const q = this.#attrQNames[k]!;
      if (q === "xmlns" || (this.#attrColons[k] === 5 && q.startsWith("xmlns")))
        this.#declare(k, q === "xmlns" ? "" : q.slice(6));
    }
    const namespace = this.#lookup(qName, 0, Math.max(colon, 0));
    if (namespace === undefined && colon >= 0)
      this.#fail(
        lt + 1,
        `undeclared prefix ${qName.slice(0, colon)} in the element name <${qName}>`,
      );
    this.#qNames[depth] = qName;
    this.#localNames[depth] = colon < 0 ? qName : qName.slice(colon + 1);
    this.#namespaces[depth] = namespace ?? "";
    for (let k = 0; k < count; k++) {
      const q = this.#attrQNames[k]!;
      const c = this.#attrColons[k]!;
      if (q === "xmlns" || (c === 5 && q.startsWith("xmlns"))) continue;
      if (c < 0) {
        this.#attrNamespaces[k] = "";
        this.#attrLocalNames[k] = q;
        continue;
      }
      const ns = this.#lookup(q, 0, c);
      if (ns === undefined)
        this.#fail(
          this.#attrAt[k]!,
          `undeclared prefix ${q.slice(0, c)} in the attribute name ${q}`,
        );
      const local = q.slice(c + 1);
      for (let j = 0; j < k; j++) {
        if (this.#attrLocalNames[j] === local && this.#attrNamespaces[j] === ns) {
          this.#fail(
            this.#attrAt[k]!,
            `attributes ${this.#attrQNames[j]} and ${q} are both {${ns}}${local}`,
          );
        }
      }
      this.#attrNamespaces[k] = ns;
      this.#attrLocalNames[k] = local;
    }
  }

  #declare(k: number, prefix: string): void {
    const uri = this.#attrValues[k]!;
    if (!isDeclarable(prefix, uri))
      this.#fail(
        this.#attrAt[k]!,
        `the namespace declaration ${this.#attrQNames[k]}="${uri}" is not allowed`,
      );
    this.#bindingPrefixes[this.#bindings] = prefix;
    this.#bindingUris[this.#bindings++] = namespaceName(uri);
    this.#attrNamespaces[k] = XMLNS_NS;
    this.#attrLocalNames[k] = prefix === "" ? "xmlns" : prefix;
  }

  /** The namespace bound to the prefix `name.slice(start, start + length)`; undefined when none is. */
  #lookup(name: string, start: number, length: number): string | undefined {
    for (let i = this.#bindings - 1; i >= 0; i--) {
      const prefix = this.#bindingPrefixes[i]!;
      if (prefix.length === length && (length === 0 || name.startsWith(prefix, start)))
        return this.#bindingUris[i];
    }
    return undefined;
  }

  #leaveElement(): void {
    this.#bindings = this.#bindingMarks[--this.#depth]!;
    this.#endPending = false;
    if (this.#depth === 0) this.#rootDone = true;
  }

  #endTag(lt: number): XmlEvent {
    const xml = this.#xml;
    const expected = this.#qNames[this.#depth - 1]!;
    let p = lt + 2 + expected.length;
    if (
      !xml.startsWith(expected, lt + 2) ||
      !(isSpace(xml.charCodeAt(p)) || xml.charCodeAt(p) === GT)
    ) {
      const name = xml.slice(lt + 2, this.#scanName(lt + 2, "an element name"));
      this.#fail(lt, `end tag </${name}> does not match <${expected}>`);
    }
    while (isSpace(xml.charCodeAt(p))) p++;
    if (xml.charCodeAt(p) !== GT)
      this.#fail(p, `unexpected ${this.#describe(p)} in the end tag </${expected}>`);
    this.#pos = p + 1;
    this.#eventAt = lt;
    this.#endPending = true;
    return XmlEvent.End;
  }

  #skipComment(lt: number): number {
    const dashes = this.#xml.indexOf("--", lt + 4);
    if (dashes < 0 || dashes + 2 >= this.#xml.length) this.#fail(lt, "unclosed comment");
    if (this.#xml.charCodeAt(dashes + 2) !== GT)
      this.#fail(dashes, `"--" is not allowed inside a comment`);
    return dashes + 3;
  }

  #skipPI(lt: number): number {
    const xml = this.#xml;
    const end = this.#scanName(lt + 2, "a processing instruction target");
    const target = xml.slice(lt + 2, end);
    // Namespaces in XML: no processing instruction target holds a colon.
    if (this.#nameColon >= 0)
      this.#fail(lt + 2, `the processing instruction target ${target} holds a colon`);
    if (target.toLowerCase() === "xml" && (target !== "xml" || lt !== this.#docStart)) {
      this.#fail(
        lt,
        `"<?${target}" is only allowed as the XML declaration at the start of the document`,
      );
    }
    if (!isSpace(xml.charCodeAt(end)) && !xml.startsWith("?>", end))
      this.#fail(end, `unexpected ${this.#describe(end)} after <?${target}`);
    const close = xml.indexOf("?>", end);
    if (close < 0) this.#fail(lt, `unclosed processing instruction <?${target}`);
    if (target === "xml" && !XML_DECLARATION.test(xml.slice(end, close)))
      this.#fail(lt, `malformed XML declaration ${JSON.stringify(xml.slice(lt, close + 2))}`);
    return close + 2;
  }

  #refuseMarkup(lt: number): never {
    if (this.#xml.startsWith("<!DOCTYPE", lt)) this.#fail(lt, "DTDs are not allowed");
    if (this.#xml.startsWith("<![CDATA[", lt))
      this.#fail(lt, "CDATA section outside the root element");
    this.#fail(lt, `unexpected "<!"`);
  }

  /** Scans a name (with at most one colon, between a prefix and a local part); sets nameColon. */
  #scanName(start: number, what: string): number {
    const xml = this.#xml;
    if (!isNameStart(xml.charCodeAt(start)))
      this.#fail(start, `expected ${what}, found ${this.#describe(start)}`);
    let colon = -1;
    let p = start + 1;
    for (;;) {
      const c = xml.charCodeAt(p);
      if (isNameChar(c)) p++;
      else if (c !== COLON) break;
      else if (colon < 0 && isNameStart(xml.charCodeAt(p + 1))) {
        colon = p - start;
        p += 2;
      } else this.#fail(p, `misplaced ":" in the name ${xml.slice(start, p + 1)}`);
    }
    this.#nameColon = colon;
    return p;
  }

  /** Decodes references and normalises line ends (text) or whitespace (attribute values). */
  #decode(start: number, end: number, inAttribute: boolean): string {
    const xml = this.#xml;
    let out = "";
    let from = start;
    for (let i = start; i < end; i++) {
      const c = xml.charCodeAt(i);
      if (c === AMP) {
        out += xml.slice(from, i) + this.#reference(i);
        i = this.#refEnd;
        from = i + 1;
      } else if (c === CR || (inAttribute && (c === LF || c === TAB))) {
        out += xml.slice(from, i) + (inAttribute ? " " : "\n");
        if (c === CR && xml.charCodeAt(i + 1) === LF) i++;
        from = i + 1;
      } else if (c === RSQB && !inAttribute && xml.startsWith("]]>", i))
        this.#fail(i, `"]]>" is not allowed in text`);
    }
    return out + xml.slice(from, end);
  }

  /** The character a reference at `amp` stands for; sets refEnd to the index of its ";". */
  #reference(amp: number): string {
    const xml = this.#xml;
    let p: number;
    if (xml.charCodeAt(amp + 1) === HASH) {
      const hex = xml.charCodeAt(amp + 2) === 0x78;
      const digitsAt = (p = amp + (hex ? 3 : 2));
      let code = 0;
      for (
        let d = digitValue(xml.charCodeAt(p), hex);
        d >= 0;
        d = digitValue(xml.charCodeAt(++p), hex)
      ) {
        code = Math.min(code * (hex ? 16 : 10) + d, 0x110000);
      }
      if (p === digitsAt || xml.charCodeAt(p) !== SEMI)
        this.#fail(amp, `malformed character reference ${xml.slice(amp, p + 1)}`);
      if (!isXmlChar(code))
        this.#fail(
          amp,
          `character reference ${xml.slice(amp, p + 1)} is not a character XML 1.0 allows`,
        );
      this.#refEnd = p;
      return String.fromCodePoint(code);
    }
    p = this.#scanName(amp + 1, 'an entity name after "&"');
    if (xml.charCodeAt(p) !== SEMI) this.#fail(p, `expected ";" after ${xml.slice(amp, p)}`);
    this.#refEnd = p;
    const entity = PREDEFINED[xml.slice(amp + 1, p)];
    if (entity === undefined) this.#fail(amp, `unknown entity ${xml.slice(amp, p + 1)}`);
    return entity;
  }

  #describe(p: number): string {
    return p >= this.#xml.length
      ? "end of input"
      : JSON.stringify(String.fromCodePoint(this.#xml.codePointAt(p)!));
  }

  /** Throws the syntax error at `index`, or the one of an earlier character XML does not allow. */
  #fail(index: number, detail: string): never {
    if (this.#badBefore(index + 1)) {
      index = this.#badCharAt;
      detail = notXmlCharacter(this.#xml, index);
    }
    const [line, column] = lineColumn(this.#xml, index);
    throw new XmlSyntaxError(detail, line, column);
  }

  #overLimit(index: number, limit: keyof XmlLimits, detail: string): never {
    const [line, column] = lineColumn(this.#xml, index);
    throw new XmlLimitError(detail, line, column, limit);
  }
}

/** What follows `<?xml` in a well-formed declaration: version, then optionally encoding and standalone. */
const XML_DECLARATION =
  /^[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.[0-9]+"|'1\.[0-9]+')(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\r\n]*$/;

const PREDEFINED: Record<string, string | undefined> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

function indexOrLength(xml: string, search: string, from: number): number {
  const i = xml.indexOf(search, from);
  return i < 0 ? xml.length : i;
}

/** The namespaces declared so far, interned (the first 64). */
const namespaceNames: string[] = [];

/**
 * `uri` interned: the namespace the codecs compare each element's and attribute's with is then
 * the very same string, compared in one step, not character by character (a document declares a
 * handful; a list's items are compared thousands of times).
 */
function namespaceName(uri: string): string {
  for (const name of namespaceNames) if (name === uri) return name;
  const name = interned(uri);
  if (namespaceNames.length < 64) namespaceNames.push(name);
  return name;
}

/**
 * The engine's one copy of `text` (its form as a property key): two such strings of one text are
 * the same string, which comparisons and property lookups take without reading the characters,
 * and it holds on to no document `text` was sliced from.
 */
export function interned(text: string): string {
  return Object.keys({ [text]: 0 })[0]!;
}

/** Whether `c` ends an element name in a tag: white space, ">" or "/" (the scan stops there too). */
function endsName(c: number): boolean {
  return c === GT || c === SLASH || isSpace(c);
}

/** Whether `c` ends a tag's name with no attribute after it: ">" or "/". */
function endsBareTag(c: number): boolean {
  return c === GT || c === SLASH;
}

/** Whether `c` ends an attribute's name: "=" or white space (the scan stops there too). */
function endsAttributeName(c: number): boolean {
  return c === EQ || isSpace(c);
}

function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === CR;
}

function isXmlChar(c: number): boolean {
  return c >= SPACE
    ? c <= 0xd7ff || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff)
    : c === TAB || c === LF || c === CR;
}

function digitValue(c: number, hex: boolean): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (!hex) return -1;
  if (c >= 65 && c <= 70) return c - 55;
  return c >= 97 && c <= 102 ? c - 87 : -1;
}

// XML 1.0 (fifth edition) name characters without ":"; astral ones as surrogate pairs.
const ASCII_NAME_START = /[A-Za-z_]/;
const ASCII_NAME_CHAR = /[A-Za-z_0-9.-]/;
const ASCII_NAMES = Uint8Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  return ASCII_NAME_START.test(ch) ? 2 : ASCII_NAME_CHAR.test(ch) ? 1 : 0;
});

function isNameStart(c: number): boolean {
  if (c < 128) return ASCII_NAMES[c] === 2;
  return (
    (c >= 0xc0 && c <= 0x2ff && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x1fff && c !== 0x37e) ||
    c === 0x200c ||
    c === 0x200d ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xdb7f) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd)
  );
}

function isNameChar(c: number): boolean {
  if (c < 128) return ASCII_NAMES[c]! > 0;
  return (
    isNameStart(c) ||
    c === 0xb7 ||
    (c >= 0x300 && c <= 0x36f) ||
    c === 0x203f ||
    c === 0x2040 ||
    (c >= 0xdc00 && c <= 0xdfff)
  );
}

/**
 * Whether a document may bind `prefix` ("" for the default namespace) to `uri`: `xml` only to its
 * own namespace, `xmlns` never, no other prefix to those two namespaces, and only the default
 * namespace to "" (undeclaring it), as Namespaces in XML 1.0 says.
 */
export function isDeclarable(prefix: string, uri: string): boolean {
  return prefix === "xml"
    ? uri === XML_NS
    : prefix !== "xmlns" && uri !== XML_NS && uri !== XMLNS_NS && (uri !== "" || prefix === "");
}

/** Whether `name` can name an element written without a prefix (an XML NCName). */
export function isXmlNCName(name: string): boolean {
  return isNCName(name, 0, name.length);
}

function isNCName(text: string, start: number, end: number): boolean {
  if (start >= end || !isNameStart(text.charCodeAt(start))) return false;
  for (let i = start + 1; i < end; i++) if (!isNameChar(text.charCodeAt(i))) return false;
  return true;
}

/** What is wrong with the character at `index`, one XML 1.0 does not allow. */
export function notXmlCharacter(xml: string, index: number): string {
  const code = xml.codePointAt(index)!;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")} is not a character XML 1.0 allows`;
}

/** 1-based line and column (in characters) of `index`; CRLF, CR and LF each end a line. */
function lineColumn(xml: string, index: number): [number, number] {
  let line = 1;
  let lineStart = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let i = lineStart; i < index; i++) {
    const c = xml.charCodeAt(i);
    if (c === LF || (c === CR && xml.charCodeAt(i + 1) !== LF)) {
      line++;
      lineStart = i + 1;
    }
  }
  let column = 1;
  for (let i = lineStart; i < index; i++) {
    const c = xml.charCodeAt(i);
    if (
      c < 0xdc00 ||
      c > 0xdfff ||
      i === lineStart ||
      !(xml.charCodeAt(i - 1) >= 0xd800 && xml.charCodeAt(i - 1) <= 0xdbff)
    )
      column++;
  }
  return [line, column];
}
