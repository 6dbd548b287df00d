/**
 * Performs one call on the chosen binding: checks the parameters, writes the request as ASMX
 * clients do (with WS-Addressing's headers where asked: addressing.ts), sends it (node:http on
 * Node, fetch elsewhere or when one is given) under a time limit and the caller's AbortSignal,
 * with HTTP authentication, retries and hooks (send-call.ts), and reads the answer into the
 * result or a typed error.
 */
import type { HeaderBlock, OperationCodec } from "./contract-runtime.js";
import { newAddressing, withAddressing } from "./addressing.js";
import {
  RequestValidationError,
  ResponseValidationError,
  type Binding,
  type CallSite,
} from "./errors.js";
import {
  checkHeaders,
  checkParams,
  writeRequest,
  type SoapHeader,
  type WireRequest,
} from "./request-writer.js";
import {
  readHttpResponse,
  readSoapResponse,
  type FinishResult,
  type ResponseHeaders,
  type WireResponse,
} from "./response-reader.js";
import { markedIdempotent, retryRule, type RetryRule } from "./retry-rules.js";
import { type SendContext, sendCall } from "./send-call.js";
import { chooseTransport, type Transport } from "./transport.js";
import type { CallTransportOptions, TransportOptions } from "./transport-options.js";
import type { SecurityPolicyDefaults, WsSecurity } from "./ws-security.js";
import { TIMER_MS, wholeNumberOption } from "./contract-runtime.js";

/** What the client needs of a zod schema of the contract (so its runtime need not import zod). */
export interface Validator {
  safeParse(value: unknown): ValidationOutcome;
}

/** A zod `safeParse` result, as much of it as the client reads. */
export type ValidationOutcome =
  | { success: true }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

/** What the generated client tells the caller about its service. */
export interface ServiceDescriptor {
  /** The path of the contract's address; "" when it publishes none: `baseUrl` is then the endpoint. */
  endpointPath: string;
  /** The binding used unless chosen: SOAP 1.1 when the contract has it, else SOAP 1.2. */
  defaultBinding: Binding;
  /** The contract's SOAP headers, by their names in `soapHeaders`. */
  headers: Readonly<Record<string, HeaderBlock>>;
  /** The header the `auth` option fills (ASMX's one SoapHeader, the credentials). */
  auth?: string;
  /** What the contract's WS-SecurityPolicy asks of each SOAP binding: defaults of `wsSecurity`. */
  securityPolicy?: Partial<Record<Binding, SecurityPolicyDefaults>>;
  /** Fills in the defaults of a decoded result envelope, when the contract's operations answer with one. */
  finishEnvelope?: FinishResult;
  /** The bindings that use WS-Addressing (wsaw:UsingAddressing): SOAP calls on them send its headers unless told not to. */
  addressing?: readonly Binding[];
}

/**
 * The contract's validators by operation name, its parameters and its result: `validators` of the
 * contract package's `validators` entry point (zod schemas).
 */
export interface ContractValidators {
  params: Readonly<Record<string, { params: Validator }>>;
  results: Readonly<Record<string, Validator>>;
}

/** Also `httpAuth`, `tls`, `proxy`, `agent`, `retry`, `hooks`, `addressing`, `mtom`: see transport-options.ts. */
export interface ClientOptions<H, S = Record<string, unknown>> extends TransportOptions {
  /**
   * The service's base address (`https://host`), or the full endpoint URL ending in the `.asmx`
   * path; for a contract that publishes no address, the full endpoint URL, called as given.
   */
  baseUrl: string;
  /** The contract's SOAP 1.1 binding unless chosen otherwise (SOAP 1.2 when it has only that). */
  binding?: Binding;
  /** The SOAP header value (the credentials header, where the contract has one). Not sent on GET/POST. */
  auth?: H;
  /** Values of SOAP headers, sent with every SOAP call of an operation that binds them. */
  soapHeaders?: Partial<S>;
  /**
   * A fetch implementation to send requests with. By default node:http on Node (where it is the
   * faster way), the global fetch elsewhere; pass `globalThis.fetch` to use fetch on Node too.
   */
  fetch?: typeof fetch;
  /**
   * Time limit of each call in whole milliseconds, response body included (default 30000; 0 for
   * none; at most 2147483647, the longest a timer waits).
   */
  timeoutMs?: number;
  /**
   * The most a response body may hold, in bytes (default 32 MiB, 25 times a 10,000-item answer;
   * 0 or Infinity for no limit): a larger one is not read further and the call fails with
   * ResponseTooLargeError, so a server that answers without end cannot exhaust the process.
   */
  maxResponseBytes?: number;
  /** Extra HTTP headers sent with every request. */
  headers?: Record<string, string>;
  /**
   * The contract's validators (`validators` of the contract package's validators entry point), so that
   * parameters are checked before sending, stated requirements included. Left out, the client
   * carries no validator (nor zod): only a value the wire cannot carry is refused.
   */
  validators?: ContractValidators;
  /**
   * With `validators`, check parameters with them before sending (default true). Off, only a value
   * the wire cannot carry is refused, so a request can reach the server as given (to test how it
   * answers a missing value, say).
   */
  validateParams?: boolean;
  /** Strict mode: check every decoded result with `validators`, which it needs (default false). */
  strictResponses?: boolean;
  /**
   * WS-Security on SOAP calls: `new WsSecurity({ usernameToken, timestamp, signature })` (a value
   * of its own, so that a bundle that does not use it carries none of it).
   */
  wsSecurity?: WsSecurity;
}

