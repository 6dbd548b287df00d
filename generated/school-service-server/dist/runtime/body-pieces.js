// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { XmlWriter } from "./contract-runtime.js";
class BodyPieces {
  /** Text, and the bytes of an MTOM answer's attachments. */
  pieces = [];
  /** In bytes, as UTF-8. */
  length = 0;
  add(piece) {
    this.pieces.push(piece);
    this.length += Buffer.byteLength(piece);
  }
}
class PieceWriter extends XmlWriter {
  body;
  pieceLength;
  constructor(body, pieceLength = 65536) {
    super();
    this.body = body;
    this.pieceLength = pieceLength;
  }
  close(name) {
    super.close(name);
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
