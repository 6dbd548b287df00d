// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * A response body written in pieces: the PieceWriter hands its text over every 8K characters or
 * so. The first piece stays a string: an answer of one (most are small) goes out with its headers
 * in one write, as Node sends a string. Each later piece is written at once as UTF-8 into a
 * Buffer (up to 256K), so a large answer is a few chunks of bytes outside the JavaScript heap:
 * never one string of a hundred thousand small parts (slow to join), nothing the young-generation
 * collector must copy while the answer is written, and nothing for the socket to encode again
 * (see sendPieces).
 */
import { XmlWriter } from "./contract-runtime.js";

/** The largest Buffer a body's text is written into (but for a longer piece, which gets its own). */
const CHUNK_BYTES = 262_144;

export class BodyPieces {
  /** The body so far: its first text, then bytes (text's, and an MTOM answer's attachments). */
  readonly #pieces: (string | Uint8Array)[] = [];
  /** In bytes. */
  length = 0;
  /** The Buffer being written, and its bytes not yet in #pieces. */
  #chunk: Buffer | undefined;
  #start = 0;
  #end = 0;

  /** The body, in order. */
  get pieces(): readonly (string | Uint8Array)[] {
    this.#seal();
    return this.#pieces;
  }

  /** The body as text (an answer without attachments: what is signed). */
  text(): string {
    return Buffer.concat(
      this.pieces.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : p)),
    ).toString("utf8");
  }

  add(piece: string | Uint8Array): void {
    if (typeof piece !== "string") {
      this.#seal();
      this.#pieces.push(piece);
      this.length += piece.byteLength;
      return;
    }
    // The first text stays a string (a 1-item answer took 15% more CPU written into a Buffer).
    if (this.#pieces.length === 0 && this.#chunk === undefined) {
      this.#pieces.push(piece);
      this.length += Buffer.byteLength(piece);
      return;
    }
    // At most 3 bytes a UTF-16 unit (a pair's 4 bytes are two units).
    const most = piece.length * 3;
    if (this.#chunk === undefined || this.#chunk.length - this.#end < most) {
      this.#seal();
      // Four times the body so far, soon CHUNK_BYTES: a 256K Buffer for each 20K answer would
      // cost more than it saves, and a large answer's are soon one size, which the allocator
      // keeps giving back (sizes doubling all the way were slower).
      this.#chunk = Buffer.allocUnsafe(Math.max(most, Math.min(CHUNK_BYTES, 4 * this.length)));
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
