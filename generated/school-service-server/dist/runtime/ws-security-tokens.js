// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { createHash, timingSafeEqual } from "node:crypto";
function textToken(token) {
  const sent = token.password;
  return {
    username: token.username,
    type: "text",
    password: sent,
    verify: (password) => sameText(sent, password)
  };
}
function digestToken(token) {
  const nonce = Buffer.from(token.nonce, "base64");
  return {
    username: token.username,
    type: "digest",
    verify: (password) => sameText(
      createHash("sha1").update(Buffer.concat([nonce, Buffer.from(token.created + password, "utf8")])).digest("base64"),
      token.password
    )
  };
}
function sameText(a, b) {
  const x = createHash("sha256").update(a).digest();
  const y = createHash("sha256").update(b).digest();
  return timingSafeEqual(x, y);
}
class MemoryNonceCache {
  #entries = /* @__PURE__ */ new Map();
  #nextSweep = 0;
  seen(key, expiresAt) {
    const now = Date.now();
    if (now >= this.#nextSweep) {
      for (const [k, until2] of this.#entries) if (until2 < now) this.#entries.delete(k);
      this.#nextSweep = now + 1e4;
    }
    const until = this.#entries.get(key);
    if (until !== void 0 && until >= now) return true;
    this.#entries.set(key, expiresAt);
    return false;
  }
}
export {
  MemoryNonceCache,
  digestToken,
  textToken
};
//# sourceMappingURL=ws-security-tokens.js.map
