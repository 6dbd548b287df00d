/**
 * Reading and writing XML content by codecs the generator composes once, at module load, from the
 * contract: no schema is walked and no generic tree is built per message. A reader is handed an
 * XmlReader positioned at an element's start and leaves it at that element's end.
 */
import { XmlEvent, type XmlReader } from "./xml-reader.js";
import { XmlCharacterError, escapeXml, escapeXmlText } from "./xml-text.js";
import { getOwn, setOwn } from "./own-property.js";

export const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
export const XSD_NS = "http://www.w3.org/2001/XMLSchema";

/** A value in an element that does not match its schema type (a bad int, an unknown enum value). */
export class XmlValueError extends Error {
  readonly element: string;
  readonly expected: string;
  readonly text: string;

  constructor(element: string, expected: string, text: string) {
    super(
      `element <${element}>: ${JSON.stringify(text.length > 64 ? `${text.slice(0, 64)}...` : text)} is not ${expected}`,
    );
    this.element = element;
    this.expected = expected;
    this.text = text;
    this.name = "XmlValueError";
  }
}

/** How values of one type are read from and written to an element. */
export interface Codec<T> {
  /** What the type is, for messages: `an xsd:int`, `a bt value (Academics, Athletics)`. */
  readonly expected: string;
  /** Reads the element the reader is at (its Start event) and leaves the reader at its End. */
  read(r: XmlReader): T;
  /**
   * Some complex types' codecs (CanonicalContent in complex-codec.ts): how to read the next child
   * of the element the reader is at (at its Start or after one of its children) when it is
   * `<name>` in `namespace` holding the type's content in its canonical form, in one step, as
   * `read` reads it, leaving the reader past its End; for any other next thing it reads nothing
   * and returns undefined. Undefined where the type's children are not in `namespace`.
   */
  canonicalChild?(name: string, namespace: string): ((r: XmlReader) => T | undefined) | undefined;
  /**
   * Appends `value` as one element to `w`: `start` is its start tag so far (`<name` and any
   * namespace declaration), `name` closes it. A value the type cannot carry is refused with an
   * error whose message starts with `path`, the element's own name: enclosing codecs complete the
   * path (see {@link pathed}) only when that happens, so writing builds no path strings. `scope`
   * is the element's own namespace, the default one of its children (unknown: the type's).
   */
  writeElement(
    w: XmlWriter,
    start: string,
    name: string,
    path: string,
    value: T,
    scope?: string,
  ): void;
  /**
   * Some complex types' codecs (complex-codec.ts): a repeated field's items appended as its
   * elements, each as writeChild writes it, faster than one by one. A literal message's only.
   */
  writeItems?(w: XmlWriter, fw: FieldWriter, items: readonly unknown[]): void;
}

/**
 * Where a writer's base64Binary values may go instead of its text (MTOM/XOP, xop.ts):
 * `writeBinary` writes the element as a reference and keeps the bytes, or returns false.
 */
export interface BinaryWriting {
  /** As Codec.writeElement's arguments. */
  writeBinary(
    w: XmlWriter,
    start: string,
    name: string,
    path: string,
    value: Uint8Array,
    scope?: string,
  ): boolean;
}

/**
 * Where written XML accumulates: one string appended to, rather than a string returned per
 * element and copied into its parent. A start tag stays open until content follows, so an element
 * without content is written `<name />`, as .NET writes it.
 */
export class XmlWriter {
  /** Set when the message may carry attachments (declared: no field is made where it is not). */
  declare binary?: BinaryWriting | undefined;
  /**
   * Set while an encoded message is written (soap-encoding.ts): how its fields' values are
   * written, each naming its type (`xsi:type`) or referring to a value written apart. Compiled
   * content, which writes no types, is not used then.
   */
  declare encoded?: ChildWriter | undefined;
  /**
   * Set where the writer lays out what it is given (HTTP GET/POST answers, indented): markup built
   * whole (a compiled type's content, a list's items, open content's runs of fields) would have to
   * be read again to be laid out, so codecs write element by element to it instead.
   */
  declare laysOut?: true | undefined;
  /** What was written, but the last few thousand characters: flat strings (see #append). */
  #flat = "";
  #recent = "";
  #pending = "";

  /** The XML written so far (a start tag still open is not in it yet). */
  get xml(): string {
    return this.#flat + this.#recent;
  }

