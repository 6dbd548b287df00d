/**
 * SOAP 1.1 section 5 encoding, which rpc/encoded messages are written in: every value's element
 * names its type (`xsi:type`, written by the field writer it sets on the XmlWriter, `encoded`),
 * arrays are SOAP-ENC arrays (`SOAP-ENC:arrayType="xsd:int[3]"`, items named anything, sparse ones at
 * `SOAP-ENC:offset`/`position`), and a value may stand elsewhere in the Body, referred to by
 * `href="#id"` (multiRef, as Axis writes them; .NET writes every structure so). The operations of
 * an encoded contract pass it in (`soapEncoding`), so the shared codecs hold none of it.
 *
 * References are resolved before the codecs read: the call's element is rewritten with each
 * reference replaced by the element it names (forward or backward), and read as a literal
 * message would be. A reference back into the value that holds it (a cycle) is left as it is,
 * and reads as the structure it names, the same object (`XmlReader.references`). Hostile
 * messages are bounded: at most {@link MAX_REFERENCES} values, references nested at most
 * {@link MAX_NESTING} deep, and the rewritten call at most {@link MAX_GROWTH} times the Body.
 */
import {
  XmlValueError,
  fieldOf,
  fieldTable,
  readField,
  readValue,
  scopedWriters,
  writeChild,
  writeField,
} from "./codec.js";
import type { ChildWriter, Codec, FieldCodec, FieldSpec, FieldTable, XmlWriter } from "./codec.js";
import type { ComplexCodec } from "./complex-codec.js";
import { BodyCodec, type BodyDescriptor, type MessageEncoding } from "./operation.js";
import {
  XmlEvent,
  XmlLimitError,
  XmlReader,
  type EncodedReferences,
  type XmlLimits,
} from "./xml-reader.js";
import { escapeXml } from "./xml-text.js";

export const SOAP_ENCODING_NS = "http://schemas.xmlsoap.org/soap/encoding/";
const SOAP11_ENVELOPE_NS = "http://schemas.xmlsoap.org/soap/envelope/";

export const MAX_REFERENCES = 10_000;
export const MAX_NESTING = 64;
export const MAX_GROWTH = 16;
/** The largest index a sparse array's item may be put at. */
export const MAX_ARRAY_INDEX = 1_000_000;

/**
 * The encoding of an operation's messages in `encodingStyle` (SOAP 1.1 section 5's): the call's
 * element declares the SOAP-ENC prefix and says the style; its Body is read by {@link EncodedBody}.
 */
export function soapEncoding(encodingStyle: string): MessageEncoding {
  const callAttributes = ` xmlns:SOAP-ENC="${SOAP_ENCODING_NS}" xmlns:SOAP-ENV="${SOAP11_ENVELOPE_NS}" SOAP-ENV:encodingStyle="${escapeXml(encodingStyle)}"`;
  // Only a call (rpc: a wrapper) is encoded.
  return {
    body: (d, ns) =>
      d.wrapper ? new EncodedBodyCodec(d, ns, callAttributes) : new BodyCodec(d, ns),
  };
}

/** An encoded message's body: the call, and the values written apart from it. */
class EncodedBodyCodec extends BodyCodec {
  override readonly encoded = true;
  readonly #table: FieldTable;
  /** Each message's Body as it is read, by the value its call is read into, until it is. */
  readonly #bodies = new WeakMap<object, EncodedBody>();

  constructor(d: BodyDescriptor, ns: string, callAttributes: string) {
    super(d, ns, callAttributes);
    this.#table = fieldTable(this.fields);
  }

  /** The call, each value naming its type, then the values that hold themselves, apart. */
  override writeTo(w: XmlWriter, values: Record<string, unknown>, where: string): void {
    const refs = cycleTargets(values);
    w.encoded = encodedChild(refs);
    try {
      super.writeTo(w, values, where);
      if (refs) writeMultiRefs(w, refs, where);
    } finally {
      w.encoded = undefined;
    }
  }

