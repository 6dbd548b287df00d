/**
 * Cancellation by AbortSignal, with retries on: a signal aborted before the call sends nothing,
 * one aborted while the server holds the request ends the exchange (and is not retried), one
 * aborted during a wait between attempts ends the wait at once. The error is AbortError with
 * the signal's reason.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "school-service-server";
import { AbortError, createSchoolServiceClient } from "school-service-client";
import { startService, type Service } from "./support/service.ts";

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.gate = undefined;
});

const client = () =>
  createSchoolServiceClient({
    baseUrl: service.url,
    auth: DEMO_CREDENTIALS,
    retry: { retries: 3, minDelayMs: 5_000, maxDelayMs: 5_000, idempotent: true },
  });

describe("an AbortSignal", () => {
  it("already aborted: nothing is sent", async () => {
    const before = service.seen.length;
    const reason = new Error("not wanted");
    const error = await client()
      .eventGet({ EventID: 1 }, { signal: AbortSignal.abort(reason) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).reason).toBe(reason);
    expect(service.seen.length).toBe(before);
  });

  it("aborted while the server holds the request: the exchange ends, and is not retried", async () => {
    let arrived = () => {};
    const held = new Promise<void>((r) => (arrived = r));
    service.gate = () => {
      arrived();
      return true; // never answers
    };
    const before = service.seen.length;
    const controller = new AbortController();
    const call = client().eventGet({ EventID: 1 }, { signal: controller.signal });
    await held;
    controller.abort("enough");
    await expect(call).rejects.toMatchObject({ name: "AbortError", reason: "enough" });
    await new Promise((r) => setTimeout(r, 30));
    expect(service.seen.length - before).toBe(1);
  });

  it("aborted during the wait before a retry: the wait ends at once", async () => {
    service.gate = (_req, _body, res) => {
      res.writeHead(503).end();
      return true;
    };
    const waits: number[] = [];
    let answered = () => {};
    const first = new Promise<void>((r) => (answered = r));
    const controller = new AbortController();
    const c = createSchoolServiceClient({
      baseUrl: service.url,
      auth: DEMO_CREDENTIALS,
      retry: { retries: 3, minDelayMs: 5_000, maxDelayMs: 5_000, idempotent: true },
      hooks: { onResponse: (r) => (waits.push(r.status ?? 0), answered()) },
    });
    const call = c.eventGet({ EventID: 1 }, { signal: controller.signal });
    await first; // the first attempt answered: the wait of 2.5 to 5 s begins
    await new Promise((r) => setTimeout(r, 10));
    const aborted = Date.now();
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortError);
    expect(Date.now() - aborted).toBeLessThan(1_000);
    expect(waits).toEqual([503]);
  });
});