  /** Replaces what was written: `""` once it was taken, or a document's prolog to start with. */
  set xml(text: string) {
    this.#flat = "";
    this.#recent = text;
  }

  /** The length of {@link xml}. */
  get length(): number {
    return this.#flat.length + this.#recent.length;
  }

  /**
   * A string appended to in small parts is a tree of them (a rope) until it is read. Kept alive
   * across collections, a large one made each young-generation collection copy it all again: 60%
   * of the time of writing 10,000 records as one string went to the collector. So every 16K
   * characters the recent parts are flattened into one string: in V8, reading a character of a
   * rope flattens it (writing the 10,000 records: 82 -> 28 ms). Elsewhere it is a cheap read.
   */
  #append(text: string): void {
    this.#recent += text;
    if (this.#recent.length < 16_384) return;
    this.#recent.charCodeAt(0);
    this.#flat += this.#recent;
    this.#recent = "";
  }

  /** Starts an element: `start` is `<name` with its attributes. */
  open(start: string): void {
    if (this.#pending !== "") this.#append(`${this.#pending}>`);
    this.#pending = start;
  }

  /** Ends the element last started: `<name ... />` when nothing was written inside it. */
  close(name: string): void {
    if (this.#pending !== "") {
      this.#append(`${this.#pending} />`);
      this.#pending = "";
    } else this.#append(`</${name}>`);
  }

  /** Markup written as it is (an element kept whole by a wildcard). */
  raw(xml: string): void {
    this.text(xml);
  }

  /** Escaped text content of the element last started. */
  text(text: string): void {
    if (text === "") return;
    if (this.#pending !== "") {
      this.#append(`${this.#pending}>${text}`);
      this.#pending = "";
    } else this.#append(text);
  }

  /**
   * Child elements written whole, as markup, into the element last started: what a compiled type's
   * writer builds (complex-codec.ts) in one string, not element by element.
   */
  children(xml: string): void {
    this.text(xml);
  }

  /** A whole element of escaped text without attributes, its tags given whole (`<a>`, `</a>`). */
  element(startTag: string, text: string, endTag: string): void {
    if (this.#pending !== "") {
      this.#append(`${this.#pending}>`);
      this.#pending = "";
    }
    this.#append(text === "" ? `${startTag.slice(0, -1)} />` : startTag + text + endTag);
  }

  /** A whole element of escaped text: `open`, `text` and `close` in one. */
  leaf(start: string, name: string, text: string): void {
    if (this.#pending !== "") {
      this.#append(`${this.#pending}>`);
      this.#pending = "";
    }
    this.#append(text === "" ? `${start} />` : `${start}>${text}</${name}>`);
  }
}

/**
 * Completes the path of a refusal thrown while writing the child `child` of the element at
 * `parent`: `Email must be a string` becomes `_data.Email must be a string`. Errors that do not
 * name the child (not refusals) pass unchanged.
 */
export function pathed(err: unknown, parent: string, child: string): unknown {
  if (err instanceof Error && err.message.startsWith(child)) {
    err.message = `${parent}.${err.message}`;
    if (err instanceof XmlCharacterError)
      (err as { where: string }).where = `${parent}.${err.where}`;
  }
  return err;
}

/**
 * The `[attributes, content]` of `value` as `codec` writes it in an element of namespace `scope`
 * (unknown: the type's own), its base64Binary values to `binary` where given; errors name `where`.
 */
export function writeParts<T>(
  codec: Codec<T>,
  value: T,
  where: string,
  scope?: string,
  binary?: BinaryWriting,
): [string, string] {
  const w = new XmlWriter();
  w.binary = binary;
  // `<` alone as the start tag: what follows it up to the first `>` or ` />` is the attributes
  // (attribute values are escaped, so they hold no `>`).
  codec.writeElement(w, "<", "", where, value, scope);
  const xml = w.xml;
  if (xml.endsWith(" />")) return [xml.slice(1, -3), ""];
  const close = xml.indexOf(">");
  return [xml.slice(1, close), xml.slice(close + 1, -3)];
}

/** A simple type: text in, text out. */
export interface TextCodec<T> extends Codec<T> {
  parse(text: string): T | undefined;
  format(value: T, where: string): string;
  /**
   * `format`'s text escaped as element content (escapeXmlText), or its refusal: what an element
   * of the type holds. A type can skip the escaping where its text never needs it.
   */
  xmlText(value: T, where: string): string;
}

/** `xmlText`: the type's own, where it knows when its text needs no escaping; else `format`'s, escaped. */
export function textCodec<T>(
  expected: string,
  parse: (text: string) => T | undefined,
  format: (value: T, where: string) => string,
  xmlText: (value: T, where: string) => string = (value, where) =>
    escapeXmlText(format(value, where)),
): TextCodec<T> {
  const codec: TextCodec<T> = {
    expected,
    parse,
    format,
    xmlText,
    read(r) {
      const name = r.localName;
      const text = r.readText();
      const value = parse(text);
      if (value === undefined) throw new XmlValueError(name, codec.expected, text);
      return value;
    },
    writeElement: (w, start, name, path, value) => w.leaf(start, name, xmlText(value, path)),
  };
  return codec;
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
  /**
   * The repeated compositor the field is in, whose elements come interleaved (`<a/><b/><a/>`):
   * their order is kept in the value's `$order` and followed when it is written. A key unique among
   * the fields of a type and its bases (FieldSpec.interleaved with the type's name).
   */
  readonly interleaving?: string;
  /** As FieldSpec's: the field's type as an encoded message names it (soap-encoding.ts). */
  readonly xsi?: string;
}

/**
 * A field as codecs.ts writes it: only what differs from the common case, which is an element of
 * the type's namespace, its property named as it, there exactly once, not nillable.
 */
export interface FieldSpec {
  readonly xml: string;
  readonly ns?: string;
  readonly ts?: string;
  readonly codec: Codec<unknown> | (() => Codec<unknown>);
  readonly min?: number;
  readonly max?: number | null;
  readonly nillable?: boolean;
  /** The repeated compositor the field is in, by its number in the type (`owner`, see fieldOf). */
  readonly interleaved?: number;
  /**
   * The field's type as an encoded message names it in `xsi:type`: `xsd:int` (the envelope binds
   * `xsd`), or `{namespace}local`. Absent in literal contracts, and where the codec writes it.
   */
  readonly xsi?: string;
}

/**
 * The field `spec` describes, in a type of namespace `ns` (done once, as a codec is made); `owner`
 * names the type, to tell its repeated compositors from its bases'.
 */
export function fieldOf(spec: FieldSpec, ns: string, owner = ""): FieldCodec {
  return {
    ...spec,
    ...(spec.interleaved === undefined ? {} : { interleaving: `${owner}#${spec.interleaved}` }),
    ns: spec.ns ?? ns,
    ts: spec.ts ?? spec.xml,
    codec: spec.codec,
    min: spec.min ?? 1,
    max: spec.max === undefined ? 1 : spec.max,
    nillable: spec.nillable ?? false,
  };
}

function codecOf(field: FieldCodec): Codec<unknown> {
  return typeof field.codec === "function" ? field.codec() : field.codec;
}

function isNil(r: XmlReader): boolean {
  const nil = r.attribute(XSI_NS, "nil");
  return nil === "true" || nil === "1";
}

/** A type's fields in schema order, and where each is by element name. */
export interface FieldTable {
  readonly list: readonly FieldCodec[];
  readonly indexByName: ReadonlyMap<string, number>;
}

export function fieldTable(list: readonly FieldCodec[]): FieldTable {
  return { list, indexByName: new Map(list.map((f, i) => [f.xml, i])) };
}

/**
 * Reads the children of the element the reader is at into an object keyed by `ts` names.
 * Children may come in any order (as ASMX accepts them); unknown children are skipped.
 */
export function readFields(
  r: XmlReader,
  fields: FieldTable,
  target: Record<string, unknown>,
): void {
  if (r.isEmptyElement) {
    r.next();
    return;
  }
  const list = fields.list;
  let expected = 0;
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = r.localName;
    // Children nearly always come in schema order: the expected field's name is compared before
    // the name is looked up (hashing a freshly read name costs more than comparing it).
    let i = expected;
    if (i >= list.length || list[i]!.xml !== name) {
      const found = fields.indexByName.get(name);
      if (found === undefined) {
        r.skipElement();
        continue;
      }
      i = found;
    }
    const field = list[i]!;
    if (field.ns !== r.namespace) {
      r.skipElement();
      continue;
    }
    // A repeated field's next item is expected next.
    expected = field.max === 1 ? i + 1 : i;
    readField(r, field, target);
    if (field.interleaving !== undefined) keepOrder(target, field.ts);
  }
}

