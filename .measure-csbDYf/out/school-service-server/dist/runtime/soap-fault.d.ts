// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Any SOAP fault an implementation raises, as an ASMX web method throws SoapException: ASMX WSDLs
 * declare no faults, yet its services answer with a code, a reason, an actor and a detail. Written
 * as .NET's SoapServerProtocol writes a SoapException (and Mono's, checked on Mono 6.8):
 *
 * - SOAP 1.1: `faultcode`, `faultstring` (with `xml:lang` when a language is given), `faultactor`
 *   when there is an actor, then `<detail>` (empty when there is none). Subcodes and the role are
 *   SOAP 1.2's: ASMX leaves them out on 1.1.
 * - SOAP 1.2: `Code/Value` with nested `Subcode/Value`s, `Reason/Text xml:lang="en"`, the actor as
 *   `Node`, the role as `Role`, then the detail: ASMX writes the detail element it was given, which
 *   is the unqualified `<detail>` (SoapException.DetailElementName) on both versions, and an empty
 *   `<soap:Detail />` when there is none.
 * - A code outside the envelope's namespace (and xsi's, xsd's) declares `q0` on its element.
 * - The codes translate between the versions: Client/Sender, Server/Receiver, MustUnderstand,
 *   VersionMismatch.
 */
import { type QualifiedName, type SoapVersion, type XmlFields } from "./contract-runtime.js";
export type { QualifiedName, XmlFields };
/**
 * `client` (SOAP 1.1 Client, 1.2 Sender) or `server` (Server, Receiver), or a code by its name:
 * the SOAP codes of either version are translated to the answer's version, as ASMX does.
 */
export type FaultCode = "client" | "server" | QualifiedName;
export interface SoapFaultOptions {
    /** Default `server`. */
    code?: FaultCode;
    /** SOAP 1.2 `Subcode/Value`s, outermost first (not written on SOAP 1.1, as ASMX). */
    subcodes?: readonly QualifiedName[];
    /** SOAP 1.1 `faultactor`, SOAP 1.2 `Node` (ASMX's SoapException.Actor). */
    actor?: string;
    /** SOAP 1.2 `Role` (not written on SOAP 1.1, as ASMX). */
    role?: string;
    /** The reason's language: `xml:lang` of the 1.2 Text (default `en`), and of the 1.1 faultstring when given. */
    lang?: string;
    /**
     * The content of the `<detail>` element: XML markup (a string, checked to be well-formed; the
     * prefixes it uses must be declared in it, but xsi and xsd, which the envelope declares), or
     * simple fields (`{ Code: "E42", Retry: "30" }`: unqualified child elements, a record nesting,
     * an array repeating, null writing `xsi:nil`). Without a detail ASMX writes an empty one.
     */
    detail?: string | XmlFields;
}
/** A SOAP fault the server answers with, HTTP 500; on HTTP GET/POST a 500 text/plain, as ASMX. */
export declare class SoapFault extends Error {
    readonly code: FaultCode;
    readonly subcodes: readonly QualifiedName[];
    /** faultstring (1.1), Reason/Text (1.2). */
    readonly reason: string;
    readonly actor: string | undefined;
    readonly role: string | undefined;
    readonly lang: string | undefined;
    readonly detail: string | XmlFields | undefined;
    /** The detail element's content as it is written. */
    readonly detailMarkup: string | undefined;
    /** Throws a TypeError for a name that is no QName part, a character XML cannot carry, or a detail that is not well-formed. */
    constructor(reason: string, options?: SoapFaultOptions);
}
/** The parts of a fault other than its detail. */
export interface FaultParts {
    code: FaultCode;
    subcodes?: readonly QualifiedName[] | undefined;
    reason: string;
    actor?: string | undefined;
    role?: string | undefined;
    lang?: string | undefined;
}
/** The fault envelope of a SoapFault. */
export declare function soapFaultBody(version: SoapVersion, fault: SoapFault): string;
/**
 * A fault envelope as ASMX writes a SoapException; `detail` is the detail element, written (by
 * default the empty `<detail />` or `<soap:Detail />`).
 */
export declare function faultBody(version: SoapVersion, parts: FaultParts, detail?: string): string;
/**
 * What ASMX answers on HTTP GET/POST when a method throws a SoapException: the exception's type and
 * message, HTML-encoded (the first line of its answer: ours carries no stack trace).
 */
export declare function soapFaultText(fault: FaultParts): string;
/** Throws a TypeError for what ASMX could not write either. */
export declare function checkFaultParts(parts: FaultParts): void;
