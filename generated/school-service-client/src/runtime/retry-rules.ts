// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * When a call may be sent again, and after how long. A SOAP call is a POST that the server may
 * have carried out even when its answer was lost, so it is repeated only when the server cannot
 * have taken it:
 * - the request never left: the connection was refused or could not be made (the name did not
 *   resolve, the host or network was unreachable, connecting timed out), or it failed before the
 *   request was all written (node:http), so the server cannot have had it whole;
 * - the server answered 503 with Retry-After, saying it did not take the request (after that
 *   wait, when it is no longer than `maxDelayMs`).
 * A call safe to repeat (HTTP GET, or an operation the caller marks idempotent) is also repeated
 * after any network error (a reset, a cut answer) and on 502, 503 and 504. Nothing else is
 * repeated: not a timeout, an abort, a fault, a 500, nor an answer too large.
 */
import { ResponseLimitExceeded } from "./response-body.js";
import type { WireResponse } from "./response-reader.js";
import type { RetryOptions } from "./transport-options.js";
import { TIMER_MS, wholeNumberOption } from "./contract-runtime.js";

export interface RetryRule {
  retries: number;
  minDelayMs: number;
  maxDelayMs: number;
  idempotent: boolean | readonly string[];
}

/** The rule the client's `retry` option gives (undefined: none). */
export function retryRule(option: boolean | RetryOptions | undefined): RetryRule | undefined {
  if (option === undefined || option === false) return undefined;
  const o = option === true ? {} : option;
  return {
    retries: wholeNumberOption("retry.retries", o.retries, 2, { min: 0 }),
    minDelayMs: wholeNumberOption("retry.minDelayMs", o.minDelayMs, 200, TIMER_MS),
    maxDelayMs: wholeNumberOption("retry.maxDelayMs", o.maxDelayMs, 5000, TIMER_MS),
    idempotent: o.idempotent ?? false,
  };
}

/** Whether an operation is marked idempotent by the rule. */
export function markedIdempotent(rule: RetryRule | undefined, operation: string): boolean {
  if (!rule) return false;
  return (
    rule.idempotent === true ||
    (Array.isArray(rule.idempotent) && rule.idempotent.includes(operation))
  );
}

/** Errors of a connection that was never made: the request did not leave. */
const NOT_CONNECTED = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/**
 * How long to wait before attempt `attempt + 1`, or undefined when the outcome of attempt
 * `attempt` (its answer or its failure) is final.
 */
export function retryDelay(
  rule: RetryRule | undefined,
  attempt: number,
  safe: boolean,
  response: WireResponse | undefined,
  failure: unknown,
): number | undefined {
  if (!rule || attempt > rule.retries) return undefined;
  const backoff = Math.min(rule.maxDelayMs, rule.minDelayMs * 2 ** (attempt - 1));
  // Half fixed, half random: calls that failed together do not come back together.
  const jittered = Math.round(backoff / 2 + (Math.random() * backoff) / 2);
  if (!response) {
    if (failure instanceof ResponseLimitExceeded) return undefined;
    return safe || notConnected(failure) ? jittered : undefined;
  }
  const after = retryAfterMs(response.headers?.["retry-after"]);
  if (response.status === 503 && after !== undefined)
    return after <= rule.maxDelayMs ? after : undefined;
  if (safe && (response.status === 502 || response.status === 503 || response.status === 504))
    return after !== undefined ? (after <= rule.maxDelayMs ? after : undefined) : jittered;
  return undefined;
}

function notConnected(err: unknown): boolean {
  // The node:http transport marks an error before the request was all written.
  if ((err as { requestNotSent?: unknown } | undefined)?.requestNotSent === true) return true;
  // fetch (undici) wraps the socket's error as its cause.
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && NOT_CONNECTED.has(code)) return true;
  }
  return false;
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date. */
export function retryAfterMs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
