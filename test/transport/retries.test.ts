/**
 * Retries happen only where a call is safe to repeat (retry-rules.ts): a refused connection (the
 * request never left), a 503 with Retry-After (the server did not take it), and, for a call safe
 * to repeat (HTTP GET, an operation marked idempotent by the client or the call), a connection
 * cut after sending and 502/503/504. A SOAP POST the server may have carried out is never sent
 * again otherwise; a 500 (a fault) never. Waits count in the call's time limit.
 */
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "school-service-server";
import {
  HttpStatusError,
  NetworkError,
  SoapFaultError,
  TimeoutError,
  WsSecurity,
  createSchoolServiceClient,
} from "school-service-client";
import { said, startService, type Service } from "./support/service.ts";

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.gate = undefined;
});

const FAST = { retries: 2, minDelayMs: 5, maxDelayMs: 200 };
const client = (options: object = {}) =>
  createSchoolServiceClient({ baseUrl: service.url, auth: DEMO_CREDENTIALS, ...options });

/** Answers the first `times` requests this way, then lets them through. */
function failFirst(times: number, answer: (res: import("node:http").ServerResponse) => void) {
  let left = times;
  service.gate = (_req, _body, res) => {
    if (left-- <= 0) return false;
    answer(res);
    return true;
  };
}
const cut = (res: import("node:http").ServerResponse) => res.socket?.destroy();
const posts = () => service.seen.filter((s) => s.method === "POST").length;

