// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.
/**
 * A pull reader of XML 1.0 with namespaces, for SOAP messages: it walks the string with
 * indexOf/charCodeAt, reports Start, End and Text events, builds no tree, and refuses what is not
 * well-formed (with line and column, counted only when throwing) or exceeds its limits. DTDs are
 * refused, so the only entities are the five predefined ones and character references.
 * After an error the reader cannot go on.
 */
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
/** The text is not well-formed XML with namespaces, or not shaped as it was asked to be read. */
export declare class XmlSyntaxError extends Error {
    readonly detail: string;
    readonly line: number;
    readonly column: number;
    constructor(detail: string, line: number, column: number);
}
/** The document exceeds one of the reader's limits. */
export declare class XmlLimitError extends Error {
    readonly detail: string;
    readonly line: number;
    readonly column: number;
    readonly limit: keyof XmlLimits;
    constructor(detail: string, line: number, column: number, limit: keyof XmlLimits);
}
export declare class XmlReader {
    private readonly xml;
    private readonly maxDepth;
    private readonly maxElements;
    private readonly maxAttributes;
    /** Index of the first character XML does not allow (Infinity if none): errors at or after it name it. */
    private readonly badCharAt;
    /** Where the document starts after a byte order mark: the one place for `<?xml`. */
    private readonly docStart;
    private pos;
    private event;
    /** Where the current event's markup or text starts, for messages. */
    private eventAt;
    private elements;
    private rootDone;
    /** An End was reported; the element's scope is left on the next call, so names stay readable. */
    private endPending;
    /** An empty-element tag's Start was reported; its End comes next. */
    private emptyPending;
    private nameColon;
    private refEnd;
    /** Open elements, root first, and how many namespace bindings were in scope when each opened. */
    private depth;
    /**
     * Element names by depth and position among their siblings (the first 16): a list's items
     * repeat their children's names, so a name found there is compared in place, not sliced again.
     */
    private readonly recentNames;
    /** How many children the open element at each depth has had so far. */
    private readonly childCounts;
    private readonly qNames;
    private readonly localNames;
    private readonly namespaces;
    private readonly bindingMarks;
    /**
     * Namespace bindings in scope as a stack, innermost last ("" is the default namespace): a prefix
     * is looked up from the top, so an inner declaration shadows an outer one, and leaving an element
     * drops its own. Documents bind a handful of prefixes: a scan beats hashing sliced names.
     */
    private readonly bindingPrefixes;
    private readonly bindingUris;
    private bindings;
    /** The current start tag's attributes, in arrays reused from tag to tag. */
    private attrCount;
    private readonly attrQNames;
    private readonly attrColons;
    private readonly attrAt;
    private readonly attrLocalNames;
    private readonly attrNamespaces;
    private readonly attrValues;
    /** The current text: a range of the input, sliced when asked for, or a value already decoded. */
    private textStart;
    private textEnd;
    private textValue;
    /**
     * The next "&", "\r", "]]>", "<", "\n" and "\t" at or after the scan position (the length when
     * there is none): plain text and attribute values need no character loop.
     */
    private ampAt;
    private crAt;
    private cdataEndAt;
    private ltAt;
    private lfAt;
    private tabAt;
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
    /** At a Start: skips the element, content checked all the same; leaves the reader at its End. */
    skipElement(): void;
    /** The namespace `prefix` is bound to here ("": the default namespace); undefined when none is. */
    namespaceOf(prefix: string): string | undefined;
    /** Resolves a QName-valued text (an xsi:type, a fault code) against the namespaces now in scope. */
    resolveQName(text: string): {
        namespace: string;
        local: string;
    };
    private expectStart;
    /** Prolog and epilog: whitespace, comments and PIs around the one root element. */
    private outsideRoot;
    private inContent;
    private isPlainText;
    private textEvent;
    /** Text with references, CRs, CDATA sections, comments or PIs, up to the next tag, as one event. */
    private mixedText;
    private startTag;
    private readAttribute;
    /** The name at `start` to `end`, an element's: the one its place had last time, when the same. */
    private elementName;
    /** Opens the element's scope: its declarations first, then its name and attributes resolved. */
    private enterElement;
    private declare;
    /** The namespace bound to the prefix `name.slice(start, start + length)`; undefined when none is. */
    private lookup;
    private leaveElement;
    private endTag;
    private skipComment;
    private skipPI;
    private refuseMarkup;
    /** Scans a name (with at most one colon, between a prefix and a local part); sets nameColon. */
    private scanName;
    /** Decodes references and normalises line ends (text) or whitespace (attribute values). */
    private decode;
    /** The character a reference at `amp` stands for; sets refEnd to the index of its ";". */
    private reference;
    private describe;
    /** Throws the syntax error at `index`, or the one of an earlier character XML does not allow. */
    private fail;
    private overLimit;
}
/** Whether `name` can name an element written without a prefix (an XML NCName). */
export declare function isXmlNCName(name: string): boolean;
