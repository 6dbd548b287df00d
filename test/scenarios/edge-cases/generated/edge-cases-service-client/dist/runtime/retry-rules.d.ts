// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import type { WireResponse } from "./response-reader.js";
import type { RetryOptions } from "./transport-options.js";
export interface RetryRule {
    retries: number;
    minDelayMs: number;
    maxDelayMs: number;
    idempotent: boolean | readonly string[];
}
/** The rule the client's `retry` option gives (undefined: none). */
export declare function retryRule(option: boolean | RetryOptions | undefined): RetryRule | undefined;
/** Whether an operation is marked idempotent by the rule. */
export declare function markedIdempotent(rule: RetryRule | undefined, operation: string): boolean;
/**
 * How long to wait before attempt `attempt + 1`, or undefined when the outcome of attempt
 * `attempt` (its answer or its failure) is final.
 */
export declare function retryDelay(rule: RetryRule | undefined, attempt: number, safe: boolean, response: WireResponse | undefined, failure: unknown): number | undefined;
/** Retry-After as milliseconds: delay-seconds or an HTTP date. */
export declare function retryAfterMs(value: string | undefined): number | undefined;
