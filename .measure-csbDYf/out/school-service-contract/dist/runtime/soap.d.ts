// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * SOAP 1.1 and 1.2 envelopes and faults as ASMX writes and reads them: the `soap` prefix on
 * responses, `soap`/`soap12` on requests, faults with faultcode/faultstring/detail (1.1) or
 * Code/Value, Subcode, Reason/Text and Detail (1.2).
 */
import { type XmlValue } from "./any-type.js";
import { type XmlReader } from "./xml-reader.js";
export type SoapVersion = "1.1" | "1.2";
export declare const SOAP11_NS = "http://schemas.xmlsoap.org/soap/envelope/";
export declare const SOAP12_NS = "http://www.w3.org/2003/05/soap-envelope";
export declare const SOAP_NS: Record<SoapVersion, string>;
export declare const XML_DECLARATION = "<?xml version=\"1.0\" encoding=\"utf-8\"?>";
export declare function soapVersionOf(namespace: string): SoapVersion | undefined;
/** A request envelope as ASMX clients write it (`soap` for 1.1, `soap12` for 1.2). */
export declare function requestEnvelope(version: SoapVersion, header: string, body: string): string;
/** A response envelope as ASMX writes it (with a Header only when there are header blocks). */
export declare function responseEnvelope(version: SoapVersion, body: string, header?: string): string;
/** A response envelope up to its body's content; {@link RESPONSE_END} closes it. */
export declare function responseEnvelopeStart(version: SoapVersion, header?: string): string;
export declare const RESPONSE_END = "</soap:Body></soap:Envelope>";
export interface QualifiedName {
    namespace: string;
    local: string;
}
export interface SoapFault {
    version: SoapVersion;
    /** The fault code as written, e.g. `soap:Client` or `soap:Sender`. */
    code: string;
    /** The fault code resolved, e.g. `{ namespace: SOAP11_NS, local: "Client" }`. */
    codeName: QualifiedName;
    /** SOAP 1.2 `Subcode/Value`, resolved: the outermost one. */
    subcode?: QualifiedName;
    /** Every SOAP 1.2 `Subcode/Value`, resolved, outermost first. */
    subcodes: QualifiedName[];
    /** faultstring (1.1) or the first Reason/Text (1.2). */
    reason: string;
    /** faultactor (1.1) or Role (1.2). */
    actor?: string;
    /** SOAP 1.2 Role. */
    role?: string;
    /** SOAP 1.2 Node (where ASMX writes a SoapException's actor). */
    node?: string;
    /** The content of detail/Detail, kept as it arrived. */
    detail?: XmlValue;
    /**
     * The detail element (`<detail>`, `<soap:Detail>`) as it arrived, standing alone: the namespace
     * declarations it uses from outside added to its start tag.
     */
    detailXml?: string;
    /** The detail element's child elements: name, text and markup of each, in order. */
    detailElements: readonly FaultDetailElement[];
    /** The detail element of a fault the operation declares, decoded: the fault's name and value. */
    declared?: {
        name: string;
        value: unknown;
    };
}
/** A child element of a fault's detail, read-only. */
export interface FaultDetailElement {
    readonly namespace: string;
    readonly local: string;
    /** Its text content: the text of all its descendants, references resolved. */
    readonly text: string;
    /** The element as it arrived, standing alone (namespace declarations it uses added). */
    readonly xml: string;
}
/** How the detail elements of an operation's declared faults are read (see OperationCodec.faultOf). */
export type DetailReader = (r: XmlReader) => {
    name: string;
    value: unknown;
} | undefined;
/**
 * Reads the Fault element the reader is at; `declared` decodes the detail elements of declared
 * faults. On SOAP 1.2 the detail is `soap:Detail`, or the unqualified `<detail>` ASMX (.NET's and
 * Mono's) writes for a SoapException's detail on both versions.
 */
export declare function readFault(r: XmlReader, version: SoapVersion, declared?: DetailReader): SoapFault;
/**
 * A fault as ASMX writes it: `soap:Client`/`soap:Server` (1.1) or `soap:Sender`/`soap:Receiver`
 * (1.2). The detail is XML content given as a value, or `markup` already written (a declared
 * fault's element).
 */
export declare function faultEnvelope(version: SoapVersion, code: string, reason: string, detail?: XmlValue, markup?: string): string;
