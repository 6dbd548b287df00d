/**
 * `xsd:anyType` items, as ASMX writes `object[]`: `<anyType xsi:type="xsd:string">...</anyType>`
 * for simple values and `<anyType xsi:type="Order">...</anyType>` for objects. Reading keeps the
 * xsi:type and decodes the content by it; what the contract does not describe is kept whole.
 */
import {
  XSD_NS,
  XSI_NS,
  XmlValueError,
  XmlWriter,
  pathed,
  writeChild,
  type Codec,
  type TextCodec,
} from "./codec.js";
import { XmlEvent, isXmlNCName, type XmlReader } from "./xml-reader.js";
import type { ComplexCodec } from "./complex-codec.js";
import { escapeXml, escapeXmlText, xmlTextContent } from "./xml-text.js";
import * as xsd from "./xsd-codecs.js";
import { setOwn } from "./own-property.js";
import { fieldKey, mayRepeat } from "./field-keys.js";
import { endTagAt, fieldTagSlot, joinedTagAt, startTagAt } from "./field-tags.js";

type XsdName = keyof typeof xsd;

/**
 * .NET's own built-ins, which ASMX declares in a namespace of its own: an item of type `xsd:guid`
 * or `xsd:char` goes as `q1:guid` there (ASMX reads `xsd:guid` as no Guid, and echoes it back
 * unparsed), and is read from there, and from WCF's namespace, which also has `duration`.
 */
const DOTNET_TYPES_NS = "http://microsoft.com/wsdl/types/";
const DOTNET_TYPES: Readonly<Record<string, readonly XsdName[]>> = {
  [DOTNET_TYPES_NS]: ["guid", "char"],
  "http://schemas.microsoft.com/2003/10/Serialization/": ["guid", "char", "duration"],
};

/** Content of an element the contract does not describe. */
export type XmlValue = string | null | XmlFields | XmlValue[];
export interface XmlFields {
  [element: string]: XmlValue;
}

/**
 * The shape every AnyTypeItem of a generated contract has. An unknown item's `xsiTypeNamespace` is
 * the namespace its `xsiType` names (as read: when it has a prefix, or names a namespace other than
 * the element's own), so that it is written back with its prefix declared.
 */
export type AnyItem =
  | { type: string; value: unknown; text?: string }
  | { type: "unknown"; xsiType: string | null; xsiTypeNamespace?: string; value: XmlValue };

/** Reads an element with unknown content: text, or child elements by local name (repeats as arrays). */
export function readXmlValue(r: XmlReader): XmlValue {
  return readValue(r, 0);
}

/** The children of a record readPlainChildren read, in arrays reused from record to record. */
const childNames: string[] = [];
const childTexts: string[] = [];

function readValue(r: XmlReader, depth: number): XmlValue {
  if (r.attribute(XSI_NS, "nil") === "true") {
    r.skipElement();
    return null;
  }
  // An empty element is "": the loop below meets its End at once.
  const plain = r.readPlainText();
  if (plain !== undefined) return plain;
  const children = r.readPlainChildren(childNames, childTexts);
  if (children > 0) {
    if (children === recordTemplate.names.length && hasTemplateNames(children)) {
      // Each key is an own property of the copy already (`__proto__` too): set as one.
      const record: XmlFields = { ...recordTemplate.fields };
      for (let position = 0; position < children; position++)
        record[recordTemplate.keys[position]!] = childTexts[position]!;
      return record;
    }
    const record: XmlFields = {};
    for (let position = 0; position < children; position++)
      addField(record, depth, position, childNames[position]!, childTexts[position]!);
    keepTemplate(record, children);
    return record;
  }
  let fields: XmlFields | undefined;
  let count = 0;
  let text = "";
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event === XmlEvent.Text) text += r.text;
    if (event !== XmlEvent.Start) continue;
    fields ??= {};
    addField(fields, depth, count++, r.localName, readValue(r, depth + 1));
  }
  return fields ?? text;
}

/**
 * The fields of the last record read in one step whose children all had different names: their
 * names, the keys made of them, and a private object of those keys, in order, each "". A next
 * record of the same names is a copy of that object, its texts set: made with its final layout at
 * once, where adding the fields one by one went through a layout per field.
 */
const recordTemplate = { names: [] as string[], keys: [] as string[], fields: {} as XmlFields };

function hasTemplateNames(children: number): boolean {
  const names = recordTemplate.names;
  for (let position = 0; position < children; position++)
    if (childNames[position] !== names[position]) return false;
  return true;
}

/** Keeps `record`, read in one step with `children` fields, as the template, unless a name repeats. */
function keepTemplate(record: XmlFields, children: number): void {
  const keys = Object.keys(record);
  if (keys.length !== children) return;
  const fields: XmlFields = {};
  for (const key of keys) setOwn(fields, key, "");
  recordTemplate.names = childNames.slice(0, children);
  recordTemplate.keys = keys;
  recordTemplate.fields = fields;
}