export interface CallOptions<S = Record<string, unknown>> extends CallTransportOptions {
  /** Ends the call with an AbortError when aborted. */
  signal?: AbortSignal;
  /** This call's time limit, instead of the client's (whole milliseconds; 0 for none). */
  timeoutMs?: number;
  /** SOAP header values for this call, over the client's. */
  soapHeaders?: Partial<S>;
  /** Filled with the SOAP headers the response carries (those the operation's output binds), by name. */
  responseHeaders?: Partial<S>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

export class Caller<H> {
  readonly binding: Binding;
  readonly #service: ServiceDescriptor;
  readonly #endpoint: string;
  readonly #transport: Transport;
  readonly #retry: RetryRule | undefined;
  readonly #timeoutMs: number;
  readonly #maxResponseBytes: number;
  /** The credentials header's element: hooks see its values redacted. */
  readonly #secretBlocks: readonly string[];
  readonly #soap: boolean;
  /** WS-Security of the SOAP calls, and the defaults the binding's policy gives it. */
  readonly #security: WsSecurity | undefined;
  readonly #securityPolicy: SecurityPolicyDefaults | undefined;
  /** The header values the options give, by name (`auth` under its header's name). */
  readonly #headerValues: Record<string, unknown>;

  readonly #options: ClientOptions<H, Record<string, unknown>>;