/** Adds `ts` to the value's `$order`: the order the elements of its repeated compositors came in. */
export function keepOrder(target: Record<string, unknown>, ts: string): void {
  const order = getOwn(target, "$order") as string[] | undefined;
  if (order) order.push(ts);
  else target.$order = [ts];
}

/** Reads the element the reader is at as one occurrence of `field` into `target`. */
export function readField(r: XmlReader, field: FieldCodec, target: Record<string, unknown>): void {
  const value = isNil(r)
    ? skipNil(r)
    : r.references === undefined
      ? codecOf(field).read(r)
      : r.references.read(r, codecOf(field));
  const list = field.max === 1 ? undefined : (getOwn(target, field.ts) as unknown[] | undefined);
  if (list) list.push(value);
  else setOwn(target, field.ts, field.max === 1 ? value : [value]);
}

function skipNil(r: XmlReader): null {
  r.skipElement();
  return null;
}

/**
 * At an element's Start, or at the End of one of its children: moves to its next child element's
 * Start and returns true, or to the element's own End and returns false. Text between the
 * children is passed over, as readFields passes it (a compiled reader's loop: complex-codec.ts).
 */
export function nextChild(r: XmlReader): boolean {
  for (;;) {
    const event = r.next();
    if (event === XmlEvent.Start) return true;
    if (event === XmlEvent.End) return false;
  }
}