/**
 * Adds the field at `position` of an object at `depth`. The object is built directly; a field
 * becomes an array only when its element repeats (a value read here is never an array, so an
 * array means "repeated").
 */
function addField(
  fields: XmlFields,
  depth: number,
  position: number,
  localName: string,
  value: XmlValue,
): void {
  const name = fieldKey(depth, position, localName);
  const seen =
    mayRepeat(depth, position, name) && Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (seen === undefined) setOwn(fields, name, value);
  else if (Array.isArray(seen)) seen.push(value);
  else setOwn(fields, name, [seen, value]);
}

/** Writes unknown content back: text, or child elements in the given namespace's default scope. */
export function writeXmlValue(value: XmlValue, where: string): string {
  const w = new XmlWriter();
  writeContent(w, value, where, 0);
  return w.xml;
}

/**
 * Appends unknown content; a refusal's message starts with `path`, this element's. Fields of text
 * one after another (a record's, mostly) are written as one string, the tags between two of them
 * joined: `<a>` + `1` + `</a><b>` + `2` + `</b>`, fewer pieces for the writer to hold and flatten
 * than each element apart (the 10,000-item answer's writing about a tenth less); not to a writer
 * that lays out its text, which takes each element apart.
 */
function writeContent(w: XmlWriter, value: XmlValue, path: string, depth: number): void {
  if (value === null) return;
  if (typeof value === "string") {
    w.text(xmlTextContent(value, path));
    return;
  }
  if (Array.isArray(value))
    throw new TypeError(`${path}: a list must be the value of a named field`);
  const joins = !w.laysOut;
  let run = "";
  // The slot of the field of text `run` ends with, whose end tag is not written yet; -1: none.
  let open = -1;
  let position = 0;
  for (const name of Object.keys(value)) {
    const field = value[name]!;
    try {
      const slot = fieldTagSlot(depth, position++, name);
      if (joins && typeof field === "string" && field !== "" && slot >= 0) {
        // The field before, if open, is the one at slot - 1: slots follow positions.
        run +=
          (open < 0 ? startTagAt(slot, name) : joinedTagAt(slot)) + xmlTextContent(field, name);
        open = slot;
        continue;
      }
      if (open >= 0) run += endTagAt(open, "");
      open = -1;
      if (run !== "") w.children(run);
      run = "";
      if (Array.isArray(field))
        for (const item of field) writeOpenChild(w, name, slot, item, depth);
      else writeOpenChild(w, name, slot, field, depth);
    } catch (err) {
      throw pathed(err, path, name);
    }
  }
  if (open >= 0) w.children(run + endTagAt(open, ""));
}

// Empty content is an empty-element tag, as .NET writes it.
function writeOpenChild(
  w: XmlWriter,
  name: string,
  slot: number,
  item: XmlValue,
  depth: number,
): void {
  if (item === null) w.leaf(`<${name} xsi:nil="true"`, name, "");
  else if (typeof item === "string")
    w.element(startTagAt(slot, name), xmlTextContent(item, name), endTagAt(slot, name));
  else {
    w.open(`<${name}`);
    writeContent(w, item, name, depth + 1);
    w.close(name);
  }
}

/**
 * A record's content as writeContent writes it, as one string, where every field is a text not
 * empty whose tags are kept by position (a list's records, mostly); undefined, nothing written,
 * where one is not. A refusal is writeContent's.
 */
function flatContent(value: XmlFields, path: string): string | undefined {
  let run = "";
  let open = -1;
  let position = 0;
  for (const name of Object.keys(value)) {
    const field = value[name]!;
    if (typeof field !== "string" || field === "") return undefined;
    let text: string;
    try {
      const slot = fieldTagSlot(0, position++, name);
      if (slot < 0) return undefined;
      text = (open < 0 ? startTagAt(slot, name) : joinedTagAt(slot)) + xmlTextContent(field, name);
      open = slot;
    } catch (err) {
      throw pathed(err, path, name);
    }
    run += text;
  }
  return open < 0 ? "" : run + endTagAt(open, "");
}

/** An open complex type's codec: its content, where it is flat, as one string (flatContent). */
export interface OpenCodec extends Codec<XmlFields> {
  contentText(value: unknown, path: string): string | undefined;
}

/** An open complex type: the contract names it but shows no fields, so all content is kept. */
export function openCodec(name: string): OpenCodec {
  const codec: OpenCodec = {
    expected: `a ${name}`,
    read(r) {
      const value = readXmlValue(r);
      return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
    },
    writeElement(w, start, elementName, path, value) {
      w.open(start);
      writeContent(w, value, path, 0);
      w.close(elementName);
    },
    contentText: (value, path) =>
      typeof value === "object" && value !== null && !Array.isArray(value)
        ? flatContent(value as XmlFields, path)
        : undefined,
  };
  return codec;
}

