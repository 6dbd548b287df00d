// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * WS-Security 1.1 at the server: the Security header of each SOAP request is checked before the
 * request is read further (the implementation is never reached when it fails): its Timestamp within
 * the allowed clock skew, its UsernameToken (PasswordText or PasswordDigest) by the `validate`
 * hook, its X.509 signature against the trusted certificates, nonces and signatures seen before
 * refused as replays. A refusal is the fault the OASIS specification names (wsse:FailedAuthentication,
 * ...), worded as its table words it, without saying more. Answers can be signed.
 */
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import {
  BASE64_BINARY,
  certificateBase64,
  escapeXmlText,
  PASSWORD_DIGEST,
  PASSWORD_TEXT,
  responseEnvelope,
  signEnvelope,
  type SigningKey,
  SOAP_NS,
  type SoapVersion,
  verifyEnvelope,
  wholeNumberOption,
  WSSE_NS,
  type WsSecurityFaultCode,
  WsSecurityRefusal,
  WSU_NS,
  X509_V3,
  type XmlLimits,
} from "./contract-runtime.js";
import type { WsSecurityIdentity } from "./options.js";
import type { Fault } from "./soap-faults.js";
import { readSecurityHeader, type SecurityHeader } from "./ws-security-header.js";
import {
  MemoryNonceCache,
  digestToken,
  textToken,
  type NonceCache,
  type UsernameTokenCredentials,
} from "./ws-security-tokens.js";

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
export type SecurityOutcome =
  | { ok: true; version: SoapVersion | undefined; identity?: WsSecurityIdentity }
  | { ok: false; fault: Fault };

/** The OASIS specification's wording of each fault code. */
const FAULT_REASONS: Record<WsSecurityFaultCode, string> = {
  UnsupportedSecurityToken: "An unsupported token was provided",
  UnsupportedAlgorithm: "An unsupported signature or encryption algorithm was used",
  InvalidSecurity: "An error was discovered processing the <wsse:Security> header.",
  InvalidSecurityToken: "An invalid security token was provided",
  FailedAuthentication: "The security token could not be authenticated or authorized",
  FailedCheck: "The signature or decryption was invalid",
  SecurityTokenUnavailable: "Referenced security token could not be retrieved",
  MessageExpired: "The message has expired",
};

/** The checks of one server, with its nonce cache. */
export class WsSecurityCheck {
  readonly options: WsSecurityServerOptions;
  readonly #cache: NonceCache;
  /** The clock skew allowed, and how old a message may be, in milliseconds. */
  readonly #skewMs: number;
  readonly #maxAgeMs: number;

  constructor(options: WsSecurityServerOptions) {
    this.options = options;
    this.#cache = options.nonceCache ?? new MemoryNonceCache();
    // NaN would let every Timestamp pass and make nonces forgotten at once: replays unrefused.
    const seconds = { unit: "seconds", min: 0 };
    this.#skewMs =
      wholeNumberOption(
        "options.wsSecurity.timestamp.clockSkewSeconds",
        options.timestamp?.clockSkewSeconds,
        300,
        seconds,
      ) * 1000;
    this.#maxAgeMs =
      wholeNumberOption("options.wsSecurity.maxAgeSeconds", options.maxAgeSeconds, 300, seconds) *
      1000;
  }

  async check(
    xml: string,
    limits: XmlLimits,
    headers: IncomingHttpHeaders,
    now: Date = new Date(),
  ): Promise<SecurityOutcome> {
    const header = readSecurityHeader(xml, limits);
    // Not an envelope the reader can read: the envelope reader refuses it (malformed, version).
    if (!header) return { ok: true, version: undefined };
    try {
      const identity = await this.#check(header, xml, headers, now.getTime());
      return identity.username === undefined && identity.certificate === undefined
        ? { ok: true, version: header.version }
        : { ok: true, version: header.version, identity };
    } catch (err) {
      if (!(err instanceof WsSecurityRefusal)) throw err;
      return { ok: false, fault: securityFault(header.version, err.code) };
    }
  }

