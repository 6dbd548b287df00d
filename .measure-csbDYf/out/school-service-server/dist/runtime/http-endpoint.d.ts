// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * HTTP GET `/<op>?name=value` and HTTP POST `/<op>` with a form body, as ASMX serves them when they
 * are switched on: names of parameters case-insensitive, of operations case-sensitive; every
 * failure a 500 text/plain naming what was wrong (the first line of ASMX's own message).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerRuntime } from "./server-runtime.js";
export declare function handleHttp<I, H>(rt: ServerRuntime<I, H>, binding: "httpGet" | "httpPost", name: string, query: string, req: IncomingMessage, res: ServerResponse): Promise<void>;
