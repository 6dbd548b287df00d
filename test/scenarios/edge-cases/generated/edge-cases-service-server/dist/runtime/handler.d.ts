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
import type { ServerOptions } from "./options.js";
import type { ServiceDefinition } from "./service.js";
export type RequestHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;
export declare function createHandler<I, H>(service: ServiceDefinition<I, H>, implementation: I, options: ServerOptions<H>): RequestHandler;
