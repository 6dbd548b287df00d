// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
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
export declare function textToken(token: UsernameTokenFields): UsernameTokenCredentials;
export declare function digestToken(token: UsernameTokenFields): UsernameTokenCredentials;
/** Nonces in memory until they expire; expired ones are dropped as new ones come. */
export declare class MemoryNonceCache implements NonceCache {
    #private;
    seen(key: string, expiresAt: number): boolean;
}
