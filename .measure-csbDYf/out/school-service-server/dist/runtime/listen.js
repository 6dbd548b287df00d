// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A `node:http` server around a handler, with the timeouts a public endpoint needs: headers must
 * arrive within `headersTimeoutMs`, the whole request within `requestTimeoutMs`.
 */
import { createServer } from "node:http";
/** Serves the handler `handlerFor` makes from the options that are not about listening. */
export function listenWith(handlerFor, options, endpointPath) {
    const { port, host, headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, ...serverOptions } = options;
    const handler = handlerFor(serverOptions);
    const headersTimeout = headersTimeoutMs ?? 20_000;
    // Node checks both timeouts every connectionsCheckingInterval (30 s by default): check often enough.
    const server = createServer({ connectionsCheckingInterval: Math.min(1_000, headersTimeout) }, (req, res) => handler(req, res));
    server.headersTimeout = headersTimeout;
    server.requestTimeout = requestTimeoutMs ?? 60_000;
    server.keepAliveTimeout = keepAliveTimeoutMs ?? 5_000;
    return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port ?? 0, host ?? "127.0.0.1", () => {
            server.off("error", reject);
            const { address, port } = server.address();
            const host = address.includes(":") ? `[${address}]` : address;
            resolve({
                server,
                url: `http://${host}:${port}${endpointPath}`,
                close: () => new Promise((done, fail) => {
                    server.close((err) => (err ? fail(err) : done()));
                    server.closeIdleConnections();
                }),
            });
        });
    });
}
//# sourceMappingURL=listen.js.map