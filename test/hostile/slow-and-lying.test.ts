/**
 * Requests that arrive one byte a second (slowloris) and requests whose Content-Length lies, on
 * every binding: the server gives up within its documented timeouts (`limits.bodyTimeoutMs` for a
 * body, `headersTimeoutMs` for headers) with a 408, reads no byte past what was declared, and
 * answers other clients meanwhile.
 */
import { connect } from "node:net";
import { demoImplementation } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "../server/support/raw-http.ts";
import {
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "../server/support/start.ts";

const BODY_TIMEOUT_MS = 1_500;
const HEADERS_TIMEOUT_MS = 1_500;

let server: TestServer;
beforeAll(async () => {
  server = await startServer(demoImplementation, {
    limits: { bodyTimeoutMs: BODY_TIMEOUT_MS },
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    onError: () => {},
  });
});
afterAll(() => server.close());

/** Each binding's request for eventGet with EventID 5: head (up to the blank line) and body. */
const BINDINGS = {
  "SOAP 1.1": {
    path: ENDPOINT,
    headers: soapHeaders("1.1", "eventGet"),
    body: envelope("1.1", `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`),
  },
  "SOAP 1.2": {
    path: ENDPOINT,
    headers: soapHeaders("1.2", "eventGet"),
    body: envelope("1.2", `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`),
  },
  "HTTP POST": {
    path: `${ENDPOINT}/eventGet`,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "EventID=5",
  },
} as const;

function head(path: string, headers: Record<string, string>, contentLength: number): string {
  const fields = Object.entries({
    Host: "127.0.0.1",
    ...headers,
    "Content-Length": String(contentLength),
  }).map(([n, v]) => `${n}: ${v}\r\n`);
  return `POST ${path} HTTP/1.1\r\n${fields.join("")}\r\n`;
}

/** Writes `first` at once, then `trickle` one byte a second; what came back when the server closed, and after how long. */
function slowClient(first: string, trickle: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, 1_000);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", (err: NodeJS.ErrnoException) =>
      err.code === "ECONNRESET" || err.code === "EPIPE" ? undefined : reject(err),
    );
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    });
    socket.write(first);
  });
}

async function normalCall(): Promise<void> {
  const { path, headers, body } = BINDINGS["SOAP 1.1"];
  const res = await send(server.port, { method: "POST", path, headers, body });
  expect(res.status).toBe(200);
  expect(res.body).toContain("<bln_Success>true</bln_Success>");
}

describe.each(Object.entries(BINDINGS))("%s", (_, { path, headers, body }) => {
  it("a body arriving one byte a second: 408 once bodyTimeoutMs has passed, others answered meanwhile", async () => {
    const slow = slowClient(head(path, headers, Buffer.byteLength(body)), body);
    await new Promise((r) => setTimeout(r, 300));
    await normalCall();
    const { answer, afterMs } = await slow;
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
    expect(afterMs).toBeLessThan(BODY_TIMEOUT_MS + 2_500);
  });

  it("a Content-Length larger than the body sent: 408 once bodyTimeoutMs has passed", async () => {
    const { answer, afterMs } = await slowClient(
      head(path, headers, Buffer.byteLength(body) + 100) + body,
      "",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
    expect(afterMs).toBeLessThan(BODY_TIMEOUT_MS + 2_500);
  });

  it("a Content-Length smaller than the body sent: no byte past the declared length is taken for the body; the rest is refused as a request", async () => {
    // What follows the declared bytes is parsed as the next request on the connection, which it
    // is not: 400 and the connection closed (the answer to the cut-short first one goes with it).
    const { answer } = await slowClient(
      head(path, headers, Math.floor(Buffer.byteLength(body) / 2)) + body,
      "",
    );
    expect(answer).toBe("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    await normalCall();
  });
});

it("HTTP GET headers arriving one byte a second: the connection is dropped within headersTimeoutMs, others answered meanwhile", async () => {
  const request = `GET ${ENDPOINT}/eventGet?EventID=5 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  const slow = slowClient(request.slice(0, 10), request.slice(10));
  await new Promise((r) => setTimeout(r, 300));
  await normalCall();
  const { answer, afterMs } = await slow;
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  // Node checks the headers' deadline once a second (listen() sets the interval to at most that).
  expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
}, 15_000);
