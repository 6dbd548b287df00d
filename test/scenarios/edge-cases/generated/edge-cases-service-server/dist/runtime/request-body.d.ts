// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Receiving a request body within bounds: at most `maxBytes` (checked against Content-Length
 * before reading, and while reading), within `timeoutMs`, decoded strictly by its charset.
 * Per request this costs one small record: the stream's listeners are shared functions that find
 * it on the request, and deadlines are watched by one timer per timeout value.
 */
import type { IncomingMessage } from "node:http";
export declare class BodyError extends Error {
    readonly status: 400 | 408 | 413 | 415 | 500;
    constructor(status: 400 | 408 | 413 | 415 | 500, message: string);
}
export declare function readBody(req: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<Buffer>;
/** The body as text in the charset its content type names (UTF-8 by default); bad bytes are refused. */
export declare function decodeBody(bytes: Uint8Array, charset: string | undefined): string;