/** The element the reader is at as a value of `codec`, or null for `xsi:nil`, as readField reads it. */
export function readValue<T>(r: XmlReader, codec: Codec<T>): T | null {
  if (isNil(r)) return skipNil(r);
  return r.references === undefined ? codec.read(r) : r.references.read(r, codec);
}

/**
 * `value`, which `codec` parsed from `text`, the text of the element `element` (its local name),
 * or the error the codec's read throws when it read none. A compiled reader (codecs.ts, written
 * by compiled-content.ts) calls the parse itself, so that each call site has one codec.
 */
export function parsedText<T>(
  element: string,
  codec: TextCodec<T>,
  value: T | undefined,
  text: string,
): T {
  if (value === undefined) throw new XmlValueError(element, codec.expected, text);
  return value;
}

/** Adds `value` to the list `target[key]` (an own property), made on its first item. */
export function addItem(target: Record<string, unknown>, key: string, value: unknown): void {
  const list = getOwn(target, key) as unknown[] | undefined;
  if (list) list.push(value);
  else setOwn(target, key, [value]);
}

/** A field ready to write: its start tag (with a namespace declaration where needed) built once. */
export interface FieldWriter {
  readonly field: FieldCodec;
  readonly start: string;
  codec: Codec<unknown> | undefined;
}

export function fieldWriters(fields: readonly FieldCodec[], defaultNs: string): FieldWriter[] {
  return fields.map((field) => ({
    field,
    start:
      field.ns === defaultNs ? `<${field.xml}` : `<${field.xml} xmlns="${escapeXml(field.ns)}"`,
    codec: undefined,
  }));
}

/** Appends `value`'s fields as child elements in schema order; `undefined` fields are left out. */
export function writeChildren(
  w: XmlWriter,
  value: Record<string, unknown>,
  writers: readonly FieldWriter[],
  path: string,
): void {
  // Taken once per element, not per child: a literal message's is writeChild.
  const write = w.encoded ?? writeChild;
  let written: Set<string> | undefined;
  for (const fw of writers) {
    const { field } = fw;
    if (field.interleaving !== undefined && Array.isArray(value.$order)) {
      // The compositor's fields all at once, at the first of them, in the value's order.
      if (!(written ??= new Set()).has(field.interleaving)) {
        written.add(field.interleaving);
        writeInterleaved(w, value, writers, field.interleaving, value.$order, path);
      }
      continue;
    }
    const v = value[field.ts];
    if (v !== undefined) writeField(w, fw, v, path, write);
  }
}

/**
 * A field's value (each item of a repeated one) as its elements, by `write` (see writeChildren);
 * errors name `path`, the element's.
 */
export function writeField(
  w: XmlWriter,
  fw: FieldWriter,
  value: unknown,
  path: string,
  write: ChildWriter = w.encoded ?? writeChild,
): void {
  const { field } = fw;
  // Named types are thunks (forward references): resolved on first use, then kept.
  const codec = (fw.codec ??= codecOf(field));
  try {
    if (field.max === 1) write(w, fw, codec, value);
    else {
      // Indexed: an iterator's result object was made for each item (0.4 MB for 10,000 items).
      const items = listItems(value as unknown[], field.ts);
      if (write === writeChild && codec.writeItems !== undefined && !w.laysOut)
        codec.writeItems(w, fw, items);
      else for (let i = 0; i < items.length; i++) write(w, fw, codec, items[i]);
    }
  } catch (err) {
    throw pathed(err, path, field.ts);
  }
}

