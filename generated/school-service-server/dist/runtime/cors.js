// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { TEXT_PLAIN, send } from "./responses.js";
import { wholeNumberOption } from "./contract-runtime.js";
class CorsPolicy {
  allowed;
  anyOrigin;
  methods;
  headers;
  exposed;
  credentials;
  maxAge;
  /** `jsonHeaders`: the JSON face's SOAP header names, when it is on, in the defaults. */
  constructor(options, jsonHeaders = []) {
    const { origins } = options;
    if (origins === void 0)
      throw new TypeError('options.cors.origins is required: a list of origins, "*" or a function');
    if (origins === "*" && options.credentials)
      throw new TypeError(
        "options.cors: credentials cannot be allowed for every origin; list the origins"
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
    this.exposed = exposed.length > 0 ? exposed.join(", ") : void 0;
    this.credentials = options.credentials ?? false;
    this.maxAge = String(
      wholeNumberOption("options.cors.maxAgeSeconds", options.maxAgeSeconds, 600, {
        unit: "seconds",
        min: 0
      })
    );
  }
  /** Adds the CORS headers to `res`, and answers a preflight itself. */
  apply(req, res) {
    const origin = req.headers.origin;
    const preflight = req.method === "OPTIONS" && req.headers["access-control-request-method"] !== void 0;
    if (origin === void 0) return "continue";
    res.setHeader("Vary", "Origin");
    if (!this.allowed(origin)) {
      if (!preflight) return "continue";
      send(res, 403, TEXT_PLAIN, "This origin may not call the service.");
      return "answered";
    }
    res.setHeader("Access-Control-Allow-Origin", this.anyOrigin ? "*" : origin);
    if (this.credentials) res.setHeader("Access-Control-Allow-Credentials", "true");
    if (!preflight) {
      if (this.exposed !== void 0) res.setHeader("Access-Control-Expose-Headers", this.exposed);
      return "continue";
    }
    res.writeHead(204, {
      "Access-Control-Allow-Methods": this.methods,
      "Access-Control-Allow-Headers": this.headers,
      "Access-Control-Max-Age": this.maxAge,
      "Content-Length": "0"
    });
    res.end();
    return "answered";
  }
}
export {
  CorsPolicy
};
//# sourceMappingURL=cors.js.map
