// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The context an implementation method is handed. Its `signal` is made when first read: most
 * methods never read it, and an AbortController per request costs more than the rest of a small
 * call's bookkeeping.
 */
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import type { CallBinding, CallContext, WsSecurityIdentity } from "./options.js";
export declare class ImplementationContext<H> implements CallContext<H> {
    #private;
    authHeader?: H;
    wsSecurity?: WsSecurityIdentity;
    /** The response's SOAP header blocks, by name: set those the operation's output binds. */
    readonly responseHeaders: Record<string, unknown>;
    readonly binding: CallBinding;
    readonly operation: string;
    readonly headers: IncomingHttpHeaders;
    /** The SOAP header blocks the request carried, by name (null when nil). */
    readonly soapHeaders: Readonly<Record<string, unknown>>;
    constructor(binding: CallBinding, operation: string, headers: IncomingHttpHeaders, res: ServerResponse, authHeader: H | null | undefined, soapHeaders: Readonly<Record<string, unknown>>);
    /** Aborted when the client goes away before the answer is sent. */
    get signal(): AbortSignal;
}
