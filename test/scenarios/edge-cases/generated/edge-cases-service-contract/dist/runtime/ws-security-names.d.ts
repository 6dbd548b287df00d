// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The names WS-Security 1.1 messages use (namespaces, token and encoding types), its fault codes
 * and the refusal that carries one, and the PEM armour of certificates.
 */
export declare const WSSE_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
export declare const WSU_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
export declare const DS_NS = "http://www.w3.org/2000/09/xmldsig#";
export declare const PASSWORD_TEXT = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText";
export declare const PASSWORD_DIGEST = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest";
export declare const BASE64_BINARY = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary";
export declare const X509_V3 = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3";
export declare const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
/** The WS-Security fault codes (the OASIS specification's table, `wsse:` names). */
export type WsSecurityFaultCode = "UnsupportedSecurityToken" | "UnsupportedAlgorithm" | "InvalidSecurity" | "InvalidSecurityToken" | "FailedAuthentication" | "FailedCheck" | "SecurityTokenUnavailable" | "MessageExpired";
/** Why a message's security is refused: a code of the specification's table, and what was wrong. */
export declare class WsSecurityRefusal extends Error {
    readonly code: WsSecurityFaultCode;
    constructor(code: WsSecurityFaultCode, message: string);
}
/** The certificate's base64 DER, without the PEM armour. */
export declare function certificateBase64(pem: string): string;
export declare function pemOf(base64: string): string;
