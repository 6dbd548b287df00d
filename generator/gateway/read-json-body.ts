/**
 * A request's JSON body, read up to a limit: a larger one is refused (413) and the rest dropped unread,
 * a body that is no JSON is refused (400). Never throws on what a caller sends.
 */
import type { IncomingMessage } from "node:http";

export type BodyOutcome =
  | { ok: true; json: unknown }
  | { ok: false; status: number; message: string };

export async function readJsonBody(req: IncomingMessage, limit: number): Promise<BodyOutcome> {
  const declared = Number(req.headers["content-length"]);
  if (declared > limit) return tooLarge(req, limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return tooLarge(req, limit);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  // No body at all: an operation without parameters.
  if (text.trim() === "") return { ok: true, json: {} };
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, status: 400, message: `the body is no JSON: ${(error as Error).message}` };
  }
}

/** The rest of the body is read and dropped, so the caller reads the answer (the server's timeouts end one that never ends). */
function tooLarge(req: IncomingMessage, limit: number): BodyOutcome {
  req.resume();
  return { ok: false, status: 413, message: `the body is larger than ${limit} bytes` };
}
