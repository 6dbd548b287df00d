// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Every way a call can fail, each its own class, so callers can tell them apart with
 * `instanceof`. All extend ClientError, which names the operation and binding.
 */
import type { FaultDetailElement, QualifiedName, SoapFault, SoapVersion, XmlValue } from "./contract-runtime.js";
export type Binding = "soap11" | "soap12" | "httpGet" | "httpPost";
export interface CallSite {
    operation: string;
    binding: Binding;
}
export declare class ClientError extends Error {
    override readonly name: string;
    readonly operation: string;
    readonly binding: Binding;
    constructor(site: CallSite, message: string, options?: {
        cause?: unknown;
    });
}
/** The parameters were refused before anything was sent: each issue names its parameter (`path`). */
export declare class RequestValidationError extends ClientError {
    override readonly name: string;
    readonly issues: {
        path: string;
        message: string;
    }[];
    constructor(site: CallSite, issues: {
        path: string;
        message: string;
    }[]);
}
/** Strict mode: the decoded result does not satisfy the contract's validators. */
export declare class ResponseValidationError extends ClientError {
    override readonly name: string;
    readonly issues: {
        path: string;
        message: string;
    }[];
    readonly body: string;
    constructor(site: CallSite, issues: {
        path: string;
        message: string;
    }[], body: string);
}
/**
 * The server answered with a SOAP fault: declared (`wsdl:fault`) or not, as ASMX services throw
 * SoapException with a code, an actor and a detail their WSDL never names.
 */
export declare class SoapFaultError extends ClientError {
    override readonly name: string;
    readonly version: SoapVersion;
    readonly code: string;
    readonly codeName: QualifiedName;
    /** The outermost SOAP 1.2 subcode. */
    readonly subcode: QualifiedName | undefined;
    /** Every SOAP 1.2 subcode, outermost first (none on SOAP 1.1). */
    readonly subcodes: readonly QualifiedName[];
    readonly reason: string;
    /** faultactor (1.1) or Role (1.2). */
    readonly actor: string | undefined;
    /** SOAP 1.2 Role. */
    readonly role: string | undefined;
    /** SOAP 1.2 Node: where ASMX writes a SoapException's actor on 1.2. */
    readonly node: string | undefined;
    /** The detail's content as values (text, or child elements by local name). */
    readonly detail: XmlValue | undefined;
    /**
     * The detail element as it arrived (`<detail>...</detail>`, `<soap:Detail>...`, or the
     * unqualified `<detail>` ASMX writes on SOAP 1.2 too), standing alone; undefined without one.
     */
    readonly detailXml: string | undefined;
    /** The detail element's child elements, read-only: namespace, local name, text and markup. */
    readonly detailElements: readonly FaultDetailElement[];
    /**
     * A fault the operation declares (`wsdl:fault`): its name and its detail element, decoded. The
     * generated client's `faults` types say which names an operation can answer with.
     */
    readonly declared: {
        name: string;
        value: unknown;
    } | undefined;
    readonly status: number;
    constructor(site: CallSite, fault: SoapFault, status: number);
}
/** The server answered with an HTTP status that carries no SOAP fault or result. */
export declare class HttpStatusError extends ClientError {
    override readonly name: string;
    readonly status: number;
    readonly statusText: string;
    readonly contentType: string;
    readonly body: string;
    constructor(site: CallSite, status: number, statusText: string, contentType: string, body: string);
}
/** The request did not reach the server, or the connection failed. */
export declare class NetworkError extends ClientError {
    override readonly name: string;
    constructor(site: CallSite, cause: unknown);
}
/** The answer outgrew `maxResponseBytes`: the client stopped reading it. */
export declare class ResponseTooLargeError extends ClientError {
    override readonly name: string;
    readonly limit: number;
    constructor(site: CallSite, limit: number);
}
/** No response arrived within the time limit. */
export declare class TimeoutError extends ClientError {
    override readonly name: string;
    readonly timeoutMs: number;
    constructor(site: CallSite, timeoutMs: number);
}
/** The caller's AbortSignal ended the call. */
export declare class AbortError extends ClientError {
    override readonly name: string;
    readonly reason: unknown;
    constructor(site: CallSite, reason: unknown);
}
/** The response was not well-formed XML, or not the element the operation answers with. */
export declare class ResponseFormatError extends ClientError {
    override readonly name: string;
    readonly problem: string;
    readonly body: string;
    constructor(site: CallSite, problem: string, body: string);
}
/**
 * WS-Security: the request could not be secured (a key that cannot sign), or the answer's
 * signature was missing, untrusted or wrong (`verifyAnswers`). `code` is the WS-Security fault
 * code that says which (`FailedCheck`, `InvalidSecurityToken`, ...). Never names a credential.
 */
export declare class SecurityError extends ClientError {
    override readonly name: string;
    readonly code: string;
    constructor(site: CallSite, code: string, problem: string, options?: {
        cause?: unknown;
    });
}
/**
 * The service answered, and reported `bln_Success=false`: `details` are its ErrorDetail items.
 * Thrown by `assertSuccess`, not by calls: a failure the service reports is a normal answer.
 */
export declare class ServiceError<D = {
    code?: string;
    desc?: string;
}> extends Error {
    readonly details: D[];
    constructor(details: D[]);
}
