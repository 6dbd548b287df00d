/**
 * A response body as both transports read it: chunk by chunk, up to the most it may hold (a
 * transport stops reading an answer that outgrows it, and a Content-Length above it stops it
 * before the body), so a server that sends without end costs the calling process no more than the
 * limit; then decoded as fetch's text() does.
 */
export class ResponseLimitExceeded extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`the answer is larger than ${limit} bytes`);
    this.limit = limit;
    this.name = "ResponseLimitExceeded";
  }
}

/** Throws when a declared Content-Length is above `limit` (0: no limit). */
export function checkDeclaredLength(contentLength: string | null | undefined, limit: number): void {
  if (limit > 0 && contentLength != null && Number(contentLength) > limit)
    throw new ResponseLimitExceeded(limit);
}

// As fetch's text(): UTF-8, a byte order mark dropped, bad bytes replaced. Decoded in one piece:
// Node's streaming decode is several times slower.
const decoder = new TextDecoder();

/** A body's bytes as fetch's text() decodes them. */
export const decodeUtf8 = (bytes: Uint8Array): string => decoder.decode(bytes);

/** The chunks of one body, `limit` bytes at the most (0: no limit). */
export class BodyCollector {
  readonly #chunks: Uint8Array[] = [];
  #size = 0;
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Keeps a chunk; throws ResponseLimitExceeded once the body outgrows the limit. */
  add(chunk: Uint8Array): void {
    this.#size += chunk.byteLength;
    if (this.#limit > 0 && this.#size > this.#limit) throw new ResponseLimitExceeded(this.#limit);
    this.#chunks.push(chunk);
  }

  /** The body's text: its bytes as `decode` reads them (as fetch's text() does, unless told). */
  text(decode: (bytes: Uint8Array) => string = decodeUtf8): string {
    if (this.#chunks.length === 1) return decode(this.#chunks[0]!);
    const all = new Uint8Array(this.#size);
    let at = 0;
    for (const chunk of this.#chunks) {
      all.set(chunk, at);
      at += chunk.byteLength;
    }
    return decode(all);
  }
}
