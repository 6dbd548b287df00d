// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * A multipart/related message (RFC 2387: MTOM/XOP, SOAP with Attachments) read as its bytes
 * arrive: a part's bytes are kept as the slices of the chunks that hold them and joined once, at
 * its end, so a body given whole (the server's) costs no copy, and only the few bytes of a boundary
 * cut between two chunks are carried over. The caller bounds the message's size (the transport's
 * body limit); here the number of parts and each part's headers are bounded. Errors name the part.
 */
import { parseMediaType, type MediaType } from "./media-type.js";

/** The most parts a message may have, unless told otherwise. */
export const DEFAULT_MAX_PARTS = 64;
/** The most bytes of headers one part may have. */
const MAX_HEADER_BYTES = 16_384;

export class MultipartError extends Error {
  constructor(message: string) {
    super(`multipart/related: ${message}`);
    this.name = "MultipartError";
  }
}

/** One part of the message, its headers by lower-cased name. */
export interface MessagePart {
  readonly headers: ReadonlyMap<string, string>;
  readonly bytes: Uint8Array;
}

/** A message as read: its root part (the one `start` names, else the first) and the others by Content-ID. */
export interface RelatedMessage {
  readonly root: MessagePart;
  /** The root's media type (its Content-Type header). */
  readonly rootType: MediaType;
  /** The other parts, by Content-ID without its angle brackets. */
  readonly parts: ReadonlyMap<string, Uint8Array>;
}

const CR = 13;
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const HEADERS_END = ascii("\r\n\r\n");
const latin1 = new TextDecoder("latin1");

/** Where the reader is: before the first boundary, after one, in a part's headers or body, past the last. */
const State = { Preamble: 0, AfterBoundary: 1, Headers: 2, Body: 3, Done: 4 } as const;
type State = (typeof State)[keyof typeof State];

export class MultipartReader {
  readonly #start: string | undefined;
  readonly #maxParts: number;
  /** `\r\n--boundary`: what ends each part (and, without its CRLF, may open the message). */
  readonly #delimiter: Uint8Array;
  #state: State = State.Preamble;
  /** Nothing was consumed yet: the body may open with the boundary. */
  #first = true;
  /** Bytes of the previous chunk not yet consumed: at most a boundary's or a part's headers. */
  #carry: Uint8Array = new Uint8Array(0);
  #headers = new Map<string, string>();
  #segments: Uint8Array[] = [];
  readonly #read: MessagePart[] = [];

  /** `contentType`: the message's, whose `boundary` (required) and `start` parameters are read. */
  constructor(contentType: MediaType, maxParts: number = DEFAULT_MAX_PARTS) {
    const boundary = contentType.params.get("boundary");
    if (!boundary || boundary.length > 70)
      throw new MultipartError(
        `the content type has ${boundary ? "a boundary longer than 70 characters" : "no boundary parameter"}`,
      );
    this.#delimiter = ascii(`\r\n--${boundary}`);
    this.#start = contentType.params.get("start");
    this.#maxParts = maxParts;
  }

