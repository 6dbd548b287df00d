// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
export { BASE64_BINARY, PASSWORD_DIGEST, PASSWORD_TEXT, WSSE_NS, WSU_NS, WsSecurityRefusal, X509_V3, certificateBase64, type WsSecurityFaultCode } from "./ws-security-names.js";
/** `rsa-sha256` by default; `rsa-sha1` for services that know no other. */
export type SignatureAlgorithm = "rsa-sha256" | "rsa-sha1";
/** The key and certificate (PEM) an envelope is signed with. */
export interface SigningKey {
    privateKey: string;
    certificate: string;
    /** Default `rsa-sha256`. */
    algorithm?: SignatureAlgorithm;
}
/** A checked signature: the certificate (PEM) that made it, and the value, unique to the message. */
export interface VerifiedSignature {
    certificate: string;
    signatureValue: string;
}
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
