// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * WS-Security 1.1 on the client's SOAP requests: a Security header with a Timestamp, a
 * UsernameToken (PasswordText, or PasswordDigest with Nonce and Created) and an X.509 signature of
 * the Body and the Timestamp (BinarySecurityToken, exclusive c14n); and the check of the answer's
 * signature against trusted certificates. Tokens and digests use WebCrypto, which browsers and
 * Node share; signatures need Node (xml-crypto, loaded when first used).
 */
import { type SigningKey } from "./contract-runtime.js";
import { type CallSite } from "./errors.js";
import type { WireRequest } from "./request-writer.js";
import type { WireResponse } from "./response-reader.js";
/** The `wsSecurity` option: what the Security header of every SOAP request carries. */
export interface WsSecurityOptions {
    /** A UsernameToken: the password as text, or (`digest: true`) as PasswordDigest with Nonce and Created. */
    usernameToken?: {
        username: string;
        password: string;
        digest?: boolean;
    };
    /** A Timestamp: Created now, Expires `ttlSeconds` later (default 300). */
    timestamp?: {
        ttlSeconds?: number;
    };
    /** An X.509 signature of the Body and the Timestamp; Node only (needs xml-crypto and @xmldom/xmldom). */
    signature?: SigningKey & {
        /** Refuse an answer (HTTP 200) unless these certificates (PEM, or their CAs') signed its Body. */
        verifyAnswers?: {
            trusted: readonly string[];
        };
    };
    /** Mark the Security header mustUnderstand (default true). */
    mustUnderstand?: boolean;
}
/** The request with its Security header (and signature); a SecurityError when it cannot be signed. */
export declare function secureRequest(site: CallSite, options: WsSecurityOptions, request: WireRequest, now?: Date): Promise<WireRequest>;
/** Refuses an answer whose signature is missing, untrusted or wrong, when `verifyAnswers` asks. */
export declare function checkAnswer(site: CallSite, options: WsSecurityOptions, response: WireResponse): Promise<void>;
