// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  MultipartReader,
  ReceivedParts,
  parseMediaType,
  xopMessage
} from "./contract-runtime.js";
import { ResponseLimitExceeded } from "./response-body.js";
const encoder = new TextEncoder();
const decoder = new TextDecoder();
function packageBody(envelope, attachments, headers) {
  const key = Object.keys(headers).find((name) => name.toLowerCase() === "content-type");
  const media = parseMediaType(key === void 0 ? "text/xml" : String(headers[key]));
  const action = media.params.get("action");
  const soapType = action === void 0 ? media.type : `${media.type}; action="${action}"`;
  const message = xopMessage(envelope, soapType, attachments);
  if (key !== void 0) delete headers[key];
  headers["Content-Type"] = message.contentType;
  const pieces = message.pieces.map((p) => typeof p === "string" ? encoder.encode(p) : p);
  return { pieces, length: pieces.reduce((size, p) => size + p.length, 0) };
}
class RelatedBody {
  #reader;
  #limit;
  #size = 0;
  /** The reader of an answer of this content type, when it is multipart/related. */
  static of(contentType, limit) {
    const media = parseMediaType(contentType);
    return media.type === "multipart/related" ? new RelatedBody(new MultipartReader(media), limit) : void 0;
  }
  constructor(reader, limit) {
    this.#reader = reader;
    this.#limit = limit;
  }
  add(chunk) {
    this.#size += chunk.byteLength;
    if (this.#limit > 0 && this.#size > this.#limit) throw new ResponseLimitExceeded(this.#limit);
    this.#reader.add(chunk);
  }
  /** The root part's text (UTF-8, as fetch's text() reads), and the other parts. */
  end() {
    const message = this.#reader.end();
    return { body: decoder.decode(message.root.bytes), parts: new ReceivedParts(message) };
  }
}
export {
  RelatedBody,
  packageBody
};
//# sourceMappingURL=mtom-body.js.map
