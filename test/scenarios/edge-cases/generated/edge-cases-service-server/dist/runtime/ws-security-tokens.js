// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * UsernameTokens as the server's `validate` hook sees them (a PasswordText compared in constant
 * time, a PasswordDigest recomputed: SHA-1 of nonce, Created and password), and the cache of
 * nonces and signature values that refuses replays.
 */
import { createHash, timingSafeEqual } from "node:crypto";
export function textToken(token) {
    const sent = token.password;
    return {
        username: token.username,
        type: "text",
        password: sent,
        verify: (password) => sameText(sent, password),
    };
}
export function digestToken(token) {
    const nonce = Buffer.from(token.nonce, "base64");
    return {
        username: token.username,
        type: "digest",
        verify: (password) => sameText(createHash("sha1")
            .update(Buffer.concat([nonce, Buffer.from(token.created + password, "utf8")]))
            .digest("base64"), token.password),
    };
}
function sameText(a, b) {
    const x = createHash("sha256").update(a).digest();
    const y = createHash("sha256").update(b).digest();
    return timingSafeEqual(x, y);
}
/** Nonces in memory until they expire; expired ones are dropped as new ones come. */
export class MemoryNonceCache {
    #entries = new Map();
    #nextSweep = 0;
    seen(key, expiresAt) {
        const now = Date.now();
        if (now >= this.#nextSweep) {
            for (const [k, until] of this.#entries)
                if (until < now)
                    this.#entries.delete(k);
            this.#nextSweep = now + 10_000;
        }
        const until = this.#entries.get(key);
        if (until !== undefined && until >= now)
            return true;
        this.#entries.set(key, expiresAt);
        return false;
    }
}
//# sourceMappingURL=ws-security-tokens.js.map