/**
 * Reads the ASMX wire transcripts in ../shared/asmx-reference/transcripts: each file holds a
 * `# title` line, then `=== REQUEST ... ===` and `=== RESPONSE ... ===` sections with the exact HTTP
 * bytes (CRLF heads). The capture tool ends each section with one extra "\n"; Content-Length, when
 * the head has one, says where the body really ends.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./run-cli.ts";

export const TRANSCRIPTS_DIR = path.resolve(REPO_ROOT, "../shared/asmx-reference/transcripts");

const REQUEST_MARK = "=== REQUEST (exact bytes sent) ===\n";
const RESPONSE_MARK = "=== RESPONSE (exact bytes received until close) ===\n";

export interface HttpMessage {
  /** `POST /api/schoolservice.asmx HTTP/1.1` or `HTTP/1.1 200 OK`. */
  startLine: string;
  /** Header fields in order, names as written. */
  headers: [string, string][];
  /** The body, decoded as UTF-8. */
  body: string;
}

export interface TranscriptRequest extends HttpMessage {
  method: string;
  /** Path and query, as sent: `/api/schoolservice.asmx/eventGet?EventID=4`. */
  target: string;
}

export interface TranscriptResponse extends HttpMessage {
  status: number;
  statusText: string;
}

export interface Transcript {
  file: string;
  title: string;
  request: TranscriptRequest;
  response: TranscriptResponse;
}

/** The value of a header field (case-insensitive name), or undefined. */
export function headerOf(message: HttpMessage, name: string): string | undefined {
  return message.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
}

/** Reads transcript number `n` (`2` reads `002-soap11-eventGetList.txt`). */
export function readTranscript(n: number): Transcript {
  const prefix = `${String(n).padStart(3, "0")}-`;
  const file = readdirSync(TRANSCRIPTS_DIR).find((f) => f.startsWith(prefix));
  if (!file) throw new Error(`no transcript ${prefix}*`);
  return parseTranscript(file, readFileSync(path.join(TRANSCRIPTS_DIR, file)));
}

export function parseTranscript(file: string, bytes: Buffer): Transcript {
  const titleEnd = bytes.indexOf("\n");
  const requestAt = bytes.indexOf(REQUEST_MARK);
  const responseAt = bytes.indexOf(RESPONSE_MARK);
  if (titleEnd < 0 || requestAt < 0 || responseAt < requestAt) throw new Error(`${file}: not a transcript`);
  const title = bytes.subarray(0, titleEnd).toString("utf8").replace(/^#\s*/, "");
  const request = parseMessage(file, bytes.subarray(requestAt + REQUEST_MARK.length, responseAt));
  const response = parseMessage(file, bytes.subarray(responseAt + RESPONSE_MARK.length));
  const [method = "", target = ""] = request.startLine.split(" ");
  const status = /^HTTP\/\d\.\d (\d{3}) ?(.*)$/.exec(response.startLine);
  if (!status) throw new Error(`${file}: bad status line ${JSON.stringify(response.startLine)}`);
  return {
    file,
    title,
    request: { ...request, method, target },
    response: { ...response, status: Number(status[1]), statusText: status[2]! },
  };
}

function parseMessage(file: string, section: Buffer): HttpMessage {
  const headEnd = section.indexOf("\r\n\r\n");
  if (headEnd < 0) throw new Error(`${file}: a message without an empty line after its head`);
  const [startLine = "", ...fields] = section.subarray(0, headEnd).toString("latin1").split("\r\n");
  const headers = fields.map((line): [string, string] => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });
  const rest = section.subarray(headEnd + 4);
  const length = headers.find(([n]) => n.toLowerCase() === "content-length")?.[1];
  // Without Content-Length the body runs to the section's end, less the newline the tool added.
  const body = length !== undefined ? rest.subarray(0, Number(length)) : rest.subarray(0, Math.max(0, rest.length - 1));
  return { startLine, headers, body: body.toString("utf8") };
}
