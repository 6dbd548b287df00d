// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { handleHttp } from "./http-endpoint.js";
import { handleJson, isJsonRequest, sendOpenApi } from "./json-endpoint.js";
import { regExpLiteral } from "./contract-runtime.js";
import { TEXT_PLAIN, TEXT_XML, send } from "./responses.js";
import { ServerRuntime } from "./server-runtime.js";
import { wsdlFor } from "./service-description.js";
import { servePages } from "./service-pages.js";
import { handleSoap } from "./soap-endpoint.js";
function createHandler(service, implementation, options) {
  const rt = new ServerRuntime(service, implementation, options);
  const endpoint = rt.endpointPath.toLowerCase();
  const below = `${endpoint}/`;
  const belowSlash = endpoint.endsWith("/") ? endpoint : below;
  const isBelow = new RegExp(`^${regExpLiteral(below)}`);
  const isBelowSlash = new RegExp(`^${regExpLiteral(belowSlash)}`);
  return (req, res, next) => {
    const target = req.originalUrl ?? req.url ?? "/";
    const q = target.indexOf("?");
    const pathname = q < 0 ? target : target.slice(0, q);
    const lower = pathname.toLowerCase();
    const rest = lower === endpoint ? "" : isBelow.test(lower) ? pathname.slice(below.length) : isBelowSlash.test(lower) ? pathname.slice(belowSlash.length) : void 0;
    if (rest === void 0) {
      if (next) next();
      else send(res, 404, TEXT_PLAIN, "Not Found");
      return;
    }
    if (rt.cors?.apply(req, res) === "answered") return;
    dispatch(rt, req, res, decodePath(rest), q < 0 ? "" : target.slice(q + 1)).catch(
      (err) => {
        rt.reportError(err);
        send(res, 500, TEXT_PLAIN, "Server was unable to process request.");
      }
    );
  };
}
async function dispatch(rt, req, res, op, query) {
  const { service } = rt;
  switch (req.method) {
    case "POST":
      if (op === "") return handleSoap(rt, req, res);
      if (rt.json && isJsonRequest(req)) return handleJson(rt, rt.json, op, req, res);
      return handleHttp(rt, "httpPost", op, "", req, res);
    case "GET":
    case "HEAD":
      if (op !== "") return handleHttp(rt, "httpGet", op, query, req, res);
      switch (query.toLowerCase()) {
        case "wsdl":
          if (service.wsdl === void 0)
            return send(res, 404, TEXT_PLAIN, "This service publishes no WSDL.");
          return send(res, 200, TEXT_XML, wsdlFor(service.wsdl, req, rt.endpointPath));
        case "openapi":
          return sendOpenApi(rt.json, res);
      }
      return servePages(rt, req, res, query);
    default:
      return send(res, 405, TEXT_PLAIN, "Request format is unrecognized.", {
        Allow: "GET, HEAD, POST"
      });
  }
}
function decodePath(segment) {
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
export {
  createHandler
};
//# sourceMappingURL=handler.js.map
