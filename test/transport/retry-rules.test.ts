/**
 * The retry rules as a table: for each outcome of an attempt, whether a SOAP POST and a call
 * safe to repeat are tried again, and after how long.
 */
import { describe, expect, it } from "vitest";
import {
  retryAfterMs,
  retryDelay,
  retryRule,
} from "../../generated/school-service-client/src/runtime/retry-rules.ts";
import { ResponseLimitExceeded } from "../../generated/school-service-client/src/runtime/response-body.ts";

const rule = retryRule({ retries: 3, minDelayMs: 100, maxDelayMs: 1000 })!;
const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  statusText: "",
  contentType: "text/xml",
  headers,
  body: "",
});
const coded = (code: string) => Object.assign(new Error(code), { code });
/** fetch (undici) reports the socket's error as its cause. */
const viaFetch = (code: string) => new TypeError("fetch failed", { cause: coded(code) });

type Outcome = [string, ReturnType<typeof answer> | undefined, unknown];
const retried = (o: Outcome, safe: boolean) => retryDelay(rule, 1, safe, o[1], o[2]) !== undefined;

describe("what is tried again", () => {
  it.each<[...Outcome, boolean, boolean]>([
    ["connection refused", undefined, coded("ECONNREFUSED"), true, true],
    ["connection refused, through fetch", undefined, viaFetch("ECONNREFUSED"), true, true],
    ["name not resolved", undefined, coded("ENOTFOUND"), true, true],
    ["host unreachable", undefined, coded("EHOSTUNREACH"), true, true],
    ["connect timeout (undici)", undefined, viaFetch("UND_ERR_CONNECT_TIMEOUT"), true, true],
    ["503 with Retry-After", answer(503, { "retry-after": "0" }), undefined, true, true],
    ["connection reset after sending", undefined, coded("ECONNRESET"), false, true],
    ["a cut answer", undefined, new Error("the connection closed"), false, true],
    ["502", answer(502), undefined, false, true],
    ["503 without Retry-After", answer(503), undefined, false, true],
    ["504", answer(504), undefined, false, true],
    ["500 (a fault)", answer(500), undefined, false, false],
    ["400", answer(400), undefined, false, false],
    ["200", answer(200), undefined, false, false],
    ["an answer too large", undefined, new ResponseLimitExceeded(10), false, false],
  ])("%s: a SOAP POST %s, a safe call %s", (...[, response, failure, post, safe]) => {
    const outcome: Outcome = ["", response, failure];
    expect([retried(outcome, false), retried(outcome, true)]).toEqual([post, safe]);
  });
});

describe("how long to wait", () => {
  it("doubles from minDelayMs, half of it random, never past maxDelayMs", () => {
    for (let i = 0; i < 50; i++) {
      const waits = [1, 2, 3].map((n) => retryDelay(rule, n, true, answer(502), undefined)!);
      expect(waits[0]).toBeGreaterThanOrEqual(50);
      expect(waits[0]).toBeLessThanOrEqual(100);
      expect(waits[1]).toBeGreaterThanOrEqual(100);
      expect(waits[1]).toBeLessThanOrEqual(200);
      expect(waits[2]).toBeGreaterThanOrEqual(200);
      expect(waits[2]).toBeLessThanOrEqual(400);
    }
  });

  it("waits what Retry-After asks (seconds or a date), and gives up past maxDelayMs", () => {
    expect(retryDelay(rule, 1, false, answer(503, { "retry-after": "1" }), undefined)).toBe(1000);
    expect(retryDelay(rule, 1, false, answer(503, { "retry-after": "2" }), undefined)).toBe(
      undefined,
    );
    const soon = new Date(Date.now() + 60_000).toUTCString();
    expect(retryAfterMs(soon)).toBeGreaterThan(58_000);
    expect(retryAfterMs("soon")).toBeUndefined();
  });

  it("stops after `retries` attempts, and never without a rule", () => {
    expect(retryDelay(rule, 3, true, answer(502), undefined)).toBeDefined();
    expect(retryDelay(rule, 4, true, answer(502), undefined)).toBeUndefined();
    expect(retryDelay(undefined, 1, true, undefined, coded("ECONNREFUSED"))).toBeUndefined();
  });

  it("refuses a rule that is not whole numbers of 0 or more", () => {
    expect(() => retryRule({ retries: -1 })).toThrow(
      new RangeError("retry.retries: expected a whole number >= 0, got -1"),
    );
    expect(retryRule(true)).toEqual({
      retries: 2,
      minDelayMs: 200,
      maxDelayMs: 5000,
      idempotent: false,
    });
    expect(retryRule(false)).toBeUndefined();
  });
});
