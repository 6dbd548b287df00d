/**
 * The client's numeric options are checked when it is made (a call's own `timeoutMs` when the call
 * is made, before anything is sent): a string, NaN, a fraction or a value out of range is refused
 * with a TypeError (not a number) or RangeError (another number) naming the option, what it may
 * be and what it was; 0 keeps its meaning of none. Before, `timeoutMs: "10"` was taken as is and
 * `timeoutMs: Infinity` ended every call after 1 ms (a timer cannot wait that long).
 */
import { describe, expect, it } from "vitest";
import { Mtom, WsSecurity, createSchoolServiceClient } from "school-service-client";
import { BASE_URL, recordingClient } from "./fake-fetch.ts";
import { thrown } from "../support/thrown.ts";

const TIMEOUT = "a whole number of milliseconds from 0 to 2147483647";
const RESPONSE_BYTES = "a whole number of bytes >= 0 or Infinity (no limit)";

describe("the client's numeric options", () => {
  it.each<[string, () => unknown, typeof TypeError, string]>([
    [
      "a timeout as text",
      () => createSchoolServiceClient({ baseUrl: BASE_URL, timeoutMs: "10" as never }),
      TypeError,
      `timeoutMs: expected ${TIMEOUT}, got "10"`,
    ],
    [
      "a timeout of Infinity",
      () => createSchoolServiceClient({ baseUrl: BASE_URL, timeoutMs: Number.POSITIVE_INFINITY }),
      RangeError,
      `timeoutMs: expected ${TIMEOUT}, got Infinity`,
    ],
    [
      "a timeout of -1",
      () => createSchoolServiceClient({ baseUrl: BASE_URL, timeoutMs: -1 }),
      RangeError,
      `timeoutMs: expected ${TIMEOUT}, got -1`,
    ],
    [
      "a response limit of NaN",
      () => createSchoolServiceClient({ baseUrl: BASE_URL, maxResponseBytes: Number.NaN }),
      RangeError,
      `maxResponseBytes: expected ${RESPONSE_BYTES}, got NaN`,
    ],
    [
      "a response limit as text",
      () => createSchoolServiceClient({ baseUrl: BASE_URL, maxResponseBytes: "32mb" as never }),
      TypeError,
      `maxResponseBytes: expected ${RESPONSE_BYTES}, got "32mb"`,
    ],
    [
      "a retry wait longer than a timer can wait",
      () => createSchoolServiceClient({ baseUrl: BASE_URL, retry: { maxDelayMs: 2 ** 31 } }),
      RangeError,
      `retry.maxDelayMs: expected ${TIMEOUT}, got 2147483648`,
    ],
    [
      "an MTOM threshold of 0.5",
      () => new Mtom({ threshold: 0.5 }),
      RangeError,
      "mtom.threshold: expected a whole number of bytes >= 0, got 0.5",
    ],
    [
      "a Timestamp that expires as it is made",
      () => new WsSecurity({ timestamp: { ttlSeconds: 0 } }),
      RangeError,
      "wsSecurity.timestamp.ttlSeconds: expected a whole number of seconds >= 1, got 0",
    ],
    [
      "a Timestamp's lifetime as text",
      () => new WsSecurity({ timestamp: { ttlSeconds: "300" as never } }),
      TypeError,
      'wsSecurity.timestamp.ttlSeconds: expected a whole number of seconds >= 1, got "300"',
    ],
  ])("refuses %s", (_, make, kind, message) => {
    const error = thrown(make);
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toBe(message);
  });

  it("refuses a call's own timeout as text before sending anything", async () => {
    const { client, requests } = recordingClient("soap11");
    const error = await client
      .eventGet({ EventID: 1 }, { timeoutMs: "10" as never })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(`callOptions.timeoutMs: expected ${TIMEOUT}, got "10"`);
    expect(requests).toHaveLength(0);
  });

  it("takes 0 (none) for the time and size limits, and Infinity for the size", async () => {
    for (const maxResponseBytes of [0, Number.POSITIVE_INFINITY]) {
      const { client, requests } = recordingClient("soap11", undefined, {
        timeoutMs: 0,
        maxResponseBytes,
      });
      const result = await client.eventGet({ EventID: 1 }, { timeoutMs: 0 });
      expect(result._status?.bln_Success).toBe(true);
      expect(requests).toHaveLength(1);
    }
  });

  it("takes the longest timeout a timer can wait, and the edges of the other options", () => {
    expect(() =>
      createSchoolServiceClient({
        baseUrl: BASE_URL,
        timeoutMs: 2_147_483_647,
        retry: { retries: 0, minDelayMs: 0, maxDelayMs: 2_147_483_647 },
      }),
    ).not.toThrow();
    expect(new Mtom({ threshold: 0 }).threshold).toBe(0);
    expect(() => new WsSecurity({ timestamp: { ttlSeconds: 1 } })).not.toThrow();
  });
});
