// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * What the client and the server share of WS-Security 1.1 (OASIS SOAP Message Security): the
 * namespaces and token types, and X.509 signatures of an envelope, made and checked by xml-crypto
 * (exclusive canonicalisation, RSA-SHA256 or RSA-SHA1) over an @xmldom/xmldom document. Both
 * packages are loaded only when a signature is made or checked, by a name bundlers leave alone, so
 * a package that signs nothing needs neither (they are optional peer dependencies).
 */
export declare const WSSE_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
export declare const WSU_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
export declare const PASSWORD_TEXT = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText";
export declare const PASSWORD_DIGEST = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest";
export declare const BASE64_BINARY = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary";
export declare const X509_V3 = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3";
/** `rsa-sha256` by default; `rsa-sha1` for services that know no other. */
export type SignatureAlgorithm = "rsa-sha256" | "rsa-sha1";
/** The key and certificate (PEM) an envelope is signed with. */
export interface SigningKey {
    privateKey: string;
    certificate: string;
    /** Default `rsa-sha256`. */
    algorithm?: SignatureAlgorithm;
}
/** The WS-Security fault codes (the OASIS specification's table, `wsse:` names). */
export type WsSecurityFaultCode = "UnsupportedSecurityToken" | "UnsupportedAlgorithm" | "InvalidSecurity" | "InvalidSecurityToken" | "FailedAuthentication" | "FailedCheck" | "SecurityTokenUnavailable" | "MessageExpired";
/** Why a message's security is refused: a code of the specification's table, and what was wrong. */
export declare class WsSecurityRefusal extends Error {
    readonly code: WsSecurityFaultCode;
    constructor(code: WsSecurityFaultCode, message: string);
}
/** A checked signature: the certificate (PEM) that made it, and the value, unique to the message. */
export interface VerifiedSignature {
    certificate: string;
    signatureValue: string;
}
/** The certificate's base64 DER, without the PEM armour. */
export declare function certificateBase64(pem: string): string;
/**
 * Signs the envelope's Body and (`withTimestamp`) the Security header's Timestamp, with the
 * signature appended to the Security header and its KeyInfo referring to the BinarySecurityToken
 * `tokenId` there. The Body gets a wsu:Id.
 */
export declare function signEnvelope(xml: string, soapNs: string, key: SigningKey, tokenId: string, withTimestamp: boolean): Promise<string>;
/**
 * Checks the signature in the envelope's Security header: made by a certificate `trusted` lists or
 * one of its CAs issued (valid now), covering the Body (and, `withTimestamp`, the header's
 * Timestamp), every reference's digest right. Undefined when the header has no signature. Throws a
 * WsSecurityRefusal saying what is wrong.
 */
export declare function verifyEnvelope(xml: string, soapNs: string, trusted: readonly string[], withTimestamp: boolean, now?: Date): Promise<VerifiedSignature | undefined>;
