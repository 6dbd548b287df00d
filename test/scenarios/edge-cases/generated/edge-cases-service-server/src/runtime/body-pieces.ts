// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * A response body written in pieces: the PieceWriter hands its text over every 64K characters or
 * so, and each piece is measured (its UTF-8 length, which joins its small parts into one string)
 * then, so a large answer is never one string of a hundred thousand small parts (slow to join, and
 * kept alive across collections). The pieces are sent as they are, strings, once the whole body
 * and its length are known (see sendPieces): the socket encodes them without a Buffer made for each.
 */
import { XmlWriter } from "./contract-runtime.js";

export class BodyPieces {
  /** Text, and the bytes of an MTOM answer's attachments. */
  readonly pieces: (string | Uint8Array)[] = [];
  /** In bytes, as UTF-8. */
  length = 0;

  add(piece: string | Uint8Array): void {
    this.pieces.push(piece);
    this.length += Buffer.byteLength(piece);
  }
}

/** An XmlWriter whose text goes to `body` in pieces, cut at the ends of elements. */
export class PieceWriter extends XmlWriter {
  private readonly body: BodyPieces;
  private readonly pieceLength: number;

  constructor(body: BodyPieces, pieceLength: number = 65_536) {
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
