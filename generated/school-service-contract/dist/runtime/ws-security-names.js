// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const WSSE_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
const WSU_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
const DS_NS = "http://www.w3.org/2000/09/xmldsig#";
const PASSWORD_TEXT = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText";
const PASSWORD_DIGEST = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest";
const BASE64_BINARY = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary";
const X509_V3 = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3";
const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
class WsSecurityRefusal extends Error {
  code;
  constructor(code, message) {
    super(message);
    this.name = "WsSecurityRefusal";
    this.code = code;
  }
}
function certificateBase64(pem) {
  const m = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/.exec(pem);
  if (!m) throw new TypeError("the certificate must be PEM (-----BEGIN CERTIFICATE-----)");
  return m[1].replace(/\s+/g, "");
}
function pemOf(base64) {
  const body = base64.replace(/\s+/g, "").replace(/(.{64})/g, "$1\n");
  return `-----BEGIN CERTIFICATE-----
${body.replace(/\n$/, "")}
-----END CERTIFICATE-----
`;
}
export {
  BASE64_BINARY,
  DS_NS,
  EXC_C14N,
  PASSWORD_DIGEST,
  PASSWORD_TEXT,
  WSSE_NS,
  WSU_NS,
  WsSecurityRefusal,
  X509_V3,
  certificateBase64,
  pemOf
};
//# sourceMappingURL=ws-security-names.js.map
