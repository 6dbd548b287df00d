// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import type { Codec, FieldCodec } from "./codec.js";
export type JsonValue = string | number | boolean | null | JsonValue[] | {
    [key: string]: JsonValue;
};
/** A value of the generated types as JSON; `undefined` (a property left out) stays undefined. */
export declare function jsonOf(value: unknown): JsonValue | undefined;
/** What a fault is made of in JSON (docs/openapi.md, "Faults"). */
export interface JsonFaultParts {
    /** The fault code's local name: `Client`, `Server`, `Sender`, `Receiver` or the contract's own. */
    code: string;
    message: string;
    actor?: string | undefined;
    /** The name of a fault the operation declares; its `detail` is then the declared value. */
    fault?: string | undefined;
    detail?: unknown;
}
/**
 * A fault as the mapping's JSON body, and its status: 400 for a fault the request caused
 * (`Client`, `Sender`), 500 for any other.
 */
export declare function jsonFault(parts: JsonFaultParts): {
    status: number;
    body: {
        [key: string]: JsonValue;
    };
};
/**
 * The HTTP header names SOAP header elements travel by, in order: `X-SOAP-<element name>`,
 * percent-encoded where the name has characters an HTTP header name cannot have, numbered
 * (`-2`) where two elements share a name.
 */
export declare function jsonHeaderNames(elements: readonly string[]): string[];
/**
 * A SOAP header's value as its HTTP header's text: its JSON, the characters beyond ASCII escaped
 * (`\u00eb`), as an HTTP header carries only those; undefined for a header not sent.
 */
export declare function jsonHeaderText(value: unknown): string | undefined;
/** JSON nested deeper than the reading allows. */
export declare class JsonDepthError extends Error {
    constructor(maxDepth: number);
}
/**
 * Reads JSON values as the values of the codecs' types. `maxDepth` bounds how deep a value may
 * nest (as XmlLimits bounds elements): a recursive type's value is read as deep as its JSON goes.
 */
export declare class JsonValues {
    #private;
    constructor(maxDepth?: number);
    /** An object of fields (an operation's parameters, a complex type's elements). */
    fields(fields: readonly FieldCodec[], json: unknown): unknown;
    /** A value of `codec`'s type. */
    value(codec: Codec<unknown>, json: unknown): unknown;
}
