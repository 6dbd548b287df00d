// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Performs one call on the chosen binding: checks the parameters, writes the request as ASMX
 * clients do (with WS-Addressing's headers where asked: addressing.ts), sends it (node:http on
 * Node, fetch elsewhere or when one is given) under a time limit and the caller's AbortSignal,
 * with HTTP authentication, retries and hooks (send-call.ts), and reads the answer into the
 * result or a typed error.
 */
import type { HeaderBlock, OperationCodec } from "./contract-runtime.js";
import { type Binding } from "./errors.js";
import { type FinishResult } from "./response-reader.js";
import type { CallTransportOptions, TransportOptions } from "./transport-options.js";
import type { SecurityPolicyDefaults, WsSecurity } from "./ws-security.js";
/** What the client needs of a zod schema of the contract (so its runtime need not import zod). */
export interface Validator {
    safeParse(value: unknown): ValidationOutcome;
}
/** A zod `safeParse` result, as much of it as the client reads. */
export type ValidationOutcome = {
    success: true;
} | {
    success: false;
    error: {
        issues: readonly {
            path: readonly PropertyKey[];
            message: string;
        }[];
    };
};
/** What the generated client tells the caller about its service. */
export interface ServiceDescriptor {
    /** The path of the contract's address; "" when it publishes none: `baseUrl` is then the endpoint. */
    endpointPath: string;
    /** The binding used unless chosen: SOAP 1.1 when the contract has it, else SOAP 1.2. */
    defaultBinding: Binding;
    /** The contract's SOAP headers, by their names in `soapHeaders`. */
    headers: Readonly<Record<string, HeaderBlock>>;
    /** The header the `auth` option fills (ASMX's one SoapHeader, the credentials). */
    auth?: string;
    /** What the contract's WS-SecurityPolicy asks of each SOAP binding: defaults of `wsSecurity`. */
    securityPolicy?: Partial<Record<Binding, SecurityPolicyDefaults>>;
    /** Fills in the defaults of a decoded result envelope, when the contract's operations answer with one. */
    finishEnvelope?: FinishResult;
    /** The bindings that use WS-Addressing (wsaw:UsingAddressing): SOAP calls on them send its headers unless told not to. */
    addressing?: readonly Binding[];
}
/**
 * The contract's validators by operation name, its parameters and its result: `validators` of the
 * contract package's `validators` entry point (zod schemas).
 */
export interface ContractValidators {
    params: Readonly<Record<string, {
        params: Validator;
    }>>;
    results: Readonly<Record<string, Validator>>;
}
/** Also `httpAuth`, `tls`, `proxy`, `agent`, `retry`, `hooks`, `addressing`, `mtom`: see transport-options.ts. */
export interface ClientOptions<H, S = Record<string, unknown>> extends TransportOptions {
    /**
     * The service's base address (`https://host`), or the full endpoint URL ending in the `.asmx`
     * path; for a contract that publishes no address, the full endpoint URL, called as given.
     */
    baseUrl: string;
    /** The contract's SOAP 1.1 binding unless chosen otherwise (SOAP 1.2 when it has only that). */
    binding?: Binding;
    /** The SOAP header value (the credentials header, where the contract has one). Not sent on GET/POST. */
    auth?: H;
    /** Values of SOAP headers, sent with every SOAP call of an operation that binds them. */
    soapHeaders?: Partial<S>;
    /**
     * A fetch implementation to send requests with. By default node:http on Node (where it is the
     * faster way), the global fetch elsewhere; pass `globalThis.fetch` to use fetch on Node too.
     */
    fetch?: typeof fetch;
    /**
     * Time limit of each call in whole milliseconds, response body included (default 30000; 0 for
     * none; at most 2147483647, the longest a timer waits).
     */
    timeoutMs?: number;
    /**
     * The most a response body may hold, in bytes (default 32 MiB, 25 times a 10,000-item answer;
     * 0 or Infinity for no limit): a larger one is not read further and the call fails with
     * ResponseTooLargeError, so a server that answers without end cannot exhaust the process.
     */
    maxResponseBytes?: number;
    /** Extra HTTP headers sent with every request. */
    headers?: Record<string, string>;
    /**
     * The contract's validators (`validators` of the contract package's validators entry point), so that
     * parameters are checked before sending, stated requirements included. Left out, the client
     * carries no validator (nor zod): only a value the wire cannot carry is refused.
     */
    validators?: ContractValidators;
    /**
     * With `validators`, check parameters with them before sending (default true). Off, only a value
     * the wire cannot carry is refused, so a request can reach the server as given (to test how it
     * answers a missing value, say).
     */
    validateParams?: boolean;
    /** Strict mode: check every decoded result with `validators`, which it needs (default false). */
    strictResponses?: boolean;
    /**
     * WS-Security on SOAP calls: `new WsSecurity({ usernameToken, timestamp, signature })` (a value
     * of its own, so that a bundle that does not use it carries none of it).
     */
    wsSecurity?: WsSecurity;
}
export interface CallOptions<S = Record<string, unknown>> extends CallTransportOptions {
    /** Ends the call with an AbortError when aborted. */
    signal?: AbortSignal;
    /** This call's time limit, instead of the client's (whole milliseconds; 0 for none). */
    timeoutMs?: number;
    /** SOAP header values for this call, over the client's. */
    soapHeaders?: Partial<S>;
    /** Filled with the SOAP headers the response carries (those the operation's output binds), by name. */
    responseHeaders?: Partial<S>;
}
export declare class Caller<H> {
    #private;
    readonly binding: Binding;
    constructor(service: ServiceDescriptor, options: ClientOptions<H, object>);
    /** Calls `op`: what the call sends and how its answer is read is the contract's operation. */
    call<P, R>(op: OperationCodec<P, R>, params: unknown, callOptions?: CallOptions<object>): Promise<R>;
}
/**
 * The URL calls go to: `baseUrl` with the contract's endpoint path appended, unless it ends with
 * that path already (a trailing slash on either side aside); `baseUrl` as given when the contract
 * publishes no address (`endpointPath` "").
 */
export declare function endpointUrl(baseUrl: string, endpointPath: string): string;
