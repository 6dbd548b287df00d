// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Reads a response into the operation's result, or into the typed error it stands for: a SOAP
 * fault (whatever the HTTP status; a fault the operation declares has its detail decoded), an HTTP
 * status error (a non-2xx answer without a fault, such as ASMX's text/plain 500s on GET/POST and
 * its empty 400/415s), or a format error (a 2xx answer that is not well-formed XML or not the
 * elements the operation answers with).
 */
import { OperationCodec, type Codec } from "./contract-runtime.js";
import { type CallSite } from "./errors.js";
export interface WireResponse {
    status: number;
    statusText: string;
    contentType: string;
    body: string;
}
/**
 * How an operation's result is finished: on HTTP GET/POST (ASMX), the codec of the document and
 * its element; on every binding, what is done with a decoded result (the envelope's defaults).
 */
export interface ResultDescriptor<R> {
    /**
     * HTTP GET/POST answers: the root element and its codec; root `null` when the document element
     * is the result's one kept element itself (ASMX's XmlElement: `{ $any: [xml] }`).
     */
    http?: {
        codec: Codec<R>;
        root: string | null;
    };
    /** The result element must be there, though the schema lets it be left out (ASMX's envelope). */
    required?: boolean;
    /** Applied to a result that is there (not to a nil or left-out one). */
    finish?: (result: R) => R;
}
/** Where decoded response header blocks go: into `into`, by their names, the codecs by element. */
export interface ResponseHeaders {
    into: Record<string, unknown>;
    byElement: ReadonlyMap<string, {
        name: string;
        codec: Codec<unknown>;
    }>;
}
export declare function readSoapResponse<R>(site: CallSite, op: OperationCodec<unknown, R>, result: ResultDescriptor<NonNullable<R>>, res: WireResponse, headers?: ResponseHeaders): R;
export declare function readHttpResponse<R>(site: CallSite, namespace: string, result: ResultDescriptor<R>, res: WireResponse): R;
