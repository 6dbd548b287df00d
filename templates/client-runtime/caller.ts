/**
 * Performs one call on the chosen binding: checks the parameters, writes the request as ASMX
 * clients do, sends it (node:http on Node, fetch elsewhere or when one is given) under a time limit
 * and the caller's AbortSignal, and reads the answer into the result or a typed error.
 */
import type { Codec, OperationCodec, Validator } from "./contract-runtime.js";
import { AbortError, NetworkError, RequestValidationError, ResponseValidationError, TimeoutError, type Binding, type CallSite } from "./errors.js";
import { checkHeader, checkParams, writeRequest, type SoapHeader, type WireRequest } from "./request-writer.js";
import { readHttpResponse, readSoapResponse, type ResultDescriptor, type WireResponse } from "./response-reader.js";
import { chooseTransport, type Transport } from "./transport.js";

/** What the generated client tells the caller about its service. */
export interface ServiceDescriptor<H> {
  namespace: string;
  endpointPath: string;
  /** The SOAP header element sent with every SOAP call, when options give its value. */
  header?: { element: string; codec: Codec<H> };
  /** The contract's validators by operation name: its parameters, and its result. */
  validators: {
    params: Readonly<Record<string, { params: Validator }>>;
    results: Readonly<Record<string, Validator>>;
  };
}

export interface ClientOptions<H> {
  /** The service's base address (`https://host`), or the full endpoint URL ending in the `.asmx` path. */
  baseUrl: string;
  /** SOAP 1.1 unless chosen otherwise. */
  binding?: Binding;
  /** The SOAP header value (for this service, the AuthHeader credentials). Not sent on GET/POST. */
  auth?: H;
  /**
   * A fetch implementation to send requests with. By default node:http on Node (where it is the
   * faster way), the global fetch elsewhere; pass `globalThis.fetch` to use fetch on Node too.
   */
  fetch?: typeof fetch;
  /** Time limit of each call in milliseconds, response body included (default 30000; 0 for none). */
  timeoutMs?: number;
  /** Extra HTTP headers sent with every request. */
  headers?: Record<string, string>;
  /**
   * Check parameters with the contract's validators before sending, stated requirements included
   * (default true). Off, only a value the wire cannot carry is refused, so a request can reach
   * the server as given (to test how it answers a missing value, say).
   */
  validateParams?: boolean;
  /** Strict mode: check every decoded result with the contract's validators (default false). */
  strictResponses?: boolean;
}

export interface CallOptions {
  /** Ends the call with an AbortError when aborted. */
  signal?: AbortSignal;
  /** This call's time limit, instead of the client's. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export class Caller<H> {
  readonly binding: Binding;
  private readonly endpoint: string;
  private readonly transport: Transport;
  private readonly header: SoapHeader<H> | undefined;

  constructor(
    private readonly service: ServiceDescriptor<H>,
    private readonly options: ClientOptions<H>,
  ) {
    this.binding = options.binding ?? "soap11";
    const base = options.baseUrl.replace(/\/+$/, "");
    this.endpoint = base.endsWith(service.endpointPath) ? base : `${base}${service.endpointPath}`;
    this.transport = chooseTransport(options.fetch);
    const soap = this.binding === "soap11" || this.binding === "soap12";
    this.header =
      soap && service.header && options.auth !== undefined
        ? { ...service.header, namespace: service.namespace, value: options.auth }
        : undefined;
  }

  async call<P, R>(op: OperationCodec<P>, result: ResultDescriptor<R>, params: unknown, callOptions: CallOptions = {}): Promise<R> {
    const request = this.request(op, params);
    const site: CallSite = { operation: op.name, binding: this.binding };
    const response = await this.send(site, request, callOptions);
    const value =
      this.binding === "soap11" || this.binding === "soap12"
        ? readSoapResponse(site, op as OperationCodec<unknown>, result, response)
        : readHttpResponse(site, this.service.namespace, result, response);
    if (this.options.strictResponses) {
      const issues = problems(this.service.validators.results[op.name], value);
      if (issues.length > 0) throw new ResponseValidationError(site, issues, response.body);
    }
    return value;
  }

  /** The exact request a call sends (method, URL, headers, body), or the RequestValidationError it throws. */
  private request<P>(op: OperationCodec<P>, params: unknown): WireRequest {
    // The validators' output is not sent: a dateTime string goes on the wire as given.
    const stated = this.options.validateParams === false ? [] : problems(this.service.validators.params[op.name]?.params, params);
    const issues = stated.length > 0 ? stated : [...checkParams(op, params, this.binding), ...(this.header ? checkHeader(this.header) : [])];
    if (issues.length > 0) throw new RequestValidationError({ operation: op.name, binding: this.binding }, issues);
    return writeRequest(this.binding, this.endpoint, op, params as P, this.header, this.options.headers);
  }

  private async send(site: CallSite, request: WireRequest, callOptions: CallOptions): Promise<WireResponse> {
    const timeoutMs = callOptions.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const userSignal = callOptions.signal;
    if (userSignal?.aborted) throw new AbortError(site, userSignal.reason);
    const exchange = this.transport(request);
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), exchange.cancel(new Error(`no response within ${timeoutMs} ms`))), timeoutMs) : undefined;
    const onAbort = () => exchange.cancel(userSignal?.reason);
    userSignal?.addEventListener("abort", onAbort, { once: true });
    try {
      return await exchange.response;
    } catch (err) {
      if (timedOut) throw new TimeoutError(site, timeoutMs);
      if (userSignal?.aborted) throw new AbortError(site, userSignal.reason);
      throw new NetworkError(site, err);
    } finally {
      clearTimeout(timer);
      userSignal?.removeEventListener("abort", onAbort);
    }
  }
}

/** A validator's issues as `{ path, message }`, the path dotted (`_status.detail.0.code`). */
function problems(validator: Validator | undefined, value: unknown): { path: string; message: string }[] {
  const outcome = validator?.safeParse(value);
  if (!outcome || outcome.success) return [];
  return outcome.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}
