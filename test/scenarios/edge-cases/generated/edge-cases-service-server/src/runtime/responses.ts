// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/** Writing answers: status, content type and the cache header ASMX sends, and nothing after a reply. */
import type { ServerResponse } from "node:http";
import type { BodyPieces } from "./body-pieces.js";

export const TEXT_XML = "text/xml; charset=utf-8";
export const SOAP12_XML = "application/soap+xml; charset=utf-8";
export const TEXT_PLAIN = "text/plain; charset=utf-8";

export function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers?: Record<string, string>,
): void {
  if (!writeHead(res, status, contentType, Buffer.byteLength(body), headers)) return;
  res.end(body);
}

/** An answer whose body was taken in pieces: written in one go (one writev, corked; its Buffers not copied). */
export function sendPieces(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: BodyPieces,
): void {
  if (!writeHead(res, status, contentType, body.length)) return;
  const { pieces } = body;
  if (pieces.length > 1) res.cork();
  for (let i = 0; i < pieces.length - 1; i++) res.write(pieces[i]);
  // end() uncorks.
  res.end(pieces[pieces.length - 1]);
}

/** Writes the status and headers; false when an answer was already given. */
function writeHead(
  res: ServerResponse,
  status: number,
  contentType: string,
  length: number,
  headers?: Record<string, string>,
): boolean {
  if (res.headersSent || res.writableEnded || res.destroyed) return false;
  const all: Record<string, string> = {
    "Content-Type": contentType,
    "Content-Length": String(length),
    // ASMX's: answers are per-user and not to be reused.
    "Cache-Control": status === 200 ? "private, max-age=0" : "private",
  };
  if (headers) Object.assign(all, headers);
  res.writeHead(status, all);
  return true;
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
