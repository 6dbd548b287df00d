// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { ResponseLimitExceeded } from "./response-body.js";
import { TIMER_MS, wholeNumberOption } from "./contract-runtime.js";
function retryRule(option) {
  if (option === void 0 || option === false) return void 0;
  const o = option === true ? {} : option;
  return {
    retries: wholeNumberOption("retry.retries", o.retries, 2, { min: 0 }),
    minDelayMs: wholeNumberOption("retry.minDelayMs", o.minDelayMs, 200, TIMER_MS),
    maxDelayMs: wholeNumberOption("retry.maxDelayMs", o.maxDelayMs, 5e3, TIMER_MS),
    idempotent: o.idempotent ?? false
  };
}
function markedIdempotent(rule, operation) {
  if (!rule) return false;
  return rule.idempotent === true || Array.isArray(rule.idempotent) && rule.idempotent.includes(operation);
}
const NOT_CONNECTED = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT"
]);
function retryDelay(rule, attempt, safe, response, failure) {
  if (!rule || attempt > rule.retries) return void 0;
  const backoff = Math.min(rule.maxDelayMs, rule.minDelayMs * 2 ** (attempt - 1));
  const jittered = Math.round(backoff / 2 + Math.random() * backoff / 2);
  if (!response) {
    if (failure instanceof ResponseLimitExceeded) return void 0;
    return safe || notConnected(failure) ? jittered : void 0;
  }
  const after = retryAfterMs(response.headers?.["retry-after"]);
  if (response.status === 503 && after !== void 0)
    return after <= rule.maxDelayMs ? after : void 0;
  if (safe && (response.status === 502 || response.status === 503 || response.status === 504))
    return after !== void 0 ? after <= rule.maxDelayMs ? after : void 0 : jittered;
  return void 0;
}
function notConnected(err) {
  if (err?.requestNotSent === true) return true;
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = e.code;
    if (typeof code === "string" && NOT_CONNECTED.has(code)) return true;
  }
  return false;
}
function retryAfterMs(value) {
  if (value === void 0) return void 0;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1e3;
  const date = Date.parse(text);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - Date.now());
}
export {
  markedIdempotent,
  retryAfterMs,
  retryDelay,
  retryRule
};
//# sourceMappingURL=retry-rules.js.map
