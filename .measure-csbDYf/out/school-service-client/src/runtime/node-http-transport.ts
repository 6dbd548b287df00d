// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Exchanges through node:http and node:https, on keep-alive connections (Node's global agents).
 * The modules are taken with `process.getBuiltinModule`, not imported, so the client still bundles
 * for browsers; where that is missing, there is no such transport.
 * Unlike fetch, redirects are not followed and no compressed answers are asked for.
 */
import type * as Http from "node:http";
import { BodyCollector, checkDeclaredLength } from "./response-body.js";
import type { Transport } from "./transport.js";
import type { WireResponse } from "./response-reader.js";

type BuiltinModules = { getBuiltinModule?: (id: string) => unknown };

const encoder = new TextEncoder();

export function nodeHttpTransport(): Transport | undefined {
  const platform = (globalThis as { process?: BuiltinModules }).process;
  if (typeof platform?.getBuiltinModule !== "function") return undefined;
  const http = platform.getBuiltinModule("node:http") as typeof Http;
  const https = platform.getBuiltinModule("node:https") as typeof Http;
  return (request, maxResponseBytes) => {
    let req: Http.ClientRequest | undefined;
    const response = new Promise<WireResponse>((resolve, reject) => {
      const url = new URL(request.url);
      if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new TypeError(`cannot call ${url.protocol} URLs`);
      const headers: Record<string, string | number> = { ...request.headers };
      const bytes = request.body === undefined ? undefined : encoder.encode(request.body);
      if (bytes !== undefined) headers["Content-Length"] = bytes.length;
      req = (url.protocol === "https:" ? https : http).request(
        url,
        { method: request.method, headers },
        (res) => {
          const encoding = res.headers["content-encoding"];
          if (encoding !== undefined && encoding !== "identity") {
            res.destroy();
            return reject(
              new Error(`the answer is encoded as ${encoding}, which was not asked for`),
            );
          }
          try {
            checkDeclaredLength(res.headers["content-length"], maxResponseBytes);
          } catch (err) {
            res.destroy();
            return reject(err);
          }
          const body = new BodyCollector(maxResponseBytes);
          res.on("data", (chunk: Uint8Array) => {
            try {
              body.add(chunk);
            } catch (err) {
              reject(err);
              res.destroy();
            }
          });
          // Node reports a cut answer as an "aborted" error and a close before its end.
          const cut = () =>
            reject(new Error("the connection closed before the answer was complete"));
          res.on("error", cut);
          res.on("close", () => res.complete || cut());
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              statusText: res.statusMessage ?? "",
              contentType: res.headers["content-type"] ?? "",
              body: body.text(),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(bytes);
    });
    return {
      response,
      cancel(reason) {
        req?.destroy(reason instanceof Error ? reason : new Error(String(reason)));
      },
    };
  };
}
