// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** Writing answers: status, content type and the cache header ASMX sends, and nothing after a reply. */
import type { ServerResponse } from "node:http";
import type { BodyPieces } from "./body-pieces.js";
export declare const TEXT_XML = "text/xml; charset=utf-8";
export declare const SOAP12_XML = "application/soap+xml; charset=utf-8";
export declare const TEXT_PLAIN = "text/plain; charset=utf-8";
export declare function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer, headers?: Record<string, string>): void;
/** An answer whose body was taken in pieces: written in one go (one writev, corked; its Buffers not copied). */
export declare function sendPieces(res: ServerResponse, status: number, contentType: string, body: BodyPieces): void;
/** An answer after which the connection is closed (the request body was not, or not fully, read). */
export declare function sendAndClose(res: ServerResponse, status: number, contentType: string, body?: string): void;
