// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { XmlWriter } from "./contract-runtime.js";
const CHUNK_BYTES = 65536;
const ENCODER = new TextEncoder();
const STRING_BYTES = 65536;
class BodyPieces {
  /** The body so far: its first texts, then bytes (text's, and an MTOM answer's attachments). */
  #pieces = [];
  /** In bytes. */
  length = 0;
  /** The Buffer being written, and its bytes not yet in #pieces. */
  #chunk;
  #start = 0;
  #end = 0;
  /** The body, in order. */
  get pieces() {
    this.#seal();
    return this.#pieces;
  }
  /** The body as text (an answer without attachments: what is signed). */
  text() {
    return Buffer.concat(
      this.pieces.map((p) => typeof p === "string" ? Buffer.from(p, "utf8") : p)
    ).toString("utf8");
  }
  add(piece) {
    if (typeof piece !== "string") {
      this.#seal();
      this.#pieces.push(piece);
      this.length += piece.byteLength;
      return;
    }
    if (this.#chunk === void 0 && this.length < STRING_BYTES) {
      this.#pieces.push(piece);
      this.length += Buffer.byteLength(piece);
      return;
    }
    for (let rest = piece; ; ) {
      if (this.#chunk === void 0) {
        this.#chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        this.#start = this.#end = 0;
      }
      const { read, written } = ENCODER.encodeInto(rest, this.#chunk.subarray(this.#end));
      this.#end += written;
      this.length += written;
      if (read === rest.length) return;
      this.#seal();
      this.#chunk = void 0;
      rest = rest.slice(read);
    }
  }
  #seal() {
    if (this.#end === this.#start) return;
    this.#pieces.push(this.#chunk.subarray(this.#start, this.#end));
    this.#start = this.#end;
  }
}
class PieceWriter extends XmlWriter {
  body;
  pieceLength;
  constructor(body, pieceLength = 8192) {
    super();
    this.body = body;
    this.pieceLength = pieceLength;
  }
  close(name) {
    super.close(name);
    if (this.length >= this.pieceLength) this.flush();
  }
  /** After a list's items, written whole (ComplexCodec.writeItems), as after an element. */
  children(xml) {
    super.children(xml);
    if (this.length >= this.pieceLength) this.flush();
  }
  /** Hands over what is written so far (at the end: every element written is closed). */
  flush() {
    if (this.length === 0) return;
    this.body.add(this.xml);
    this.xml = "";
  }
}
export {
  BodyPieces,
  PieceWriter
};
//# sourceMappingURL=body-pieces.js.map
