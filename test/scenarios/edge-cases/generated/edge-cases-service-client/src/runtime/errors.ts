// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Every way a call can fail, each its own class, so callers can tell them apart with
 * `instanceof`. All extend ClientError, which names the operation and binding.
 */
import type {
  FaultDetailElement,
  QualifiedName,
  SoapFault,
  SoapVersion,
  XmlValue,
} from "./contract-runtime.js";

export type Binding = "soap11" | "soap12" | "httpGet" | "httpPost";

export interface CallSite {
  operation: string;
  binding: Binding;
}

export class ClientError extends Error {
  // Written out, not new.target.name: a minifier renames classes.
  override readonly name: string = "ClientError";
  readonly operation: string;
  readonly binding: Binding;

  constructor(site: CallSite, message: string, options?: { cause?: unknown }) {
    super(`${site.operation} (${site.binding}): ${message}`, options);
    this.operation = site.operation;
    this.binding = site.binding;
  }
}

/** The parameters were refused before anything was sent: each issue names its parameter (`path`). */
export class RequestValidationError extends ClientError {
  override readonly name: string = "RequestValidationError";
  readonly issues: { path: string; message: string }[];

  constructor(site: CallSite, issues: { path: string; message: string }[]) {
    super(site, `invalid parameters: ${issues.map((i) => i.message).join("; ")}`);
    this.issues = issues;
  }
}

/** Strict mode: the decoded result does not satisfy the contract's validators. */
export class ResponseValidationError extends ClientError {
  override readonly name: string = "ResponseValidationError";
  readonly issues: { path: string; message: string }[];
  readonly body: string;

  constructor(site: CallSite, issues: { path: string; message: string }[], body: string) {
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
  override readonly name: string = "SoapFaultError";
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
  readonly declared: { name: string; value: unknown } | undefined;

  readonly status: number;

  constructor(site: CallSite, fault: SoapFault, status: number) {
    super(
      site,
      `SOAP ${fault.version} fault ${fault.code} (HTTP ${status}): ${firstLine(fault.reason)}`,
    );
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
  override readonly name: string = "HttpStatusError";
  readonly status: number;
  readonly statusText: string;
  readonly contentType: string;
  readonly body: string;

  constructor(
    site: CallSite,
    status: number,
    statusText: string,
    contentType: string,
    body: string,
  ) {
    super(
      site,
      `HTTP ${status}${statusText ? ` ${statusText}` : ""}${body ? `: ${firstLine(body)}` : " with an empty body"}`,
    );
    this.status = status;
    this.statusText = statusText;
    this.contentType = contentType;
    this.body = body;
  }
}

/** The request did not reach the server, or the connection failed. */
export class NetworkError extends ClientError {
  override readonly name: string = "NetworkError";

  constructor(site: CallSite, cause: unknown) {
    super(site, `network error: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** The answer outgrew `maxResponseBytes`: the client stopped reading it. */
export class ResponseTooLargeError extends ClientError {
  override readonly name: string = "ResponseTooLargeError";
  readonly limit: number;

  constructor(site: CallSite, limit: number) {
    super(site, `the answer is larger than ${limit} bytes (maxResponseBytes)`);
    this.limit = limit;
  }
}

/** No response arrived within the time limit. */
export class TimeoutError extends ClientError {
  override readonly name: string = "TimeoutError";
  readonly timeoutMs: number;

  constructor(site: CallSite, timeoutMs: number) {
    super(site, `no response within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's AbortSignal ended the call. */
export class AbortError extends ClientError {
  override readonly name: string = "AbortError";
  readonly reason: unknown;

  constructor(site: CallSite, reason: unknown) {
    super(site, "the call was aborted", { cause: reason });
    this.reason = reason;
  }
}

/** The response was not well-formed XML, or not the element the operation answers with. */
export class ResponseFormatError extends ClientError {
  override readonly name: string = "ResponseFormatError";
  readonly problem: string;
  readonly body: string;

  constructor(site: CallSite, problem: string, body: string) {
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
  override readonly name: string = "SecurityError";
  readonly code: string;

  constructor(site: CallSite, code: string, problem: string, options?: { cause?: unknown }) {
    super(site, `WS-Security (${code}): ${problem}`, options);
    this.code = code;
  }
}

/**
 * The service answered, and reported `bln_Success=false`: `details` are its ErrorDetail items.
 * Thrown by `assertSuccess`, not by calls: a failure the service reports is a normal answer.
 */
export class ServiceError<D = { code?: string; desc?: string }> extends Error {
  readonly details: D[];

  constructor(details: D[]) {
    super(
      `the service reported failure${details.length ? `: ${details.map(describeDetail).join("; ")}` : ""}`,
    );
    this.details = details;
    this.name = "ServiceError";
  }
}

function describeDetail(d: unknown): string {
  const { code, desc } = (d ?? {}) as { code?: string; desc?: string };
  return [code, desc].filter(Boolean).join(" ") || "(no detail)";
}

function firstLine(text: string): string {
  const line = text.trim().split("\n", 1)[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}...` : line;
}
