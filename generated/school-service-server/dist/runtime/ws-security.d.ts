// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import type { IncomingHttpHeaders } from "node:http";
import { type SigningKey, type SoapVersion, type WsSecurityFaultCode, type XmlLimits } from "./contract-runtime.js";
import type { WsSecurityIdentity } from "./options.js";
import type { Fault } from "./soap-faults.js";
import { type NonceCache, type UsernameTokenCredentials } from "./ws-security-tokens.js";
/** What a `validate` hook knows of the request besides the token: never logged by the server. */
export interface WsSecurityContext {
    binding: "soap11" | "soap12";
    headers: IncomingHttpHeaders;
}
/** The server's `wsSecurity` option. */
export interface WsSecurityServerOptions {
    usernameToken?: {
        /** Accepts or refuses the token (refused: wsse:FailedAuthentication). */
        validate(token: UsernameTokenCredentials, ctx: WsSecurityContext): boolean | Promise<boolean>;
        /** Refuse a request without a UsernameToken (default true). */
        required?: boolean;
    };
    timestamp?: {
        /** Refuse a request without a Timestamp (default false). */
        required?: boolean;
        /** How far the sender's clock may be off (default 300 s). */
        clockSkewSeconds?: number;
    };
    /** How old a message may be (its Timestamp's or digest token's Created), beside its Expires (default 300 s). */
    maxAgeSeconds?: number;
    signature?: {
        /** Certificates (PEM) trusted to sign: signers themselves, or CAs that issued theirs. */
        trusted: readonly string[];
        /** Refuse a request whose Body is not signed (default true). */
        required?: boolean;
        /**
         * Refuse a signature that does not cover a Timestamp (default true): without one, a signed
         * message can be replayed once its signature value is no longer remembered
         * (`maxAgeSeconds` and twice the clock skew).
         */
        requireSignedTimestamp?: boolean;
        /** Sign every answer (its Body and a Timestamp) with this key. */
        signAnswers?: SigningKey;
    };
    nonceCache?: NonceCache;
}
/** The request passed (and its version), or the fault it gets. */
export type SecurityOutcome = {
    ok: true;
    version: SoapVersion | undefined;
    identity?: WsSecurityIdentity;
} | {
    ok: false;
    fault: Fault;
};
/** The checks of one server, with its nonce cache. */
export declare class WsSecurityCheck {
    #private;
    readonly options: WsSecurityServerOptions;
    constructor(options: WsSecurityServerOptions);
    check(xml: string, limits: XmlLimits, headers: IncomingHttpHeaders, now?: Date): Promise<SecurityOutcome>;
    /** The answer signed, when `signAnswers` asks (a fault is not). */
    signAnswer(xml: string, version: SoapVersion): Promise<string>;
}
/** A WS-Security fault: SOAP 1.1's faultcode, or SOAP 1.2's Sender with the code as its Subcode. */
export declare function securityFault(version: SoapVersion, code: WsSecurityFaultCode): Fault;
