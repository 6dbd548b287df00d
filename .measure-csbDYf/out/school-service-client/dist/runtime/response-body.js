// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A response body as both transports read it: chunk by chunk, up to the most it may hold (a
 * transport stops reading an answer that outgrows it, and a Content-Length above it stops it
 * before the body), so a server that sends without end costs the calling process no more than the
 * limit; then decoded as fetch's text() does.
 */
export class ResponseLimitExceeded extends Error {
    limit;
    constructor(limit) {
        super(`the answer is larger than ${limit} bytes`);
        this.limit = limit;
        this.name = "ResponseLimitExceeded";
    }
}
/** Throws when a declared Content-Length is above `limit` (0: no limit). */
export function checkDeclaredLength(contentLength, limit) {
    if (limit > 0 && contentLength != null && Number(contentLength) > limit)
        throw new ResponseLimitExceeded(limit);
}
// As fetch's text(): UTF-8, a byte order mark dropped, bad bytes replaced. Decoded in one piece:
// Node's streaming decode is several times slower.
const decoder = new TextDecoder();
/** The chunks of one body, `limit` bytes at the most (0: no limit). */
export class BodyCollector {
    #chunks = [];
    #size = 0;
    #limit;
    constructor(limit) {
        this.#limit = limit;
    }
    /** Keeps a chunk; throws ResponseLimitExceeded once the body outgrows the limit. */
    add(chunk) {
        this.#size += chunk.byteLength;
        if (this.#limit > 0 && this.#size > this.#limit)
            throw new ResponseLimitExceeded(this.#limit);
        this.#chunks.push(chunk);
    }
    text() {
        if (this.#chunks.length === 1)
            return decoder.decode(this.#chunks[0]);
        const all = new Uint8Array(this.#size);
        let at = 0;
        for (const chunk of this.#chunks) {
            all.set(chunk, at);
            at += chunk.byteLength;
        }
        return decoder.decode(all);
    }
}
//# sourceMappingURL=response-body.js.map