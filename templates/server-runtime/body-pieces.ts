/**
 * A response body written in pieces: the PieceWriter hands its text over every 8K characters or
 * so. The first 64K bytes stay strings: a small answer goes out as before, with its headers in one
 * write. Past them each piece is written at once as UTF-8 into 64K Buffers, so a large answer is
 * chunks of bytes outside the JavaScript heap: never one string of a hundred thousand small parts
 * (slow to join), nothing the young-generation collector must copy while the answer is written,
 * and nothing for the socket to encode again (see sendPieces).
 */
import { XmlWriter } from "./contract-runtime.js";

/**
 * The size of the Buffers a body's text is written into: one size, which the allocator keeps
 * giving back (Buffers sized to the body so far left the RSS growing across rounds).
 */
const CHUNK_BYTES = 65_536;
const ENCODER = new TextEncoder();
/** A body's text stays strings up to this many bytes (see add). */
const STRING_BYTES = 65_536;

export class BodyPieces {
  /** The body so far: its first texts, then bytes (text's, and an MTOM answer's attachments). */
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
    // A 1-item answer took 15% more CPU written into a Buffer, a 100-item one 13% (a 64K Buffer
    // made for each, which also hastens full collections: V8 counts the memory outside its heap).
    if (this.#chunk === undefined && this.length < STRING_BYTES) {
      this.#pieces.push(piece);
      this.length += Buffer.byteLength(piece);
      return;
    }
    // Into the Buffer as far as it holds, the rest into the next: every Buffer one size, filled.
    for (let rest = piece; ; ) {
      if (this.#chunk === undefined) {
        this.#chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        this.#start = this.#end = 0;
      }
      const { read, written } = ENCODER.encodeInto(rest, this.#chunk.subarray(this.#end));
      this.#end += written;
      this.length += written;
      if (read === rest.length) return;
      // The rest does not fit (a character's bytes are never split).
      this.#seal();
      this.#chunk = undefined;
      rest = rest.slice(read);
    }
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

  /** After a list's items, written whole (ComplexCodec.writeItems), as after an element. */
  override children(xml: string): void {
    super.children(xml);
    if (this.length >= this.pieceLength) this.flush();
  }

  /** Hands over what is written so far (at the end: every element written is closed). */
  flush(): void {
    if (this.length === 0) return;
    this.body.add(this.xml);
    this.xml = "";
  }
}