  /** Keeps the Body element the reader is at: the call, or a value it may refer to. */
  override readChild(r: XmlReader, target: Record<string, unknown>): void {
    let body = this.#bodies.get(target);
    if (!body) this.#bodies.set(target, (body = new EncodedBody()));
    body.keep(r, r.localName === this.wrapper!.local && r.namespace === this.wrapper!.ns);
  }

  /**
   * Reads the call kept for `target` into it, its references resolved (they may come after it),
   * held to `limits` (the message's, but deeper by what references nest).
   */
  override complete(target: Record<string, unknown>, limits?: XmlLimits): void {
    const reader = this.#bodies.get(target)?.reader(limits);
    this.#bodies.delete(target);
    if (reader) readCall(reader, this.#table, target);
  }
}

/** A value an encoded message writes apart: its id, and, once a field refers to it, how it is written. */
interface MultiRef {
  readonly id: string;
  written?: { readonly codec: Codec<unknown>; readonly xsiType: string };
}

/**
 * How an encoded message's fields are written: each value's element names its type; a value of
 * `refs` is referred to (`href`), and written apart once (writeMultiRefs).
 */
function encodedChild(refs: Map<object, MultiRef> | undefined): ChildWriter {
  return (w, fw, codec, value) => {
    const ref = refs?.get(value as object);
    if (ref) {
      ref.written ??= { codec, xsiType: typeAttribute(fw.field, codec, value) };
      w.leaf(`${fw.start} href="#${ref.id}"`, fw.field.xml, "");
    } else if (value === null) writeChild(w, fw, codec, value);
    else
      codec.writeElement(
        w,
        fw.start + typeAttribute(fw.field, codec, value),
        fw.field.xml,
        fw.field.ts,
        value,
        fw.field.ns,
      );
  };
}

/**
 * The ` xsi:type` of a value's element: its field's type; for a value that says its type (`$type`),
 * the type of its codec, unless that codec writes a derived type's (complex-codec.ts) or has none.
 */
function typeAttribute(field: FieldCodec, codec: Codec<unknown>, value: unknown): string {
  if (typeof value !== "object" || !Object.hasOwn(value as object, "$type"))
    return field.xsi === undefined ? "" : xsiTypeAttribute(field.xsi);
  const typed = (value as { $type?: unknown }).$type;
  const d = (codec as Partial<ComplexCodec<unknown>>).descriptor;
  const own = d?.typeName;
  return typed !== undefined && own && (!d.derived || typed === own.local)
    ? ` xsi:type="t:${own.local}" xmlns:t="${escapeXml(own.ns)}"`
    : "";
}

/** ` xsi:type="xsd:int"`, or for `{namespace}local` the name with a prefix declared beside it. */
function xsiTypeAttribute(xsi: string): string {
  if (!xsi.startsWith("{")) return ` xsi:type="${escapeXml(xsi)}"`;
  const close = xsi.indexOf("}");
  return ` xsi:type="t:${escapeXml(xsi.slice(close + 1))}" xmlns:t="${escapeXml(xsi.slice(1, close))}"`;
}

/**
 * Reads the call's part accessors into `target` by their names, whatever their namespace
 * (node-soap qualifies them); others are skipped.
 */
function readCall(r: XmlReader, fields: FieldTable, target: Record<string, unknown>): void {
  if (r.isEmptyElement) return;
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const field = fields.list[fields.indexByName.get(r.localName) ?? -1];
    if (field) readField(r, field, target);
    else r.skipElement();
  }
}

/**
 * The structures of an encoded message read so far, by their ids: an element referring back to
 * one that holds it (`href="#id"`, a cycle `expand` left in place) reads as that structure.
 */
class StructuresRead implements EncodedReferences {
  readonly #byId = new Map<string, object>();

  keep(r: XmlReader, target: object): void {
    const id = r.attribute("", "id");
    if (id !== undefined) this.#byId.set(id, target);
  }

  read<T>(r: XmlReader, codec: { read(r: XmlReader): T }): T {
    const href = r.attribute("", "href");
    if (href === undefined) return codec.read(r);
    const name = r.localName;
    const value = this.#byId.get(href.slice(1));
    r.skipElement();
    if (value === undefined)
      throw new XmlValueError(
        name,
        "a reference to a structure (a cycle through an array or a simple value)",
        href,
      );
    return value as T;
  }
}