/**
 * The fields of the repeated compositor `interleaving`, their items in the order `order` names
 * their properties (each name takes its property's next item); then any items it does not name,
 * in schema order. A name naming more items than its property has is an error.
 */
function writeInterleaved(
  w: XmlWriter,
  value: Record<string, unknown>,
  writers: readonly FieldWriter[],
  interleaving: string,
  order: unknown[],
  path: string,
): void {
  const members = writers.filter((fw) => fw.field.interleaving === interleaving);
  const next = new Map<FieldWriter, number>();
  const write = (fw: FieldWriter, i: number) => {
    const items = value[fw.field.ts];
    if (!Array.isArray(items) || i >= items.length)
      throw new TypeError(
        `${path}.$order names ${fw.field.ts} more often than ${path}.${fw.field.ts} has items`,
      );
    try {
      (w.encoded ?? writeChild)(w, fw, (fw.codec ??= codecOf(fw.field)), items[i]);
    } catch (err) {
      throw pathed(err, path, `${fw.field.ts}[${i}]`);
    }
    next.set(fw, i + 1);
  };
  for (const ts of order) {
    const fw = members.find((m) => m.field.ts === ts);
    if (fw) write(fw, next.get(fw) ?? 0);
  }
  for (const fw of members) {
    const items = value[fw.field.ts];
    if (items === undefined) continue;
    const all = listItems(items as unknown[], `${path}.${fw.field.ts}`);
    for (let i = next.get(fw) ?? 0; i < all.length; i++) write(fw, i);
  }
}

/**
 * A repeated field's items: its value when that is an array, else a TypeError naming `where` (a
 * string would be written a character an item, a number refused as "not iterable" with no place).
 * The compiled writers (codecs.ts) take their lists through it too.
 */
export function listItems<T>(value: readonly T[], where: string): readonly T[] {
  if (Array.isArray(value)) return value;
  throw new TypeError(`${where} must be an array`);
}

/** How a field's value is written as its element: writeChild, or an encoded message's writer. */
export type ChildWriter = (
  w: XmlWriter,
  fw: FieldWriter,
  codec: Codec<unknown>,
  value: unknown,
) => void;

/** A field's value as its element, `xsi:nil` for null. */
export function writeChild(
  w: XmlWriter,
  fw: FieldWriter,
  codec: Codec<unknown>,
  value: unknown,
): void {
  if (value === null) w.leaf(`${fw.start} xsi:nil="true"`, fw.field.xml, "");
  else codec.writeElement(w, fw.start, fw.field.xml, fw.field.ts, value, fw.field.ns);
}

/** `value`'s fields as child elements in schema order; `undefined` fields are left out. */
export function writeFields(
  value: Record<string, unknown>,
  fields: readonly FieldCodec[],
  where: string,
  defaultNs: string,
): string {
  const w = new XmlWriter();
  writeChildren(w, value, fieldWriters(fields, defaultNs), where);
  return w.xml;
}

/** An `ArrayOf*` wrapper's codec: the value is the array of its repeated item elements. */
export interface ArrayCodec<T> extends Codec<T[]> {
  /** The repeated item element. */
  readonly item: FieldCodec;
}

export function arrayCodec<T>(spec: FieldSpec, ns: string): ArrayCodec<T> {
  const item = fieldOf(spec, ns);
  const table = fieldTable([item]);
  const writers = scopedWriters([item], ns);
  const codec: ArrayCodec<T> = {
    item,
    expected: `a list of ${item.xml}`,
    read(r) {
      const target: Record<string, unknown> = {};
      // The items in one step each while they come in their type's canonical form, then the rest.
      const readItem = codecOf(item).canonicalChild?.(item.xml, item.ns);
      const items: unknown[] = [];
      for (let value; readItem && (value = readItem(r)) !== undefined; ) items.push(value);
      if (items.length > 0) setOwn(target, item.ts, items);
      readFields(r, table, target);
      return (target[item.ts] ?? []) as T[];
    },
    writeElement(w, start, name, path, value, scope) {
      w.open(start);
      // The items as the wrapper's one field, without an object made to hold them: an object
      // with a computed key took a fifth of a 1-item answer's writing.
      writeField(w, writers(scope)[0]!, value, path);
      w.close(name);
    },
  };
  return codec;
}

