/** Writing answers: status, content type and the cache header ASMX sends, and nothing after a reply. */
import type { ServerResponse } from "node:http";

export const TEXT_XML = "text/xml; charset=utf-8";
export const SOAP12_XML = "application/soap+xml; charset=utf-8";
export const TEXT_PLAIN = "text/plain; charset=utf-8";

export function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers?: Record<string, string>,
): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  const all: Record<string, string> = {
    "Content-Type": contentType,
    "Content-Length": String(Buffer.byteLength(body)),
    // ASMX's: answers are per-user and not to be reused.
    "Cache-Control": status === 200 ? "private, max-age=0" : "private",
  };
  if (headers) Object.assign(all, headers);
  res.writeHead(status, all);
  res.end(body);
}

/** An answer after which the connection is closed (the request body was not, or not fully, read). */
export function sendAndClose(
  res: ServerResponse,
  status: number,
  contentType: string,
  body = "",
): void {
  send(res, status, contentType, body, { Connection: "close" });
  res.once("finish", () => res.req?.destroy());
}
