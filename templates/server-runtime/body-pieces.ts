/**
 * A response body taken in pieces as it is written: the XmlWriter hands over its text every 64K
 * characters or so, and each piece is measured (its UTF-8 length, which joins its small parts
 * into one string) then, so a large answer is never one string of a hundred thousand small parts
 * (slow to join, and kept alive across collections). The pieces are sent as they are, strings,
 * once the whole body and its length are known (see sendPieces): the socket encodes them without
 * a Buffer made for each.
 */
export class BodyPieces {
  readonly pieces: string[] = [];
  /** In bytes, as UTF-8. */
  length = 0;

  /** Takes the next piece of text (a bound function: the XmlWriter's `flush`). */
  readonly add = (text: string): void => {
    this.pieces.push(text);
    this.length += Buffer.byteLength(text);
  };
}
