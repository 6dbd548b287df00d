// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { newAddressing, withAddressing } from "./addressing.js";
import {
  RequestValidationError,
  ResponseValidationError
} from "./errors.js";
import {
  checkHeaders,
  checkParams,
  writeRequest
} from "./request-writer.js";
import {
  readHttpResponse,
  readSoapResponse
} from "./response-reader.js";
import { markedIdempotent, retryRule } from "./retry-rules.js";
import { sendCall } from "./send-call.js";
import { chooseTransport } from "./transport.js";
import { TIMER_MS, wholeNumberOption } from "./contract-runtime.js";
const DEFAULT_TIMEOUT_MS = 3e4;
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
class Caller {
  binding;
  #service;
  #endpoint;
  #transport;
  #retry;
  #timeoutMs;
  #maxResponseBytes;
  /** The credentials header's element: hooks see its values redacted. */
  #secretBlocks;
  #soap;
  /** WS-Security of the SOAP calls, and the defaults the binding's policy gives it. */
  #security;
  #securityPolicy;
  /** The header values the options give, by name (`auth` under its header's name). */
  #headerValues;
  #options;
  constructor(service, options) {
    this.#service = service;
    if (options.strictResponses && options.validators === void 0)
      throw new TypeError(
        "strictResponses checks results with the contract's validators: pass them as validators"
      );
    this.#options = options;
    this.binding = options.binding ?? service.defaultBinding;
    this.#endpoint = endpointUrl(options.baseUrl, service.endpointPath);
    this.#transport = chooseTransport(options.fetch, options);
    this.#retry = retryRule(options.retry);
    this.#timeoutMs = wholeNumberOption(
      "timeoutMs",
      options.timeoutMs,
      DEFAULT_TIMEOUT_MS,
      TIMER_MS
    );
    this.#maxResponseBytes = wholeNumberOption(
      "maxResponseBytes",
      options.maxResponseBytes,
      DEFAULT_MAX_RESPONSE_BYTES,
      { unit: "bytes", min: 0, unlimited: true }
    );
    const authBlock = service.auth === void 0 ? void 0 : service.headers[service.auth];
    this.#secretBlocks = authBlock ? [authBlock.element] : [];
    this.#soap = this.binding === "soap11" || this.binding === "soap12";
    this.#security = this.#soap ? options.wsSecurity : void 0;
    this.#securityPolicy = service.securityPolicy?.[this.binding];
    this.#headerValues = {
      ...options.soapHeaders,
      ...service.auth && options.auth !== void 0 ? { [service.auth]: options.auth } : {}
    };
  }
  /** Calls `op`: what the call sends and how its answer is read is the contract's operation. */
  async call(op, params, callOptions = {}) {
    const site = { operation: op.name, binding: this.binding };
    const request = this.#request(op, params, callOptions);
    const security = this.#security;
    const secure = security && ((r) => security.secureRequest(site, r, this.#securityPolicy));
    const response = await this.#send(site, request, callOptions, secure);
    if (security) await security.checkAnswer(site, response);
    const finish = op.enveloped ? this.#service.finishEnvelope : void 0;
    const value = this.#soap ? readSoapResponse(site, op, finish, response, this.#responseHeaders(op, callOptions)) : readHttpResponse(site, op, finish, response);
    if (this.#options.strictResponses) {
      const issues = problems(this.#options.validators?.results[op.name], value);
      if (issues.length > 0) throw new ResponseValidationError(site, issues, response.body);
    }
    return value;
  }
  /** The exact request a call sends (method, URL, headers, body), or the RequestValidationError it throws. */
  #request(op, params, callOptions) {
    const headers = this.#soapHeaders(op, callOptions);
    const stated = this.#options.validateParams === false ? [] : problems(this.#options.validators?.params[op.name]?.params, params);
    const issues = stated.length > 0 ? stated : [
      ...checkParams(op, params, this.binding, this.#options.mtom?.writer()),
      ...checkHeaders(headers)
    ];
    if (issues.length > 0)
      throw new RequestValidationError({ operation: op.name, binding: this.binding }, issues);
    const request = writeRequest(
      this.binding,
      this.#endpoint,
      op,
      params,
      headers,
      this.#options.headers,
      this.#options.mtom?.writer()
    );
    const addressing = this.#options.addressing ?? this.#service.addressing?.includes(this.binding) ?? false;
    if (!this.#soap || addressing === false) return request;
    const given = addressing === true ? {} : addressing;
    return withAddressing(request, newAddressing(op.soapAction, this.#endpoint, given));
  }
  /** The header blocks a SOAP call of `op` sends: those it binds that have a value. */
  #soapHeaders(op, callOptions) {
    if (!this.#soap) return [];
    const values = callOptions.soapHeaders ? { ...this.#headerValues, ...callOptions.soapHeaders } : this.#headerValues;
    const blocks = [];
    for (const name of op.headers) {
      const value = values[name];
      if (value === void 0) continue;
      const header = this.#service.headers[name];
      blocks.push({
        option: name === this.#service.auth && this.#options.auth !== void 0 ? "auth" : `soapHeaders.${name}`,
        ...header,
        value
      });
    }
    return blocks;
  }
  /** Where the response's header blocks go, by element: when the caller asked for them. */
  #responseHeaders(op, callOptions) {
    const into = callOptions.responseHeaders;
    if (!into || op.outputHeaders.length === 0) return void 0;
    return {
      into,
      byElement: new Map(
        op.outputHeaders.map((name) => [
          `{${this.#service.headers[name].namespace}}${this.#service.headers[name].element}`,
          { name, codec: this.#service.headers[name].codec }
        ])
      )
    };
  }
  #send(site, request, callOptions, secure) {
    return sendCall(request, {
      transport: this.#transport,
      site,
      maxResponseBytes: this.#maxResponseBytes,
      // The client's own was checked when it was made: only a call's own is checked here.
      timeoutMs: callOptions.timeoutMs === void 0 ? this.#timeoutMs : wholeNumberOption("callOptions.timeoutMs", callOptions.timeoutMs, 0, TIMER_MS),
      signal: callOptions.signal,
      httpAuth: this.#options.httpAuth,
      retry: this.#retry,
      idempotent: this.binding === "httpGet" || (callOptions.idempotent ?? markedIdempotent(this.#retry, site.operation)),
      hooks: this.#options.hooks,
      secretBlocks: this.#secretBlocks,
      secure
    });
  }
}
function problems(validator, value) {
  const outcome = validator?.safeParse(value);
  if (!outcome || outcome.success) return [];
  return outcome.error.issues.map((i) => {
    const path = i.path.map(String).join(".");
    return { path, message: path === "" ? i.message : `${path}: ${i.message}` };
  });
}
function endpointUrl(baseUrl, endpointPath) {
  if (endpointPath === "") return baseUrl;
  const base = baseUrl.replace(/\/+$/, "");
  const path = endpointPath.replace(/\/+$/, "");
  return base.endsWith(path) ? `${base}${endpointPath.slice(path.length)}` : `${base}${endpointPath}`;
}
export {
  Caller,
  endpointUrl
};
//# sourceMappingURL=caller.js.map
