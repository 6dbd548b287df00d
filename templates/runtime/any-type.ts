/**
 * `xsd:anyType` items, as ASMX writes `object[]`: `<anyType xsi:type="xsd:string">...</anyType>`
 * for simple values and `<anyType xsi:type="cUser">...</anyType>` for objects. Reading keeps the
 * xsi:type and decodes the content by it; what the contract does not describe is kept whole.
 */
import { XSD_NS, XSI_NS, XmlValueError, type Codec } from "./codec.js";
import { XmlEvent, type XmlReader } from "./xml-reader.js";
import { assertXmlText, escapeXml, escapeXmlText } from "./xml-text.js";
import { xsd, type XsdName } from "./xsd-codecs.js";

/** Content of an element the contract does not describe. */
export type XmlValue = string | null | XmlFields | XmlValue[];
export interface XmlFields {
  [element: string]: XmlValue;
}

/** The shape every AnyTypeItem of a generated contract has. */
export type AnyItem =
  | { type: string; value: unknown; text?: string }
  | { type: "unknown"; xsiType: string | null; value: XmlValue };

/** Reads an element with unknown content: text, or child elements by local name (repeats as arrays). */
export function readXmlValue(r: XmlReader): XmlValue {
  if (r.attribute(XSI_NS, "nil") === "true") {
    r.skipElement();
    return null;
  }
  if (r.isEmptyElement) {
    r.next();
    return "";
  }
  let children: Map<string, XmlValue[]> | undefined;
  let text = "";
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event === XmlEvent.Text) text += r.text;
    else if (event === XmlEvent.Start) {
      children ??= new Map();
      const name = r.localName;
      const value = readXmlValue(r);
      const list = children.get(name);
      if (list) list.push(value);
      else children.set(name, [value]);
    }
  }
  if (!children) return text;
  const fields: XmlFields = {};
  for (const [name, values] of children) fields[name] = values.length === 1 ? values[0]! : values;
  return fields;
}

/** Writes unknown content back: text, or child elements in the given namespace's default scope. */
export function writeXmlValue(value: XmlValue, where: string): string {
  if (value === null) return "";
  if (typeof value === "string") {
    assertXmlText(value, where);
    return escapeXmlText(value);
  }
  if (Array.isArray(value)) throw new TypeError(`${where}: a list must be the value of a named field`);
  let xml = "";
  for (const [name, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) {
      // Empty content is an empty-element tag, as .NET writes it.
      const content = item === null ? null : writeXmlValue(item, `${where}.${name}`);
      xml += content === null ? `<${name} xsi:nil="true" />` : content === "" ? `<${name} />` : `<${name}>${content}</${name}>`;
    }
  }
  return xml;
}

/** An open complex type: the contract names it but shows no fields, so all content is kept. */
export function openCodec(name: string): Codec<XmlFields> {
  return {
    expected: `a ${name}`,
    read(r) {
      const value = readXmlValue(r);
      return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
    },
    write: (value, where) => ["", writeXmlValue(value, where)],
  };
}

/**
 * The anyType codec of a contract: `types` maps the local names of the contract's complex types
 * (in namespace `ns`) to their codecs.
 */
export function anyTypeCodec(ns: string, types: ReadonlyMap<string, Codec<unknown>>): Codec<AnyItem> {
  return {
    expected: "an xsd:anyType item",
    read(r) {
      const raw = r.attribute(XSI_NS, "type");
      if (raw === undefined) return { type: "unknown", xsiType: null, value: readXmlValue(r) };
      const qname = r.resolveQName(raw);
      if (qname.namespace === XSD_NS && qname.local in xsd) {
        const codec = xsd[qname.local as XsdName];
        const name = r.localName;
        const text = r.readText();
        const value = codec.parse(text);
        if (value === undefined) throw new XmlValueError(name, codec.expected, text);
        return qname.local === "dateTime" ? { type: "xsd:dateTime", value, text } : { type: `xsd:${qname.local}`, value };
      }
      const codec = qname.namespace === ns ? types.get(qname.local) : undefined;
      if (codec) return { type: qname.local, value: codec.read(r) };
      return { type: "unknown", xsiType: raw, value: readXmlValue(r) };
    },
    write(item, where) {
      if (item.type === "unknown") {
        const u = item as Extract<AnyItem, { type: "unknown" }>;
        const attr = u.xsiType === null ? "" : ` xsi:type="${escapeXml(u.xsiType)}"`;
        return [attr, writeXmlValue(u.value, where)];
      }
      if (item.type.startsWith("xsd:")) {
        const local = item.type.slice(4) as XsdName;
        const codec = xsd[local] as Codec<unknown> | undefined;
        if (!codec) throw new TypeError(`${where}: unknown built-in type ${item.type}`);
        const text = "text" in item && typeof item.text === "string" ? escapeXmlText(item.text) : codec.write(item.value, where)[1];
        return [` xsi:type="${item.type}"`, text];
      }
      const codec = types.get(item.type);
      if (!codec) throw new TypeError(`${where}: ${item.type} is not a type of the contract`);
      const [attributes, content] = codec.write(item.value, where);
      return [` xsi:type="${item.type}"${attributes}`, content];
    },
  };
}
