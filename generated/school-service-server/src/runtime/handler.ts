// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * The request handler: `(req, res, next?)`, for `node:http` and as Express/Connect middleware.
 * Requests outside the endpoint path go to `next` (or get 404); inside it: POST is SOAP, POST
 * `/<op>` is HTTP POST, GET `/<op>` is HTTP GET, GET `?WSDL` the service description, any other
 * GET the service's pages (service-pages.ts), with the `json` option POST `/<op>` of JSON the JSON
 * face (json-endpoint.ts) and GET `?openapi` its OpenAPI document, and with the `cors` option an
 * OPTIONS preflight is
 * answered (cors.ts). Whatever goes wrong, the process keeps
 * running and the client gets an answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { handleHttp } from "./http-endpoint.js";
import { handleJson, isJsonRequest, sendOpenApi } from "./json-endpoint.js";
import type { ServerOptions } from "./options.js";
import { regExpLiteral } from "./contract-runtime.js";
import { TEXT_PLAIN, TEXT_XML, send } from "./responses.js";
import { ServerRuntime } from "./server-runtime.js";
import type { ServiceDefinition } from "./service.js";
import { wsdlFor } from "./service-description.js";
import { servePages } from "./service-pages.js";
import { handleSoap } from "./soap-endpoint.js";

export type RequestHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
) => void;

export function createHandler<I, H>(
  service: ServiceDefinition<I, H>,
  implementation: I,
  options: ServerOptions<H>,
): RequestHandler {
  const rt = new ServerRuntime(service, implementation, options);
  const endpoint = rt.endpointPath.toLowerCase();
  // Operations of HTTP GET and POST are below the endpoint: `/orders.asmx/Op`; at `/`, `//Op` (the
  // endpoint URL a client is given, plus `/Op`) or `/Op`.
  const below = `${endpoint}/`;
  const belowSlash = endpoint.endsWith("/") ? endpoint : below;
  // Tested as expressions: startsWith takes 3 to 4 ns a matching character on Node 20 (90 ns for
  // an endpoint path of 24 characters), the test 30.
  const isBelow = new RegExp(`^${regExpLiteral(below)}`);
  const isBelowSlash = new RegExp(`^${regExpLiteral(belowSlash)}`);
  return (req, res, next) => {
    // Express strips a mount path from `url`; `originalUrl` keeps it.
    const target = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "/";
    const q = target.indexOf("?");
    const pathname = q < 0 ? target : target.slice(0, q);
    const lower = pathname.toLowerCase();
    const rest =
      lower === endpoint
        ? ""
        : isBelow.test(lower)
          ? pathname.slice(below.length)
          : isBelowSlash.test(lower)
            ? pathname.slice(belowSlash.length)
            : undefined;
    if (rest === undefined) {
      if (next) next();
      else send(res, 404, TEXT_PLAIN, "Not Found");
      return;
    }
    if (rt.cors?.apply(req, res) === "answered") return;
    dispatch(rt, req, res, decodePath(rest), q < 0 ? "" : target.slice(q + 1)).catch(
      (err: unknown) => {
        rt.reportError(err);
        send(res, 500, TEXT_PLAIN, "Server was unable to process request.");
      },
    );
  };
}

async function dispatch<I, H>(
  rt: ServerRuntime<I, H>,
  req: IncomingMessage,
  res: ServerResponse,
  op: string,
  query: string,
): Promise<void> {
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
          if (service.wsdl === undefined)
            return send(res, 404, TEXT_PLAIN, "This service publishes no WSDL.");
          return send(res, 200, TEXT_XML, wsdlFor(service.wsdl, req, rt.endpointPath));
        case "openapi":
          return sendOpenApi(rt.json, res);
      }
      return servePages(rt, req, res, query);
    default:
      return send(res, 405, TEXT_PLAIN, "Request format is unrecognized.", {
        Allow: "GET, HEAD, POST",
      });
  }
}

function decodePath(segment: string): string {
  // Nothing to decode: decodeURIComponent takes 120 ns to say so.
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
