/**
 * A request's JSON body, read up to a limit: a larger one is refused (413) and the rest dropped
 * unread (mock/wire-exchange.ts readBody), a body that is no JSON is refused (400). Never throws
 * on what a caller sends.
 */
import type { IncomingMessage } from "node:http";
import { readBody, TooLargeError } from "../mock/wire-exchange.ts";

export type BodyOutcome =
  | { ok: true; json: unknown }
  | { ok: false; status: number; message: string };

export async function readJsonBody(req: IncomingMessage, limit: number): Promise<BodyOutcome> {
  let text: string;
  try {
    text = await readBody(req, limit);
  } catch (error) {
    if (!(error instanceof TooLargeError)) throw error;
    return { ok: false, status: 413, message: `the body is larger than ${limit} bytes` };
  }
  // No body at all: an operation without parameters.
  if (text.trim() === "") return { ok: true, json: {} };
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, status: 400, message: `the body is no JSON: ${(error as Error).message}` };
  }
}
