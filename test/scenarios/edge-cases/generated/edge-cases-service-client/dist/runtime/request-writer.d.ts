// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Writes a call's request exactly as ASMX clients do on each binding, after checking every
 * parameter, so that a value the wire cannot carry is refused before anything is sent.
 */
import { type OperationCodec, type XopPart, type XopWriter, type Codec } from "./contract-runtime.js";
import type { Binding } from "./errors.js";
/** A request as the client sends it. */
export interface WireRequest {
    url: string;
    method: "GET" | "POST";
    headers: Record<string, string>;
    /** The text sent: with `attachments`, the envelope of an MTOM package. */
    body?: string;
    /** MTOM: the request goes as an XOP package of `body` and these parts (node-http-transport.ts). */
    attachments?: readonly XopPart[] | undefined;
}
/** A parameter the request cannot carry: `path` is its name (or "" for the whole object). */
export interface ParamIssue {
    path: string;
    message: string;
}
/** A SOAP header block sent with a call: its element, and the value given for it. */
export interface SoapHeader<H> {
    /** The option that gave the value (`auth`, or a `soapHeaders` key), for messages. */
    option: string;
    element: string;
    namespace: string;
    codec: Codec<H>;
    value: H;
}
/**
 * Checks each parameter as the binding will write it: required ones present, values of their
 * type and range, text XML 1.0 can carry. Returns every problem, each naming its parameter.
 */
export declare function checkParams<P>(op: OperationCodec<P, unknown>, params: unknown, binding: Binding, binary?: XopWriter): ParamIssue[];
/** The request of one call; `params` must have passed {@link checkParams}. */
export declare function writeRequest<P, H>(binding: Binding, endpoint: string, op: OperationCodec<P, unknown>, params: P, soapHeaders: readonly SoapHeader<H>[], extraHeaders: Record<string, string> | undefined, binary?: XopWriter): WireRequest;
/** Checks the SOAP header values as {@link checkParams} checks parameters; each `path` is its option. */
export declare function checkHeaders<H>(headers: readonly SoapHeader<H>[]): ParamIssue[];
