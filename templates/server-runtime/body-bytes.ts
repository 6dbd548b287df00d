/**
 * A response body turned into bytes as it is written: the XmlWriter hands over its text every 64K
 * characters or so, and each piece is encoded then, so a large answer is never one long string
 * (slow to flatten, and kept alive across collections) nor encoded twice (its length, then its
 * bytes). The pieces are sent together once the whole body is known (see sendBytes).
 */
export class BodyBytes {
  readonly chunks: Buffer[] = [];
  length = 0;

  /** Takes the next piece of text (a bound function: the XmlWriter's `flush`). */
  readonly add = (text: string): void => {
    const chunk = Buffer.from(text, "utf8");
    this.chunks.push(chunk);
    this.length += chunk.length;
  };
}
