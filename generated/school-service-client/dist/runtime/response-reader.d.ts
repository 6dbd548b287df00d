// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Reads a response into the operation's result, or into the typed error it stands for: a SOAP
 * fault (whatever the HTTP status; a fault the operation declares has its detail decoded), an HTTP
 * status error (a non-2xx answer without a fault, such as ASMX's text/plain 500s on GET/POST and
 * its empty 400/415s), or a format error (a 2xx answer that is not well-formed XML or not the
 * elements the operation answers with).
 */
import { type OperationCodec, type Codec, type MessageParts } from "./contract-runtime.js";
import { type CallSite } from "./errors.js";
export interface WireResponse {
    status: number;
    statusText: string;
    contentType: string;
    /** The answer's HTTP headers, by their names in lower case (several values joined by ", "). */
    headers?: Readonly<Record<string, string>>;
    /** The text read: of a multipart/related answer (MTOM, SOAP with Attachments), its root part. */
    body: string;
    /** The other parts of a multipart/related answer, for its base64Binary elements. */
    parts?: MessageParts;
}
/**
 * What is done with a decoded result that is there (not a nil or left-out one): for an operation
 * that answers with the contract's envelope, the envelope's defaults filled in.
 */
export type FinishResult = <V>(result: V) => V;
/** Where decoded response header blocks go: into `into`, by their names, the codecs by element. */
export interface ResponseHeaders {
    into: Record<string, unknown>;
    byElement: ReadonlyMap<string, {
        name: string;
        codec: Codec<unknown>;
    }>;
}
export declare function readSoapResponse<R>(site: CallSite, op: OperationCodec<unknown, R>, finish: FinishResult | undefined, res: WireResponse, headers?: ResponseHeaders): R;
/** An HTTP GET/POST answer: a document of the contract's namespace, read by the operation's result codec. */
export declare function readHttpResponse<R>(site: CallSite, op: OperationCodec<unknown, R>, finish: FinishResult | undefined, res: WireResponse): R;
