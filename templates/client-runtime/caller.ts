/**
 * Performs one call on the chosen binding: writes the request exactly as ASMX clients do, sends it
 * with fetch (injectable, so it runs in Node and browsers), and reads the answer into the result
 * or into one of the typed errors.
 */
import {
  OperationCodec,
  XmlCharacterError,
  XmlEvent,
  XmlLimitError,
  XmlReader,
  XmlSyntaxError,
  XmlValueError,
  SOAP_NS,
  escapeXml,
  readFault,
  requestEnvelope,
  soapVersionOf,
  type Codec,
  type SoapVersion,
} from "./contract-runtime.js";
import {
  AbortError,
  HttpStatusError,
  NetworkError,
  RequestValidationError,
  ResponseFormatError,
  SoapFaultError,
  TimeoutError,
  type Binding,
  type CallSite,
} from "./errors.js";
import type { ClientParams } from "./client-params.js";

/** What the generated client tells the caller about its service. */
export interface ServiceDescriptor<H> {
  namespace: string;
  endpointPath: string;
  /** The SOAP header element sent with every call, when options give its value. */
  header?: { element: string; codec: Codec<H> };
}

/** How an operation's result is read: its codec, and the HTTP GET/POST document element. */
export interface ResultDescriptor<R> {
  codec: Codec<R>;
  httpRoot: string;
}

export interface ClientOptions<H> {
  /** The service's base address (`https://host`), or the full endpoint URL ending in the `.asmx` path. */
  baseUrl: string;
  /** SOAP 1.1 unless chosen otherwise. */
  binding?: Binding;
  /** The SOAP header value (for this service, the AuthHeader credentials). Not sent on GET/POST. */
  auth?: H;
  /** A fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /** Time limit of each call in milliseconds, response body included (default 30000; 0 for none). */
  timeoutMs?: number;
  /** Extra HTTP headers sent with every request. */
  headers?: Record<string, string>;
  /** Validate parameters before sending (default true). */
  validate?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Checks parameters before sending; returns the problems found, or none. */
export type ParamsValidator = (params: unknown) => { path: string; message: string }[];

const DEFAULT_TIMEOUT_MS = 30_000;
const SOAP_CONTENT_TYPE: Record<SoapVersion, string> = {
  "1.1": "text/xml; charset=utf-8",
  "1.2": "application/soap+xml; charset=utf-8",
};

interface WireResponse {
  status: number;
  statusText: string;
  contentType: string;
  body: string;
}

/** A request as the client sends it. */
export interface WireRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

export class Caller<H> {
  readonly binding: Binding;
  private readonly endpoint: string;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly service: ServiceDescriptor<H>,
    private readonly options: ClientOptions<H>,
  ) {
    this.binding = options.binding ?? "soap11";
    const base = options.baseUrl.replace(/\/+$/, "");
    this.endpoint = base.endsWith(service.endpointPath) ? base : `${base}${service.endpointPath}`;
    const f = options.fetch ?? globalThis.fetch;
    if (typeof f !== "function") throw new TypeError("no fetch implementation: pass options.fetch");
    this.fetch = f;
  }

  async call<P, R>(
    op: OperationCodec<P>,
    result: ResultDescriptor<R>,
    params: ClientParams<P>,
    validate: ParamsValidator | undefined,
    callOptions: CallOptions = {},
  ): Promise<R> {
    const site: CallSite = { operation: op.name, binding: this.binding };
    if (validate && this.options.validate !== false) {
      const issues = validate(params);
      if (issues.length > 0) throw new RequestValidationError(site, issues);
    }
    // The codecs write a dateTime given as a Date or as a string alike.
    const request = this.request(site, op, params as P);
    const { status, statusText, contentType, body } = await this.send(site, request, callOptions);
    return this.binding === "soap11" || this.binding === "soap12"
      ? this.readSoap(site, op, result, { status, statusText, contentType, body })
      : this.readHttp(site, result, { status, statusText, contentType, body });
  }

  /** The exact request the call sends: method, URL, headers and body. */
  request<P>(site: CallSite, op: OperationCodec<P>, params: P): WireRequest {
    try {
      const headers = { ...this.options.headers };
      switch (this.binding) {
        case "soap11":
        case "soap12": {
          const version: SoapVersion = this.binding === "soap11" ? "1.1" : "1.2";
          const body = requestEnvelope(version, this.headerXml(), op.writeSoap(params));
          if (version === "1.1") {
            headers["Content-Type"] = SOAP_CONTENT_TYPE["1.1"];
            headers["SOAPAction"] = `"${op.soapAction}"`;
          } else {
            headers["Content-Type"] = `${SOAP_CONTENT_TYPE["1.2"]}; action="${op.soapAction}"`;
          }
          return { url: this.endpoint, method: "POST", headers, body };
        }
        case "httpGet": {
          const query = formEncode(op.formFields(params));
          return { url: `${this.endpoint}/${op.name}${query === "" ? "" : `?${query}`}`, method: "GET", headers };
        }
        case "httpPost":
          headers["Content-Type"] = "application/x-www-form-urlencoded";
          return { url: `${this.endpoint}/${op.name}`, method: "POST", headers, body: formEncode(op.formFields(params)) };
      }
    } catch (err) {
      if (err instanceof XmlCharacterError || err instanceof RangeError || err instanceof TypeError) {
        throw new RequestValidationError(site, [{ path: "", message: err.message }]);
      }
      throw err;
    }
  }

