// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { Server } from "node:http";
class ShutdownBoundServer extends Server {
  /** Each connection, with how many of its calls have started and not yet been answered. */
  #calls = /* @__PURE__ */ new Map();
  #closing = false;
  #graceMs;
  constructor(graceMs, connectionsCheckingInterval, handler) {
    super({ connectionsCheckingInterval });
    this.#graceMs = graceMs;
    this.on("connection", (socket) => {
      this.#calls.set(socket, 0);
      socket.once("close", () => this.#calls.delete(socket));
    });
    this.on("request", (req, res) => {
      const socket = req.socket;
      this.#calls.set(socket, (this.#calls.get(socket) ?? 0) + 1);
      res.once("close", () => {
        if (!this.#calls.has(socket)) return;
        const left = this.#calls.get(socket) - 1;
        this.#calls.set(socket, left);
        if (this.#closing && left === 0) socket.destroySoon();
      });
    });
    this.on("request", (req, res) => handler(req, res));
  }
  close(callback) {
    super.close(callback);
    if (this.#closing) return this;
    this.#closing = true;
    for (const [socket, calls] of this.#calls) if (calls === 0) socket.destroy();
    const cut = setTimeout(() => {
      for (const socket of this.#calls.keys()) socket.destroy();
    }, this.#graceMs).unref();
    this.once("close", () => clearTimeout(cut));
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
  const handler = handlerFor(serverOptions);
  const headersTimeout = headersTimeoutMs ?? 2e4;
  const server = new ShutdownBoundServer(
    shutdownGraceMs ?? 9e4,
    Math.min(1e3, headersTimeout),
    handler
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
        })
      });
    });
  });
}
export {
  listenWith
};
//# sourceMappingURL=listen.js.map
