/**
 * UsernameTokens as the server's `validate` hook sees them (a PasswordText compared in constant
 * time, a PasswordDigest recomputed: SHA-1 of nonce, Created and password), and the cache of
 * nonces and signature values that refuses replays.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { UsernameTokenFields } from "./ws-security-header.js";

/** A UsernameToken as the `validate` hook sees it. */
export interface UsernameTokenCredentials {
  username: string;
  /** `text`: the password was sent (PasswordText); `digest`: a PasswordDigest with its nonce. */
  type: "text" | "digest";
  /** The password sent, for a PasswordText token. */
  password?: string;
  /** Whether the token proves `password`: compared in constant time, or the digest recomputed. */
  verify(password: string): boolean;
}

/**
 * Where nonces and signature values are remembered while their message could still be accepted:
 * `seen` records `key` until `expiresAt` (ms since the epoch) and says whether it was there already.
 * The default keeps them in memory; share one (Redis, say) between the processes of a service.
 */
export interface NonceCache {
  seen(key: string, expiresAt: number): boolean | Promise<boolean>;
}

export function textToken(token: UsernameTokenFields): UsernameTokenCredentials {
  const sent = token.password!;
  return {
    username: token.username!,
    type: "text",
    password: sent,
    verify: (password) => sameText(sent, password),
  };
}

export function digestToken(token: UsernameTokenFields): UsernameTokenCredentials {
  const nonce = Buffer.from(token.nonce!, "base64");
  return {
    username: token.username!,
    type: "digest",
    verify: (password) =>
      sameText(
        createHash("sha1")
          .update(Buffer.concat([nonce, Buffer.from(token.created! + password, "utf8")]))
          .digest("base64"),
        token.password!,
      ),
  };
}

function sameText(a: string, b: string): boolean {
  const x = createHash("sha256").update(a).digest();
  const y = createHash("sha256").update(b).digest();
  return timingSafeEqual(x, y);
}

/** Nonces in memory until they expire; expired ones are dropped as new ones come. */
export class MemoryNonceCache implements NonceCache {
  readonly #entries = new Map<string, number>();
  #nextSweep = 0;

  seen(key: string, expiresAt: number): boolean {
    const now = Date.now();
    if (now >= this.#nextSweep) {
      for (const [k, until] of this.#entries) if (until < now) this.#entries.delete(k);
      this.#nextSweep = now + 10_000;
    }
    const until = this.#entries.get(key);
    if (until !== undefined && until >= now) return true;
    this.#entries.set(key, expiresAt);
    return false;
  }
}
