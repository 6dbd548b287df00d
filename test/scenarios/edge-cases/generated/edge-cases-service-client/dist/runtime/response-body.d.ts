// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A response body as both transports read it: chunk by chunk, up to the most it may hold (a
 * transport stops reading an answer that outgrows it, and a Content-Length above it stops it
 * before the body), so a server that sends without end costs the calling process no more than the
 * limit; then decoded as fetch's text() does.
 */
export declare class ResponseLimitExceeded extends Error {
    readonly limit: number;
    constructor(limit: number);
}
/** Throws when a declared Content-Length is above `limit` (0: no limit). */
export declare function checkDeclaredLength(contentLength: string | null | undefined, limit: number): void;
/** A body's bytes as fetch's text() decodes them. */
export declare const decodeUtf8: (bytes: Uint8Array) => string;
/** The chunks of one body, `limit` bytes at the most (0: no limit). */
export declare class BodyCollector {
    #private;
    constructor(limit: number);
    /** Keeps a chunk; throws ResponseLimitExceeded once the body outgrows the limit. */
    add(chunk: Uint8Array): void;
    /** The body's text: its bytes as `decode` reads them (as fetch's text() does, unless told). */
    text(decode?: (bytes: Uint8Array) => string): string;
}
