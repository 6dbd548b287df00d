// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * MTOM on the node:http transport: a request's XOP package, and a multipart/related answer (MTOM,
 * SOAP with Attachments) read part by part as its chunks arrive, within the response limit. Only
 * node-http-transport.ts imports it, so browser bundles carry none of it.
 */
import {
  MultipartReader,
  ReceivedParts,
  parseMediaType,
  xopMessage,
  type XopPart,
} from "./contract-runtime.js";
import type { OutgoingBody } from "./node-agents.js";
import { ResponseLimitExceeded } from "./response-body.js";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The package of `envelope` and its attachments, in pieces (the attachments' bytes as they were
 * given, not copied); `headers` get its Content-Type, the envelope's own (its `action` kept) going
 * in its `start-info`.
 */
export function packageBody(
  envelope: string,
  attachments: readonly XopPart[],
  headers: Record<string, string | number>,
): OutgoingBody {
  const key = Object.keys(headers).find((name) => name.toLowerCase() === "content-type");
  const media = parseMediaType(key === undefined ? "text/xml" : String(headers[key]));
  const action = media.params.get("action");
  const soapType = action === undefined ? media.type : `${media.type}; action="${action}"`;
  const message = xopMessage(envelope, soapType, attachments);
  if (key !== undefined) delete headers[key];
  headers["Content-Type"] = message.contentType;
  const pieces = message.pieces.map((p) => (typeof p === "string" ? encoder.encode(p) : p));
  return { pieces, length: pieces.reduce((size, p) => size + p.length, 0) };
}

/** A multipart/related answer being read: bounded as any answer is, parted as it arrives. */
export class RelatedBody {
  readonly #reader: MultipartReader;
  readonly #limit: number;
  #size = 0;

  /** The reader of an answer of this content type, when it is multipart/related. */
  static of(contentType: string | undefined, limit: number): RelatedBody | undefined {
    const media = parseMediaType(contentType);
    return media.type === "multipart/related"
      ? new RelatedBody(new MultipartReader(media), limit)
      : undefined;
  }

  private constructor(reader: MultipartReader, limit: number) {
    this.#reader = reader;
    this.#limit = limit;
  }

  add(chunk: Uint8Array): void {
    this.#size += chunk.byteLength;
    if (this.#limit > 0 && this.#size > this.#limit) throw new ResponseLimitExceeded(this.#limit);
    this.#reader.add(chunk);
  }

  /** The root part's text (UTF-8, as fetch's text() reads), and the other parts. */
  end(): { body: string; parts: ReceivedParts } {
    const message = this.#reader.end();
    return { body: decoder.decode(message.root.bytes), parts: new ReceivedParts(message) };
  }
}
