// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  AbortError,
  NetworkError,
  ResponseTooLargeError,
  TimeoutError
} from "./errors.js";
import { REDACTED, redactHeaders, redactUrl, redactXml } from "./redact.js";
import { ResponseLimitExceeded } from "./response-body.js";
import { retryDelay } from "./retry-rules.js";
async function sendCall(request, ctx) {
  const { site, signal, timeoutMs } = ctx;
  if (signal?.aborted) throw new AbortError(site, signal.reason);
  const deadline = timeoutMs > 0 ? Date.now() + timeoutMs : Number.POSITIVE_INFINITY;
  let exchange;
  let wake = () => {
  };
  let timedOut = false;
  const stop = (reason) => {
    exchange?.cancel(reason);
    wake();
  };
  const timer = timeoutMs > 0 ? setTimeout(() => {
    timedOut = true;
    stop(new Error(`no response within ${timeoutMs} ms`));
  }, timeoutMs) : void 0;
  const onAbort = () => stop(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const ended = () => {
    if (timedOut) return new TimeoutError(site, timeoutMs);
    if (signal?.aborted) return new AbortError(site, signal.reason);
    return void 0;
  };
  try {
    for (let attempt = 1; ; attempt++) {
      const secured = ctx.secure ? await ctx.secure(request) : request;
      const sent = ctx.httpAuth ? await authorized(secured, ctx.httpAuth) : secured;
      const before = ended();
      if (before) throw before;
      const seen = ctx.hooks && hookRequest(sent, attempt, ctx);
      if (seen) ctx.hooks?.onRequest?.(seen);
      const started = performance.now();
      let response;
      let failure;
      try {
        exchange = ctx.transport(sent, ctx.maxResponseBytes);
        response = await exchange.response;
      } catch (err) {
        failure = err;
      } finally {
        exchange = void 0;
      }
      if (seen) hookResponse(seen, performance.now() - started, response, failure, ctx);
      const end = ended();
      if (end) throw end;
      const delay = retryDelay(ctx.retry, attempt, ctx.idempotent, response, failure);
      if (delay === void 0 || Date.now() + delay >= deadline) {
        if (response) return response;
        if (failure instanceof ResponseLimitExceeded)
          throw new ResponseTooLargeError(site, failure.limit);
        throw new NetworkError(site, withoutCredentials(failure));
      }
      await new Promise((resolve) => {
        const t = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      wake = () => {
      };
      const stopped = ended();
      if (stopped) throw stopped;
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}
async function authorized(request, auth) {
  if (auth.type === "ntlm") return request;
  const value = auth.type === "basic" ? `Basic ${base64(`${auth.username}:${auth.password}`)}` : `Bearer ${typeof auth.token === "function" ? await auth.token() : auth.token}`;
  const headers = {};
  for (const [name, v] of Object.entries(request.headers))
    if (name.toLowerCase() !== "authorization") headers[name] = v;
  headers.Authorization = value;
  return { ...request, headers };
}
function base64(text) {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
function hookRequest(request, attempt, ctx) {
  const raw = ctx.hooks?.raw === true;
  return {
    operation: ctx.site.operation,
    binding: ctx.site.binding,
    attempt,
    method: request.method,
    url: raw ? request.url : redactUrl(request.url),
    headers: raw ? { ...request.headers } : redactHeaders(request.headers),
    body: raw || request.body === void 0 ? request.body : redactBody(request.body, ctx)
  };
}
function hookResponse(request, durationMs, response, failure, ctx) {
  const onResponse = ctx.hooks?.onResponse;
  if (!onResponse) return;
  const raw = ctx.hooks?.raw === true;
  if (!response)
    return onResponse({ request, durationMs, error: raw ? failure : withoutCredentials(failure) });
  const headers = response.headers ?? { "content-type": response.contentType };
  onResponse({
    request,
    durationMs,
    status: response.status,
    headers: raw ? { ...headers } : redactHeaders(headers),
    body: raw ? response.body : redactBody(response.body, ctx)
  });
}
function redactBody(body, ctx) {
  return /^\s*</.test(body) ? redactXml(body, ctx.secretBlocks, ctx.hooks?.secretElements) : body.replace(/((?:^|&)[^=&]*pass(?:word)?[^=&]*=)[^&]*/gi, `$1${REDACTED}`);
}
function withoutCredentials(err) {
  if (!(err instanceof Error)) return err;
  const message = err.message.replace(/\b([a-z][a-z\d+.-]*:\/\/)[^/@\s]*@/gi, `$1${REDACTED}@`);
  if (message === err.message) return err;
  const clean = new Error(message);
  Object.assign(clean, { code: err.code });
  return clean;
}
export {
  sendCall
};
//# sourceMappingURL=send-call.js.map
