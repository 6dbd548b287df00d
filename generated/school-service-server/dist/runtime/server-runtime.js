// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  DEFAULT_ERROR_CODES,
  DEFAULT_LIMITS,
  DEFAULT_MTOM_THRESHOLD
} from "./options.js";
import { CorsPolicy } from "./cors.js";
import { firstElement } from "./request-params.js";
import { CanonicalRequests } from "./canonical-request.js";
import { TIMER_MS, wholeNumberOption, WSSE_NS } from "./contract-runtime.js";
import { WsSecurityCheck } from "./ws-security.js";
import { JsonFace } from "./json-endpoint.js";
class ServerRuntime {
  authenticate;
  codes;
  errorDetails;
  limits;
  /** The CORS policy, when cross-origin calls are allowed. */
  cors;
  /** Whether the service's pages are served, and to whom the test form is. */
  servicePages;
  routing;
  /** The requests in the form most clients send, read without the XML reader. */
  canonical;
  byName;
  /** Published names by lower-cased name, to tell a wrong-case name from an unknown one. */
  nameByLowerName;
  /** The WS-Security checks, when the options ask for them. */
  wsSecurity;
  /** The JSON face, when the options turn it on. */
  json;
  /** The smallest base64Binary value answered as an MTOM attachment; undefined: MTOM is off. */
  mtomThreshold;
  /** The path the service answers at: the `endpointPath` option, else the contract's. */
  endpointPath;
  service;
  implementation;
  options;
  constructor(service, implementation, options) {
    this.service = service;
    this.implementation = implementation;
    this.options = options;
    checkKeys(
      options,
      [
        "authenticate",
        "endpointPath",
        "httpGet",
        "httpPost",
        "json",
        "errorCodes",
        "errorDetails",
        "limits",
        "cors",
        "servicePages",
        "onError",
        "wsSecurity",
        "mtom"
      ],
      "options"
    );
    checkKeys(
      options.wsSecurity ?? {},
      ["usernameToken", "timestamp", "maxAgeSeconds", "signature", "nonceCache"],
      "options.wsSecurity"
    );
    checkKeys(
      options.limits ?? {},
      ["maxBodyBytes", "bodyTimeoutMs", "maxParts", "xml"],
      "options.limits"
    );
    checkKeys(
      options.limits?.xml ?? {},
      ["maxDepth", "maxElements", "maxAttributes"],
      "options.limits.xml"
    );
    checkKeys(options.errorCodes ?? {}, ["auth", "required"], "options.errorCodes");
    if (options.authenticate === void 0)
      throw new TypeError(
        "options.authenticate is required: a hook, or null for no authentication"
      );
    for (const binding of ["httpGet", "httpPost"]) {
      const o = options[binding];
      checkKeys(o ?? {}, ["enabled", "operations", "authenticate"], `options.${binding}`);
      if (o?.enabled && o.authenticate === void 0)
        throw new TypeError(`options.${binding}.authenticate is required: a hook, or null`);
      for (const name of o?.operations ?? []) {
        if (!service.operations.some((op) => op.codec.name === name))
          throw new TypeError(`options.${binding}.operations: ${name} is not an operation`);
      }
    }
    this.endpointPath = endpointPathOf(options.endpointPath ?? service.endpointPath);
    this.authenticate = options.authenticate;
    this.codes = { ...DEFAULT_ERROR_CODES, ...options.errorCodes };
    if (options.errorDetails !== void 0 && options.errorDetails !== "requirement" && options.errorDetails !== "validator") {
      throw new TypeError(
        `options.errorDetails: expected "requirement" or "validator", got ${JSON.stringify(options.errorDetails)}`
      );
    }
    this.errorDetails = options.errorDetails ?? "requirement";
    if (options.cors !== void 0)
      checkKeys(
        options.cors,
        ["origins", "methods", "headers", "exposeHeaders", "credentials", "maxAgeSeconds"],
        "options.cors"
      );
    this.servicePages = servicePagesOf(options);
    this.limits = limitsOf(options.limits);
    const ops = service.operations;
    const soapOps = ops.filter((op) => op.codec.bindings.some(isSoap));
    this.routing = {
      byAction: routeTable(soapOps, (op) => op.codec.soapAction, "none"),
      // Requests the same on the wire (the generator warns of them) go to the first operation.
      byElement: routeTable(
        soapOps,
        (op) => {
          const first = firstElement(op.codec.input);
          return first ? `{${first.ns}}${first.local}` : "";
        },
        "first"
      ),
      headers: Object.entries(service.headers).map(([name, h]) => ({ name, ...h })),
      auth: service.auth,
      ...options.wsSecurity ? { understood: /* @__PURE__ */ new Set([`{${WSSE_NS}}Security`]) } : {}
    };
    this.wsSecurity = options.wsSecurity ? new WsSecurityCheck(options.wsSecurity) : void 0;
    checkKeys(options.json ?? {}, ["enabled"], "options.json");
    this.json = options.json?.enabled ? new JsonFace(service.headers, this.limits.xml.maxDepth ?? 64, service.openapi) : void 0;
    this.cors = options.cors === void 0 ? void 0 : new CorsPolicy(options.cors, [...this.json?.httpNames.values() ?? []]);
    this.canonical = new CanonicalRequests(this.routing);
    this.mtomThreshold = mtomThresholdOf(options.mtom);
    this.byName = new Map(ops.map((op) => [op.codec.name, op]));
    this.nameByLowerName = new Map(ops.map((op) => [op.codec.name.toLowerCase(), op.codec.name]));
  }
  /** The HTTP binding's options when it is on for the operation; undefined when it is off. */
  httpBinding(binding, operation) {
    const o = this.options[binding];
    if (!o?.enabled || o.operations && !o.operations.includes(operation)) return void 0;
    return o;
  }
  isHttpEnabled(binding) {
    return this.options[binding]?.enabled === true;
  }
  /** Reports an error the client only sees as a 500; a throwing reporter is ignored. */
  reportError(error, operation, binding) {
    try {
      this.options.onError?.(error, {
        ...operation ? { operation } : {},
        ...binding ? { binding } : {}
      });
    } catch {
    }
  }
}
function checkKeys(value, known, where) {
  const unknown = Object.keys(value).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw new TypeError(
      `${where}: unknown option ${unknown.join(", ")} (known: ${known.join(", ")})`
    );
}
function mtomThresholdOf(mtom) {
  if (mtom === void 0 || mtom === false) return void 0;
  if (mtom === true) return DEFAULT_MTOM_THRESHOLD;
  checkKeys(mtom, ["threshold"], "options.mtom");
  return wholeNumberOption("options.mtom.threshold", mtom.threshold, DEFAULT_MTOM_THRESHOLD, {
    unit: "bytes",
    min: 0
  });
}
const BOUND = { min: 1, unlimited: true };
function limitsOf(limits = {}) {
  const xml = limits.xml ?? {};
  const xmlBound = (key) => wholeNumberOption(`options.limits.xml.${key}`, xml[key], DEFAULT_LIMITS.xml[key], BOUND);
  return {
    maxBodyBytes: wholeNumberOption(
      "options.limits.maxBodyBytes",
      limits.maxBodyBytes,
      DEFAULT_LIMITS.maxBodyBytes,
      { ...BOUND, unit: "bytes" }
    ),
    // 0 would time every body out; Infinity too: a timer takes it as 1 ms.
    bodyTimeoutMs: wholeNumberOption(
      "options.limits.bodyTimeoutMs",
      limits.bodyTimeoutMs,
      DEFAULT_LIMITS.bodyTimeoutMs,
      { ...TIMER_MS, min: 1 }
    ),
    maxParts: wholeNumberOption(
      "options.limits.maxParts",
      limits.maxParts,
      DEFAULT_LIMITS.maxParts,
      BOUND
    ),
    xml: {
      maxDepth: xmlBound("maxDepth"),
      maxElements: xmlBound("maxElements"),
      maxAttributes: xmlBound("maxAttributes")
    }
  };
}
function servicePagesOf(options) {
  const o = options.servicePages ?? {};
  checkKeys(o, ["enabled", "form"], "options.servicePages");
  if (o.form !== void 0 && !["local", "all", "off"].includes(o.form))
    throw new TypeError(
      `options.servicePages.form: expected "local", "all" or "off", got ${JSON.stringify(o.form)}`
    );
  return { enabled: o.enabled ?? true, form: o.form ?? "local" };
}
function isSoap(binding) {
  return binding === "soap11" || binding === "soap12";
}
function routeTable(ops, key, shared) {
  const map = /* @__PURE__ */ new Map();
  const keys = /* @__PURE__ */ new Set();
  for (const op of ops) {
    const k = key(op);
    if (map.has(k)) keys.add(k);
    else map.set(k, op);
  }
  if (shared === "none") for (const k of keys) map.delete(k);
  return { map, shared: keys };
}
function endpointPathOf(path) {
  if (!/^\/[^?#\s]*$/.test(path))
    throw new TypeError(
      `options.endpointPath ${JSON.stringify(path)} is not a path: expected one starting with /, without ? or #`
    );
  return path;
}
export {
  ServerRuntime
};
//# sourceMappingURL=server-runtime.js.map
