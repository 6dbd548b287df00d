/**
 * Reading and writing XML content by codecs the generator composes once, at module load, from the
 * contract: no schema is walked and no generic tree is built per message. A reader is handed an
 * XmlReader positioned at an element's start and leaves it at that element's end.
 */
import { XmlEvent, type XmlReader } from "./xml-reader.js";
import { assertXmlText, escapeXml, escapeXmlText } from "./xml-text.js";

export const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
export const XSD_NS = "http://www.w3.org/2001/XMLSchema";

/** A value in an element that does not match its schema type (a bad int, an unknown enum value). */
export class XmlValueError extends Error {
  constructor(
    readonly element: string,
    readonly expected: string,
    readonly text: string,
  ) {
    super(`element <${element}>: ${JSON.stringify(text.length > 64 ? `${text.slice(0, 64)}...` : text)} is not ${expected}`);
    this.name = "XmlValueError";
  }
}

/** How values of one type are read from and written to an element. */
export interface Codec<T> {
  /** What the type is, for messages: `an xsd:int`, `a bt value (Academics, Athletics)`. */
  readonly expected: string;
  /** Reads the element the reader is at (its Start event) and leaves the reader at its End. */
  read(r: XmlReader): T;
  /** The element's content and attributes: `[attributes, content]`. */
  write(value: T, where: string): [string, string];
}

/** A simple type: text in, text out. */
export interface TextCodec<T> extends Codec<T> {
  parse(text: string): T | undefined;
  format(value: T, where: string): string;
}

export function textCodec<T>(expected: string, parse: (text: string) => T | undefined, format: (value: T, where: string) => string): TextCodec<T> {
  return {
    expected,
    parse,
    format,
    read(r) {
      const name = r.localName;
      const text = r.readText();
      const value = parse(text);
      if (value === undefined) throw new XmlValueError(name, expected, text);
      return value;
    },
    write: (value, where) => ["", escapeXmlText(format(value, where))],
  };
}

/** One element of a complex type (or one parameter of an operation). */
export interface FieldCodec {
  /** Element name on the wire, and its namespace ("" when unqualified). */
  readonly xml: string;
  readonly ns: string;
  /** Property name in TypeScript. */
  readonly ts: string;
  readonly codec: Codec<unknown> | (() => Codec<unknown>);
  readonly min: number;
  /** `null` for unbounded. */
  readonly max: number | null;
  readonly nillable: boolean;
}

function codecOf(field: FieldCodec): Codec<unknown> {
  return typeof field.codec === "function" ? field.codec() : field.codec;
}

function isNil(r: XmlReader): boolean {
  const nil = r.attribute(XSI_NS, "nil");
  return nil === "true" || nil === "1";
}

/**
 * Reads the children of the element the reader is at into an object keyed by `ts` names.
 * Children may come in any order (as ASMX accepts them); unknown children are skipped.
 * `seen` receives the `ts` name of every field that was present on the wire.
 */
export function readFields(r: XmlReader, fields: ReadonlyMap<string, FieldCodec>, target: Record<string, unknown>, seen?: Set<string>): void {
  if (r.isEmptyElement) {
    r.next();
    return;
  }
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const field = fields.get(r.localName);
    if (!field || field.ns !== r.namespace) {
      r.skipElement();
      continue;
    }
    const value = isNil(r) ? skipNil(r) : codecOf(field).read(r);
    seen?.add(field.ts);
    if (field.max === 1) target[field.ts] = value;
    else ((target[field.ts] ??= []) as unknown[]).push(value);
  }
}

function skipNil(r: XmlReader): null {
  r.skipElement();
  return null;
}

/** Writes `value`'s fields as child elements in schema order; `undefined` fields are left out. */
export function writeFields(value: Record<string, unknown>, fields: readonly FieldCodec[], where: string, defaultNs: string): string {
  let xml = "";
  for (const field of fields) {
    const v = value[field.ts];
    if (v === undefined) continue;
    // One path string per field, not per item: a 10,000-item array is written on the hot path.
    const path = `${where}.${field.ts}`;
    if (field.max === 1) xml += writeElement(field, v, path, defaultNs);
    else for (const item of v as unknown[]) xml += writeElement(field, item, path, defaultNs);
  }
  return xml;
}

function writeElement(field: FieldCodec, value: unknown, where: string, defaultNs: string): string {
  const xmlns = field.ns === defaultNs ? "" : ` xmlns="${escapeXml(field.ns)}"`;
  if (value === null) return `<${field.xml}${xmlns} xsi:nil="true" />`;
  const [attributes, content] = codecOf(field).write(value, where);
  return content === "" ? `<${field.xml}${xmlns}${attributes} />` : `<${field.xml}${xmlns}${attributes}>${content}</${field.xml}>`;
}

/** A complex type: an object whose fields are child elements. */
export function complexCodec<T>(name: string, fieldList: readonly FieldCodec[], ns: string): Codec<T> & { fields: readonly FieldCodec[] } {
  const byName = new Map(fieldList.map((f) => [f.xml, f]));
  return {
    expected: `a ${name}`,
    fields: fieldList,
    read(r) {
      const target: Record<string, unknown> = {};
      readFields(r, byName, target);
      return target as T;
    },
    write: (value, where) => ["", writeFields(value as Record<string, unknown>, fieldList, where, ns)],
  };
}

/** An `ArrayOf*` wrapper: the value is the array of its repeated item elements. */
export function arrayCodec<T>(item: FieldCodec, ns: string): Codec<T[]> {
  const byName = new Map([[item.xml, item]]);
  return {
    expected: `a list of ${item.xml}`,
    read(r) {
      const target: Record<string, unknown> = {};
      readFields(r, byName, target);
      return (target[item.ts] ?? []) as T[];
    },
    write: (value, where) => ["", writeFields({ [item.ts]: value }, [item], where, ns)],
  };
}

export function stringCodec(): TextCodec<string> {
  return textCodec(
    "a string",
    (text) => text,
    (value, where) => {
      if (typeof value !== "string") throw new TypeError(`${where} must be a string`);
      assertXmlText(value, where);
      return value;
    },
  );
}

/** An enumeration: its values are case-sensitive names on the wire. */
export function enumCodec<T extends string>(name: string, values: readonly T[]): TextCodec<T> {
  const set = new Set<string>(values);
  return textCodec<T>(
    `a ${name} value (${values.join(", ")})`,
    (text) => (set.has(text) ? (text as T) : undefined),
    (value, where) => {
      if (!set.has(value)) throw new RangeError(`${where} must be one of ${values.join(", ")}; got ${JSON.stringify(value)}`);
      return value;
    },
  );
}
