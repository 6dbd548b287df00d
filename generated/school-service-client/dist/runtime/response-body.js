// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
class ResponseLimitExceeded extends Error {
  limit;
  constructor(limit) {
    super(`the answer is larger than ${limit} bytes`);
    this.limit = limit;
    this.name = "ResponseLimitExceeded";
  }
}
function checkDeclaredLength(contentLength, limit) {
  if (limit > 0 && contentLength != null && Number(contentLength) > limit)
    throw new ResponseLimitExceeded(limit);
}
const decoder = new TextDecoder();
const decodeUtf8 = (bytes) => decoder.decode(bytes);
class BodyCollector {
  #chunks = [];
  #size = 0;
  #limit;
  constructor(limit) {
    this.#limit = limit;
  }
  /** Keeps a chunk; throws ResponseLimitExceeded once the body outgrows the limit. */
  add(chunk) {
    this.#size += chunk.byteLength;
    if (this.#limit > 0 && this.#size > this.#limit) throw new ResponseLimitExceeded(this.#limit);
    this.#chunks.push(chunk);
  }
  /** The body's text: its bytes as `decode` reads them (as fetch's text() does, unless told). */
  text(decode = decodeUtf8) {
    if (this.#chunks.length === 1) return decode(this.#chunks[0]);
    const all = new Uint8Array(this.#size);
    let at = 0;
    for (const chunk of this.#chunks) {
      all.set(chunk, at);
      at += chunk.byteLength;
    }
    return decode(all);
  }
}
export {
  BodyCollector,
  ResponseLimitExceeded,
  checkDeclaredLength,
  decodeUtf8
};
//# sourceMappingURL=response-body.js.map
