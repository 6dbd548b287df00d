// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Complex types: child elements (fields), attributes, and what a schema may add to them: a text
 * value (simple content, `$value`), elements and attributes it does not name (wildcards, kept as
 * XML in `$any` and as text in `$attributes`), text between the children (mixed content, `$text`),
 * and derived types chosen by `xsi:type` (`$type` names the derived type of a value).
 */
import { XmlWriter, type Codec, type FieldCodec, type FieldSpec, type TextCodec } from "./codec.js";
import { type CanonicalForm, type XmlReader } from "./xml-reader.js";
/** One attribute of a complex type: unqualified (namespace ""), its property named as it, unless said. */
export interface AttributeSpec {
    readonly xml: string;
    readonly ns?: string;
    readonly ts?: string;
    readonly codec: TextCodec<unknown> | (() => TextCodec<unknown>);
}
export interface ComplexDescriptor {
    /** The type's name, for messages. */
    readonly name: string;
    /** The type this one extends: its content comes first, before this type's own. */
    readonly base?: () => ComplexCodec<unknown>;
    /** Namespace of the children written without a declaration of their own. */
    readonly ns: string;
    readonly fields: readonly FieldSpec[];
    readonly attributes?: readonly AttributeSpec[];
    /** Simple content: the element's text is a value of this codec. */
    readonly text?: TextCodec<unknown> | (() => TextCodec<unknown>);
    /** `xs:any`: children no field names are kept as XML. */
    readonly anyElements?: boolean;
    /** `xs:anyAttribute`: attributes no attribute names are kept. */
    readonly anyAttribute?: boolean;
    readonly mixed?: boolean;
    /** The type's own name as an `xsi:type` names it; absent for an anonymous type. */
    readonly typeName?: {
        readonly ns: string;
        readonly local: string;
    };
    /** The types derived from this one, by their `{namespace}local` names. */
    readonly derived?: () => ReadonlyMap<string, ComplexCodec<unknown>>;
}
/**
 * A type's content compiled at generation time, for a type of child elements alone (no
 * attributes, text, wildcards, bases or derived types), all in the type's namespace: what the
 * descriptor says, written out as code, so no table is walked per element. Used where the
 * element's children are in the type's namespace by default; the descriptor serves any other case,
 * and gives a refused value its message.
 */
export interface CompiledContent<T> {
    /**
     * The children of `value` in schema order, as markup to append after the element's start tag
     * (XmlWriter.children): built in one string, not element by element. A child its codec writes
     * itself (base64Binary, which may become an attachment; a type not compiled) is written to `w`
     * in its place, after the markup before it, which is then not in the string returned.
     */
    writeChildren(w: XmlWriter, value: T): string;
    /**
     * Set where writeChildren writes every child into the string it returns, never to `w` (a type of
     * texts and of such types): an element of the type can then be built whole, as a list's items
     * are (ComplexCodec.writeItems).
     */
    readonly writesText?: true;
    /** Reads the element's children, the reader at its Start, into `target`; leaves it at its End. */
    readChildren(r: XmlReader, target: Record<string, unknown>): void;
    /** The content's canonical form, read in one match where it is written so: not every type has one. */
    readonly canonical?: CanonicalContent;
}
/**
 * A type's content as ASMX and soapgen's own writer write it, matched in one native step: each
 * field's element once at most, in schema order, unprefixed and without attributes (so never
 * `xsi:nil`), a text field holding plain text, a nested field the canonical content of its own
 * type, white space alone between them. The reader checks it reads as its own scan would
 * (XmlReader.readCanonicalContent); anything else is read by readChildren, as before. Each field
 * set from its capture goes through the field's codec as readChildren's does, so values and
 * refusals are the same. A list's items are read so one after the other (readCanonicalChild),
 * without their start tags' events (10,000 declared records: 10.1 ms instead of 18.5, the least
 * of a loop of decodes).
 */
export interface CanonicalContent extends CanonicalForm {
    /** Sets the fields of a match of `content` on `target`, in schema order. */
    read(matched: RegExpExecArray, target: Record<string, unknown>): void;
}
export interface ComplexCodec<T> extends Codec<T> {
    readonly descriptor: ComplexDescriptor;
    /** The type's content compiled at generation time, when it is. */
    readonly compiled: CompiledContent<T> | undefined;
    /** What an element of the type holds, its bases' content included (worked out on first use). */
    content(): ComplexContent;
    /** Reads this type's content, whatever the element's `xsi:type` says. */
    readContent(r: XmlReader): T;
    /**
     * A new value of the type, its fields to be set: a plain object (its prototype Object.prototype,
     * as `{}`'s), made by a constructor of the type's own (see plainObjectConstructor).
     */
    newValue(): Record<string, unknown>;
    /** Writes `value` as this type, whatever its `$type` says (see Codec.writeElement). */
    writeAs(w: XmlWriter, start: string, name: string, path: string, value: T, scope?: string): void;
}
/** A type's content on the wire: its bases' first, then its own. */
export interface ComplexContent {
    readonly fields: readonly FieldCodec[];
    readonly attributes: readonly Required<AttributeSpec>[];
    readonly text?: TextCodec<unknown> | (() => TextCodec<unknown>);
    readonly anyElements: boolean;
    readonly anyAttribute: boolean;
    readonly mixed: boolean;
}
/** A codec given as itself or as a thunk (one declared later). */
export declare const thunked: <C extends object>(c: C | (() => C)) => C;
export declare function complexCodec<T>(d: ComplexDescriptor, compiled?: CompiledContent<T>): ComplexCodec<T>;
