// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
class ClientError extends Error {
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
class RequestValidationError extends ClientError {
  name = "RequestValidationError";
  issues;
  constructor(site, issues) {
    super(site, `invalid parameters: ${issues.map((i) => i.message).join("; ")}`);
    this.issues = issues;
  }
}
class ResponseValidationError extends ClientError {
  name = "ResponseValidationError";
  issues;
  body;
  constructor(site, issues, body) {
    super(site, `invalid result: ${issues.map((i) => i.message).join("; ")}`);
    this.issues = issues;
    this.body = body;
  }
}
class SoapFaultError extends ClientError {
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
    super(
      site,
      `SOAP ${fault.version} fault ${fault.code} (HTTP ${status}): ${firstLine(fault.reason)}`
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
class HttpStatusError extends ClientError {
  name = "HttpStatusError";
  status;
  statusText;
  contentType;
  body;
  constructor(site, status, statusText, contentType, body) {
    super(
      site,
      `HTTP ${status}${statusText ? ` ${statusText}` : ""}${body ? `: ${firstLine(body)}` : " with an empty body"}`
    );
    this.status = status;
    this.statusText = statusText;
    this.contentType = contentType;
    this.body = body;
  }
}
class NetworkError extends ClientError {
  name = "NetworkError";
  constructor(site, cause) {
    super(site, `network error: ${cause?.message ?? String(cause)}`, { cause });
  }
}
class ResponseTooLargeError extends ClientError {
  name = "ResponseTooLargeError";
  limit;
  constructor(site, limit) {
    super(site, `the answer is larger than ${limit} bytes (maxResponseBytes)`);
    this.limit = limit;
  }
}
class TimeoutError extends ClientError {
  name = "TimeoutError";
  timeoutMs;
  constructor(site, timeoutMs) {
    super(site, `no response within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}
class AbortError extends ClientError {
  name = "AbortError";
  reason;
  constructor(site, reason) {
    super(site, "the call was aborted", { cause: reason });
    this.reason = reason;
  }
}
class ResponseFormatError extends ClientError {
  name = "ResponseFormatError";
  problem;
  body;
  constructor(site, problem, body) {
    super(site, `unexpected response: ${problem}`);
    this.problem = problem;
    this.body = body;
  }
}
class SecurityError extends ClientError {
  name = "SecurityError";
  code;
  constructor(site, code, problem, options) {
    super(site, `WS-Security (${code}): ${problem}`, options);
    this.code = code;
  }
}
class ServiceError extends Error {
  details;
  constructor(details) {
    super(
      `the service reported failure${details.length ? `: ${details.map(describeDetail).join("; ")}` : ""}`
    );
    this.details = details;
    this.name = "ServiceError";
  }
}
function describeDetail(d) {
  const { code, desc } = d ?? {};
  return [code, desc].filter(Boolean).join(" ") || "(no detail)";
}
function firstLine(text) {
  const line = text.trim().split("\n", 1)[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}...` : line;
}
export {
  AbortError,
  ClientError,
  HttpStatusError,
  NetworkError,
  RequestValidationError,
  ResponseFormatError,
  ResponseTooLargeError,
  ResponseValidationError,
  SecurityError,
  ServiceError,
  SoapFaultError,
  TimeoutError
};
//# sourceMappingURL=errors.js.map
