/**
 * Reading a request off the socket and sending one on, for the recording proxy: bounded in size
 * and time, so a hostile or stalled client cannot hold it, and with the headers that only concern
 * one connection left out (a recorded request carries the ones that say what it is).
 */
import { type IncomingHttpHeaders, type IncomingMessage, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { RecordedAnswer, WireRequest } from "./recorded-fixture.ts";

export const MAX_BODY_BYTES = 16 * 1024 * 1024;

const CONNECTION_HEADERS = new Set([
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "te",
  "trailer",
  "upgrade",
  "proxy-connection",
  "expect",
  "accept-encoding",
]);

export class TooLargeError extends Error {}

/**
 * A request's body, up to `limit` bytes. A larger one is refused (TooLargeError) and the rest is
 * read and dropped, so the caller still reads the answer it is given.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const tooLarge = () => {
    req.resume();
    return new TooLargeError(`the request body passes ${limit} bytes`);
  };
  if (Number(req.headers["content-length"]) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The request as it came: method, path, end-to-end headers and body. */
export async function readRequest(req: IncomingMessage): Promise<WireRequest> {
  const body = await readBody(req, MAX_BODY_BYTES);
  const headers: Record<string, string> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers[name] = req.rawHeaders[i + 1]!;
  }
  return {
    method: req.method ?? "GET",
    path: req.url ?? "/",
    headers,
    ...(body === "" && req.method === "GET" ? {} : { body }),
  };
}

/**
 * Sends `request` to `url` and reads the answer (at most MAX_BODY_BYTES of it). node:http rather
 * than fetch: fetch refuses the ports browsers block (6000, 10080, ...), where a service may be.
 */
export function sendRequest(
  url: string,
  request: WireRequest,
  timeoutMs: number,
): Promise<RecordedAnswer & { headers: IncomingHttpHeaders }> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const body =
    request.method === "GET" || request.method === "HEAD" ? undefined : (request.body ?? "");
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: request.method,
        headers: {
          ...request.headers,
          ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) {
            req.destroy(new TooLargeError(`the answer passes ${MAX_BODY_BYTES} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("error", reject);
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
            headers: res.headers,
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}
