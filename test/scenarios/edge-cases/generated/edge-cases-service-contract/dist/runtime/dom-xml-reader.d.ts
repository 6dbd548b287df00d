// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * What browser bundles get instead of xml-reader.ts (the contract package's `browser` export
 * condition): the same pull reader over the browser's own XML parser (DOMParser), so that the
 * page does not download a second one. It refuses what xml-reader.ts refuses: DTDs (before the
 * parser sees them), documents that are not well-formed with namespaces, and those over the
 * limits. Positions come from the browser's message when it gives them; limits name the element.
 * Workers have no DOMParser: their bundles take the `worker` condition, which keeps xml-reader.ts.
 */
import { XmlEvent, XmlLimitError, XmlSyntaxError, isXmlNCName, type EncodedReferences, type XmlLimits, type XmlReader as StringXmlReader } from "./xml-reader.js";
export { XmlEvent, XmlLimitError, XmlSyntaxError, isXmlNCName, type XmlLimits };
/** Every member the string reader has, as the codecs call either. */
export declare class XmlReader implements Pick<StringXmlReader, keyof StringXmlReader> {
    #private;
    /** As the string reader's (soap-encoding.ts reads with that one). */
    references: EncodedReferences | undefined;
    constructor(xml: string, limits?: XmlLimits);
    get localName(): string;
    get namespace(): string;
    get qName(): string;
    /** At a Start: the element has no content (`<a/>` or `<a></a>`), and the next event is its End. */
    get isEmptyElement(): boolean;
    get text(): string;
    next(): XmlEvent;
    attribute(namespace: string, localName: string): string | undefined;
    attributes(): [string, string, string][];
    /** At a Start: the element as the browser writes it, with the declarations it needs; leaves the reader at its End. */
    readOuterXml(): string;
    readText(): string;
    /**
     * Reads nothing and returns -1: the string reader takes a record of text fields in one step,
     * but here the browser's parser has made the nodes already, and next() walks them.
     */
    readPlainChildren(): number;
    /** The string reader's fast paths alone: this one reads every child by next(). */
    readTextChild(): string | undefined;
    readStartChild(): boolean;
    readCanonicalContent(): null;
    readCanonicalChild(): null;
    /** At a Start: readText() when the element holds text alone; else undefined, nothing read. */
    readPlainText(): string | undefined;
    skipElement(): void;
    namespaceOf(prefix: string): string | undefined;
    resolveQName(text: string): {
        namespace: string;
        local: string;
    };
}