/**
 * The objects (structures, arrays) of `root` that hold themselves, directly or not: written in
 * place, they would never end. Each gets an id; other values, shared or not, are written in place.
 */
function cycleTargets(root: object): Map<object, MultiRef> | undefined {
  const onPath = new Set<object>();
  const done = new Set<object>();
  let targets: Map<object, MultiRef> | undefined;
  const visit = (value: unknown): void => {
    if (typeof value !== "object" || value === null || done.has(value)) return;
    if (value instanceof Date || ArrayBuffer.isView(value)) return;
    if (onPath.has(value)) {
      targets ??= new Map();
      if (!targets.has(value)) targets.set(value, { id: `id${targets.size}` });
      return;
    }
    onPath.add(value);
    for (const item of Object.values(value)) visit(item);
    onPath.delete(value);
    done.add(value);
  };
  for (const value of Object.values(root)) visit(value);
  return targets;
}

/**
 * The values written apart, each once, as `<multiRef id="id0" SOAP-ENC:root="0" xsi:type=...>`
 * after the call's element (as Axis writes them); one referring to another is written after it.
 */
function writeMultiRefs(w: XmlWriter, refs: Map<object, MultiRef>, where: string): void {
  const written = new Set<MultiRef>();
  for (let more = true; more; ) {
    more = false;
    for (const [value, ref] of refs) {
      if (!ref.written || written.has(ref)) continue;
      written.add(ref);
      more = true;
      // Its own fields referring to it are references too: only this element is the value.
      ref.written.codec.writeElement(
        w,
        `<multiRef id="${ref.id}" SOAP-ENC:root="0" xmlns:SOAP-ENC="${SOAP_ENCODING_NS}"${ref.written.xsiType}`,
        "multiRef",
        where,
        value,
        "",
      );
    }
  }
}

/**
 * A SOAP-encoded array: written `<name xsi:type="SOAP-ENC:Array" SOAP-ENC:arrayType="T[n]">` with
 * one `item` element per value; read whatever its items are named. `itemType` is the items'
 * type as `xsi:type` names it (`xsd:int`, or `{namespace}local`).
 */
export function encodedArrayCodec<T>(spec: FieldSpec, itemType: string): Codec<(T | null)[]> {
  const item = fieldOf(spec, "");
  const writers = scopedWriters([item], "");
  const [typeName, declaration] = prefixed(itemType);
  const itemCodec = () => (typeof item.codec === "function" ? item.codec() : item.codec);
  return {
    expected: `a SOAP-encoded array of ${itemType}`,
    read(r) {
      const items: unknown[] = [];
      let next = arrayIndex(r, "offset") ?? 0;
      let sparse = next > 0;
      if (r.isEmptyElement) {
        r.next();
        return items as (T | null)[];
      }
      for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event !== XmlEvent.Start) continue;
        const at = arrayIndex(r, "position") ?? next;
        sparse ||= at !== items.length;
        items[at] = readValue(r, itemCodec());
        next = at + 1;
      }
      // Items a sparse array does not send are absent: null, as a nil item.
      if (sparse) for (let i = 0; i < items.length; i++) if (!(i in items)) items[i] = null;
      return items as (T | null)[];
    },
    writeElement(w, start, name, path, value, scope) {
      if (!Array.isArray(value)) throw new TypeError(`${path} must be an array`);
      const soapEnc = w.encoded ? "" : ` xmlns:SOAP-ENC="${SOAP_ENCODING_NS}"`;
      w.open(
        `${start} xsi:type="SOAP-ENC:Array" SOAP-ENC:arrayType="${typeName}[${value.length}]"${declaration}${soapEnc}`,
      );
      writeField(w, writers(scope)[0]!, value, path);
      w.close(name);
    },
  };
}

/** `xsd:int` as it is, `{namespace}local` as `a:local` and the declaration of `a`. */
function prefixed(type: string): [string, string] {
  if (!type.startsWith("{")) return [type, ""];
  const close = type.indexOf("}");
  return [`a:${type.slice(close + 1)}`, ` xmlns:a="${escapeXml(type.slice(1, close))}"`];
}

