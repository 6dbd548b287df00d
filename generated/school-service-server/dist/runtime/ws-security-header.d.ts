// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The WS-Security header of a request, read with the XML reader (no tree): the envelope's version,
 * the Security header's Timestamp and UsernameToken, and whether it carries a signature. The
 * reading stops at the Body; what follows is the envelope reader's (soap-request.ts).
 */
import { type SoapVersion, type XmlLimits } from "./contract-runtime.js";
export interface UsernameTokenFields {
    username: string | undefined;
    password: string | undefined;
    /** The Password's Type attribute (PasswordText when left out). */
    passwordType: string | undefined;
    nonce: string | undefined;
    created: string | undefined;
}
export interface SecurityHeader {
    version: SoapVersion;
    /** Security headers the request has (more than one, none for us, is refused). */
    count: number;
    timestamp?: {
        created: string | undefined;
        expires: string | undefined;
    };
    usernameToken?: UsernameTokenFields;
    signed: boolean;
    /** A Timestamp, UsernameToken or signature came twice: which one counts would be a guess. */
    repeated: boolean;
}
/** The request's Security header; undefined when it is no SOAP envelope the reader can read. */
export declare function readSecurityHeader(xml: string, limits: XmlLimits): SecurityHeader | undefined;
