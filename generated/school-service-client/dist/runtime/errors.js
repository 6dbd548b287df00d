// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
export class ClientError extends Error {
    // Written out, not new.target.name: a minifier renames classes.
    name = "ClientError";
    operation;
    binding;
    constructor(site, message, options) {
        super(`${site.operation} (${site.binding}): ${message}`, options);
        this.operation = site.operation;
        this.binding = site.binding;
    }
}
/** The parameters were refused before anything was sent: each issue names its parameter (`path`). */
export class RequestValidationError extends ClientError {
    name = "RequestValidationError";
    issues;
    constructor(site, issues) {
        super(site, `invalid parameters: ${issues.map((i) => i.message).join("; ")}`);
        this.issues = issues;
    }
}
/** Strict mode: the decoded result does not satisfy the contract's validators. */
export class ResponseValidationError extends ClientError {
    name = "ResponseValidationError";
    issues;
    body;
    constructor(site, issues, body) {
        super(site, `invalid result: ${issues.map((i) => i.message).join("; ")}`);
        this.issues = issues;
        this.body = body;
    }
}
/**
 * The server answered with a SOAP fault: declared (`wsdl:fault`) or not, as ASMX services throw
 * SoapException with a code, an actor and a detail their WSDL never names.
 */
export class SoapFaultError extends ClientError {
    name = "SoapFaultError";
    version;
    code;
    codeName;
    /** The outermost SOAP 1.2 subcode. */
    subcode;
    /** Every SOAP 1.2 subcode, outermost first (none on SOAP 1.1). */
    subcodes;
    reason;
    /** faultactor (1.1) or Role (1.2). */
    actor;
    /** SOAP 1.2 Role. */
    role;
    /** SOAP 1.2 Node: where ASMX writes a SoapException's actor on 1.2. */
    node;
    /** The detail's content as values (text, or child elements by local name). */
    detail;
    /**
     * The detail element as it arrived (`<detail>...</detail>`, `<soap:Detail>...`, or the
     * unqualified `<detail>` ASMX writes on SOAP 1.2 too), standing alone; undefined without one.
     */
    detailXml;
    /** The detail element's child elements, read-only: namespace, local name, text and markup. */
    detailElements;
    /**
     * A fault the operation declares (`wsdl:fault`): its name and its detail element, decoded. The
     * generated client's `faults` types say which names an operation can answer with.
     */
    declared;
    status;
    constructor(site, fault, status) {
        super(site, `SOAP ${fault.version} fault ${fault.code} (HTTP ${status}): ${firstLine(fault.reason)}`);
        this.status = status;
        this.version = fault.version;
        this.code = fault.code;
        this.codeName = fault.codeName;
        this.subcode = fault.subcode;
        this.subcodes = Object.freeze(fault.subcodes);
        this.reason = fault.reason;
        this.actor = fault.actor;
        this.role = fault.role;
        this.node = fault.node;
        this.detail = fault.detail;
        this.detailXml = fault.detailXml;
        this.detailElements = Object.freeze(fault.detailElements);
        this.declared = fault.declared;
    }
}
/** The server answered with an HTTP status that carries no SOAP fault or result. */
export class HttpStatusError extends ClientError {
    name = "HttpStatusError";
    status;
    statusText;
    contentType;
    body;
    constructor(site, status, statusText, contentType, body) {
        super(site, `HTTP ${status}${statusText ? ` ${statusText}` : ""}${body ? `: ${firstLine(body)}` : " with an empty body"}`);
        this.status = status;
        this.statusText = statusText;
        this.contentType = contentType;
        this.body = body;
    }
}
/** The request did not reach the server, or the connection failed. */
export class NetworkError extends ClientError {
    name = "NetworkError";
    constructor(site, cause) {
        super(site, `network error: ${cause?.message ?? String(cause)}`, { cause });
    }
}
/** The answer outgrew `maxResponseBytes`: the client stopped reading it. */
export class ResponseTooLargeError extends ClientError {
    name = "ResponseTooLargeError";
    limit;
    constructor(site, limit) {
        super(site, `the answer is larger than ${limit} bytes (maxResponseBytes)`);
        this.limit = limit;
    }
}
/** No response arrived within the time limit. */
export class TimeoutError extends ClientError {
    name = "TimeoutError";
    timeoutMs;
    constructor(site, timeoutMs) {
        super(site, `no response within ${timeoutMs} ms`);
        this.timeoutMs = timeoutMs;
    }
}
/** The caller's AbortSignal ended the call. */
export class AbortError extends ClientError {
    name = "AbortError";
    reason;
    constructor(site, reason) {
        super(site, "the call was aborted", { cause: reason });
        this.reason = reason;
    }
}
/** The response was not well-formed XML, or not the element the operation answers with. */
export class ResponseFormatError extends ClientError {
    name = "ResponseFormatError";
    problem;
    body;
    constructor(site, problem, body) {
        super(site, `unexpected response: ${problem}`);
        this.problem = problem;
        this.body = body;
    }
}
/**
 * WS-Security: the request could not be secured (a key that cannot sign), or the answer's
 * signature was missing, untrusted or wrong (`verifyAnswers`). `code` is the WS-Security fault
 * code that says which (`FailedCheck`, `InvalidSecurityToken`, ...). Never names a credential.
 */
export class SecurityError extends ClientError {
    name = "SecurityError";
    code;
    constructor(site, code, problem, options) {
        super(site, `WS-Security (${code}): ${problem}`, options);
        this.code = code;
    }
}
/**
 * The service answered, and reported `bln_Success=false`: `details` are its ErrorDetail items.
 * Thrown by `assertSuccess`, not by calls: a failure the service reports is a normal answer.
 */
export class ServiceError extends Error {
    details;
    constructor(details) {
        super(`the service reported failure${details.length ? `: ${details.map(describeDetail).join("; ")}` : ""}`);
        this.details = details;
        this.name = "ServiceError";
    }
}
function describeDetail(d) {
    const { code, desc } = (d ?? {});
    return [code, desc].filter(Boolean).join(" ") || "(no detail)";
}
function firstLine(text) {
    const line = text.trim().split("\n", 1)[0] ?? "";
    return line.length > 200 ? `${line.slice(0, 200)}...` : line;
}
//# sourceMappingURL=errors.js.map