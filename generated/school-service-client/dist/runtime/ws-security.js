// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  BASE64_BINARY,
  certificateBase64,
  escapeXml,
  PASSWORD_DIGEST,
  PASSWORD_TEXT,
  signEnvelope,
  SOAP_NS,
  verifyEnvelope,
  wholeNumberOption,
  WSSE_NS,
  WsSecurityRefusal,
  WSU_NS,
  X509_V3
} from "./contract-runtime.js";
import { SecurityError } from "./errors.js";
const PREFIX = { "1.1": "soap", "1.2": "soap12" };
class WsSecurity {
  #options;
  /** How long a Timestamp is valid, when one is sent (the option's, or the policy's). */
  #ttlSeconds;
  /**
   * Throws a TypeError for a certificate that is not PEM (naming no credential), and a TypeError or
   * RangeError for a `ttlSeconds` that is not a whole number of seconds of 1 or more.
   */
  constructor(options) {
    const unknown = Object.keys(options).filter(
      (k) => !["usernameToken", "timestamp", "signature", "mustUnderstand"].includes(k)
    );
    if (unknown.length > 0) throw new TypeError(`wsSecurity: unknown option ${unknown.join(", ")}`);
    if (options.signature) certificateBase64(options.signature.certificate);
    this.#ttlSeconds = wholeNumberOption(
      "wsSecurity.timestamp.ttlSeconds",
      options.timestamp?.ttlSeconds,
      300,
      { unit: "seconds", min: 1 }
    );
    this.#options = options;
  }
  /** The request with its Security header (and signature); a SecurityError when it cannot be signed. */
  async secureRequest(site, request, policy = {}, now = /* @__PURE__ */ new Date()) {
    const options = withPolicy(this.#options, policy);
    const version = site.binding === "soap12" ? "1.2" : "1.1";
    const p = PREFIX[version];
    const tokenId = `X509-${randomHex(8)}`;
    const header = `<wsse:Security xmlns:wsse="${WSSE_NS}" xmlns:wsu="${WSU_NS}"${options.mustUnderstand === false ? "" : ` ${p}:mustUnderstand="1"`}>` + (options.timestamp ? timestamp(this.#ttlSeconds, now) : "") + (options.signature ? `<wsse:BinarySecurityToken EncodingType="${BASE64_BINARY}" ValueType="${X509_V3}" wsu:Id="${tokenId}">${certificateBase64(options.signature.certificate)}</wsse:BinarySecurityToken>` : "") + (options.usernameToken ? await usernameToken(options.usernameToken, now) : "") + "</wsse:Security>";
    const body = request.body;
    const open = `<${p}:Header>`;
    let xml = body.includes(open) ? body.replace(open, () => `${open}${header}`) : body.replace(`<${p}:Body>`, () => `${open}${header}</${p}:Header><${p}:Body>`);
    if (options.signature) {
      try {
        xml = await signEnvelope(
          xml,
          SOAP_NS[version],
          options.signature,
          tokenId,
          options.timestamp !== void 0
        );
      } catch (err) {
        throw new SecurityError(site, "InvalidSecurity", "the request could not be signed", {
          cause: err
        });
      }
    }
    return { ...request, body: xml };
  }
  /** Refuses an answer whose signature is missing, untrusted or wrong, when `verifyAnswers` asks. */
  async checkAnswer(site, response) {
    const trusted = this.#options.signature?.verifyAnswers?.trusted;
    if (!trusted || response.status !== 200) return;
    const version = site.binding === "soap12" ? "1.2" : "1.1";
    try {
      const verified = await verifyEnvelope(response.body, SOAP_NS[version], trusted, false);
      if (!verified) throw new WsSecurityRefusal("InvalidSecurity", "the answer is not signed");
    } catch (err) {
      if (err instanceof WsSecurityRefusal) throw new SecurityError(site, err.code, err.message);
      throw err;
    }
  }
}
function withPolicy(options, policy) {
  const { usernameToken: usernameToken2, signature } = options;
  return {
    ...options,
    ...usernameToken2 && usernameToken2.digest === void 0 && policy.digest !== void 0 ? { usernameToken: { ...usernameToken2, digest: policy.digest } } : {},
    ...options.timestamp === void 0 && policy.timestamp ? { timestamp: {} } : {},
    ...signature && signature.algorithm === void 0 && policy.algorithm ? { signature: { ...signature, algorithm: policy.algorithm } } : {}
  };
}
function timestamp(ttlSeconds, now) {
  const expires = new Date(now.getTime() + ttlSeconds * 1e3);
  return `<wsu:Timestamp wsu:Id="TS-${randomHex(8)}"><wsu:Created>${now.toISOString()}</wsu:Created><wsu:Expires>${expires.toISOString()}</wsu:Expires></wsu:Timestamp>`;
}
async function usernameToken(token, now) {
  const created = now.toISOString();
  let password;
  let extra = "";
  if (token.digest) {
    const nonce = globalThis.crypto.getRandomValues(new Uint8Array(16));
    const utf8 = new TextEncoder().encode(created + token.password);
    const input = new Uint8Array(nonce.length + utf8.length);
    input.set(nonce);
    input.set(utf8, nonce.length);
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-1", input));
    password = `<wsse:Password Type="${PASSWORD_DIGEST}">${base64(digest)}</wsse:Password>`;
    extra = `<wsse:Nonce EncodingType="${BASE64_BINARY}">${base64(nonce)}</wsse:Nonce><wsu:Created>${created}</wsu:Created>`;
  } else {
    password = `<wsse:Password Type="${PASSWORD_TEXT}">${escapeXml(token.password)}</wsse:Password>`;
  }
  return `<wsse:UsernameToken wsu:Id="UsernameToken-${randomHex(8)}"><wsse:Username>${escapeXml(token.username)}</wsse:Username>${password}${extra}</wsse:UsernameToken>`;
}
function base64(bytes) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
function randomHex(bytes) {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}
export {
  WsSecurity
};
//# sourceMappingURL=ws-security.js.map
