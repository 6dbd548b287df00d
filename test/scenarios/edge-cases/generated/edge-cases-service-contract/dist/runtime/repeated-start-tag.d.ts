// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The last start tag an XmlReader read that has attributes and declares no namespace, kept as it
 * was read: a list's items repeat theirs (`<anyType xsi:type="Order">`), and a tag written the
 * same, with the same namespace bindings in scope and the attributes read then still in the
 * reader's arrays, reads the same. The reader then compares it and takes it whole: its name, its
 * attributes and their namespaces, none of them read again (and a tag written the same refuses
 * nothing this one did not: it was read without error).
 */
export declare class RepeatedStartTag {
    /** The tag as written, from its "<" through its ">"; "" when none is kept. */
    text: string;
    /** How many namespace bindings were in scope where it was read. */
    bindings: number;
    /** The reader's count of tags whose attributes it read, this one's (see XmlReader's #attrReads). */
    attrReads: number;
    qName: string;
    localName: string;
    namespace: string;
    attributes: number;
    /** It is an empty-element tag (`/>`). */
    empty: boolean;
}