  private headerXml(): string {
    const header = this.service.header;
    if (!header || this.options.auth === undefined) return "";
    const [attributes, content] = header.codec.write(this.options.auth, header.element);
    return `<${header.element} xmlns="${escapeXml(this.service.namespace)}"${attributes}>${content}</${header.element}>`;
  }

  private async send(site: CallSite, request: WireRequest, callOptions: CallOptions): Promise<WireResponse> {
    const timeoutMs = callOptions.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const userSignal = callOptions.signal;
    if (userSignal?.aborted) throw new AbortError(site, userSignal.reason);
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
    const onAbort = () => controller.abort();
    userSignal?.addEventListener("abort", onAbort, { once: true });
    try {
      const init: RequestInit = { method: request.method, headers: request.headers, signal: controller.signal };
      if (request.body !== undefined) init.body = request.body;
      const response = await this.fetch(request.url, init);
      const body = await response.text();
      return { status: response.status, statusText: response.statusText, contentType: response.headers.get("content-type") ?? "", body };
    } catch (err) {
      if (timedOut) throw new TimeoutError(site, timeoutMs);
      if (userSignal?.aborted) throw new AbortError(site, userSignal.reason);
      throw new NetworkError(site, err);
    } finally {
      clearTimeout(timer);
      userSignal?.removeEventListener("abort", onAbort);
    }
  }

  private readSoap<R>(site: CallSite, op: OperationCodec<unknown>, result: ResultDescriptor<R>, res: WireResponse): R {
    const httpError = () => new HttpStatusError(site, res.status, res.statusText, res.contentType, res.body);
    if (res.body.trim() === "" || !isXml(res.contentType)) throw httpError();
    let outcome: { fault: SoapFaultError } | { result: R };
    try {
      outcome = this.readEnvelope(site, op, result, res.status, new XmlReader(res.body));
    } catch (err) {
      if (res.status !== 200) throw httpError();
      throw formatError(site, err, res.body);
    }
    if ("fault" in outcome) throw outcome.fault;
    if (res.status !== 200) throw httpError();
    return outcome.result;
  }

  private readEnvelope<R>(
    site: CallSite,
    op: OperationCodec<unknown>,
    result: ResultDescriptor<R>,
    status: number,
    r: XmlReader,
  ): { fault: SoapFaultError } | { result: R } {
    nextStart(r);
    const version = soapVersionOf(r.namespace);
    if (r.localName !== "Envelope" || !version) throw new ShapeError(`expected a SOAP Envelope, got <${r.qName}>`);
    const soapNs = SOAP_NS[version];
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      const name: string = r.localName;
      if (r.namespace !== soapNs || name !== "Body") {
        r.skipElement();
        continue;
      }
      nextStart(r);
      const child: string = r.localName;
      if (r.namespace === soapNs && child === "Fault") return { fault: new SoapFaultError(site, readFault(r, version), status) };
      if (r.namespace !== op.namespace || child !== op.responseElement) {
        throw new ShapeError(`expected <${op.responseElement}> in the SOAP Body, got <${r.qName}>`);
      }
      const value = readResultChild(r, op, result.codec);
      // Read to the end, so a truncated envelope or trailing junk is an error, not a result.
      while (r.next() !== XmlEvent.Eof);
      return { result: value };
    }
    throw new ShapeError("the SOAP Envelope has no Body");
  }

  private readHttp<R>(site: CallSite, result: ResultDescriptor<R>, res: WireResponse): R {
    if (res.status !== 200) throw new HttpStatusError(site, res.status, res.statusText, res.contentType, res.body);
    try {
      const r = new XmlReader(res.body);
      nextStart(r);
      if (r.namespace !== this.service.namespace || r.localName !== result.httpRoot) {
        throw new ShapeError(`expected <${result.httpRoot}> in ${this.service.namespace}, got <${r.qName}>`);
      }
      const value = result.codec.read(r);
      while (r.next() !== XmlEvent.Eof);
      return value;
    } catch (err) {
      throw formatError(site, err, res.body);
    }
  }
}

function readResultChild<R>(r: XmlReader, op: OperationCodec<unknown>, codec: Codec<R>): R {
  let found = false;
  let result: R | undefined;
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    if (!found && r.namespace === op.namespace && r.localName === op.resultElement) {
      result = codec.read(r);
      found = true;
    } else r.skipElement();
  }
  if (!found) throw new ShapeError(`<${op.responseElement}> has no <${op.resultElement}>`);
  return result as R;
}

function formatError(site: CallSite, err: unknown, body: string): Error {
  if (err instanceof ShapeError || err instanceof XmlSyntaxError || err instanceof XmlLimitError || err instanceof XmlValueError) {
    return new ResponseFormatError(site, err.message, body);
  }
  return err as Error;
}

/** The response is well-formed but not what the operation answers with. */
class ShapeError extends Error {}

function nextStart(r: XmlReader): void {
  for (let event = r.next(); event !== XmlEvent.Start; event = r.next()) {
    if (event === XmlEvent.Eof || event === XmlEvent.End) throw new ShapeError("the response has no document element");
  }
}

function isXml(contentType: string): boolean {
  return /^(text\/xml|application\/soap\+xml|application\/xml)\b/i.test(contentType.trim());
}

/** `name=value&...` with every character but unreserved ones percent-encoded, as ASMX clients send. */
function formEncode(fields: [string, string][]): string {
  return fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}