describe("a refused connection: the request never left", () => {
  it("is retried for a SOAP POST, until the server is there", async () => {
    // A port nobody listens on, where a server starts after the first attempt.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    const attempts: number[] = [];
    const late = startServiceOn(port, 30);
    const c = createSchoolServiceClient({
      baseUrl: `http://127.0.0.1:${port}`,
      auth: DEMO_CREDENTIALS,
      retry: { retries: 40, minDelayMs: 20, maxDelayMs: 100 },
      hooks: { onResponse: (r) => attempts.push(r.status ?? 0) },
    });
    expect(said(await c.eventGet({ EventID: 2 }))).toBe("eventGet: EventID=2");
    expect(attempts.length).toBeGreaterThan(1);
    expect(attempts.at(-1)).toBe(200);
    expect(attempts.slice(0, -1).every((s) => s === 0)).toBe(true);
    await (await late).close();
  });

  it("is not retried without the retry option", async () => {
    const attempts: unknown[] = [];
    const c = createSchoolServiceClient({
      baseUrl: "http://127.0.0.1:9",
      hooks: { onResponse: (r) => attempts.push(r.error) },
    });
    await expect(c.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(NetworkError);
    expect(attempts).toHaveLength(1);
  });
});

/** The service, started on `port` after `delayMs`. */
async function startServiceOn(port: number, delayMs: number): Promise<Service> {
  await new Promise((r) => setTimeout(r, delayMs));
  const s = await startService();
  await new Promise<void>((r) => s.server.close(() => r()));
  await new Promise<void>((r) => s.server.listen(port, "127.0.0.1", r));
  return s;
}

describe("a connection cut after the request was sent", () => {
  it("is not retried for a SOAP POST: the server may have carried it out", async () => {
    failFirst(1, cut);
    const before = posts();
    await expect(client({ retry: FAST }).eventGet({ EventID: 1 })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(posts() - before).toBe(1);
  });

  it("is retried for an operation the client marks idempotent, or the call", async () => {
    failFirst(1, cut);
    let before = posts();
    const marked = client({ retry: { ...FAST, idempotent: ["eventGet"] } });
    expect(said(await marked.eventGet({ EventID: 4 }))).toBe("eventGet: EventID=4");
    expect(posts() - before).toBe(2);
    failFirst(1, cut);
    before = posts();
    const byCall = await client({ retry: FAST }).eventGet({ EventID: 4 }, { idempotent: true });
    expect(said(byCall)).toBe("eventGet: EventID=4");
    expect(posts() - before).toBe(2);
  });

  it("is retried on HTTP GET, safe by definition", async () => {
    failFirst(1, cut);
    const before = service.seen.length;
    const c = client({ retry: FAST, binding: "httpGet" });
    expect(said(await c.eventGet({ EventID: 6 }))).toBe("eventGet: EventID=6");
    expect(service.seen.slice(before).map((s) => s.method)).toEqual(["GET", "GET"]);
  });
});

describe("answers", () => {
  it("a 503 with Retry-After is retried for a SOAP POST, after the wait it asks for", async () => {
    failFirst(1, (res) => res.writeHead(503, { "Retry-After": "0" }).end());
    const before = posts();
    expect(said(await client({ retry: FAST }).eventGet({ EventID: 8 }))).toBe(
      "eventGet: EventID=8",
    );
    expect(posts() - before).toBe(2);
  });

  it("with WS-Security, each attempt carries its own nonce and timestamp: a retry is no replay", async () => {
    failFirst(1, (res) => res.writeHead(503, { "Retry-After": "0" }).end());
    const before = service.seen.length;
    const wsSecurity = new WsSecurity({
      usernameToken: { username: "alice", password: "secret", digest: true },
      timestamp: {},
    });
    await client({ retry: FAST, wsSecurity })
      .eventGet({ EventID: 9 })
      .catch(() => undefined);
    const nonces = service.seen
      .slice(before)
      .map((s) => /<wsse:Nonce[^>]*>([^<]+)</.exec(s.body)?.[1]);
    expect(nonces).toHaveLength(2);
    expect(nonces.every((n) => n !== undefined)).toBe(true);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("a 503 without Retry-After, or asking for longer than maxDelayMs, is not retried for a SOAP POST", async () => {
    for (const headers of [{}, { "Retry-After": "120" }]) {
      failFirst(1, (res) => res.writeHead(503, headers).end());
      const before = posts();
      const error = await client({ retry: FAST })
        .eventGet({ EventID: 8 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpStatusError);
      expect((error as HttpStatusError).status).toBe(503);
      expect(posts() - before).toBe(1);
    }
  });

  it("502, 503 and 504 are retried for a call safe to repeat, up to `retries` times", async () => {
    failFirst(2, (res) => res.writeHead(502).end());
    const before = posts();
    const c = client({ retry: { ...FAST, idempotent: true } });
    expect(said(await c.eventGet({ EventID: 8 }))).toBe("eventGet: EventID=8");
    expect(posts() - before).toBe(3);
    failFirst(3, (res) => res.writeHead(504).end());
    await expect(c.eventGet({ EventID: 8 })).rejects.toMatchObject({ status: 504 });
    expect(posts() - before).toBe(6);
  });

  it("a fault (500) is never retried, even when marked idempotent", async () => {
    const FAULT =
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>busy</faultstring></soap:Fault></soap:Body></soap:Envelope>';
    failFirst(1, (res) => res.writeHead(500, { "Content-Type": "text/xml" }).end(FAULT));
    const before = posts();
    const c = client({ retry: { ...FAST, idempotent: true } });
    await expect(c.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(SoapFaultError);
    expect(posts() - before).toBe(1);
  });
});

describe("the time limit", () => {
  it("covers every attempt and wait: no retry starts that would end after it", async () => {
    failFirst(10, (res) => res.writeHead(503, { "Retry-After": "1" }).end());
    const before = posts();
    const started = Date.now();
    const c = client({ retry: { retries: 10, maxDelayMs: 5000 }, timeoutMs: 300 });
    const error = await c.eventGet({ EventID: 1 }).catch((e: unknown) => e);
    // The wait of 1 s would pass the limit: the 503 is the answer, at once.
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(Date.now() - started).toBeLessThan(900);
    expect(posts() - before).toBe(1);
  });

  it("ends a call whose attempts run past it with a TimeoutError", async () => {
    // The first attempt fails at once and is retried; the retry is still running at the limit.
    // (Attempts that each end before it would leave the outcome to timing: a wait that would pass
    // the limit ends the call with the last answer instead.)
    let calls = 0;
    service.gate = (_req, _body, res) => {
      setTimeout(() => res.writeHead(502).end(), ++calls === 1 ? 10 : 5_000);
      return true;
    };
    const c = client({ retry: { retries: 50, minDelayMs: 1, maxDelayMs: 5, idempotent: true } });
    const error = await c.eventGet({ EventID: 1 }, { timeoutMs: 400 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(calls).toBe(2);
  });
});

describe("a connection reset while the request is being written", () => {
  /**
   * A raw server: the first connection is reset as soon as bytes arrive (the client is still
   * writing its 4 MB of headers), or, with `whole`, once the whole request is in; later ones
   * answer 503 (not retried for a POST, so the call ends there).
   */
  async function resetting(whole: boolean) {
    let connections = 0;
    const server = createServer((socket) => {
      const n = ++connections;
      let seen = "";
      socket.on("data", (chunk: Buffer) => {
        seen += chunk.toString("latin1");
        if (n === 1 && !whole) return void socket.resetAndDestroy();
        const end = seen.indexOf("\r\n\r\n");
        const length = Number(/content-length: (\d+)/i.exec(seen)?.[1] ?? 0);
        if (end < 0 || seen.length < end + 4 + length) return;
        if (n === 1) return void socket.resetAndDestroy();
        socket.end("HTTP/1.1 503 Busy\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      });
      socket.on("error", () => {});
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const c = createSchoolServiceClient({
      baseUrl: `http://127.0.0.1:${port}`,
      auth: DEMO_CREDENTIALS,
      // Bigger than the system's socket buffers: still being written when the reset comes.
      headers: whole ? {} : { "X-Pad": "x".repeat(4 * 1024 * 1024) },
      retry: FAST,
    });
    const error = await c.eventGet({ EventID: 1 }).catch((e: unknown) => e);
    await new Promise<void>((r) => server.close(() => r()));
    return { error, connections };
  }

  it("before it was all written: retried for a SOAP POST (the server cannot have had it whole)", async () => {
    const { error, connections } = await resetting(false);
    expect(connections).toBe(2);
    expect(error).toBeInstanceOf(HttpStatusError);
  });

  it("after it was all written: not retried for a SOAP POST", async () => {
    const { error, connections } = await resetting(true);
    expect(connections).toBe(1);
    expect(error).toBeInstanceOf(NetworkError);
  });
});