  /** Takes the next chunk of the body. */
  add(chunk: Uint8Array): void {
    let data = chunk;
    if (this.#carry.length > 0) {
      data = new Uint8Array(this.#carry.length + chunk.length);
      data.set(this.#carry);
      data.set(chunk, this.#carry.length);
    }
    let at = 0;
    for (;;) {
      const next = this.#step(data, at);
      if (next < 0) break;
      at = next;
    }
    this.#carry = data.subarray(this.#stopped);
  }

  /** Where the last step stopped: what is left of the chunk for the next. */
  #stopped = 0;

  /** Reads what it can from `at`: where the next step starts, or -1 with #stopped set to what is left. */
  #step(data: Uint8Array, at: number): number {
    const d = this.#delimiter;
    switch (this.#state) {
      case State.Preamble: {
        // The first boundary may open the body, without the CRLF before it.
        if (this.#first && data.length < d.length - 2) return this.#stop(0);
        const opens = this.#first && startsWith(data, d, 0, 2);
        this.#first = false;
        if (opens) {
          this.#state = State.AfterBoundary;
          return d.length - 2;
        }
        const found = indexOf(data, d, at);
        if (found < 0) return this.#stop(Math.max(at, data.length - d.length + 1));
        this.#state = State.AfterBoundary;
        return found + d.length;
      }
      case State.AfterBoundary: {
        let p = at;
        while (p < data.length && (data[p] === 32 || data[p] === 9)) p++;
        if (data.length - p < 2) return this.#stop(at);
        if (data[p] === 45 && data[p + 1] === 45) {
          this.#state = State.Done;
          return this.#stop(data.length);
        }
        if (data[p] !== CR || data[p + 1] !== 10)
          throw new MultipartError(
            `the boundary before part ${this.#read.length + 1} is not followed by a line end`,
          );
        if (this.#read.length >= this.#maxParts)
          throw new MultipartError(`the message has more than ${this.#maxParts} parts`);
        this.#state = State.Headers;
        return p;
      }
      case State.Headers: {
        // At the CRLF ending the boundary line: headers up to the empty line (none: CRLF CRLF at once).
        const end = indexOf(data, HEADERS_END, at);
        if (end < 0) {
          if (data.length - at > MAX_HEADER_BYTES)
            throw new MultipartError(
              `part ${this.#read.length + 1}: its headers are longer than ${MAX_HEADER_BYTES} bytes`,
            );
          return this.#stop(at);
        }
        this.#headers = partHeaders(latin1.decode(data.subarray(at + 2, end)));
        this.#state = State.Body;
        return end + HEADERS_END.length;
      }
      case State.Body: {
        const found = indexOf(data, d, at);
        if (found < 0) {
          // Bytes that may begin a delimiter stay for the next chunk.
          const safe = Math.max(at, data.length - d.length + 1);
          if (safe > at) this.#segments.push(data.subarray(at, safe));
          return this.#stop(safe);
        }
        if (found > at) this.#segments.push(data.subarray(at, found));
        this.#endPart();
        this.#state = State.AfterBoundary;
        return found + d.length;
      }
      case State.Done:
        return this.#stop(data.length);
    }
  }

  #stop(at: number): number {
    this.#stopped = at;
    return -1;
  }

  #endPart(): void {
    const number = this.#read.length + 1;
    const segments = this.#segments;
    this.#segments = [];
    // One slice is the part as it is: a view of the chunk, not a copy (a plain Uint8Array, not a Buffer).
    const one = segments[0];
    let bytes =
      segments.length === 1 && one
        ? new Uint8Array(one.buffer, one.byteOffset, one.byteLength)
        : join(segments);
    const encoding = this.#headers.get("content-transfer-encoding")?.toLowerCase() ?? "binary";
    if (encoding === "base64") bytes = base64Bytes(bytes, number);
    else if (encoding !== "binary" && encoding !== "8bit" && encoding !== "7bit")
      throw new MultipartError(
        `part ${number}: Content-Transfer-Encoding ${encoding} is not supported`,
      );
    this.#read.push({ headers: this.#headers, bytes });
  }

  /** The message, once its body ended; throws when it was cut short or its root is missing. */
  end(): RelatedMessage {
    if (this.#state !== State.Done) {
      const where =
        this.#state === State.Preamble
          ? "it has no boundary line"
          : `part ${this.#read.length + (this.#state === State.AfterBoundary ? 0 : 1)} is cut short`;
      throw new MultipartError(`the message ends before its closing boundary: ${where}`);
    }
    if (this.#read.length === 0) throw new MultipartError("the message has no part");
    const start = this.#start === undefined ? undefined : contentId(this.#start);
    const root =
      start === undefined
        ? this.#read[0]!
        : this.#read.find((p) => contentId(p.headers.get("content-id") ?? "") === start);
    if (!root)
      throw new MultipartError(`no part has the Content-ID <${start}> its start parameter names`);
    const parts = new Map<string, Uint8Array>();
    this.#read.forEach((part, i) => {
      const id = part.headers.get("content-id");
      if (part === root || id === undefined) return;
      const key = contentId(id);
      if (parts.has(key))
        throw new MultipartError(`part ${i + 1}: the Content-ID <${key}> is taken`);
      parts.set(key, part.bytes);
    });
    return { root, rootType: parseMediaType(root.headers.get("content-type")), parts };
  }
}

/** A Content-ID without its angle brackets. */
export function contentId(header: string): string {
  const id = header.trim();
  return id.startsWith("<") && id.endsWith(">") ? id.slice(1, -1) : id;
}

function partHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded lines continue the one before them.
  for (const line of text.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Where `needle` starts in `data` at or after `from`, or -1: by the native search for its first byte. */
function indexOf(data: Uint8Array, needle: Uint8Array, from: number): number {
  for (let i = data.indexOf(needle[0]!, from); i >= 0; i = data.indexOf(needle[0]!, i + 1)) {
    if (i + needle.length > data.length) return -1;
    if (startsWith(data, needle, i, 0)) return i;
  }
  return -1;
}

/** `data` at `at` holds `needle` from its byte `skip` on. */
function startsWith(data: Uint8Array, needle: Uint8Array, at: number, skip: number): boolean {
  if (at + needle.length - skip > data.length) return false;
  for (let j = skip; j < needle.length; j++) if (data[at + j - skip] !== needle[j]) return false;
  return true;
}

function join(segments: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const s of segments) size += s.length;
  const all = new Uint8Array(size);
  let at = 0;
  for (const s of segments) {
    all.set(s, at);
    at += s.length;
  }
  return all;
}

function base64Bytes(encoded: Uint8Array, part: number): Uint8Array {
  try {
    const binary = atob(latin1.decode(encoded).replace(/\s+/g, ""));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    throw new MultipartError(`part ${part}: its base64 content is not base64`);
  }
}
