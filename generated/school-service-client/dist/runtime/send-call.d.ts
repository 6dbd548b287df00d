// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Sends one call's request: under its time limit and the caller's AbortSignal, with the HTTP
 * authentication header, repeated where that is safe (retry-rules.ts), each attempt shown to
 * the hooks (redacted unless they ask for it raw). Ends with the answer or the typed error.
 */
import { type CallSite } from "./errors.js";
import type { WireRequest } from "./request-writer.js";
import type { WireResponse } from "./response-reader.js";
import { type RetryRule } from "./retry-rules.js";
import type { Transport } from "./transport.js";
import type { ClientHooks, HttpAuth } from "./transport-options.js";
export interface SendContext {
    transport: Transport;
    site: CallSite;
    maxResponseBytes: number;
    /** The call's time limit, every attempt and wait included (0: none). */
    timeoutMs: number;
    signal: AbortSignal | undefined;
    httpAuth: HttpAuth | undefined;
    /** Undefined: no retries. */
    retry: RetryRule | undefined;
    /** The call is safe to repeat after a network error (HTTP GET, or marked idempotent). */
    idempotent: boolean;
    hooks: ClientHooks | undefined;
    /** Header blocks whose every text is a secret (the `auth` option's), by element name. */
    secretBlocks: readonly string[];
    /**
     * Makes each attempt's request from the call's (WS-Security's header and signature): a retry
     * carries a nonce and a timestamp of its own, which a server that saw the first refuses
     * to see again.
     */
    secure: ((request: WireRequest) => Promise<WireRequest>) | undefined;
}
export declare function sendCall(request: WireRequest, ctx: SendContext): Promise<WireResponse>;
