/**
 * Reads the ASMX wire transcripts in test/fixtures/asmx-transcripts (captured from the ASMX peer by
 * scripts/capture-asmx-transcripts.ts; see the folder's README): each file holds a `# title` line,
 * then `=== REQUEST ... ===` and `=== RESPONSE ... ===` sections with the exact HTTP bytes (CRLF
 * heads), each section ended by one extra "\n".
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./run-cli.ts";

export const TRANSCRIPTS_DIR = path.join(REPO_ROOT, "test/fixtures/asmx-transcripts");

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

/** The transcript files, in order (`001-soap11-eventCategoryGetList.txt`, ...). */
export function transcriptFiles(): string[] {
  return readdirSync(TRANSCRIPTS_DIR)
    .filter((f) => /^\d{3}-.*\.txt$/.test(f))
    .sort();
}

/** Reads transcript number `n` (`2` reads `002-soap11-eventGetList.txt`). */
export function readTranscript(n: number): Transcript {
  const prefix = `${String(n).padStart(3, "0")}-`;
  const file = transcriptFiles().find((f) => f.startsWith(prefix));
  if (!file) throw new Error(`no transcript ${prefix}*`);
  return parseTranscript(file, readFileSync(path.join(TRANSCRIPTS_DIR, file)));
}

/** A transcript file as written: its title line and each section's exact bytes. */
export interface TranscriptSections {
  title: string;
  request: Buffer;
  response: Buffer;
}

export function splitTranscript(file: string, bytes: Buffer): TranscriptSections {
  const titleEnd = bytes.indexOf("\n");
  const requestAt = bytes.indexOf(REQUEST_MARK);
  const responseAt = bytes.indexOf(RESPONSE_MARK);
  if (titleEnd < 0 || requestAt !== titleEnd + 1 || responseAt < requestAt)
    throw new Error(`${file}: not a transcript`);
  return {
    title: bytes.subarray(0, titleEnd).toString("utf8").replace(/^#\s*/, ""),
    request: withoutEndingNewline(
      file,
      bytes.subarray(requestAt + REQUEST_MARK.length, responseAt),
    ),
    response: withoutEndingNewline(file, bytes.subarray(responseAt + RESPONSE_MARK.length)),
  };
}

/** The file's bytes: splitTranscript's inverse. */
export function joinTranscript({ title, request, response }: TranscriptSections): Buffer {
  return Buffer.concat([
    Buffer.from(`# ${title}\n${REQUEST_MARK}`, "utf8"),
    request,
    Buffer.from(`\n${RESPONSE_MARK}`),
    response,
    Buffer.from("\n"),
  ]);
}

function withoutEndingNewline(file: string, section: Buffer): Buffer {
  if (section.at(-1) !== 0x0a) throw new Error(`${file}: a section without its ending newline`);
  return section.subarray(0, -1);
}

export function parseTranscript(file: string, bytes: Buffer): Transcript {
  const sections = splitTranscript(file, bytes);
  const request = parseMessage(file, sections.request);
  const response = parseMessage(file, sections.response);
  const [method = "", target = ""] = request.startLine.split(" ");
  const status = /^HTTP\/\d\.\d (\d{3}) ?(.*)$/.exec(response.startLine);
  if (!status) throw new Error(`${file}: bad status line ${JSON.stringify(response.startLine)}`);
  return {
    file,
    title: sections.title,
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
  return { startLine, headers, body: section.subarray(headEnd + 4).toString("utf8") };
}
