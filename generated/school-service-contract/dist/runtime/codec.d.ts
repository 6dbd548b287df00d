// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Reading and writing XML content by codecs the generator composes once, at module load, from the
 * contract: no schema is walked and no generic tree is built per message. A reader is handed an
 * XmlReader positioned at an element's start and leaves it at that element's end.
 */
import { type XmlReader } from "./xml-reader.js";
export declare const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
export declare const XSD_NS = "http://www.w3.org/2001/XMLSchema";
/** A value in an element that does not match its schema type (a bad int, an unknown enum value). */
export declare class XmlValueError extends Error {
    readonly element: string;
    readonly expected: string;
    readonly text: string;
    constructor(element: string, expected: string, text: string);
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
    writeElement(w: XmlWriter, start: string, name: string, path: string, value: T, scope?: string): void;
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
    writeBinary(w: XmlWriter, start: string, name: string, path: string, value: Uint8Array, scope?: string): boolean;
}
/**
 * Where written XML accumulates: one string appended to, rather than a string returned per
 * element and copied into its parent. A start tag stays open until content follows, so an element
 * without content is written `<name />`, as .NET writes it.
 */
export declare class XmlWriter {
    #private;
    /** Set when the message may carry attachments (declared: no field is made where it is not). */
    binary?: BinaryWriting | undefined;
    /**
     * Set while an encoded message is written (soap-encoding.ts): how its fields' values are
     * written, each naming its type (`xsi:type`) or referring to a value written apart. Compiled
     * content, which writes no types, is not used then.
     */
    encoded?: ChildWriter | undefined;
    /**
     * Set where the writer lays out what it is given (HTTP GET/POST answers, indented): markup built
     * whole (a compiled type's content, a list's items, open content's runs of fields) would have to
     * be read again to be laid out, so codecs write element by element to it instead.
     */
    laysOut?: true | undefined;
    /** The XML written so far (a start tag still open is not in it yet). */
    get xml(): string;
    /** Replaces what was written: `""` once it was taken, or a document's prolog to start with. */
    set xml(text: string);
    /** The length of {@link xml}. */
    get length(): number;
    /** Starts an element: `start` is `<name` with its attributes. */
    open(start: string): void;
    /** Ends the element last started: `<name ... />` when nothing was written inside it. */
    close(name: string): void;
    /** Markup written as it is (an element kept whole by a wildcard). */
    raw(xml: string): void;
    /** Escaped text content of the element last started. */
    text(text: string): void;
    /**
     * Child elements written whole, as markup, into the element last started: what a compiled type's
     * writer builds (complex-codec.ts) in one string, not element by element.
     */
    children(xml: string): void;
    /** A whole element of escaped text without attributes, its tags given whole (`<a>`, `</a>`). */
    element(startTag: string, text: string, endTag: string): void;
    /** A whole element of escaped text: `open`, `text` and `close` in one. */
    leaf(start: string, name: string, text: string): void;
}
/**
 * Completes the path of a refusal thrown while writing the child `child` of the element at
 * `parent`: `Email must be a string` becomes `_data.Email must be a string`. Errors that do not
 * name the child (not refusals) pass unchanged.
 */
export declare function pathed(err: unknown, parent: string, child: string): unknown;
/**
 * The `[attributes, content]` of `value` as `codec` writes it in an element of namespace `scope`
 * (unknown: the type's own), its base64Binary values to `binary` where given; errors name `where`.
 */
export declare function writeParts<T>(codec: Codec<T>, value: T, where: string, scope?: string, binary?: BinaryWriting): [string, string];
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
export declare function textCodec<T>(expected: string, parse: (text: string) => T | undefined, format: (value: T, where: string) => string, xmlText?: (value: T, where: string) => string): TextCodec<T>;
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
export declare function fieldOf(spec: FieldSpec, ns: string, owner?: string): FieldCodec;
/** A type's fields in schema order, and where each is by element name. */
export interface FieldTable {
    readonly list: readonly FieldCodec[];
    readonly indexByName: ReadonlyMap<string, number>;
}
export declare function fieldTable(list: readonly FieldCodec[]): FieldTable;
/**
 * Reads the children of the element the reader is at into an object keyed by `ts` names.
 * Children may come in any order (as ASMX accepts them); unknown children are skipped.
 */
