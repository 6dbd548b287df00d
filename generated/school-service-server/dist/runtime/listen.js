// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { createServer } from "node:http";
function listenWith(handlerFor, options, endpointPath) {
  const { port, host, headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, ...serverOptions } = options;
  const handler = handlerFor(serverOptions);
  const headersTimeout = headersTimeoutMs ?? 2e4;
  const server = createServer(
    { connectionsCheckingInterval: Math.min(1e3, headersTimeout) },
    (req, res) => handler(req, res)
  );
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeoutMs ?? 6e4;
  server.keepAliveTimeout = keepAliveTimeoutMs ?? 5e3;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port ?? 0, host ?? "127.0.0.1", () => {
      server.off("error", reject);
      const { address, port: port2 } = server.address();
      const host2 = address.includes(":") ? `[${address}]` : address;
      resolve({
        server,
        url: `http://${host2}:${port2}${options.endpointPath ?? endpointPath}`,
        close: () => new Promise((done, fail) => {
          server.close((err) => err ? fail(err) : done());
          server.closeIdleConnections();
        })
      });
    });
  });
}
export {
  listenWith
};
//# sourceMappingURL=listen.js.map
