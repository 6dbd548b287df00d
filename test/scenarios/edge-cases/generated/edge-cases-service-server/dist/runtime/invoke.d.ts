// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * One call of an operation, the same on every binding: authentication, then the contract's
 * validators (the stated requirements), then the implementation. Refusals never reach the implementation; an item array
 * it returns is wrapped in a successful envelope.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CallBinding, HttpAuthenticate, WsSecurityIdentity } from "./options.js";
import type { ErrorItem, ServerOperation } from "./service.js";
import type { ServerRuntime } from "./server-runtime.js";
export interface Invocation<I, H> {
    binding: CallBinding;
    operation: ServerOperation<I, H>;
    params: unknown;
    /** The authenticating SOAP header as sent: undefined when absent, null when nil. Always undefined on GET/POST. */
    header: H | null | undefined;
    /** Every SOAP header block the request carried, by name. Empty on GET/POST. */
    headers?: Record<string, unknown>;
    /** What WS-Security proved of the request (SOAP, with the option on). */
    wsSecurity?: WsSecurityIdentity | undefined;
    /** The HTTP binding's own authentication hook (GET/POST). */
    httpAuthenticate?: HttpAuthenticate | null;
    req: IncomingMessage;
    /** Where the answer goes: the implementation's signal aborts when it closes early. */
    res: ServerResponse;
}
/**
 * The result to write (with the response's header blocks the implementation set), or the
 * ErrorDetail items of a refusal the result type cannot carry.
 */
export type Outcome = {
    kind: "result";
    value: unknown;
    headers: Record<string, unknown>;
} | {
    kind: "refused";
    details: ErrorItem[];
};
export declare function invoke<I, H>(rt: ServerRuntime<I, H>, call: Invocation<I, H>): Promise<Outcome>;
