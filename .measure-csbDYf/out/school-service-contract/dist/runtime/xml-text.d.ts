// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Writing text into XML so that any string XML 1.0 can carry reads back exactly: the markup
 * characters are escaped, and the white space a reader would otherwise normalise away is written
 * as character references in .NET XmlWriter's form: CR (`&#xD;`) and TAB (`&#x9;`) everywhere,
 * LF (`&#xA;`) in attribute values, whose normalisation turns a raw LF, CR or TAB into a space
 * (XML 1.0 3.3.3). LF stays raw in element text, which keeps it. Characters XML 1.0 cannot carry
 * at all are refused.
 */
/** A string holds a character XML 1.0 cannot carry (a control character or a lone surrogate). */
export declare class XmlCharacterError extends Error {
    readonly where: string;
    readonly index: number;
    readonly codePoint: number;
    constructor(where: string, index: number, codePoint: number);
}
/** Control characters other than TAB, LF and CR, U+FFFE/U+FFFF, and unpaired surrogates. */
export declare const NOT_XML_CHAR: RegExp;
/** Throws XmlCharacterError naming `where` if `text` holds a character XML 1.0 cannot carry. */
export declare function assertXmlText(text: string, where: string): void;
/**
 * Escapes an attribute value (double-quoted): LF, CR and TAB as references too, so they are not
 * read back as spaces. Element text goes through {@link escapeXmlText}, which keeps LF.
 */
export declare function escapeXml(text: string): string;
/** Escapes element text as .NET writes it: like {@link escapeXml}, but a `"` stays as it is. */
export declare function escapeXmlText(text: string): string;
/**
 * `text` as element content: {@link assertXmlText} and {@link escapeXmlText} in one, in a single
 * pass over text that needs neither (the common case): one test of a character class, which the
 * engine runs faster than a loop over the characters (the 10,000-item answer 3.5 -> 3.3 ms).
 */
export declare function xmlTextContent(text: string, where: string): string;
