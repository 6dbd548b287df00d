// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * How calls travel, beyond the address: HTTP authentication, TLS (client certificates, custom
 * CAs), proxies, retries, hooks that see each exchange, and WS-Addressing. Every option is off
 * unless given, but the proxy of the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) on Node.
 * What a browser cannot do (NTLM, client certificates, proxies: the browser decides those) is
 * refused when the client is made, never ignored.
 */
import type { Binding } from "./errors.js";
import type { Mtom } from "./mtom.js";
/** HTTP authentication of every request. */
export type HttpAuth = {
    type: "basic";
    username: string;
    password: string;
} | {
    type: "bearer";
    token: string | (() => string | Promise<string>);
} | {
    type: "ntlm";
    username: string;
    password: string;
    domain?: string;
    workstation?: string;
};
/** TLS of `https:` requests on Node: as node:tls reads them (PEM text or bytes). */
export interface TlsOptions {
    /** The CAs to trust instead of Node's own (PEM); a server certificate they did not sign is refused. */
    ca?: string | Uint8Array | readonly (string | Uint8Array)[];
    /** The client certificate (PEM) and its key, for mutual TLS. */
    cert?: string | Uint8Array;
    key?: string | Uint8Array;
    /** The client certificate and key as one PKCS#12 file (PFX), instead of `cert` and `key`. */
    pfx?: string | Uint8Array;
    /** The passphrase of `key` or `pfx`. */
    passphrase?: string;
    /** The name the server certificate must carry, when it is not the URL's host. */
    servername?: string;
    /** Checks the server's certificate (default true); false only for a test against a self-signed one. */
    rejectUnauthorized?: boolean;
}
/**
 * Retries, with exponential backoff and jitter. A call is repeated only where that is safe: when
 * the request never reached the server whole (the connection was refused, the name did not
 * resolve, or on Node the connection failed before the request was all written), when the server answered 503 with Retry-After (it says it did not take the request),
 * and for any network error or 502/503/504 when the call is safe to repeat: HTTP GET, or an
 * operation marked idempotent here or by the call. A SOAP POST that may have been processed is
 * never sent again otherwise. Every attempt and wait counts in the call's time limit.
 */
export interface RetryOptions {
    /** How many times a call may be repeated (default 2). */
    retries?: number;
    /** The first wait, in milliseconds (default 200), doubled at each attempt. */
    minDelayMs?: number;
    /** The longest wait (default 5000); a Retry-After longer than this is not waited for. */
    maxDelayMs?: number;
    /** The operations safe to repeat after a network error (by name), or true for all. */
    idempotent?: boolean | readonly string[];
}
/** One request as the hooks see it (its secrets redacted unless `hooks.raw`). */
export interface HookRequest {
    operation: string;
    binding: Binding;
    /** 1 for the first attempt, 2 for the first retry, ... */
    attempt: number;
    method: string;
    url: string;
    headers: Readonly<Record<string, string>>;
    body: string | undefined;
}
/** How an exchange ended: its answer or its error, and how long it took. */
export interface HookResponse {
    request: HookRequest;
    durationMs: number;
    /** The answer, whatever its status (absent when the exchange failed). */
    status?: number;
    headers?: Readonly<Record<string, string>>;
    body?: string;
    /** Why the exchange failed (absent when an answer came). */
    error?: unknown;
}
/** Hooks for logging, metrics and tracing, called for every attempt. A hook that throws fails the call. */
export interface ClientHooks {
    onRequest?: (request: HookRequest) => void;
    onResponse?: (response: HookResponse) => void;
    /**
     * The exchanges as sent and received, secrets included (default false: Authorization and
     * Proxy-Authorization, cookies, the `auth` header's values, passwords, nonces, tokens and
     * digests are replaced by `[redacted]`).
     */
    raw?: boolean;
    /** More elements whose text is a secret, by local name (a `soapHeaders` block's password, say). */
    secretElements?: readonly string[];
}
/** WS-Addressing 1.0 headers of SOAP calls. */
export interface AddressingOptions {
    /** Where the answer goes (default the anonymous address: on the same connection). */
    replyTo?: string;
    /** The `To` header (default the endpoint's URL). */
    to?: string;
}
/** The options of ClientOptions that decide how calls travel. */
export interface TransportOptions {
    /** HTTP authentication: Basic, Bearer, or NTLM (Node only). */
    httpAuth?: HttpAuth;
    /** Client certificates and trusted CAs (Node only; a browser uses its own). */
    tls?: TlsOptions;
    /**
     * The proxy (Node only): a URL (`http://user:pass@proxy:3128`) for every request, false for
     * none; by default the environment's HTTPS_PROXY / HTTP_PROXY / ALL_PROXY, with NO_PROXY, read
     * through the optional peer dependencies `proxy-from-env`, `https-proxy-agent` and
     * `http-proxy-agent`.
     */
    proxy?: string | false;
    /**
     * An `http.Agent` (or `https.Agent`) for every request, instead of the one the other options
     * make (Node only): its own proxy, TLS and connection pool apply.
     */
    agent?: object;
    /** Retries where they are safe (off unless given; `true` for the defaults). */
    retry?: boolean | RetryOptions;
    /** Hooks seeing each exchange. */
    hooks?: ClientHooks;
    /**
     * WS-Addressing headers on SOAP calls (Action and To marked mustUnderstand, MessageID,
     * ReplyTo), as WCF's wsHttpBinding needs them: on by default where the contract's binding uses
     * addressing, false to leave them out.
     */
    addressing?: boolean | AddressingOptions;
    /**
     * SOAP calls sent as MTOM/XOP packages, their large base64Binary values as binary parts:
     * `new Mtom({ threshold })` (Node only; off by default, as in ASMX and WCF clients).
     */
    mtom?: Mtom;
}
/** The options of one call that decide how it travels. */
export interface CallTransportOptions {
    /** This call is safe to repeat after a network error (see RetryOptions). */
    idempotent?: boolean;
}
