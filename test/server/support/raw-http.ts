/**
 * HTTP on a raw socket, so tests send exactly the bytes a client (or a transcript) sends, and see
 * exactly the bytes the server answers: status line, header fields, body.
 */
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  /** Header fields by lower-cased name. */
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Sends one request with `Connection: close` and reads the answer until the server closes. */
export function send(port: number, request: RawRequest): Promise<RawResponse> {
  const body =
    request.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body, "utf8");
  const headers: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    ...request.headers,
    Connection: "close",
  };
  if (
    request.body !== undefined &&
    !Object.keys(headers).some(
      (h) => h.toLowerCase() === "content-length" || h.toLowerCase() === "transfer-encoding",
    )
  ) {
    headers["Content-Length"] = String(body.length);
  }
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([n, v]) => `${n}: ${v}\r\n`)
    .join("")}\r\n`;
  return sendBytes(port, Buffer.concat([Buffer.from(head, "latin1"), body]));
}

export async function sendBytes(port: number, bytes: Buffer): Promise<RawResponse> {
  return parseResponse(await exchangeBytes(port, bytes));
}

/** Sends `bytes` and half-closes; resolves with every byte the server sent until it closed. */
export function exchangeBytes(port: number, bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks)));
    socket.end(bytes);
  });
}

export function parseResponse(bytes: Buffer): RawResponse {
  const headEnd = bytes.indexOf("\r\n\r\n");
  if (headEnd < 0)
    throw new Error(`no complete response: ${JSON.stringify(bytes.toString("latin1"))}`);
  const [statusLine = "", ...fields] = bytes.subarray(0, headEnd).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const field of fields) {
    const colon = field.indexOf(":");
    headers[field.slice(0, colon).toLowerCase()] = field.slice(colon + 1).trim();
  }
  let body = bytes.subarray(headEnd + 4);
  if (headers["content-length"] !== undefined)
    body = body.subarray(0, Number(headers["content-length"]));
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}
