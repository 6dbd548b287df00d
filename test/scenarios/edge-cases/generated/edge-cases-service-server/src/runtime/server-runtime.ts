// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * One server's fixed state, built once when the handler is created: options with their defaults,
 * and the operations indexed every way a request can name them.
 */
import {
  DEFAULT_ERROR_CODES,
  DEFAULT_LIMITS,
  DEFAULT_MTOM_THRESHOLD,
  type Binding,
  type CallBinding,
  type ErrorCodes,
  type ErrorDetailStyle,
  type HttpBindingOptions,
  type ServerLimits,
  type ServerOptions,
  type ServicePagesForm,
  type SoapAuthenticate,
} from "./options.js";
import { CorsPolicy } from "./cors.js";
import { firstElement } from "./request-params.js";
import type { ServerOperation, ServiceDefinition } from "./service.js";
import type { RouteTable, SoapRouting } from "./soap-request.js";
import { CanonicalRequests } from "./canonical-request.js";
import { TIMER_MS, wholeNumberOption, type WholeNumberRule, WSSE_NS } from "./contract-runtime.js";
import { WsSecurityCheck } from "./ws-security.js";
import { JsonFace } from "./json-endpoint.js";

export class ServerRuntime<I, H> {
  readonly authenticate: SoapAuthenticate<H> | null;
  readonly codes: ErrorCodes;
  readonly errorDetails: ErrorDetailStyle;
  readonly limits: ServerLimits;
  /** The CORS policy, when cross-origin calls are allowed. */
  readonly cors: CorsPolicy | undefined;
  /** Whether the service's pages are served, and to whom the test form is. */
  readonly servicePages: { enabled: boolean; form: ServicePagesForm };
  readonly routing: SoapRouting<I, H>;
  /** The requests in the form most clients send, read without the XML reader. */
  readonly canonical: CanonicalRequests<I, H>;
  readonly byName: ReadonlyMap<string, ServerOperation<I, H>>;
  /** Published names by lower-cased name, to tell a wrong-case name from an unknown one. */
  readonly nameByLowerName: ReadonlyMap<string, string>;
  /** The WS-Security checks, when the options ask for them. */
  readonly wsSecurity: WsSecurityCheck | undefined;
  /** The JSON face, when the options turn it on. */
  readonly json: JsonFace | undefined;
  /** The smallest base64Binary value answered as an MTOM attachment; undefined: MTOM is off. */
  readonly mtomThreshold: number | undefined;

  /** The path the service answers at: the `endpointPath` option, else the contract's. */
  readonly endpointPath: string;
  readonly service: ServiceDefinition<I, H>;
  readonly implementation: I;
  private readonly options: ServerOptions<H>;

  constructor(service: ServiceDefinition<I, H>, implementation: I, options: ServerOptions<H>) {
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
        "mtom",
      ],
      "options",
    );
    checkKeys(
      options.wsSecurity ?? {},
      ["usernameToken", "timestamp", "maxAgeSeconds", "signature", "nonceCache"],
      "options.wsSecurity",
    );
    checkKeys(
      options.limits ?? {},
      ["maxBodyBytes", "bodyTimeoutMs", "maxParts", "xml"],
      "options.limits",
    );
    checkKeys(
      options.limits?.xml ?? {},
      ["maxDepth", "maxElements", "maxAttributes"],
      "options.limits.xml",
    );
    checkKeys(options.errorCodes ?? {}, ["auth", "required"], "options.errorCodes");
    if (options.authenticate === undefined)
      throw new TypeError(
        "options.authenticate is required: a hook, or null for no authentication",
      );
    for (const binding of ["httpGet", "httpPost"] as const) {
      const o = options[binding];
      checkKeys(o ?? {}, ["enabled", "operations", "authenticate"], `options.${binding}`);
      if (o?.enabled && o.authenticate === undefined)
        throw new TypeError(`options.${binding}.authenticate is required: a hook, or null`);
      for (const name of o?.operations ?? []) {
        if (!service.operations.some((op) => op.codec.name === name))
          throw new TypeError(`options.${binding}.operations: ${name} is not an operation`);
      }
    }
    this.endpointPath = endpointPathOf(options.endpointPath ?? service.endpointPath);
    this.authenticate = options.authenticate;
    this.codes = { ...DEFAULT_ERROR_CODES, ...options.errorCodes };
    if (
      options.errorDetails !== undefined &&
      options.errorDetails !== "requirement" &&
      options.errorDetails !== "validator"
    ) {
      throw new TypeError(
        `options.errorDetails: expected "requirement" or "validator", got ${JSON.stringify(options.errorDetails)}`,
      );
    }
    this.errorDetails = options.errorDetails ?? "requirement";
    if (options.cors !== undefined)
      checkKeys(
        options.cors,
        ["origins", "methods", "headers", "exposeHeaders", "credentials", "maxAgeSeconds"],
        "options.cors",
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
        "first",
      ),
      headers: Object.entries(service.headers).map(([name, h]) => ({ name, ...h })),
      auth: service.auth,
      ...(options.wsSecurity ? { understood: new Set([`{${WSSE_NS}}Security`]) } : {}),
    };
    this.wsSecurity = options.wsSecurity ? new WsSecurityCheck(options.wsSecurity) : undefined;
    checkKeys(options.json ?? {}, ["enabled"], "options.json");
    this.json = options.json?.enabled
      ? new JsonFace(service.headers, this.limits.xml.maxDepth ?? 64, service.openapi)
      : undefined;
    this.cors =
      options.cors === undefined
        ? undefined
        : new CorsPolicy(options.cors, [...(this.json?.httpNames.values() ?? [])]);
    this.canonical = new CanonicalRequests(this.routing);
    this.mtomThreshold = mtomThresholdOf(options.mtom);
    this.byName = new Map(ops.map((op) => [op.codec.name, op]));
    this.nameByLowerName = new Map(ops.map((op) => [op.codec.name.toLowerCase(), op.codec.name]));
  }

  /** The HTTP binding's options when it is on for the operation; undefined when it is off. */
  httpBinding(binding: "httpGet" | "httpPost", operation: string): HttpBindingOptions | undefined {
    const o = this.options[binding];
    if (!o?.enabled || (o.operations && !o.operations.includes(operation))) return undefined;
    return o;
  }

  isHttpEnabled(binding: "httpGet" | "httpPost"): boolean {
    return this.options[binding]?.enabled === true;
  }

  /** Reports an error the client only sees as a 500; a throwing reporter is ignored. */
  reportError(error: unknown, operation?: string, binding?: CallBinding): void {
    try {
      this.options.onError?.(error, {
        ...(operation ? { operation } : {}),
        ...(binding ? { binding } : {}),
      });
    } catch {
      // The answer is already decided; a failing reporter must not change it.
    }
  }
}

