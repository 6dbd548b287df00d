// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
export declare const XmlEvent: {
    readonly Start: 1;
    readonly End: 2;
    readonly Text: 3;
    readonly Eof: 4;
};
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
declare abstract class XmlPlacedError extends Error {
    readonly detail: string;
    readonly line: number;
    readonly column: number;
    constructor(detail: string, line: number, column: number);
}
/** The text is not well-formed XML with namespaces, or not shaped as it was asked to be read. */
export declare class XmlSyntaxError extends XmlPlacedError {
    override name: string;
}
/** The document exceeds one of the reader's limits. */
export declare class XmlLimitError extends XmlPlacedError {
    override name: string;
    readonly limit: keyof XmlLimits;
    constructor(detail: string, line: number, column: number, limit: keyof XmlLimits);
}
/**
 * The other parts of a multipart message (xop.ts), which its base64Binary elements may refer to:
 * `readBinary` reads such an element (at its Start) as `codec` would, or as the part it names.
 */
export interface MessageParts {
    readBinary(r: XmlReader, codec: {
        readonly expected: string;
        parse(text: string): Uint8Array | undefined;
    }): Uint8Array;
}
/**
 * How an encoded message's values are read (soap-encoding.ts): the structures read so far kept by
 * their `id`, and an element referring back to one (a cycle) read as that structure.
 */
export interface EncodedReferences {
    /** Keeps `target`, the structure whose element the reader is at, by that element's id. */
    keep(r: XmlReader, target: object): void;
    /** Reads the element the reader is at as `codec` does, or as the structure its `href` names. */
    read<T>(r: XmlReader, codec: {
        read(r: XmlReader): T;
    }): T;
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
export declare class XmlReader {
    #private;
    /** Set when the document is the root of a multipart message (declared: no field is made where it is not). */
    parts?: MessageParts | undefined;
    /**
     * Set while an encoded message is read (soap-encoding.ts). A field of every reader, where `parts`
     * is only declared: readField loads it for every element.
     */
    references: EncodedReferences | undefined;
    constructor(xml: string, limits?: XmlLimits);
    /** Local name of the element at a Start or End (of the enclosing element at a Text). */
    get localName(): string;
    /** Namespace of that element, "" when it has none. */
    get namespace(): string;
    /** Name of that element as written, with its prefix. */
    get qName(): string;
    /** At a Start: the tag is `<a/>`, and the next event is its End. */
    get isEmptyElement(): boolean;
    /** At a Text: the character data up to the next tag, references decoded, CDATA included. */
    get text(): string;
    /** Advances to the next Start, End or Text; Eof once after the root element's End. */
    next(): XmlEvent;
    /** At a Start: the attribute's decoded value (unprefixed attributes have namespace ""). */
    attribute(namespace: string, localName: string): string | undefined;
    /**
     * At a Start: the element's attributes other than namespace declarations, as
     * `[namespace, localName, value]` (for a wildcard, `xs:anyAttribute`).
     */
    attributes(): [string, string, string][];
    /**
     * At a Start: the element as written, with the namespace declarations in scope that its markup
     * uses and it does not make itself added to its start tag, so it stands alone (for a wildcard,
     * `xs:any`); leaves the reader at its End.
     */
    readOuterXml(): string;
    /** At a Start: the element's text content; leaves the reader at its End. A child element is an error. */
    readText(): string;
    /**
     * At a Start: the common case of readText() in one step. When the content is text without
     * references, CRs or markup, followed by the element's own end tag, returns it and leaves the
     * reader at the End; for anything else (an empty-element tag included) reads nothing and
     * returns undefined, leaving the content to next().
     */
    readPlainText(): string | undefined;
    /**
     * At an element's Start, or at the End of one of its children: the common case of reading its
     * next child, when that child is `<name>` (see #nextChildTag) holding plain text as
     * readPlainText takes it. Reads it and returns its text, the reader left past the child's End,
     * where next() goes on as after that End (its names are no longer readable: the caller knows
     * them); for any other next thing (an empty-element tag, a child past a character XML does not
     * allow included), returns undefined having read nothing, so next() reads it as before.
     */
    readTextChild(name: string, namespace: string): string | undefined;
    /**
     * At an element's Start, or at the End of one of its children: the common case of moving to its
     * next child, when that child's start tag is `<name>` (see #nextChildTag). Reports the child's
     * Start, as next() would have (white space before it passed over), and returns true; for any
     * other next thing, returns false having read nothing, so next() reads it as before.
     */
    readStartChild(name: string, namespace: string): boolean;
    /**
     * At a Start: the element's whole content in one native match, when it is written in the
     * canonical `form` (see CanonicalForm), its children in the default namespace in scope, which
     * must be `namespace`. On a match, the elements are counted as read, the reader is left at the
     * element's End, and the match is returned (an absent element's capture is undefined); for any
     * other content (an empty-element tag, a limit exceeded, a character XML does not allow before
     * the end tag included), returns null having read nothing, so the content is read as before.
     */
    readCanonicalContent(form: CanonicalForm, namespace: string): RegExpExecArray | null;
    /**
     * At an element's Start, or at the End of one of its children: readCanonicalContent() of its
     * next child `<name>` in one step, `form` matching the child whole: the white space before it
     * (no CR), its start tag `<name>`, its content as readCanonicalContent's form does and its end
     * tag `</name>`. The child is in the default namespace in scope, which must be `namespace`. On
     * a match, leaves the reader past the child's End, where next() goes on as after that End (as
     * readTextChild leaves it), and returns the match; for any other next thing, returns null
     * having read nothing (but the End of the child the reader was at, left as next() leaves it).
     */
    readCanonicalChild(name: string, namespace: string, form: CanonicalForm): RegExpExecArray | null;
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
    readPlainChildren(names: string[], texts: string[]): number;
    /** At a Start: skips the element, content checked all the same; leaves the reader at its End. */
    skipElement(): void;
    /** The namespace `prefix` is bound to here ("": the default namespace); undefined when none is. */
    namespaceOf(prefix: string): string | undefined;
    /** Resolves a QName-valued text (an xsi:type, a fault code) against the namespaces now in scope. */
    resolveQName(text: string): {
        namespace: string;
        local: string;
    };
}
/**
 * The engine's one copy of `text` (its form as a property key): two such strings of one text are
 * the same string, which comparisons and property lookups take without reading the characters,
 * and it holds on to no document `text` was sliced from.
 */
export declare function interned(text: string): string;
/**
 * Whether a document may bind `prefix` ("" for the default namespace) to `uri`: `xml` only to its
 * own namespace, `xmlns` never, no other prefix to those two namespaces, and only the default
 * namespace to "" (undeclaring it), as Namespaces in XML 1.0 says.
 */
export declare function isDeclarable(prefix: string, uri: string): boolean;
/** Whether `name` can name an element written without a prefix (an XML NCName). */
export declare function isXmlNCName(name: string): boolean;
/** What is wrong with the character at `index`, one XML 1.0 does not allow. */
export declare function notXmlCharacter(xml: string, index: number): string;
export {};
