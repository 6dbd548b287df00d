// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { BodyCollector, checkDeclaredLength } from "./response-body.js";
const encoder = new TextEncoder();
export function nodeHttpTransport() {
    const platform = globalThis.process;
    if (typeof platform?.getBuiltinModule !== "function")
        return undefined;
    const http = platform.getBuiltinModule("node:http");
    const https = platform.getBuiltinModule("node:https");
    return (request, maxResponseBytes) => {
        let req;
        const response = new Promise((resolve, reject) => {
            const url = new URL(request.url);
            if (url.protocol !== "http:" && url.protocol !== "https:")
                throw new TypeError(`cannot call ${url.protocol} URLs`);
            const headers = { ...request.headers };
            const bytes = request.body === undefined ? undefined : encoder.encode(request.body);
            if (bytes !== undefined)
                headers["Content-Length"] = bytes.length;
            req = (url.protocol === "https:" ? https : http).request(url, { method: request.method, headers }, (res) => {
                const encoding = res.headers["content-encoding"];
                if (encoding !== undefined && encoding !== "identity") {
                    res.destroy();
                    return reject(new Error(`the answer is encoded as ${encoding}, which was not asked for`));
                }
                try {
                    checkDeclaredLength(res.headers["content-length"], maxResponseBytes);
                }
                catch (err) {
                    res.destroy();
                    return reject(err);
                }
                const body = new BodyCollector(maxResponseBytes);
                res.on("data", (chunk) => {
                    try {
                        body.add(chunk);
                    }
                    catch (err) {
                        reject(err);
                        res.destroy();
                    }
                });
                // Node reports a cut answer as an "aborted" error and a close before its end.
                const cut = () => reject(new Error("the connection closed before the answer was complete"));
                res.on("error", cut);
                res.on("close", () => res.complete || cut());
                res.on("end", () => resolve({
                    status: res.statusCode ?? 0,
                    statusText: res.statusMessage ?? "",
                    contentType: res.headers["content-type"] ?? "",
                    body: body.text(),
                }));
            });
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
//# sourceMappingURL=node-http-transport.js.map