// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The JSON face (the `json` option): `POST <endpoint>/<operation>` with a JSON body, the mapping
 * of docs/openapi.md. The same call as on SOAP: the parameters are read into the generated types
 * by the operation's codecs (json-values.ts), SOAP headers come as `X-SOAP-<element>` HTTP headers
 * of JSON, and the authentication, validators and implementation are the SOAP binding's. The
 * answer is the result as JSON (200; 204 without one, 202 for a one-way operation), or a fault as
 * JSON: 400 for one the request caused, 500 for any other. `GET <endpoint>?openapi` is the
 * contract's OpenAPI document, which describes all of this.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { JsonValues, type HeaderBlock } from "./contract-runtime.js";
import type { ServerRuntime } from "./server-runtime.js";
export declare const APPLICATION_JSON = "application/json; charset=utf-8";
/** What the JSON face knows of a service, worked out once. */
export declare class JsonFace {
    readonly values: JsonValues;
    /** The contract's SOAP header blocks, by their names in a call's context. */
    readonly blocks: Readonly<Record<string, HeaderBlock>>;
    /** The HTTP header name of each SOAP header block, by its name in a call's context. */
    readonly httpNames: ReadonlyMap<string, string>;
    /** The same, lower-cased: as node:http gives a request's headers. */
    readonly requestNames: ReadonlyMap<string, string>;
    /** The OpenAPI document's bytes, served at `?openapi`: read once, here. */
    readonly document: Buffer | undefined;
    constructor(headers: Readonly<Record<string, HeaderBlock>>, maxDepth: number, openapi: (() => string) | undefined);
}
/** `GET <endpoint>?openapi`: the OpenAPI document, when the JSON face is on. */
export declare function sendOpenApi(face: JsonFace | undefined, res: ServerResponse): void;
/** Whether a POST to an operation's path is for the JSON face. */
export declare function isJsonRequest(req: IncomingMessage): boolean;
export declare function handleJson<I, H>(rt: ServerRuntime<I, H>, face: JsonFace, name: string, req: IncomingMessage, res: ServerResponse): Promise<void>;
