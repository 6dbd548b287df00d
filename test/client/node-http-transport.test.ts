/**
 * The client's default transport on Node: requests go out through node:http as written, answers
 * are read as fetch's text() reads them, and every way an exchange can end early becomes the
 * client's typed error.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AbortError,
  NetworkError,
  TimeoutError,
  createSchoolServiceClient,
} from "school-service-client";
import * as buffers from "node:buffer";
import {
  bodyDecoder,
  nodeHttpTransport,
} from "../../generated/school-service-client/src/runtime/node-http-transport.ts";
import type { Transport } from "../../generated/school-service-client/src/runtime/transport.ts";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const handlers = new Map<string, Handler>();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    // Routed by the first path segment: a client adds the endpoint path and operation to its base.
    const route = `/${new URL(req.url!, "http://x").pathname.split("/")[1]}`;
    req.on("end", () => handlers.get(route)!(req, Buffer.concat(chunks).toString(), res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function transport(): Transport {
  const t = nodeHttpTransport();
  if (!t) throw new Error("no node:http transport on Node");
  return t;
}

describe("the exchange", () => {
  it("sends method, headers and body as written, with their length", async () => {
    let seen: { method?: string; headers?: IncomingMessage["headers"]; body?: string } = {};
    handlers.set("/echo", (req, body, res) => {
      seen = { method: req.method, headers: req.headers, body };
      res
        .writeHead(201, "Made", { "Content-Type": "text/xml; charset=utf-8", "Retry-After": "3" })
        .end("<ok/>");
    });
    const body = "<x>é</x>";
    const answer = await transport()(
      {
        url: `${base}/echo?a=1`,
        method: "POST",
        headers: { SOAPAction: '"urn:a"', "Content-Type": "text/xml" },
        body,
      },
      0,
    ).response;
    const { headers, ...rest } = answer;
    expect(rest).toEqual({
      status: 201,
      statusText: "Made",
      contentType: "text/xml; charset=utf-8",
      body: "<ok/>",
    });
    // The answer's headers, by lower-case name (Node adds its own: date, connection, ...).
    expect([headers?.["content-type"], headers?.["retry-after"]]).toEqual([
      "text/xml; charset=utf-8",
      "3",
    ]);
    expect(seen.method).toBe("POST");
    expect(seen.body).toBe(body);
    expect(seen.headers).toMatchObject({
      soapaction: '"urn:a"',
      "content-type": "text/xml",
      "content-length": "9",
    });
    expect(seen.headers!["accept-encoding"]).toBeUndefined();
  });

  it("reads the body as fetch's text() does: UTF-8, a byte order mark dropped, bad bytes replaced", async () => {
    handlers.set("/bytes", (_, __, res) =>
      res.end(Buffer.from([0xef, 0xbb, 0xbf, 0x3c, 0x61, 0xff, 0x2f, 0x3e])),
    );
    const answer = await transport()({ url: `${base}/bytes`, method: "GET", headers: {} }, 0)
      .response;
    expect(answer.body).toBe("<a\uFFFD/>");
    expect(answer.contentType).toBe("");
  });

  it("reads a body in several chunks whole: ASCII as it is, UTF-8 with a character cut between chunks", async () => {
    const ascii = `<r>${"<item>x &amp; y</item>".repeat(5_000)}</r>`;
    handlers.set("/ascii", (_, __, res) => {
      res.write(ascii.slice(0, 40_000));
      setTimeout(() => res.end(ascii.slice(40_000)), 10);
    });
    const e = Buffer.from("é");
    handlers.set("/utf8", (_, __, res) => {
      res.write(Buffer.concat([Buffer.from("<a>"), e.subarray(0, 1)]));
      setTimeout(() => res.end(Buffer.concat([e.subarray(1), Buffer.from("</a>")])), 10);
    });
    expect(
      (await transport()({ url: `${base}/ascii`, method: "GET", headers: {} }, 0).response).body,
    ).toBe(ascii);
    expect(
      (await transport()({ url: `${base}/utf8`, method: "GET", headers: {} }, 0).response).body,
    ).toBe("<a>é</a>");
  });

  it("decodes bytes as fetch's text() does, ASCII ones read as Latin-1, whatever part of a buffer they are", () => {
    const decode = bodyDecoder(buffers);
    const utf8 = new TextDecoder();
    const whole = Buffer.from("HTTP/1.1 200 OK\r\n\r\n<a>x &amp; y</a>\u00e9\ufeff<b/>");
    // After the 19 bytes of the status line: 16 of ASCII, "é" (2), a byte order mark (3), "<b/>".
    const texts: Uint8Array[] = [
      whole.subarray(19, 35),
      whole.subarray(19),
      whole.subarray(37),
      whole.subarray(40),
      new Uint8Array([0xef, 0xbb, 0xbf, 0x3c, 0x61, 0xff, 0x2f, 0x3e]),
      new Uint8Array([0x41, 0x7f, 0x00, 0x42]),
      new Uint8Array(0),
    ];
    for (const bytes of texts) expect(decode(bytes)).toBe(utf8.decode(bytes));
    expect(texts.slice(0, 4).map(decode)).toEqual([
      "<a>x &amp; y</a>",
      "<a>x &amp; y</a>é\ufeff<b/>",
      "<b/>",
      "<b/>",
    ]);
  });

  it("refuses a compressed answer it did not ask for", async () => {
    handlers.set("/gzip", (_, __, res) =>
      res.writeHead(200, { "Content-Encoding": "gzip" }).end("x"),
    );
    await expect(
      transport()({ url: `${base}/gzip`, method: "GET", headers: {} }, 0).response,
    ).rejects.toThrow("the answer is encoded as gzip, which was not asked for");
  });

  it("refuses a URL that is not http or https", async () => {
    await expect(
      transport()({ url: "ftp://127.0.0.1/x", method: "GET", headers: {} }, 0).response,
    ).rejects.toThrow("cannot call ftp: URLs");
  });

  it("is not offered where the platform has no getBuiltinModule (a browser)", () => {
    const saved = Object.getOwnPropertyDescriptor(globalThis, "process")!;
    Object.defineProperty(globalThis, "process", { value: undefined, configurable: true });
    try {
      expect(nodeHttpTransport()).toBeUndefined();
    } finally {
      Object.defineProperty(globalThis, "process", saved);
    }
  });
});

describe("the client on it", () => {
  it("is a NetworkError when the connection closes before the answer is complete", async () => {
    handlers.set("/cut", (_, __, res) => {
      res
        .writeHead(200, { "Content-Type": "text/xml", "Content-Length": "1000" })
        .write("<soap:Envelope");
      setTimeout(() => res.destroy(), 10);
    });
    const client = createSchoolServiceClient({ baseUrl: `${base}/cut`, binding: "httpGet" });
    const error = await client.eventGet({ EventID: 1 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(
      "eventGet (httpGet): network error: the connection closed before the answer was complete",
    );
  });

  it("is a TimeoutError when the body stalls past the time limit", async () => {
    handlers.set("/stall", (_, __, res) =>
      res.writeHead(200, { "Content-Type": "text/xml" }).write("<rtnObject"),
    );
    const client = createSchoolServiceClient({
      baseUrl: `${base}/stall`,
      binding: "httpGet",
      timeoutMs: 50,
    });
    await expect(client.eventGet({ EventID: 1 })).rejects.toMatchObject({
      name: "TimeoutError",
      timeoutMs: 50,
    });
    await expect(client.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it("is an AbortError when the caller aborts while waiting for headers", async () => {
    handlers.set("/silent", () => {});
    const client = createSchoolServiceClient({ baseUrl: `${base}/silent`, binding: "httpPost" });
    const controller = new AbortController();
    setTimeout(() => controller.abort("enough"), 20);
    const error = await client
      .eventGet({ EventID: 1 }, { signal: controller.signal })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ reason: "enough", binding: "httpPost" });
  });
});
