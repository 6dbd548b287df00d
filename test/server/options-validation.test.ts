/**
 * The server's numeric options are checked when the handler is made (and `listen`'s when it is
 * called): a string, NaN, a fraction or a value out of range is refused with a TypeError (not a
 * number) or RangeError (another number) naming the option, what it may be and what it was; the
 * edge values that mean something are taken. Before, `maxBodyBytes: "1mb"` compared false with
 * every size (bodies unbounded) and `headersTimeoutMs: "20s"` aborted the process.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createSchoolServiceHandler, listen } from "school-service-server";
import { referenceImplementation } from "./support/reference-implementation.ts";
import { send } from "./support/raw-http.ts";
import { ENDPOINT, NS, envelope, soapHeaders } from "./support/start.ts";
import { thrown } from "../support/thrown.ts";

const BYTES = "a whole number of bytes >= 1 or Infinity (no limit)";
const COUNT = "a whole number >= 1 or Infinity (no limit)";
const BODY_MS = "a whole number of milliseconds from 1 to 2147483647";
const SECONDS = "a whole number of seconds >= 0";

describe("the handler's numeric options", () => {
  it.each<[string, object, typeof TypeError, string]>([
    [
      "a size as text",
      { limits: { maxBodyBytes: "1mb" } },
      TypeError,
      `options.limits.maxBodyBytes: expected ${BYTES}, got "1mb"`,
    ],
    [
      "a size of 0",
      { limits: { maxBodyBytes: 0 } },
      RangeError,
      `options.limits.maxBodyBytes: expected ${BYTES}, got 0`,
    ],
    [
      "a body timeout of NaN",
      { limits: { bodyTimeoutMs: Number.NaN } },
      RangeError,
      `options.limits.bodyTimeoutMs: expected ${BODY_MS}, got NaN`,
    ],
    [
      "a body timeout of Infinity (a timer fires it at once)",
      { limits: { bodyTimeoutMs: Number.POSITIVE_INFINITY } },
      RangeError,
      `options.limits.bodyTimeoutMs: expected ${BODY_MS}, got Infinity`,
    ],
    [
      "a part count of 1.5",
      { limits: { maxParts: 1.5 } },
      RangeError,
      `options.limits.maxParts: expected ${COUNT}, got 1.5`,
    ],
    [
      "an XML depth of -1",
      { limits: { xml: { maxDepth: -1 } } },
      RangeError,
      `options.limits.xml.maxDepth: expected ${COUNT}, got -1`,
    ],
    [
      "an element count as text",
      { limits: { xml: { maxElements: "100000" } } },
      TypeError,
      `options.limits.xml.maxElements: expected ${COUNT}, got "100000"`,
    ],
    [
      "an attribute count of null",
      { limits: { xml: { maxAttributes: null } } },
      TypeError,
      `options.limits.xml.maxAttributes: expected ${COUNT}, got null`,
    ],
    [
      "an MTOM threshold of -1",
      { mtom: { threshold: -1 } },
      RangeError,
      "options.mtom.threshold: expected a whole number of bytes >= 0, got -1",
    ],
    [
      "a CORS max age as text",
      { cors: { origins: "*", maxAgeSeconds: "10m" } },
      TypeError,
      `options.cors.maxAgeSeconds: expected ${SECONDS}, got "10m"`,
    ],
    [
      "a WS-Security clock skew of NaN (every Timestamp would pass)",
      { wsSecurity: { timestamp: { clockSkewSeconds: Number.NaN } } },
      RangeError,
      `options.wsSecurity.timestamp.clockSkewSeconds: expected ${SECONDS}, got NaN`,
    ],
    [
      "a WS-Security max age as an object",
      { wsSecurity: { maxAgeSeconds: {} } },
      TypeError,
      `options.wsSecurity.maxAgeSeconds: expected ${SECONDS}, got an object`,
    ],
  ])("refuses %s", (_, options, kind, message) => {
    const error = thrown(() =>
      createSchoolServiceHandler(referenceImplementation, {
        authenticate: null,
        ...options,
      } as never),
    );
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toBe(message);
  });

  it("takes the smallest values that mean something", () => {
    expect(() =>
      createSchoolServiceHandler(referenceImplementation, {
        authenticate: null,
        limits: {
          maxBodyBytes: 1,
          bodyTimeoutMs: 1,
          maxParts: 1,
          xml: { maxDepth: 1, maxElements: 1, maxAttributes: 1 },
        },
        mtom: { threshold: 0 },
        cors: { origins: "*", maxAgeSeconds: 0 },
        wsSecurity: { timestamp: { clockSkewSeconds: 0 }, maxAgeSeconds: 0 },
      }),
    ).not.toThrow();
  });
});

describe("listen's numeric options", () => {
  const MS = "a whole number of milliseconds";
  it.each<[string, object, typeof TypeError, string]>([
    [
      "a port of 70000",
      { port: 70_000 },
      RangeError,
      "options.port: expected a whole number from 0 to 65535, got 70000",
    ],
    [
      "a port as text",
      { port: "8080" },
      TypeError,
      'options.port: expected a whole number from 0 to 65535, got "8080"',
    ],
    [
      "an empty host (which Node reads as every interface)",
      { host: "" },
      TypeError,
      'options.host: expected an address or a host name (0.0.0.0 or :: for every interface), got ""',
    ],
    [
      "a host that is not a string",
      { host: 127 },
      TypeError,
      "options.host: expected an address or a host name (0.0.0.0 or :: for every interface), got 127",
    ],
    [
      "a headers timeout of 0.5",
      { headersTimeoutMs: 0.5 },
      RangeError,
      `options.headersTimeoutMs: expected ${MS} from 1 to 2147483647, got 0.5`,
    ],
    [
      "a headers timeout of 0",
      { headersTimeoutMs: 0 },
      RangeError,
      `options.headersTimeoutMs: expected ${MS} from 1 to 2147483647, got 0`,
    ],
    [
      "a request timeout as text",
      { requestTimeoutMs: "60s" },
      TypeError,
      `options.requestTimeoutMs: expected ${MS} from 0 to 2147483647, got "60s"`,
    ],
    [
      "a keep-alive timeout of -1",
      { keepAliveTimeoutMs: -1 },
      RangeError,
      `options.keepAliveTimeoutMs: expected ${MS} from 0 to 2147483647, got -1`,
    ],
    [
      "a shutdown grace as text",
      { shutdownGraceMs: "90s" },
      TypeError,
      `options.shutdownGraceMs: expected ${MS} from 0 to 2147483647, got "90s"`,
    ],
    [
      "a shutdown grace longer than a timer can wait",
      { shutdownGraceMs: 2 ** 31 },
      RangeError,
      `options.shutdownGraceMs: expected ${MS} from 0 to 2147483647, got 2147483648`,
    ],
  ])("refuses %s when called", (_, options, kind, message) => {
    const error = thrown(() =>
      listen(referenceImplementation, { authenticate: null, ...options } as never),
    );
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toBe(message);
  });

  it("takes 0 where it means none, and gives Node the values", async () => {
    const running = await listen(referenceImplementation, {
      authenticate: null,
      port: 0,
      headersTimeoutMs: 1,
      requestTimeoutMs: 0,
      keepAliveTimeoutMs: 0,
      shutdownGraceMs: 2_147_483_647,
    });
    try {
      expect(running.server.headersTimeout).toBe(1);
      expect(running.server.requestTimeout).toBe(0);
      expect(running.server.keepAliveTimeout).toBe(0);
      expect(Number(new URL(running.url).port)).toBeGreaterThan(0);
    } finally {
      await running.close();
    }
  });
});

describe("Infinity as no limit", () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it("serves calls with every size and count limit Infinity", async () => {
    const running = await listen(referenceImplementation, {
      authenticate: null,
      limits: {
        maxBodyBytes: Number.POSITIVE_INFINITY,
        maxParts: Number.POSITIVE_INFINITY,
        xml: {
          maxDepth: Number.POSITIVE_INFINITY,
          maxElements: Number.POSITIVE_INFINITY,
          maxAttributes: Number.POSITIVE_INFINITY,
        },
      },
    });
    close = running.close;
    const res = await send(Number(new URL(running.url).port), {
      method: "POST",
      path: ENDPOINT,
      headers: soapHeaders("1.1", "eventGet"),
      body: envelope("1.1", `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`),
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain("<bln_Success>true</bln_Success>");
  });
});
