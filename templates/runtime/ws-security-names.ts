/**
 * The names WS-Security 1.1 messages use (namespaces, token and encoding types), its fault codes
 * and the refusal that carries one, and the PEM armour of certificates.
 */
export const WSSE_NS =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
export const WSU_NS =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
export const DS_NS = "http://www.w3.org/2000/09/xmldsig#";
export const PASSWORD_TEXT =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText";
export const PASSWORD_DIGEST =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest";
export const BASE64_BINARY =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary";
export const X509_V3 =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3";
export const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";

/** The WS-Security fault codes (the OASIS specification's table, `wsse:` names). */
export type WsSecurityFaultCode =
  | "UnsupportedSecurityToken"
  | "UnsupportedAlgorithm"
  | "InvalidSecurity"
  | "InvalidSecurityToken"
  | "FailedAuthentication"
  | "FailedCheck"
  | "SecurityTokenUnavailable"
  | "MessageExpired";

/** Why a message's security is refused: a code of the specification's table, and what was wrong. */
export class WsSecurityRefusal extends Error {
  readonly code: WsSecurityFaultCode;

  constructor(code: WsSecurityFaultCode, message: string) {
    super(message);
    this.name = "WsSecurityRefusal";
    this.code = code;
  }
}

/** The certificate's base64 DER, without the PEM armour. */
export function certificateBase64(pem: string): string {
  const m = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/.exec(pem);
  if (!m) throw new TypeError("the certificate must be PEM (-----BEGIN CERTIFICATE-----)");
  return m[1]!.replace(/\s+/g, "");
}

export function pemOf(base64: string): string {
  const body = base64.replace(/\s+/g, "").replace(/(.{64})/g, "$1\n");
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/\n$/, "")}\n-----END CERTIFICATE-----\n`;
}