  async #check(
    header: SecurityHeader,
    xml: string,
    headers: IncomingHttpHeaders,
    now: number,
  ): Promise<WsSecurityIdentity> {
    const o = this.options;
    const identity: WsSecurityIdentity = {};
    if (header.count > 1 || header.repeated)
      refuse("InvalidSecurity", "more than one Security header, Timestamp, token or signature");
    const skew = this.#skewMs;
    const maxAge = this.#maxAgeMs;
    const keepUntil = now + maxAge + 2 * skew;
    if (header.timestamp) {
      const created = instant(header.timestamp.created);
      const expires =
        header.timestamp.expires === undefined ? undefined : instant(header.timestamp.expires);
      checkFresh(created, now, skew, maxAge);
      if (expires !== undefined && expires + skew < now)
        refuse("MessageExpired", "the Timestamp has expired");
    } else if (o.timestamp?.required) refuse("InvalidSecurity", "a Timestamp is required");

    if (o.signature) {
      if (header.signed) {
        const verified = await verifyEnvelope(
          xml,
          SOAP_NS[header.version],
          o.signature.trusted,
          o.signature.requireSignedTimestamp !== false,
          new Date(now),
        );
        if (verified && (await this.#cache.seen(`sig:${verified.signatureValue}`, keepUntil)))
          refuse("InvalidSecurity", "a replayed signature");
        if (verified) identity.certificate = verified.certificate;
      } else if (o.signature.required !== false)
        refuse("InvalidSecurity", "a signed Body is required");
    }

    const token = header.usernameToken;
    if (o.usernameToken) {
      if (!token) {
        if (o.usernameToken.required !== false)
          refuse("InvalidSecurity", "a UsernameToken is required");
        return identity;
      }
      if (token.username === undefined || token.password === undefined)
        refuse("InvalidSecurity", "a UsernameToken without Username or Password");
      const type = token.passwordType ?? PASSWORD_TEXT;
      if (type !== PASSWORD_TEXT && type !== PASSWORD_DIGEST)
        refuse("UnsupportedSecurityToken", "an unknown password type");
      if (type === PASSWORD_DIGEST) {
        if (token.nonce === undefined || token.created === undefined)
          refuse("InvalidSecurity", "a PasswordDigest without Nonce and Created");
        checkFresh(instant(token.created), now, skew, maxAge);
      }
      const credentials = type === PASSWORD_TEXT ? textToken(token) : digestToken(token);
      const ctx: WsSecurityContext = {
        binding: header.version === "1.1" ? "soap11" : "soap12",
        headers,
      };
      if (!(await o.usernameToken.validate(credentials, ctx)))
        refuse("FailedAuthentication", "the UsernameToken was refused");
      // Remembered once the token is accepted: a caller without credentials fills no cache.
      if (token.nonce !== undefined && (await this.#cache.seen(`nonce:${token.nonce}`, keepUntil)))
        refuse("InvalidSecurity", "a replayed nonce");
      identity.username = credentials.username;
    }
    return identity;
  }

  /** The answer signed, when `signAnswers` asks (a fault is not). */
  async signAnswer(xml: string, version: SoapVersion): Promise<string> {
    const key = this.options.signature?.signAnswers;
    if (!key) return xml;
    const now = new Date();
    const expires = new Date(now.getTime() + 300_000);
    const tokenId = `X509-${randomId()}`;
    const security =
      `<wsse:Security xmlns:wsse="${WSSE_NS}" xmlns:wsu="${WSU_NS}">` +
      `<wsu:Timestamp wsu:Id="TS-${randomId()}"><wsu:Created>${now.toISOString()}</wsu:Created>` +
      `<wsu:Expires>${expires.toISOString()}</wsu:Expires></wsu:Timestamp>` +
      `<wsse:BinarySecurityToken EncodingType="${BASE64_BINARY}" ValueType="${X509_V3}" wsu:Id="${tokenId}">` +
      `${certificateBase64(key.certificate)}</wsse:BinarySecurityToken></wsse:Security>`;
    const withHeader = xml.includes("<soap:Header>")
      ? xml.replace("<soap:Header>", () => `<soap:Header>${security}`)
      : xml.replace("<soap:Body>", () => `<soap:Header>${security}</soap:Header><soap:Body>`);
    return signEnvelope(withHeader, SOAP_NS[version], key, tokenId, true);
  }
}

/** A WS-Security fault: SOAP 1.1's faultcode, or SOAP 1.2's Sender with the code as its Subcode. */
export function securityFault(version: SoapVersion, code: WsSecurityFaultCode): Fault {
  const reason = escapeXmlText(FAULT_REASONS[code]);
  const body =
    version === "1.1"
      ? `<soap:Fault><faultcode xmlns:wsse="${WSSE_NS}">wsse:${code}</faultcode>` +
        `<faultstring>${reason}</faultstring></soap:Fault>`
      : `<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value><soap:Subcode>` +
        `<soap:Value xmlns:wsse="${WSSE_NS}">wsse:${code}</soap:Value></soap:Subcode></soap:Code>` +
        `<soap:Reason><soap:Text xml:lang="en">${reason}</soap:Text></soap:Reason></soap:Fault>`;
  return { version, body: responseEnvelope(version, body) };
}

function refuse(code: WsSecurityFaultCode, message: string): never {
  throw new WsSecurityRefusal(code, message);
}

function instant(text: string | undefined): number {
  const t = text === undefined ? Number.NaN : Date.parse(text);
  if (Number.isNaN(t) || !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(text!))
    refuse("InvalidSecurity", "a Created or Expires that is no UTC dateTime");
  return t;
}

/** Refuses a Created in the future (beyond the skew), or older than `maxAge`. */
function checkFresh(created: number, now: number, skew: number, maxAge: number): void {
  if (created - skew > now) refuse("MessageExpired", "created in the future");
  if (created + maxAge + skew < now) refuse("MessageExpired", "too old");
}

function randomId(): string {
  return randomBytes(8).toString("hex");
}
