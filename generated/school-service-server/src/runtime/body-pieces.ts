// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * A response body written in pieces: the PieceWriter hands its text over every 8K characters or
 * so, and each piece is written at once as UTF-8 into a large Buffer, so the answer is a few
 * chunks of bytes outside the JavaScript heap: never one string of a hundred thousand small parts
 * (slow to join), nothing the young-generation collector must copy while the answer is written,
 * and nothing for the socket to encode again (see sendPieces).
 */
import { XmlWriter } from "./contract-runtime.js";

/** The size of the Buffers a body's text is written into (a longer piece gets one of its own). */
const CHUNK_BYTES = 262_144;

export class BodyPieces {
  /** The bytes so far: the text's, and an MTOM answer's attachments. */
  readonly #pieces: Uint8Array[] = [];
  /** In bytes. */
  length = 0;
  /** The Buffer being written, and its bytes not yet in #pieces. */
  #chunk: Buffer | undefined;
  #start = 0;
  #end = 0;

  /** The body's bytes, in order. */
  get pieces(): readonly Uint8Array[] {
    this.#seal();
    return this.#pieces;
  }

  /** The body as text (an answer without attachments: what is signed). */
  text(): string {
    return Buffer.concat(this.pieces).toString("utf8");
  }

  add(piece: string | Uint8Array): void {
    if (typeof piece !== "string") {
      this.#seal();
      this.#pieces.push(piece);
      this.length += piece.byteLength;
      return;
    }
    // At most 3 bytes a UTF-16 unit (a pair's 4 bytes are two units).
    const most = piece.length * 3;
    if (this.#chunk === undefined || this.#chunk.length - this.#end < most) {
      this.#seal();
      this.#chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, most));
      this.#start = this.#end = 0;
    }
    const written = this.#chunk.write(piece, this.#end, "utf8");
    this.#end += written;
    this.length += written;
  }

  #seal(): void {
    if (this.#end === this.#start) return;
    this.#pieces.push(this.#chunk!.subarray(this.#start, this.#end));
    this.#start = this.#end;
  }
}

/**
 * An XmlWriter whose text goes to `body` in pieces, cut at the ends of elements. Under the 16K
 * characters at which an XmlWriter flattens what it holds: a piece, a string of many small parts,
 * is flattened once, as it is written into the body's Buffer.
 */
export class PieceWriter extends XmlWriter {
  private readonly body: BodyPieces;
  private readonly pieceLength: number;

  constructor(body: BodyPieces, pieceLength: number = 8192) {
    super();
    this.body = body;
    this.pieceLength = pieceLength;
  }

  override close(name: string): void {
    super.close(name);
    if (this.length >= this.pieceLength) this.flush();
  }

  /** Hands over what is written so far (at the end: every element written is closed). */
  flush(): void {
    if (this.length === 0) return;
    this.body.add(this.xml);
    this.xml = "";
  }
}