/** The anyType codec of a contract. */
export interface AnyTypeCodec extends Codec<AnyItem> {
  /** The contract's complex types an item may name, by local name. */
  readonly itemTypes: ReadonlyMap<string, Codec<unknown>>;
}

/**
 * The anyType codec of a contract: `types` maps the local names of the contract's complex types
 * (in namespace `ns`) to their codecs.
 */
export function anyTypeCodec(ns: string, types: ReadonlyMap<string, Codec<unknown>>): AnyTypeCodec {
  // The start tag of the last contract-type item written: a list's items mostly share it.
  let lastStart = "";
  let lastTagType = "";
  let lastScope: string | undefined;
  let lastTag = "";
  // The contract type the last such item named, and how: a list's items mostly name the same.
  let lastRaw: string | undefined;
  let lastPrefix = "";
  let lastNs = "";
  let lastType = "";
  let lastTypeCodec: Codec<unknown> | undefined;
  const codec: AnyTypeCodec = {
    itemTypes: types,
    expected: "an xsd:anyType item",
    read(r) {
      const raw = r.attribute(XSI_NS, "type");
      if (raw === undefined) return { type: "unknown", xsiType: null, value: readXmlValue(r) };
      // The same text, its prefix bound to the same namespace here: the same type.
      if (raw === lastRaw && (r.namespaceOf(lastPrefix) ?? "") === lastNs)
        return { type: lastType, value: lastTypeCodec!.read(r) };
      const qname = r.resolveQName(raw);
      if (
        qname.namespace === XSD_NS
          ? Object.hasOwn(xsd, qname.local)
          : Object.hasOwn(DOTNET_TYPES, qname.namespace) &&
            DOTNET_TYPES[qname.namespace]!.includes(qname.local as XsdName)
      ) {
        // biome-ignore lint/performance/noDynamicNamespaceImportAccess: an xsi:type names any built-in, so all are kept.
        const codec = xsd[qname.local as XsdName];
        const name = r.localName;
        const text = r.readText();
        const value = codec.parse(text);
        if (value === undefined) throw new XmlValueError(name, codec.expected, text);
        return qname.local === "dateTime"
          ? { type: "xsd:dateTime", value, text }
          : { type: `xsd:${qname.local}`, value };
      }
      const codec = qname.namespace === ns ? types.get(qname.local) : undefined;
      if (codec) {
        const colon = raw.indexOf(":");
        lastRaw = raw;
        lastPrefix = colon < 0 ? "" : raw.slice(0, colon);
        lastNs = qname.namespace;
        lastType = qname.local;
        lastTypeCodec = codec;
        return { type: qname.local, value: codec.read(r) };
      }
      // The namespace goes with the text where the text alone would lose it written back (where
      // the element's own namespace is the default one).
      if (raw.includes(":") || qname.namespace !== r.namespace)
        return {
          type: "unknown",
          xsiType: raw,
          xsiTypeNamespace: qname.namespace,
          value: readXmlValue(r),
        };
      return { type: "unknown", xsiType: raw, value: readXmlValue(r) };
    },
    writeElement(w, start, name, path, item, scope) {
      if (item.type === "unknown") {
        const u = item as Extract<AnyItem, { type: "unknown" }>;
        w.open(u.xsiType === null ? start : start + unknownXsiType(u, scope, path));
        writeContent(w, u.value, path, 0);
        w.close(name);
        return;
      }
      if (item.type.startsWith("xsd:")) {
        // biome-ignore lint/performance/noDynamicNamespaceImportAccess: an item's type names any built-in, so all are kept.
        const builtIn = xsd[item.type.slice(4) as XsdName] as TextCodec<unknown> | undefined;
        if (!builtIn) throw new TypeError(`${path}: unknown built-in type ${item.type}`);
        // A text given with the value (a dateTime as the implementation wrote it) must be one of
        // the type's: anything else would go on the wire as it is.
        const given = "text" in item && typeof item.text === "string" ? item.text : undefined;
        if (given !== undefined && builtIn.parse(given) === undefined)
          throw new RangeError(`${path}: ${JSON.stringify(given)} is not ${builtIn.expected}`);
        const local = item.type.slice(4);
        const xsiType = DOTNET_TYPES[DOTNET_TYPES_NS]!.includes(local as XsdName)
          ? ` xmlns:q1="${DOTNET_TYPES_NS}" xsi:type="q1:${local}"`
          : ` xsi:type="${item.type}"`;
        w.leaf(
          `${start}${xsiType}`,
          name,
          escapeXmlText(given ?? builtIn.format(item.value, path)),
        );
        return;
      }
      const typeCodec = types.get(item.type);
      if (!typeCodec) throw new TypeError(`${path}: ${item.type} is not a type of the contract`);
      // A value of a type derived from the item's (`$type`) is written with the derived type's
      // xsi:type, by the type's codec: the item's would be a second one.
      const typed = (item.value as { $type?: unknown } | null)?.$type;
      if (typed !== undefined && typed !== item.type && writesDerived(typeCodec, typed)) {
        typeCodec.writeElement(w, start, name, path, item.value, scope);
        return;
      }
      typeCodec.writeElement(w, typeTag(start, item.type, scope), name, path, item.value, scope);
    },
  };
  /** The start tag of an item of the contract's type `type`, kept for the next item. */
  const typeTag = (start: string, type: string, scope: string | undefined): string => {
    if (start !== lastStart || type !== lastTagType || scope !== lastScope) {
      lastStart = start;
      lastTagType = type;
      lastScope = scope;
      // Unprefixed, the type's name is in the default namespace: the element's own, which is
      // the contract's unless the element is in another.
      lastTag =
        scope === undefined || scope === ns
          ? `${start} xsi:type="${type}"`
          : `${start} xsi:type="t:${type}" xmlns:t="${escapeXml(ns)}"`;
    }
    return lastTag;
  };
  /**
   * A list's items of open types whose records are flat built whole, each start tag + content +
   * end tag handed to the writer at once (10,000 items: written in 5.7-5.9 ms instead of 6.1-6.6,
   * and about a fifth more answers a second; 100 items: a few percent). Any other item is written
   * as writeChild writes it, and once one record is not flat the rest of the list is too: a list's
   * records mostly have one shape.
   */
  codec.writeItems = (w, fw, items) => {
    const { start, field } = fw;
    const end = `</${field.xml}>`;
    let whole = true;
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as AnyItem | null;
      if (whole && typeof item === "object" && item !== null && item.type !== "unknown") {
        const typeCodec = types.get(item.type) as Partial<OpenCodec> | undefined;
        // An open type writes no derived type's xsi:type (writesDerived): its $type is a field.
        const content = typeCodec?.contentText?.(item.value, field.ts);
        if (content !== undefined) {
          const tag = typeTag(start, item.type, field.ns);
          w.children(content === "" ? `${tag} />` : `${tag}>${content}${end}`);
          continue;
        }
        whole = typeCodec?.contentText === undefined;
      }
      writeChild(w, fw, codec, item);
    }
  };
  return codec;
}