/** The index a `SOAP-ENC:offset` or `position` attribute (`[3]`) gives, if the element has one. */
function arrayIndex(r: XmlReader, attribute: "offset" | "position"): number | undefined {
  const text = r.attribute(SOAP_ENCODING_NS, attribute);
  if (text === undefined) return undefined;
  const match = /^\s*\[\s*(\d{1,7})\s*\]\s*$/.exec(text);
  const index = match ? Number(match[1]) : Number.NaN;
  if (!(index <= MAX_ARRAY_INDEX))
    throw new XmlValueError(
      `${r.localName}/@SOAP-ENC:${attribute}`,
      `an index of a one-dimensional array ([0] to [${MAX_ARRAY_INDEX}])`,
      text,
    );
  return index;
}

/** A QName-valued attribute of the encoding (`xsi:type="ns1:Person"`, `arrayType`): its prefix. */
const QNAME_VALUE = /\s(?:[\w.-]+:)?(?:type|arrayType)\s*=\s*["']\s*([\w.-]+):/g;

/**
 * What an encoded message's Body holds, kept as the reader passes it: the call's element and the
 * elements it may refer to (those with an `id`), each as XML standing alone; and the namespaces of
 * the prefixes their QName values use, bound outside them (on the Envelope).
 */
export class EncodedBody {
  call: string | undefined;
  readonly #values = new Map<string, string>();
  readonly #bindings = new Map<string, string>();
  #length = 0;

  /** Keeps the Body element the reader is at: the call (the first `isCall` one), or one with an id. */
  keep(r: XmlReader, isCall: boolean): void {
    if (isCall && this.call === undefined) {
      this.call = this.#outer(r);
      return;
    }
    const id = r.attribute("", "id");
    if (id === undefined) return r.skipElement();
    if (this.#values.size >= MAX_REFERENCES)
      throw new XmlLimitError(
        `the SOAP Body holds more than ${MAX_REFERENCES} values`,
        0,
        0,
        "maxElements",
      );
    this.#values.set(id, this.#outer(r));
  }

  #outer(r: XmlReader): string {
    const xml = r.readOuterXml();
    this.#length += xml.length;
    for (const m of xml.matchAll(QNAME_VALUE)) {
      const prefix = m[1]!;
      const ns = this.#bindings.has(prefix) ? undefined : r.namespaceOf(prefix);
      if (ns !== undefined) this.#bindings.set(prefix, ns);
    }
    return xml;
  }

  /**
   * A reader at the call's element, every reference in it replaced by the element it names; a
   * document of its own, whose root binds the prefixes the values' QNames use.
   */
  reader(limits: XmlLimits = {}): XmlReader | undefined {
    if (this.call === undefined) return undefined;
    const budget = { references: 0, length: MAX_GROWTH * this.#length + 65_536 };
    const call = expand(this.call, this.#values, [], budget);
    let root = "<encoded";
    for (const [prefix, ns] of this.#bindings) root += ` xmlns:${prefix}="${escapeXml(ns)}"`;
    const maxDepth = (limits.maxDepth ?? 64) + MAX_NESTING;
    const r = new XmlReader(`${root}>${call}</encoded>`, { ...limits, maxDepth });
    r.references = new StructuresRead();
    r.next();
    for (
      let event = r.next();
      event !== XmlEvent.Start && event !== XmlEvent.End;
      event = r.next()
    );
    return r;
  }
}

interface Budget {
  references: number;
  length: number;
}

/** An href to an element of the message: `#id`. */
const HREF = /\shref\s*=\s*(["'])#([^"']*)\1/;

/** `xml` (content or an element standing alone) with every reference replaced by what it names. */
function expand(
  xml: string,
  values: ReadonlyMap<string, string>,
  stack: readonly string[],
  budget: Budget,
): string {
  let out = "";
  let at = 0;
  for (let lt = xml.indexOf("<"); lt >= 0; lt = xml.indexOf("<", at)) {
    out += xml.slice(at, lt);
    const end = markupEnd(xml, lt);
    const markup = xml.slice(lt, end);
    const ref = isStartTag(markup) ? HREF.exec(markup) : null;
    if (!ref) {
      out += markup;
      at = end;
      continue;
    }
    const name = tagName(markup);
    at = markup.endsWith("/>") ? end : endOfElement(xml, end);
    out += substitute(markup, name, ref[2]!, values, stack, budget);
    if (out.length > budget.length)
      throw new XmlLimitError(
        "the SOAP Body's references repeat too much of it",
        0,
        0,
        "maxElements",
      );
  }
  return out + xml.slice(at);
}

/** The element `tag` refers to, named as `tag`, its attributes beside `tag`'s. */
function substitute(
  tag: string,
  name: string,
  id: string,
  values: ReadonlyMap<string, string>,
  stack: readonly string[],
  budget: Budget,
): string {
  const target = values.get(id);
  if (target === undefined)
    throw new XmlValueError(
      name,
      "a reference to an element of the SOAP Body with that id",
      `#${id}`,
    );
  // A reference to a value that holds it: the reader gives it the object being read.
  if (stack.includes(id)) return tag.endsWith("/>") ? tag : `${tag}</${name}>`;
  if (stack.length >= MAX_NESTING || ++budget.references > MAX_REFERENCES)
    throw new XmlLimitError(
      `the SOAP Body's references nest deeper than ${MAX_NESTING} or number more than ${MAX_REFERENCES}`,
      0,
      0,
      "maxDepth",
    );
  const targetEnd = markupEnd(target, 0);
  const targetTag = target.slice(0, targetEnd);
  const content = targetTag.endsWith("/>") ? "" : target.slice(targetEnd, target.lastIndexOf("</"));
  const attributes = new Map(attributesOf(tag, name).filter(([n]) => n !== "href"));
  for (const [n, v] of attributesOf(targetTag, tagName(targetTag))) {
    // The element keeps the referring one's namespace: a default namespace the target's name
    // needed is not put on it.
    if (n === "xmlns" && !name.includes(":")) continue;
    attributes.set(n, v);
  }
  let start = `<${name}`;
  for (const [n, v] of attributes) start += ` ${n}=${v}`;
  return `${start}>${expand(content, values, [...stack, id], budget)}</${name}>`;
}

/** The attributes of a start tag, as `[name, quoted value]`. */
function attributesOf(tag: string, name: string): [string, string][] {
  const all: [string, string][] = [];
  for (const m of tag.slice(1 + name.length).matchAll(/([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/g))
    all.push([m[1]!, m[2]!]);
  return all;
}

function isStartTag(markup: string): boolean {
  const c = markup.charCodeAt(1);
  return c !== 47 /* / */ && c !== 33 /* ! */ && c !== 63 /* ? */;
}

function tagName(tag: string): string {
  return /^<([^\s/>]+)/.exec(tag)![1]!;
}

/** Where the markup starting at `lt` ends (the XML is well-formed: it was read before). */
function markupEnd(xml: string, lt: number): number {
  if (xml.startsWith("<!--", lt)) return xml.indexOf("-->", lt) + 3;
  if (xml.startsWith("<![CDATA[", lt)) return xml.indexOf("]]>", lt) + 3;
  if (xml.startsWith("<?", lt)) return xml.indexOf("?>", lt) + 2;
  let quote = 0;
  for (let i = lt + 1; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62 /* > */) return i + 1;
  }
  return xml.length;
}

/** After the start tag ending at `from`: where its element's end tag ends (what it holds is dropped). */
function endOfElement(xml: string, from: number): number {
  let depth = 0;
  for (let lt = xml.indexOf("<", from); lt >= 0; lt = xml.indexOf("<", lt + 1)) {
    const end = markupEnd(xml, lt);
    const markup = xml.slice(lt, end);
    if (markup.startsWith("</")) {
      if (depth === 0) return end;
      depth--;
    } else if (isStartTag(markup) && !markup.endsWith("/>")) depth++;
    lt = end - 1;
  }
  return xml.length;
}
