// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * WS-Security 1.1 on the client's SOAP requests: a Security header with a Timestamp, a
 * UsernameToken (PasswordText, or PasswordDigest with Nonce and Created) and an X.509 signature of
 * the Body and the Timestamp (BinarySecurityToken, exclusive c14n); and the check of the answer's
 * signature against trusted certificates. Tokens and digests use WebCrypto, which browsers and
 * Node share; signatures need Node (xml-crypto, loaded when first used).
 */
import { type SignatureAlgorithm, type SigningKey } from "./contract-runtime.js";
import { type CallSite } from "./errors.js";
import type { WireRequest } from "./request-writer.js";
import type { WireResponse } from "./response-reader.js";
/** What the Security header of every SOAP request carries (`new WsSecurity(options)`). */
export interface WsSecurityOptions {
    /** A UsernameToken: the password as text, or (`digest: true`) as PasswordDigest with Nonce and Created. */
    usernameToken?: {
        username: string;
        password: string;
        digest?: boolean;
    };
    /** A Timestamp: Created now, Expires `ttlSeconds` (whole seconds, at least 1) later (default 300). */
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
/**
 * What the contract's WS-SecurityPolicy asks of a binding, as defaults of the options: a digest
 * password, a timestamp, the signature algorithm of its algorithm suite. An option given wins.
 */
export interface SecurityPolicyDefaults {
    digest?: boolean;
    timestamp?: boolean;
    algorithm?: SignatureAlgorithm;
}
/**
 * The client's `wsSecurity` option: `new WsSecurity({ usernameToken, timestamp, signature })`.
 * Passed in as a value, as the validators are, so that a bundle that does not use it carries none
 * of it.
 */
export declare class WsSecurity {
    #private;
    /**
     * Throws a TypeError for a certificate that is not PEM (naming no credential), and a TypeError or
     * RangeError for a `ttlSeconds` that is not a whole number of seconds of 1 or more.
     */
    constructor(options: WsSecurityOptions);
    /** The request with its Security header (and signature); a SecurityError when it cannot be signed. */
    secureRequest(site: CallSite, request: WireRequest, policy?: SecurityPolicyDefaults, now?: Date): Promise<WireRequest>;
    /** Refuses an answer whose signature is missing, untrusted or wrong, when `verifyAnswers` asks. */
    checkAnswer(site: CallSite, response: WireResponse): Promise<void>;
}
