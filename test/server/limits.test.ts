/**
 * Safe by construction: bounded body size (413), XML depth and element count (400), body and
 * header time limits (408), no DTDs; an implementation sees the client leave through its
 * AbortSignal; and no input, however broken, stops the server from answering the next request.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolServiceImplementation } from "school-service-server";
import { referenceImplementation } from "./support/reference-implementation.ts";
import { send, sendBytes } from "./support/raw-http.ts";
import {
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "./support/start.ts";

let aborted: Promise<boolean> | undefined;
const slow: SchoolServiceImplementation = {
  ...referenceImplementation,
  async eventDelete(_params, ctx) {
    aborted = new Promise((resolve) => ctx.signal.addEventListener("abort", () => resolve(true)));
    await aborted;
    return [];
  },
};

const internalErrors: unknown[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startServer(slow, {
    limits: { maxBodyBytes: 10_000, bodyTimeoutMs: 300, xml: { maxElements: 200 } },
    onError: (error) => internalErrors.push(error),
  });
});
afterAll(() => server.close());

const soap = (
  body: string | Buffer,
  headers: Record<string, string> = soapHeaders("1.1", "eventGet"),
) => send(server.port, { method: "POST", path: ENDPOINT, headers, body });

/** Opens a connection, writes `bytes`, and resolves with what comes back before the server closes it. */
function stall(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (c) => (answer += c.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    socket.write(bytes);
  });
}

describe("body size", () => {
  it("refuses a declared Content-Length over the limit before reading it", async () => {
    const answer = await stall(
      `POST ${ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nContent-Length: 20000\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
  });

  it("refuses a chunked body once it passes the limit", async () => {
    const chunk = `3e8\r\n${" ".repeat(1000)}\r\n`;
    const res = await soap(`${chunk.repeat(12)}0\r\n\r\n`, {
      ...soapHeaders("1.1", "eventGet"),
      "Transfer-Encoding": "chunked",
    });
    expect(res.status).toBe(413);
  });

  it("defaults to 4 MB, ASMX's maxRequestLength", async () => {
    const big = await startServer(referenceImplementation);
    try {
      const answer = await sendBytes(
        big.port,
        Buffer.from(
          `POST ${ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nContent-Length: ${4 * 1024 * 1024 + 1}\r\nConnection: close\r\n\r\n`,
        ),
      );
      expect(answer.status).toBe(413);
      const padding = " ".repeat(4 * 1024 * 1024 - 2000);
      const fits = await send(big.port, {
        method: "POST",
        path: ENDPOINT,
        headers: soapHeaders("1.1", "eventGet"),
        body: envelope("1.1", `<eventGet xmlns="${NS}"><EventID>2</EventID></eventGet>${padding}`),
      });
      expect(fits.status).toBe(200);
    } finally {
      await big.close();
    }
  });
});

describe("XML bounds", () => {
  it("refuses elements nested deeper than 64 with 400", async () => {
    const deep = `${"<a>".repeat(70)}${"</a>".repeat(70)}`;
    const res = await soap(
      envelope("1.1", `<eventGet xmlns="${NS}"><EventID>1</EventID>${deep}</eventGet>`),
    );
    expect([res.status, res.body]).toEqual([400, ""]);
  });

  it("refuses more elements than the limit with 400", async () => {
    const many = "<x />".repeat(250);
    const res = await soap(
      envelope("1.1", `<eventGet xmlns="${NS}"><EventID>1</EventID>${many}</eventGet>`),
    );
    expect([res.status, res.body]).toEqual([400, ""]);
    const fewer = await soap(
      envelope(
        "1.1",
        `<eventGet xmlns="${NS}"><EventID>1</EventID>${"<x />".repeat(150)}</eventGet>`,
      ),
    );
    expect(fewer.status).toBe(200);
  });

  it("refuses the billion-laughs document without expanding anything", async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
    expect((await soap(laughs)).status).toBe(400);
  });
});

describe("time limits", () => {
  it("answers a body that stops arriving with 408 after bodyTimeoutMs", async () => {
    const started = Date.now();
    const answer = await stall(
      `POST ${ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nContent-Length: 500\r\n\r\n<soap:Envelope`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it("times out each stalled body on its own clock, while others complete", async () => {
    const stalled = `POST ${ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nContent-Length: 500\r\n\r\n<soap:Envelope`;
    const timed = async () => {
      const started = Date.now();
      const answer = await stall(stalled);
      return { answer, after: Date.now() - started };
    };
    const first = timed();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = timed();
    // A body that arrives whole in between is answered at once, and leaves the others' deadlines alone.
    const quick = await soap(
      envelope("1.1", `<eventGet xmlns="${NS}"><EventID>1</EventID></eventGet>`),
    );
    expect(quick.status).toBe(200);
    for (const { answer, after } of [await first, await second]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(after).toBeGreaterThanOrEqual(250);
      expect(after).toBeLessThan(2_000);
    }
  });

  it("drops a connection whose headers do not arrive within headersTimeoutMs", async () => {
    const quick = await startServer(referenceImplementation, { headersTimeoutMs: 300 });
    try {
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(quick.port, "127.0.0.1");
        let text = "";
        socket.on("data", (c) => (text += c.toString("latin1")));
        socket.on("close", () => resolve(text));
        socket.write(`GET ${ENDPOINT}?WSDL HTTP/1.1\r\nHost: x\r\n`);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await quick.close();
    }
  });

  it("aborts the implementation's signal when the client goes away", async () => {
    aborted = undefined;
    const body = envelope("1.1", `<eventDelete xmlns="${NS}"><EventID>1</EventID></eventDelete>`);
    const socket = connect(server.port, "127.0.0.1");
    socket.write(
      `POST ${ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nSOAPAction: "${NS}eventDelete"\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await expect.poll(() => aborted !== undefined).toBe(true);
    socket.destroy();
    expect(await aborted).toBe(true);
  });
});

describe("no input stops the server", () => {
  it("answers 300 requests of random bytes, headers and paths, then serves a real call", async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const bytes = Buffer.from(
        Array.from({ length: Math.floor(random() * 400) }, () => Math.floor(random() * 256)),
      );
      const xmlish = Buffer.from(
        envelope(
          pick(["1.1", "1.2"]),
          `<eventGet xmlns="${NS}"><EventID>${bytes.toString("latin1")}</EventID></eventGet>`,
        ),
        "latin1",
      );
      const res = await send(server.port, {
        method: pick(["POST", "GET", "PUT", "HEAD"]),
        path: pick([
          ENDPOINT,
          `${ENDPOINT}/eventGet?EventID=%zz%${i}`,
          `${ENDPOINT}/${encodeURIComponent(bytes.toString("latin1"))}`,
          `${ENDPOINT}?wsdl`,
        ]),
        headers: {
          "Content-Type": pick([
            "text/xml",
            "application/soap+xml; action=x",
            "application/x-www-form-urlencoded",
            "text/xml; charset=utf-16",
          ]),
          SOAPAction: pick(['""', `"${NS}eventGet"`, "x"]),
        },
        body: pick([bytes, xmlish]),
      });
      statuses.add(res.status);
    }
    expect([...statuses].every((s) => [200, 400, 405, 408, 413, 415, 500].includes(s))).toBe(true);
    expect(internalErrors).toEqual([]);
    const res = await soap(
      envelope("1.1", `<eventGet xmlns="${NS}"><EventID>9</EventID></eventGet>`),
    );
    expect(res.status).toBe(200);
  });
});
