// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { randomBytes } from "node:crypto";
import {
  BASE64_BINARY,
  certificateBase64,
  escapeXmlText,
  PASSWORD_DIGEST,
  PASSWORD_TEXT,
  responseEnvelope,
  signEnvelope,
  SOAP_NS,
  verifyEnvelope,
  wholeNumberOption,
  WSSE_NS,
  WsSecurityRefusal,
  WSU_NS,
  X509_V3
} from "./contract-runtime.js";
import { readSecurityHeader } from "./ws-security-header.js";
import {
  MemoryNonceCache,
  digestToken,
  textToken
} from "./ws-security-tokens.js";
const FAULT_REASONS = {
  UnsupportedSecurityToken: "An unsupported token was provided",
  UnsupportedAlgorithm: "An unsupported signature or encryption algorithm was used",
  InvalidSecurity: "An error was discovered processing the <wsse:Security> header.",
  InvalidSecurityToken: "An invalid security token was provided",
  FailedAuthentication: "The security token could not be authenticated or authorized",
  FailedCheck: "The signature or decryption was invalid",
  SecurityTokenUnavailable: "Referenced security token could not be retrieved",
  MessageExpired: "The message has expired"
};
class WsSecurityCheck {
  options;
  #cache;
  /** The clock skew allowed, and how old a message may be, in milliseconds. */
  #skewMs;
  #maxAgeMs;
  constructor(options) {
    this.options = options;
    this.#cache = options.nonceCache ?? new MemoryNonceCache();
    const seconds = { unit: "seconds", min: 0 };
    this.#skewMs = wholeNumberOption(
      "options.wsSecurity.timestamp.clockSkewSeconds",
      options.timestamp?.clockSkewSeconds,
      300,
      seconds
    ) * 1e3;
    this.#maxAgeMs = wholeNumberOption("options.wsSecurity.maxAgeSeconds", options.maxAgeSeconds, 300, seconds) * 1e3;
  }
  async check(xml, limits, headers, now = /* @__PURE__ */ new Date()) {
    const header = readSecurityHeader(xml, limits);
    if (!header) return { ok: true, version: void 0 };
    try {
      const identity = await this.#check(header, xml, headers, now.getTime());
      return identity.username === void 0 && identity.certificate === void 0 ? { ok: true, version: header.version } : { ok: true, version: header.version, identity };
    } catch (err) {
      if (!(err instanceof WsSecurityRefusal)) throw err;
      return { ok: false, fault: securityFault(header.version, err.code) };
    }
  }
  async #check(header, xml, headers, now) {
    const o = this.options;
    const identity = {};
    if (header.count > 1 || header.repeated)
      refuse("InvalidSecurity", "more than one Security header, Timestamp, token or signature");
    const skew = this.#skewMs;
    const maxAge = this.#maxAgeMs;
    const keepUntil = now + maxAge + 2 * skew;
    if (header.timestamp) {
      const created = instant(header.timestamp.created);
      const expires = header.timestamp.expires === void 0 ? void 0 : instant(header.timestamp.expires);
      checkFresh(created, now, skew, maxAge);
      if (expires !== void 0 && expires + skew < now)
        refuse("MessageExpired", "the Timestamp has expired");
    } else if (o.timestamp?.required) refuse("InvalidSecurity", "a Timestamp is required");
    if (o.signature) {
      if (header.signed) {
        const verified = await verifyEnvelope(
          xml,
          SOAP_NS[header.version],
          o.signature.trusted,
          o.signature.requireSignedTimestamp !== false,
          new Date(now)
        );
        if (verified && await this.#cache.seen(`sig:${verified.signatureValue}`, keepUntil))
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
      if (token.username === void 0 || token.password === void 0)
        refuse("InvalidSecurity", "a UsernameToken without Username or Password");
      const type = token.passwordType ?? PASSWORD_TEXT;
      if (type !== PASSWORD_TEXT && type !== PASSWORD_DIGEST)
        refuse("UnsupportedSecurityToken", "an unknown password type");
      if (type === PASSWORD_DIGEST) {
        if (token.nonce === void 0 || token.created === void 0)
          refuse("InvalidSecurity", "a PasswordDigest without Nonce and Created");
        checkFresh(instant(token.created), now, skew, maxAge);
      }
      const credentials = type === PASSWORD_TEXT ? textToken(token) : digestToken(token);
      const ctx = {
        binding: header.version === "1.1" ? "soap11" : "soap12",
        headers
      };
      if (!await o.usernameToken.validate(credentials, ctx))
        refuse("FailedAuthentication", "the UsernameToken was refused");
      if (token.nonce !== void 0 && await this.#cache.seen(`nonce:${token.nonce}`, keepUntil))
        refuse("InvalidSecurity", "a replayed nonce");
      identity.username = credentials.username;
    }
    return identity;
  }
  /** The answer signed, when `signAnswers` asks (a fault is not). */
  async signAnswer(xml, version) {
    const key = this.options.signature?.signAnswers;
    if (!key) return xml;
    const now = /* @__PURE__ */ new Date();
    const expires = new Date(now.getTime() + 3e5);
    const tokenId = `X509-${randomId()}`;
    const security = `<wsse:Security xmlns:wsse="${WSSE_NS}" xmlns:wsu="${WSU_NS}"><wsu:Timestamp wsu:Id="TS-${randomId()}"><wsu:Created>${now.toISOString()}</wsu:Created><wsu:Expires>${expires.toISOString()}</wsu:Expires></wsu:Timestamp><wsse:BinarySecurityToken EncodingType="${BASE64_BINARY}" ValueType="${X509_V3}" wsu:Id="${tokenId}">${certificateBase64(key.certificate)}</wsse:BinarySecurityToken></wsse:Security>`;
    const withHeader = xml.includes("<soap:Header>") ? xml.replace("<soap:Header>", () => `<soap:Header>${security}`) : xml.replace("<soap:Body>", () => `<soap:Header>${security}</soap:Header><soap:Body>`);
    return signEnvelope(withHeader, SOAP_NS[version], key, tokenId, true);
  }
}
function securityFault(version, code) {
  const reason = escapeXmlText(FAULT_REASONS[code]);
  const body = version === "1.1" ? `<soap:Fault><faultcode xmlns:wsse="${WSSE_NS}">wsse:${code}</faultcode><faultstring>${reason}</faultstring></soap:Fault>` : `<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value><soap:Subcode><soap:Value xmlns:wsse="${WSSE_NS}">wsse:${code}</soap:Value></soap:Subcode></soap:Code><soap:Reason><soap:Text xml:lang="en">${reason}</soap:Text></soap:Reason></soap:Fault>`;
  return { version, body: responseEnvelope(version, body) };
}
function refuse(code, message) {
  throw new WsSecurityRefusal(code, message);
}
function instant(text) {
  const t = text === void 0 ? Number.NaN : Date.parse(text);
  if (Number.isNaN(t) || !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(text))
    refuse("InvalidSecurity", "a Created or Expires that is no UTC dateTime");
  return t;
}
function checkFresh(created, now, skew, maxAge) {
  if (created - skew > now) refuse("MessageExpired", "created in the future");
  if (created + maxAge + skew < now) refuse("MessageExpired", "too old");
}
function randomId() {
  return randomBytes(8).toString("hex");
}
export {
  WsSecurityCheck,
  securityFault
};
//# sourceMappingURL=ws-security.js.map
