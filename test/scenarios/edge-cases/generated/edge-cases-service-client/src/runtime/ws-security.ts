// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * WS-Security 1.1 on the client's SOAP requests: a Security header with a Timestamp, a
 * UsernameToken (PasswordText, or PasswordDigest with Nonce and Created) and an X.509 signature of
 * the Body and the Timestamp (BinarySecurityToken, exclusive c14n); and the check of the answer's
 * signature against trusted certificates. Tokens and digests use WebCrypto, which browsers and
 * Node share; signatures need Node (xml-crypto, loaded when first used).
 */
import {
  BASE64_BINARY,
  certificateBase64,
  escapeXml,
  PASSWORD_DIGEST,
  PASSWORD_TEXT,
  type SignatureAlgorithm,
  signEnvelope,
  type SigningKey,
  SOAP_NS,
  type SoapVersion,
  verifyEnvelope,
  wholeNumberOption,
  WSSE_NS,
  WsSecurityRefusal,
  WSU_NS,
  X509_V3,
} from "./contract-runtime.js";
import { SecurityError, type CallSite } from "./errors.js";
import type { WireRequest } from "./request-writer.js";
import type { WireResponse } from "./response-reader.js";

/** What the Security header of every SOAP request carries (`new WsSecurity(options)`). */
export interface WsSecurityOptions {
  /** A UsernameToken: the password as text, or (`digest: true`) as PasswordDigest with Nonce and Created. */
  usernameToken?: { username: string; password: string; digest?: boolean };
  /** A Timestamp: Created now, Expires `ttlSeconds` (whole seconds, at least 1) later (default 300). */
  timestamp?: { ttlSeconds?: number };
  /** An X.509 signature of the Body and the Timestamp; Node only (needs xml-crypto and @xmldom/xmldom). */
  signature?: SigningKey & {
    /** Refuse an answer (HTTP 200) unless these certificates (PEM, or their CAs') signed its Body. */
    verifyAnswers?: { trusted: readonly string[] };
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

const PREFIX: Record<SoapVersion, string> = { "1.1": "soap", "1.2": "soap12" };

/**
 * The client's `wsSecurity` option: `new WsSecurity({ usernameToken, timestamp, signature })`.
 * Passed in as a value, as the validators are, so that a bundle that does not use it carries none
 * of it.
 */
export class WsSecurity {
  readonly #options: WsSecurityOptions;
  /** How long a Timestamp is valid, when one is sent (the option's, or the policy's). */
  readonly #ttlSeconds: number;

  /**
   * Throws a TypeError for a certificate that is not PEM (naming no credential), and a TypeError or
   * RangeError for a `ttlSeconds` that is not a whole number of seconds of 1 or more.
   */
  constructor(options: WsSecurityOptions) {
    const unknown = Object.keys(options).filter(
      (k) => !["usernameToken", "timestamp", "signature", "mustUnderstand"].includes(k),
    );
    if (unknown.length > 0) throw new TypeError(`wsSecurity: unknown option ${unknown.join(", ")}`);
    if (options.signature) certificateBase64(options.signature.certificate);
    this.#ttlSeconds = wholeNumberOption(
      "wsSecurity.timestamp.ttlSeconds",
      options.timestamp?.ttlSeconds,
      300,
      { unit: "seconds", min: 1 },
    );
    this.#options = options;
  }

  /** The request with its Security header (and signature); a SecurityError when it cannot be signed. */
  async secureRequest(
    site: CallSite,
    request: WireRequest,
    policy: SecurityPolicyDefaults = {},
    now: Date = new Date(),
  ): Promise<WireRequest> {
    const options = withPolicy(this.#options, policy);
    const version: SoapVersion = site.binding === "soap12" ? "1.2" : "1.1";
    const p = PREFIX[version];
    const tokenId = `X509-${randomHex(8)}`;
    const header =
      `<wsse:Security xmlns:wsse="${WSSE_NS}" xmlns:wsu="${WSU_NS}"` +
      `${options.mustUnderstand === false ? "" : ` ${p}:mustUnderstand="1"`}>` +
      (options.timestamp ? timestamp(this.#ttlSeconds, now) : "") +
      (options.signature
        ? `<wsse:BinarySecurityToken EncodingType="${BASE64_BINARY}" ValueType="${X509_V3}" wsu:Id="${tokenId}">` +
          `${certificateBase64(options.signature.certificate)}</wsse:BinarySecurityToken>`
        : "") +
      (options.usernameToken ? await usernameToken(options.usernameToken, now) : "") +
      "</wsse:Security>";
    const body = request.body!;
    const open = `<${p}:Header>`;
    // Replaced by functions: a `$` in a password is no replacement pattern.
    let xml = body.includes(open)
      ? body.replace(open, () => `${open}${header}`)
      : body.replace(`<${p}:Body>`, () => `${open}${header}</${p}:Header><${p}:Body>`);
    if (options.signature) {
      try {
        xml = await signEnvelope(
          xml,
          SOAP_NS[version],
          options.signature,
          tokenId,
          options.timestamp !== undefined,
        );
      } catch (err) {
        // The cause is xml-crypto's or node:crypto's error, which names no key material.
        throw new SecurityError(site, "InvalidSecurity", "the request could not be signed", {
          cause: err,
        });
      }
    }
    return { ...request, body: xml };
  }

  /** Refuses an answer whose signature is missing, untrusted or wrong, when `verifyAnswers` asks. */
  async checkAnswer(site: CallSite, response: WireResponse): Promise<void> {
    const trusted = this.#options.signature?.verifyAnswers?.trusted;
    if (!trusted || response.status !== 200) return;
    const version: SoapVersion = site.binding === "soap12" ? "1.2" : "1.1";
    try {
      const verified = await verifyEnvelope(response.body, SOAP_NS[version], trusted, false);
      if (!verified) throw new WsSecurityRefusal("InvalidSecurity", "the answer is not signed");
    } catch (err) {
      if (err instanceof WsSecurityRefusal) throw new SecurityError(site, err.code, err.message);
      throw err;
    }
  }
}

/** The options with the policy's defaults where they say nothing. */
function withPolicy(options: WsSecurityOptions, policy: SecurityPolicyDefaults): WsSecurityOptions {
  const { usernameToken, signature } = options;
  return {
    ...options,
    ...(usernameToken && usernameToken.digest === undefined && policy.digest !== undefined
      ? { usernameToken: { ...usernameToken, digest: policy.digest } }
      : {}),
    ...(options.timestamp === undefined && policy.timestamp ? { timestamp: {} } : {}),
    ...(signature && signature.algorithm === undefined && policy.algorithm
      ? { signature: { ...signature, algorithm: policy.algorithm } }
      : {}),
  };
}

function timestamp(ttlSeconds: number, now: Date): string {
  const expires = new Date(now.getTime() + ttlSeconds * 1000);
  return (
    `<wsu:Timestamp wsu:Id="TS-${randomHex(8)}"><wsu:Created>${now.toISOString()}</wsu:Created>` +
    `<wsu:Expires>${expires.toISOString()}</wsu:Expires></wsu:Timestamp>`
  );
}

/** PasswordDigest = Base64(SHA-1(nonce + created + password)), as the Username Token Profile 1.1 says. */
async function usernameToken(
  token: NonNullable<WsSecurityOptions["usernameToken"]>,
  now: Date,
): Promise<string> {
  const created = now.toISOString();
  let password: string;
  let extra = "";
  if (token.digest) {
    const nonce = globalThis.crypto.getRandomValues(new Uint8Array(16));
    const utf8 = new TextEncoder().encode(created + token.password);
    const input = new Uint8Array(nonce.length + utf8.length);
    input.set(nonce);
    input.set(utf8, nonce.length);
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-1", input));
    password = `<wsse:Password Type="${PASSWORD_DIGEST}">${base64(digest)}</wsse:Password>`;
    extra =
      `<wsse:Nonce EncodingType="${BASE64_BINARY}">${base64(nonce)}</wsse:Nonce>` +
      `<wsu:Created>${created}</wsu:Created>`;
  } else {
    password = `<wsse:Password Type="${PASSWORD_TEXT}">${escapeXml(token.password)}</wsse:Password>`;
  }
  return (
    `<wsse:UsernameToken wsu:Id="UsernameToken-${randomHex(8)}">` +
    `<wsse:Username>${escapeXml(token.username)}</wsse:Username>${password}${extra}</wsse:UsernameToken>`
  );
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function randomHex(bytes: number): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}