/** Whether `codec` writes a value of `$type` `typed` with an xsi:type of its own (a derived type's). */
function writesDerived(codec: Codec<unknown>, typed: unknown): boolean {
  const d = (codec as Partial<ComplexCodec<unknown>>).descriptor;
  return d?.derived !== undefined && typed !== d.typeName?.local;
}

/**
 * An unknown item's ` xsi:type="..."`, with the declaration of its prefix where it has a namespace
 * (`xsiTypeNamespace`): its own prefix unless that is one the message binds otherwise (`xsd`,
 * `xsi`, `xml...`), `t` then, and none for the default namespace in scope (`scope`, the element's
 * own) or XML Schema's (`xsd`, which every message declares on its root). Without a namespace, a
 * prefix other than `xsd` and `xsi` cannot be declared: refused.
 */
function unknownXsiType(
  item: { xsiType: string | null; xsiTypeNamespace?: string },
  scope: string | undefined,
  path: string,
): string {
  const text = item.xsiType!;
  if (typeof text !== "string") throw new TypeError(`${path}.xsiType must be a string or null`);
  const colon = text.indexOf(":");
  const prefix = colon < 0 ? "" : text.slice(0, colon);
  const local = text.slice(colon + 1);
  if (!isXmlNCName(local) || (prefix !== "" && !isXmlNCName(prefix)))
    throw new TypeError(`${path}.xsiType ${JSON.stringify(text)} is no XML qualified name`);
  const ns = item.xsiTypeNamespace;
  if (ns === undefined) {
    if (prefix === "" || prefix === "xsd" || prefix === "xsi") return ` xsi:type="${text}"`;
    throw new TypeError(
      `${path}.xsiType ${JSON.stringify(text)} has a prefix, and no xsiTypeNamespace to declare it with`,
    );
  }
  if (typeof ns !== "string") throw new TypeError(`${path}.xsiTypeNamespace must be a string`);
  if (ns === XSD_NS) return ` xsi:type="xsd:${local}"`;
  // No prefix can name no namespace: unprefixed, it is the default one (only right where it is "").
  if (ns === "" || (prefix === "" && ns === scope)) return ` xsi:type="${local}"`;
  const p =
    prefix === "" || prefix === "xsd" || prefix === "xsi" || /^xml/i.test(prefix) ? "t" : prefix;
  return ` xsi:type="${p}:${local}" xmlns:${p}="${escapeXml(ns)}"`;
}
