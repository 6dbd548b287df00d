// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A multipart/related message (RFC 2387: MTOM/XOP, SOAP with Attachments) read as its bytes
 * arrive: a part's bytes are kept as the slices of the chunks that hold them and joined once, at
 * its end, so a body given whole (the server's) costs no copy, and only the few bytes of a boundary
 * cut between two chunks are carried over. The caller bounds the message's size (the transport's
 * body limit); here the number of parts and each part's headers are bounded. Errors name the part.
 */
import { type MediaType } from "./media-type.js";
/** The most parts a message may have, unless told otherwise. */
export declare const DEFAULT_MAX_PARTS = 64;
export declare class MultipartError extends Error {
    constructor(message: string);
}
/** One part of the message, its headers by lower-cased name. */
export interface MessagePart {
    readonly headers: ReadonlyMap<string, string>;
    readonly bytes: Uint8Array;
}
/** A message as read: its root part (the one `start` names, else the first) and the others by Content-ID. */
export interface RelatedMessage {
    readonly root: MessagePart;
    /** The root's media type (its Content-Type header). */
    readonly rootType: MediaType;
    /** The other parts, by Content-ID without its angle brackets. */
    readonly parts: ReadonlyMap<string, Uint8Array>;
}
export declare class MultipartReader {
    #private;
    /** `contentType`: the message's, whose `boundary` (required) and `start` parameters are read. */
    constructor(contentType: MediaType, maxParts?: number);
    /** Takes the next chunk of the body. */
    add(chunk: Uint8Array): void;
    /** The message, once its body ended; throws when it was cut short or its root is missing. */
    end(): RelatedMessage;
}
/** A Content-ID without its angle brackets. */
export declare function contentId(header: string): string;