/**
 * The writers of `fields` for the default namespace in scope (`ns`, the type's, unless the element
 * is in another): a child in that namespace needs no declaration, any other gets `xmlns`.
 */
export function scopedWriters(
  fields: readonly FieldCodec[],
  ns: string,
): (scope: string | undefined) => FieldWriter[] {
  const own = fieldWriters(fields, ns);
  const others = new Map<string, FieldWriter[]>();
  return (scope) => {
    if (scope === undefined || scope === ns) return own;
    let writers = others.get(scope);
    if (!writers) others.set(scope, (writers = fieldWriters(fields, scope)));
    return writers;
  };
}

/**
 * An `xsd:list` of a simple type (ASMX publishes `[Flags]` enums so): its items on the wire
 * separated by white space. An item that is empty or holds white space cannot be written. The
 * item's codec may be a thunk (a type declared later).
 */
export interface ListCodec<T> extends TextCodec<T[]> {
  /** The items' codec. */
  listItem(): TextCodec<T>;
}

export function listCodec<T>(itemCodec: TextCodec<T> | (() => TextCodec<T>)): ListCodec<T> {
  const item = () => (typeof itemCodec === "function" ? itemCodec() : itemCodec);
  const codec = textCodec<T[]>(
    "",
    (text) => {
      const values: T[] = [];
      for (const part of text.split(/[ \t\n\r]+/)) {
        if (part === "") continue;
        const value = item().parse(part);
        if (value === undefined) return undefined;
        values.push(value);
      }
      return values;
    },
    (values, where) => {
      if (!Array.isArray(values)) throw new TypeError(`${where} must be an array`);
      return values
        .map((value, i) => {
          const text = item().format(value, `${where}[${i}]`);
          if (text === "" || /[ \t\n\r]/.test(text))
            throw new RangeError(
              `${where}[${i}] cannot be a list item: ${JSON.stringify(text)} is empty or holds white space`,
            );
          return text;
        })
        .join(" ");
    },
  );
  // The item's description, once it can be known (a thunk's codec is declared later).
  return Object.defineProperties(codec, {
    expected: { get: () => `a list of ${item().expected}, separated by spaces` },
    listItem: { value: item },
  }) as ListCodec<T>;
}

/**
 * An `xsd:union`: text is read by the first member that reads it, and a value written by the
 * first member that can write it. Members may be thunks.
 */
export interface UnionCodec<T> extends TextCodec<T> {
  /** The members' codecs, in order. */
  members(): TextCodec<unknown>[];
}

export function unionCodec<T>(
  name: string,
  members: readonly (TextCodec<unknown> | (() => TextCodec<unknown>))[],
): UnionCodec<T> {
  const codecs = () => members.map((m) => (typeof m === "function" ? m() : m));
  const codec = textCodec<T>(
    `a ${name} value`,
    (text) => {
      for (const m of codecs()) {
        const value = m.parse(text);
        if (value !== undefined) return value as T;
      }
      return undefined;
    },
    (value, where) => {
      let error: unknown;
      for (const m of codecs()) {
        try {
          return m.format(value, where);
        } catch (err) {
          error ??= err;
        }
      }
      throw error ?? new TypeError(`${where} must be a ${name} value`);
    },
  );
  return Object.assign(codec, { members: codecs });
}

/** An enumeration: its values are case-sensitive names on the wire. */
export function enumCodec<T extends string>(name: string, values: readonly T[]): TextCodec<T> {
  // A text read is answered with the declared string: a list's items share it, and none holds on
  // to the text it was read from.
  const declared = new Map<string, T>(values.map((v) => [v, v]));
  // Each value's element text, escaped once.
  const escaped = new Map<unknown, string>(values.map((v) => [v, escapeXmlText(v)]));
  const format = (value: T, where: string): T => {
    if (!declared.has(value))
      throw new RangeError(
        `${where} must be one of ${values.join(", ")}; got ${JSON.stringify(value)}`,
      );
    return value;
  };
  return textCodec<T>(
    `a ${name} value (${values.join(", ")})`,
    (text) => declared.get(text),
    format,
    (value, where) => escaped.get(value) ?? format(value, where),
  );
}
