// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Cross-origin calls (CORS), off unless configured (ASMX sends no CORS headers): a browser page
 * on another origin may then call the service with the generated client's fetch transport.
 * A preflight (`OPTIONS` with `Access-Control-Request-Method`) from an allowed origin gets 204
 * with what it may send; any other request from an allowed origin gets the headers that let the
 * page read the answer. A request from another origin is answered as without the option, so the
 * browser refuses it to the page; its preflight gets 403.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { TEXT_PLAIN, send } from "./responses.js";
import { wholeNumberOption } from "./contract-runtime.js";

export interface CorsOptions {
  /** The origins allowed (`https://app.example.org`, exactly as browsers send them), `"*"` for any, or a test. */
  origins: readonly string[] | "*" | ((origin: string) => boolean);
  /** The methods a preflight allows (default `GET, POST`, the endpoint's). */
  methods?: readonly string[];
  /**
   * The request headers a preflight allows (default `Content-Type, SOAPAction`: SOAP 1.1 needs
   * both; with the JSON face on, its `X-SOAP-*` headers too).
   */
  headers?: readonly string[];
  /**
   * Response headers the page may read besides the simple ones (default none; with the JSON face
   * on, its `X-SOAP-*` headers).
   */
  exposeHeaders?: readonly string[];
  /** Let the page send cookies and HTTP credentials (default false; never with every origin allowed). */
  credentials?: boolean;
  /** How long a browser may keep a preflight's answer, in seconds (default 600). */
  maxAgeSeconds?: number;
}

/** What the handler asks of the CORS policy for one request. */
export type CorsOutcome = "answered" | "continue";

export class CorsPolicy {
  private readonly allowed: (origin: string) => boolean;
  private readonly anyOrigin: boolean;
  private readonly methods: string;
  private readonly headers: string;
  private readonly exposed: string | undefined;
  private readonly credentials: boolean;
  private readonly maxAge: string;

  /** `jsonHeaders`: the JSON face's SOAP header names, when it is on, in the defaults. */
  constructor(options: CorsOptions, jsonHeaders: readonly string[] = []) {
    const { origins } = options;
    if (origins === undefined)
      throw new TypeError('options.cors.origins is required: a list of origins, "*" or a function');
    if (origins === "*" && options.credentials)
      throw new TypeError(
        "options.cors: credentials cannot be allowed for every origin; list the origins",
      );
    this.anyOrigin = origins === "*";
    if (typeof origins === "function") this.allowed = origins;
    else if (origins === "*") this.allowed = () => true;
    else {
      const set = new Set(origins);
      this.allowed = (origin) => set.has(origin);
    }
    this.methods = (options.methods ?? ["GET", "POST"]).join(", ");
    this.headers = (options.headers ?? ["Content-Type", "SOAPAction", ...jsonHeaders]).join(", ");
    const exposed = options.exposeHeaders ?? jsonHeaders;
    this.exposed = exposed.length > 0 ? exposed.join(", ") : undefined;
    this.credentials = options.credentials ?? false;
    this.maxAge = String(
      wholeNumberOption("options.cors.maxAgeSeconds", options.maxAgeSeconds, 600, {
        unit: "seconds",
        min: 0,
      }),
    );
  }

  /** Adds the CORS headers to `res`, and answers a preflight itself. */
  apply(req: IncomingMessage, res: ServerResponse): CorsOutcome {
    const origin = req.headers.origin;
    const preflight =
      req.method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined;
    if (origin === undefined) return "continue";
    res.setHeader("Vary", "Origin");
    if (!this.allowed(origin)) {
      if (!preflight) return "continue";
      send(res, 403, TEXT_PLAIN, "This origin may not call the service.");
      return "answered";
    }
    res.setHeader("Access-Control-Allow-Origin", this.anyOrigin ? "*" : origin);
    if (this.credentials) res.setHeader("Access-Control-Allow-Credentials", "true");
    if (!preflight) {
      if (this.exposed !== undefined) res.setHeader("Access-Control-Expose-Headers", this.exposed);
      return "continue";
    }
    res.writeHead(204, {
      "Access-Control-Allow-Methods": this.methods,
      "Access-Control-Allow-Headers": this.headers,
      "Access-Control-Max-Age": this.maxAge,
      "Content-Length": "0",
    });
    res.end();
    return "answered";
  }
}
