// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * MTOM/XOP (W3C XOP 1.0, SOAP 1.2 MTOM, and the same packaging on SOAP 1.1 as WCF and JAX-WS
 * send it): base64Binary values that travel as the bytes of a MIME part, the XML holding
 * `<xop:Include href="cid:..."/>` in their place. Also SOAP with Attachments as read: an element
 * whose `href` attribute names a part (`cid:`) has that part's bytes. Only set on a reader of a
 * multipart message, or on a writer asked for MTOM, so a bundle that does neither carries none of it.
 */
import { type BinaryWriting, type TextCodec, type XmlWriter } from "./codec.js";
import { type MessageParts, type XmlReader } from "./xml-reader.js";
import type { RelatedMessage } from "./multipart-related.js";
export declare const XOP_NS = "http://www.w3.org/2004/08/xop/include";
/** The media type of an XOP package's root part. */
export declare const XOP_XML = "application/xop+xml";
/** The parts of a message read, for its base64Binary elements that refer to them. */
export declare class ReceivedParts implements MessageParts {
    #private;
    constructor(message: RelatedMessage);
    readBinary(r: XmlReader, codec: TextCodec<Uint8Array>): Uint8Array;
}
/** An attachment written: its Content-ID and bytes. */
export interface XopPart {
    readonly id: string;
    readonly bytes: Uint8Array;
}
/** Collects the base64Binary values of one message of `threshold` bytes or more as attachments. */
export declare class XopWriter implements BinaryWriting {
    #private;
    readonly parts: XopPart[];
    constructor(threshold: number);
    writeBinary(w: XmlWriter, start: string, name: string, _path: string, value: Uint8Array): boolean;
}
/** An XOP package on the wire: its Content-Type header and its body, in pieces. */
export interface XopMessage {
    contentType: string;
    pieces: (string | Uint8Array)[];
}
/**
 * The package of an envelope and its attachments. `soapType` is the envelope's own media type
 * (`text/xml`, or `application/soap+xml` with its `action`), which the root part's type and the
 * `start-info` parameter carry; the root comes first, as zeep and others read it.
 */
export declare function xopMessage(envelope: string | readonly (string | Uint8Array)[], soapType: string, parts: readonly XopPart[]): XopMessage;
