// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * MTOM on the node:http transport: a request's XOP package, and a multipart/related answer (MTOM,
 * SOAP with Attachments) read part by part as its chunks arrive, within the response limit. Only
 * node-http-transport.ts imports it, so browser bundles carry none of it.
 */
import { ReceivedParts, type XopPart } from "./contract-runtime.js";
import type { OutgoingBody } from "./node-agents.js";
/**
 * The package of `envelope` and its attachments, in pieces (the attachments' bytes as they were
 * given, not copied); `headers` get its Content-Type, the envelope's own (its `action` kept) going
 * in its `start-info`.
 */
export declare function packageBody(envelope: string, attachments: readonly XopPart[], headers: Record<string, string | number>): OutgoingBody;
/** A multipart/related answer being read: bounded as any answer is, parted as it arrives. */
export declare class RelatedBody {
    #private;
    /** The reader of an answer of this content type, when it is multipart/related. */
    static of(contentType: string | undefined, limit: number): RelatedBody | undefined;
    private constructor();
    add(chunk: Uint8Array): void;
    /** The root part's text (UTF-8, as fetch's text() reads), and the other parts. */
    end(): {
        body: string;
        parts: ReceivedParts;
    };
}