/** Options are typed; a key that is not one of them is a mistake worth hearing about at once. */
function checkKeys(value: object, known: readonly string[], where: string): void {
  const unknown = Object.keys(value).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw new TypeError(
      `${where}: unknown option ${unknown.join(", ")} (known: ${known.join(", ")})`,
    );
}

function mtomThresholdOf(mtom: ServerOptions<unknown>["mtom"]): number | undefined {
  if (mtom === undefined || mtom === false) return undefined;
  if (mtom === true) return DEFAULT_MTOM_THRESHOLD;
  checkKeys(mtom, ["threshold"], "options.mtom");
  return wholeNumberOption("options.mtom.threshold", mtom.threshold, DEFAULT_MTOM_THRESHOLD, {
    unit: "bytes",
    min: 0,
  });
}

/** A size or count limit: 0 would refuse every request; Infinity is no limit. */
const BOUND: WholeNumberRule = { min: 1, unlimited: true };

/** The limits, each given one checked, the others their defaults. */
function limitsOf(limits: ServerOptions<unknown>["limits"] = {}): ServerLimits {
  const xml = limits.xml ?? {};
  const xmlBound = (key: "maxDepth" | "maxElements" | "maxAttributes") =>
    wholeNumberOption(`options.limits.xml.${key}`, xml[key], DEFAULT_LIMITS.xml[key]!, BOUND);
  return {
    maxBodyBytes: wholeNumberOption(
      "options.limits.maxBodyBytes",
      limits.maxBodyBytes,
      DEFAULT_LIMITS.maxBodyBytes,
      { ...BOUND, unit: "bytes" },
    ),
    // 0 would time every body out; Infinity too: a timer takes it as 1 ms.
    bodyTimeoutMs: wholeNumberOption(
      "options.limits.bodyTimeoutMs",
      limits.bodyTimeoutMs,
      DEFAULT_LIMITS.bodyTimeoutMs,
      { ...TIMER_MS, min: 1 },
    ),
    maxParts: wholeNumberOption(
      "options.limits.maxParts",
      limits.maxParts,
      DEFAULT_LIMITS.maxParts,
      BOUND,
    ),
    xml: {
      maxDepth: xmlBound("maxDepth"),
      maxElements: xmlBound("maxElements"),
      maxAttributes: xmlBound("maxAttributes"),
    },
  };
}

function servicePagesOf<H>(options: ServerOptions<H>): {
  enabled: boolean;
  form: ServicePagesForm;
} {
  const o = options.servicePages ?? {};
  checkKeys(o, ["enabled", "form"], "options.servicePages");
  if (o.form !== undefined && !["local", "all", "off"].includes(o.form))
    throw new TypeError(
      `options.servicePages.form: expected "local", "all" or "off", got ${JSON.stringify(o.form)}`,
    );
  return { enabled: o.enabled ?? true, form: o.form ?? "local" };
}

function isSoap(binding: Binding): boolean {
  return binding === "soap11" || binding === "soap12";
}

/**
 * Operations by a key (a SOAPAction, a first body element); a key several operations share routes
 * none of them (`shared: "none"`: the request is then routed by its other key) or the first; the
 * empty key of an element routes none.
 */
function routeTable<O>(
  ops: readonly O[],
  key: (op: O) => string,
  shared: "none" | "first",
): RouteTable<O> {
  const map = new Map<string, O>();
  const keys = new Set<string>();
  for (const op of ops) {
    const k = key(op);
    if (map.has(k)) keys.add(k);
    else map.set(k, op);
  }
  if (shared === "none") for (const k of keys) map.delete(k);
  return { map, shared: keys };
}

/** `path` when it is one a request line can name: absolute, without query or fragment. */
function endpointPathOf(path: string): string {
  if (!/^\/[^?#\s]*$/.test(path))
    throw new TypeError(
      `options.endpointPath ${JSON.stringify(path)} is not a path: expected one starting with /, without ? or #`,
    );
  return path;
}
