// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import type { BodyCodec, ElementName, OperationCodec } from "./contract-runtime.js";
/** Why an HTTP GET/POST request's parameters could not be read, in ASMX's terms. */
export declare class FormParameterError extends Error {
    readonly kind: "missing" | "repeated" | "invalid";
    readonly parameter: string;
    readonly expected: string;
    readonly text: string | undefined;
    constructor(kind: "missing" | "repeated" | "invalid", parameter: string, expected: string, text?: string);
}
/**
 * `a=1&B=2&a=3` as lower-cased names to their values, read as URLSearchParams reads them (`+` is a
 * space, as ASMX reads it). A form of printable ASCII whose escapes are all UTF-8 (what clients
 * send) is split and decoded here; URLSearchParams took a seventh of an HTTP POST request's time.
 * Anything else (a malformed escape, other characters) is left to it.
 */
export declare function formValues(text: string): Map<string, string[]>;
/**
 * An HTTP GET/POST form's parameters, as `readForm(codec, formValues(text))` reads them. The
 * form clients send (each parameter once, in the contract's order and case, its name not escaped)
 * is read straight from the text: the lower-cased names, their map and lists took half of reading
 * a form of five parameters. Any other form, or a value its type refuses, is read that way.
 */
export declare function readFormText<P>(codec: OperationCodec<P, unknown>, text: string): P;
/**
 * Reads HTTP GET/POST values as ASMX does: names case-insensitive, unknown names ignored, every
 * parameter required, a repeated one refused. `values` maps lower-cased names to their values.
 */
export declare function readForm<P>(codec: OperationCodec<P, unknown>, values: ReadonlyMap<string, string[]>): P;
/** Fills in what ASMX hands the method for value-type parameters the request left out. */
export declare function withDefaults(body: BodyCodec, target: Record<string, unknown>): Record<string, unknown>;
/** The body's first element: what a SOAP request is routed by. */
export declare function firstElement(body: BodyCodec): ElementName | undefined;
/** The response body's fields for the implementation's result (see BodyCodec.writeTo). */
export declare function resultFields<R>(codec: OperationCodec<unknown, R>, result: R): Record<string, unknown>;
