// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import type { WireRequest } from "./request-writer.js";
import type { AddressingOptions } from "./transport-options.js";
export declare const WSA_NS = "http://www.w3.org/2005/08/addressing";
export declare const WSA_ANONYMOUS = "http://www.w3.org/2005/08/addressing/anonymous";
/** The addressing of one request: what its headers say. */
export interface Addressing {
    action: string;
    messageId: string;
    to: string;
    replyTo: string;
}
export declare function newAddressing(action: string, endpoint: string, options: AddressingOptions): Addressing;
/** The header blocks, `soap` being the envelope's prefix (`soap` or `soap12`). */
export declare function addressingXml(a: Addressing, soap: string): string;
/**
 * The SOAP request with the addressing blocks first in its Header (one is added when it has
 * none). The envelope is the request writer's: its prefix is `soap` or `soap12`, and the first
 * `<prefix:Header>` or `<prefix:Body>` tag is the envelope's own (the blocks and the body declare
 * their namespaces as default ones, so no element of theirs is written with that prefix).
 */
export declare function withAddressing(request: WireRequest, a: Addressing): WireRequest;