export declare function readFields(r: XmlReader, fields: FieldTable, target: Record<string, unknown>): void;
/** Adds `ts` to the value's `$order`: the order the elements of its repeated compositors came in. */
export declare function keepOrder(target: Record<string, unknown>, ts: string): void;
/** Reads the element the reader is at as one occurrence of `field` into `target`. */
export declare function readField(r: XmlReader, field: FieldCodec, target: Record<string, unknown>): void;
/**
 * At an element's Start, or at the End of one of its children: moves to its next child element's
 * Start and returns true, or to the element's own End and returns false. Text between the
 * children is passed over, as readFields passes it (a compiled reader's loop: complex-codec.ts).
 */
export declare function nextChild(r: XmlReader): boolean;
/** The element the reader is at as a value of `codec`, or null for `xsi:nil`, as readField reads it. */
export declare function readValue<T>(r: XmlReader, codec: Codec<T>): T | null;
/**
 * `value`, which `codec` parsed from `text`, the text of the element `element` (its local name),
 * or the error the codec's read throws when it read none. A compiled reader (codecs.ts, written
 * by compiled-content.ts) calls the parse itself, so that each call site has one codec.
 */
export declare function parsedText<T>(element: string, codec: TextCodec<T>, value: T | undefined, text: string): T;
/** Adds `value` to the list `target[key]` (an own property), made on its first item. */
export declare function addItem(target: Record<string, unknown>, key: string, value: unknown): void;
/** A field ready to write: its start tag (with a namespace declaration where needed) built once. */
export interface FieldWriter {
    readonly field: FieldCodec;
    readonly start: string;
    codec: Codec<unknown> | undefined;
}
export declare function fieldWriters(fields: readonly FieldCodec[], defaultNs: string): FieldWriter[];
/** Appends `value`'s fields as child elements in schema order; `undefined` fields are left out. */
export declare function writeChildren(w: XmlWriter, value: Record<string, unknown>, writers: readonly FieldWriter[], path: string): void;
/**
 * A field's value (each item of a repeated one) as its elements, by `write` (see writeChildren);
 * errors name `path`, the element's.
 */
export declare function writeField(w: XmlWriter, fw: FieldWriter, value: unknown, path: string, write?: ChildWriter): void;
/**
 * A repeated field's items: its value when that is an array, else a TypeError naming `where` (a
 * string would be written a character an item, a number refused as "not iterable" with no place).
 * The compiled writers (codecs.ts) take their lists through it too.
 */
export declare function listItems<T>(value: readonly T[], where: string): readonly T[];
/** How a field's value is written as its element: writeChild, or an encoded message's writer. */
export type ChildWriter = (w: XmlWriter, fw: FieldWriter, codec: Codec<unknown>, value: unknown) => void;
/** A field's value as its element, `xsi:nil` for null. */
export declare function writeChild(w: XmlWriter, fw: FieldWriter, codec: Codec<unknown>, value: unknown): void;
/** `value`'s fields as child elements in schema order; `undefined` fields are left out. */
export declare function writeFields(value: Record<string, unknown>, fields: readonly FieldCodec[], where: string, defaultNs: string): string;
/** An `ArrayOf*` wrapper's codec: the value is the array of its repeated item elements. */
export interface ArrayCodec<T> extends Codec<T[]> {
    /** The repeated item element. */
    readonly item: FieldCodec;
}
export declare function arrayCodec<T>(spec: FieldSpec, ns: string): ArrayCodec<T>;
/**
 * The writers of `fields` for the default namespace in scope (`ns`, the type's, unless the element
 * is in another): a child in that namespace needs no declaration, any other gets `xmlns`.
 */
export declare function scopedWriters(fields: readonly FieldCodec[], ns: string): (scope: string | undefined) => FieldWriter[];
/**
 * An `xsd:list` of a simple type (ASMX publishes `[Flags]` enums so): its items on the wire
 * separated by white space. An item that is empty or holds white space cannot be written. The
 * item's codec may be a thunk (a type declared later).
 */
export interface ListCodec<T> extends TextCodec<T[]> {
    /** The items' codec. */
    listItem(): TextCodec<T>;
}
export declare function listCodec<T>(itemCodec: TextCodec<T> | (() => TextCodec<T>)): ListCodec<T>;
/**
 * An `xsd:union`: text is read by the first member that reads it, and a value written by the
 * first member that can write it. Members may be thunks.
 */
export interface UnionCodec<T> extends TextCodec<T> {
    /** The members' codecs, in order. */
    members(): TextCodec<unknown>[];
}
export declare function unionCodec<T>(name: string, members: readonly (TextCodec<unknown> | (() => TextCodec<unknown>))[]): UnionCodec<T>;
/** An enumeration: its values are case-sensitive names on the wire. */
export declare function enumCodec<T extends string>(name: string, values: readonly T[]): TextCodec<T>;
