// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The signing certificate's base64 DER, as the KeyInfo gives it: a SecurityTokenReference to a
 * BinarySecurityToken of the header, or holding X509Data; X509Data itself; or an issuer and serial
 * number of a trusted certificate.
 */
export declare function signingCertificate(signature: DomElement, security: DomElement, trusted: readonly string[], X509: X509Class): string;
/** Refuses a certificate no trusted one is or issued, or not valid now. */
export declare function checkTrust(pem: string, trusted: readonly string[], now: Date, X509: X509Class): void;
/** The element's wsu:Id (or an unqualified Id, as some stacks write). */
export declare function idOf(element: DomElement): string | undefined;
export declare function children(parent: DomElement, namespace: string, local: string): DomElement[];
/** As much of node:crypto's X509Certificate as is used here (loaded only where signatures are checked). */
export interface X509Certificate {
    readonly ca: boolean;
    readonly fingerprint256: string;
    readonly publicKey: unknown;
    readonly serialNumber: string;
    readonly validFrom: string;
    readonly validTo: string;
    checkIssued(other: X509Certificate): boolean;
    verify(publicKey: unknown): boolean;
}
export type X509Class = new (pem: string) => X509Certificate;
/** As much of an @xmldom/xmldom node as is used here (the packages' lib has no DOM). */
export interface DomElement {
    readonly nodeType: number;
    readonly namespaceURI: string | null;
    readonly localName: string | null;
    readonly firstChild: DomElement | null;
    readonly nextSibling: DomElement | null;
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
    getAttributeNS(namespace: string, name: string): string | null;
}
