// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { Server } from "node:http";
import { TIMER_MS, wholeNumberOption } from "./contract-runtime.js";
const FIRST_CALL_MS = 2e3;
class ShutdownBoundServer extends Server {
  #connections = /* @__PURE__ */ new Map();
  #closing = false;
  #graceMs;
  constructor(graceMs, connectionsCheckingInterval, handler) {
    super({ connectionsCheckingInterval });
    this.#graceMs = graceMs;
    this.on("connection", (socket) => {
      this.#connections.set(socket, { inFlight: 0, called: false });
      socket.once("close", () => this.#connections.delete(socket));
    });
    this.on("request", (req, res) => {
      const connection = this.#connections.get(req.socket);
      if (connection !== void 0) {
        connection.inFlight++;
        connection.called = true;
        res.once("close", () => {
          if (--connection.inFlight === 0 && this.#closing) req.socket.destroySoon();
        });
      }
      handler(req, res);
    });
  }
  close(callback) {
    super.close(callback);
    if (this.#closing) return this;
    this.#closing = true;
    const idle = (c) => c.inFlight === 0;
    for (const [socket, c] of this.#connections) if (idle(c) && c.called) socket.destroy();
    const uncalled = setTimeout(
      () => {
        for (const [socket, c] of this.#connections) if (idle(c)) socket.destroy();
      },
      Math.min(this.headersTimeout, FIRST_CALL_MS)
    ).unref();
    const cut = setTimeout(() => {
      for (const socket of this.#connections.keys()) socket.destroy();
    }, this.#graceMs).unref();
    this.once("close", () => {
      clearTimeout(uncalled);
      clearTimeout(cut);
    });
    return this;
  }
}
function listenWith(handlerFor, options, endpointPath) {
  const {
    port,
    host,
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs,
    shutdownGraceMs,
    ...serverOptions
  } = options;
  const ms = (name, value, fallback, min) => wholeNumberOption(`options.${name}`, value, fallback, { ...TIMER_MS, min });
  const headersTimeout = ms("headersTimeoutMs", headersTimeoutMs, 2e4, 1);
  const requestTimeout = ms("requestTimeoutMs", requestTimeoutMs, 6e4, 0);
  const keepAliveTimeout = ms("keepAliveTimeoutMs", keepAliveTimeoutMs, 5e3, 0);
  const graceMs = ms("shutdownGraceMs", shutdownGraceMs, 9e4, 0);
  const listenPort = wholeNumberOption("options.port", port, 0, { min: 0, max: 65535 });
  if (host !== void 0 && (typeof host !== "string" || host.trim() === ""))
    throw new TypeError(
      `options.host: expected an address or a host name (0.0.0.0 or :: for every interface), got ${JSON.stringify(host)}`
    );
  const handler = handlerFor(serverOptions);
  const server = new ShutdownBoundServer(graceMs, Math.min(1e3, headersTimeout), handler);
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeout;
  server.keepAliveTimeout = keepAliveTimeout;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, host ?? "127.0.0.1", () => {
      server.off("error", reject);
      const { address, port: port2 } = server.address();
      const host2 = address.includes(":") ? `[${address}]` : address;
      resolve({
        server,
        url: `http://${host2}:${port2}${options.endpointPath ?? endpointPath}`,
        close: () => new Promise((done, fail) => {
          server.close((err) => err ? fail(err) : done());
        })
      });
    });
  });
}
export {
  listenWith
};
//# sourceMappingURL=listen.js.map