  constructor(service: ServiceDescriptor, options: ClientOptions<H, object>) {
    this.#service = service;
    if (options.strictResponses && options.validators === undefined)
      throw new TypeError(
        "strictResponses checks results with the contract's validators: pass them as validators",
      );
    this.#options = options as ClientOptions<H, Record<string, unknown>>;
    this.binding = options.binding ?? service.defaultBinding;
    this.#endpoint = endpointUrl(options.baseUrl, service.endpointPath);
    this.#transport = chooseTransport(options.fetch, options);
    this.#retry = retryRule(options.retry);
    this.#timeoutMs = wholeNumberOption(
      "timeoutMs",
      options.timeoutMs,
      DEFAULT_TIMEOUT_MS,
      TIMER_MS,
    );
    this.#maxResponseBytes = wholeNumberOption(
      "maxResponseBytes",
      options.maxResponseBytes,
      DEFAULT_MAX_RESPONSE_BYTES,
      { unit: "bytes", min: 0, unlimited: true },
    );
    const authBlock = service.auth === undefined ? undefined : service.headers[service.auth];
    this.#secretBlocks = authBlock ? [authBlock.element] : [];
    this.#soap = this.binding === "soap11" || this.binding === "soap12";
    this.#security = this.#soap ? options.wsSecurity : undefined;
    this.#securityPolicy = service.securityPolicy?.[this.binding];
    this.#headerValues = {
      ...options.soapHeaders,
      ...(service.auth && options.auth !== undefined ? { [service.auth]: options.auth } : {}),
    };
  }

  /** Calls `op`: what the call sends and how its answer is read is the contract's operation. */
  async call<P, R>(
    op: OperationCodec<P, R>,
    params: unknown,
    callOptions: CallOptions<object> = {},
  ): Promise<R> {
    const site: CallSite = { operation: op.name, binding: this.binding };
    const request = this.#request(op, params, callOptions);
    const security = this.#security;
    const secure =
      security && ((r: WireRequest) => security.secureRequest(site, r, this.#securityPolicy));
    const response = await this.#send(site, request, callOptions, secure);
    if (security) await security.checkAnswer(site, response);
    const finish = op.enveloped ? this.#service.finishEnvelope : undefined;
    const value = this.#soap
      ? readSoapResponse(site, op, finish, response, this.#responseHeaders(op, callOptions))
      : readHttpResponse(site, op, finish, response);
    if (this.#options.strictResponses) {
      const issues = problems(this.#options.validators?.results[op.name], value);
      if (issues.length > 0) throw new ResponseValidationError(site, issues, response.body);
    }
    return value;
  }

  /** The exact request a call sends (method, URL, headers, body), or the RequestValidationError it throws. */
  #request<P>(
    op: OperationCodec<P, unknown>,
    params: unknown,
    callOptions: CallOptions<object>,
  ): WireRequest {
    const headers = this.#soapHeaders(op, callOptions);
    // The validators' output is not sent: a dateTime string goes on the wire as given.
    const stated =
      this.#options.validateParams === false
        ? []
        : problems(this.#options.validators?.params[op.name]?.params, params);
    // With MTOM, base64Binary values are checked as the package will carry them: not as text.
    const issues =
      stated.length > 0
        ? stated
        : [
            ...checkParams(op, params, this.binding, this.#options.mtom?.writer()),
            ...checkHeaders(headers),
          ];
    if (issues.length > 0)
      throw new RequestValidationError({ operation: op.name, binding: this.binding }, issues);
    const request = writeRequest(
      this.binding,
      this.#endpoint,
      op,
      params as P,
      headers,
      this.#options.headers,
      this.#options.mtom?.writer(),
    );
    const addressing =
      this.#options.addressing ?? this.#service.addressing?.includes(this.binding) ?? false;
    if (!this.#soap || addressing === false) return request;
    const given = addressing === true ? {} : addressing;
    return withAddressing(request, newAddressing(op.soapAction, this.#endpoint, given));
  }

  /** The header blocks a SOAP call of `op` sends: those it binds that have a value. */
  #soapHeaders(
    op: OperationCodec<unknown, unknown>,
    callOptions: CallOptions<object>,
  ): SoapHeader<unknown>[] {
    if (!this.#soap) return [];
    const values: Record<string, unknown> = callOptions.soapHeaders
      ? { ...this.#headerValues, ...callOptions.soapHeaders }
      : this.#headerValues;
    const blocks: SoapHeader<unknown>[] = [];
    for (const name of op.headers) {
      const value = values[name];
      if (value === undefined) continue;
      const header = this.#service.headers[name]!;
      blocks.push({
        option:
          name === this.#service.auth && this.#options.auth !== undefined
            ? "auth"
            : `soapHeaders.${name}`,
        ...header,
        value,
      });
    }
    return blocks;
  }

  /** Where the response's header blocks go, by element: when the caller asked for them. */
  #responseHeaders(
    op: OperationCodec<unknown, unknown>,
    callOptions: CallOptions<object>,
  ): ResponseHeaders | undefined {
    const into = callOptions.responseHeaders as Record<string, unknown> | undefined;
    if (!into || op.outputHeaders.length === 0) return undefined;
    return {
      into,
      byElement: new Map(
        op.outputHeaders.map((name) => [
          `{${this.#service.headers[name]!.namespace}}${this.#service.headers[name]!.element}`,
          { name, codec: this.#service.headers[name]!.codec },
        ]),
      ),
    };
  }

  #send(
    site: CallSite,
    request: WireRequest,
    callOptions: CallOptions<object>,
    secure: SendContext["secure"],
  ): Promise<WireResponse> {
    return sendCall(request, {
      transport: this.#transport,
      site,
      maxResponseBytes: this.#maxResponseBytes,
      // The client's own was checked when it was made: only a call's own is checked here.
      timeoutMs:
        callOptions.timeoutMs === undefined
          ? this.#timeoutMs
          : wholeNumberOption("callOptions.timeoutMs", callOptions.timeoutMs, 0, TIMER_MS),
      signal: callOptions.signal,
      httpAuth: this.#options.httpAuth,
      retry: this.#retry,
      idempotent:
        this.binding === "httpGet" ||
        (callOptions.idempotent ?? markedIdempotent(this.#retry, site.operation)),
      hooks: this.#options.hooks,
      secretBlocks: this.#secretBlocks,
      secure,
    });
  }
}

/**
 * A validator's issues as `{ path, message }`, the path dotted (`_status.detail.0.code`); the
 * message starts with the path, so that it says on its own what is wrong where.
 */
function problems(
  validator: Validator | undefined,
  value: unknown,
): { path: string; message: string }[] {
  const outcome = validator?.safeParse(value);
  if (!outcome || outcome.success) return [];
  return outcome.error.issues.map((i) => {
    const path = i.path.map(String).join(".");
    return { path, message: path === "" ? i.message : `${path}: ${i.message}` };
  });
}

/**
 * The URL calls go to: `baseUrl` with the contract's endpoint path appended, unless it ends with
 * that path already (a trailing slash on either side aside); `baseUrl` as given when the contract
 * publishes no address (`endpointPath` "").
 */
export function endpointUrl(baseUrl: string, endpointPath: string): string {
  if (endpointPath === "") return baseUrl;
  const base = baseUrl.replace(/\/+$/, "");
  const path = endpointPath.replace(/\/+$/, "");
  return base.endsWith(path)
    ? `${base}${endpointPath.slice(path.length)}`
    : `${base}${endpointPath}`;
}
