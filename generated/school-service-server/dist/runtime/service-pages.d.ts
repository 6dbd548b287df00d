// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The service's pages, as ASMX serves them and more: `GET <endpoint>` the service page (its
 * documentation, every operation with a link to its page, links to the WSDL and the manifest, and
 * to the OpenAPI document when the JSON face is on);
 * `?op=<name>` an operation's page (its parameters, headers and sample messages on each enabled
 * binding, and a form that calls it on each); `?manifest` the contract's manifest; `?page-asset=`
 * the stylesheet and the form's script. The generated module holds the pages' data; their HTML is
 * rendered from it once a process (page-html.ts), a part when a request first needs it, so a
 * request only joins parts, and sent with a policy that allows no script or style but the pages'
 * own, and no request to another origin.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerRuntime } from "./server-runtime.js";
/** `GET <endpoint>` with a query other than `?WSDL` and `?openapi`. */
export declare function servePages<I, H>(rt: ServerRuntime<I, H>, req: IncomingMessage, res: ServerResponse, query: string): void;
