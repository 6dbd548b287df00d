/**
 * Receiving a request body within bounds: at most `maxBytes` (checked against Content-Length
 * before reading, and while reading), within `timeoutMs`, decoded strictly by its charset.
 */
import type { IncomingMessage } from "node:http";

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415 | 500,
    message: string,
  ) {
    super(message);
    this.name = "BodyError";
  }
}

export async function readBody(req: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  // A framework body parser may have read it already (Express's raw or text parsers).
  if (req.readableEnded) {
    const parsed = (req as { body?: unknown }).body;
    if (!Buffer.isBuffer(parsed) && typeof parsed !== "string") {
      throw new BodyError(500, "another middleware consumed the request body: mount the handler before body parsers");
    }
    const bytes = Buffer.isBuffer(parsed) ? parsed : Buffer.from(parsed);
    if (bytes.length > maxBytes) throw new BodyError(413, "request body too large");
    return bytes;
  }
  const declared = Number(req.headers["content-length"]);
  if (declared > maxBytes) throw new BodyError(413, "request body too large");
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: BodyError | undefined, body?: Buffer) => {
      clearTimeout(timer);
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(body!);
    };
    const timer = setTimeout(() => finish(new BodyError(408, "request body timed out")), timeoutMs);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(new BodyError(413, "request body too large"));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(undefined, Buffer.concat(chunks, size));
    const onError = () => finish(new BodyError(400, "request body could not be read"));
    const onClose = () => finish(new BodyError(400, "the client closed the connection"));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/** The body as text in the charset its content type names (UTF-8 by default); bad bytes are refused. */
export function decodeBody(bytes: Buffer, charset: string | undefined): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? "utf-8", { fatal: true });
  } catch {
    throw new BodyError(415, `unsupported charset ${charset}`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new BodyError(400, `the body is not valid ${decoder.encoding}`);
  }
}

export interface MediaType {
  /** Lower-cased `type/subtype`, "" when the header is absent. */
  type: string;
  /** Parameters by lower-cased name, values unquoted. */
  params: Map<string, string>;
}

export function parseMediaType(header: string | undefined): MediaType {
  const params = new Map<string, string>();
  if (!header) return { type: "", params };
  const [type = "", ...rest] = splitParams(header);
  for (const part of rest) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    params.set(part.slice(0, eq).trim().toLowerCase(), value);
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Splits at `;` outside quoted strings (an action URI may hold one). */
function splitParams(header: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const c = header[i];
    if (c === '"') quoted = !quoted;
    else if (c === "\\" && quoted) i++;
    else if (c === ";" && !quoted) {
      parts.push(header.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(header.slice(start));
  return parts;
}
