// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * A `node:http` server around a handler, with the timeouts a public endpoint needs: headers must
 * arrive within `headersTimeoutMs`, the whole request within `requestTimeoutMs`; and a stop no
 * client can hold open for longer than `shutdownGraceMs`.
 */
import { Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { RequestHandler } from "./handler.js";
import type { ServerOptions } from "./options.js";

export interface ListenOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default `127.0.0.1`; `0.0.0.0` or `::` to accept other machines. */
  host?: string;
  /** Default 20000. */
  headersTimeoutMs?: number;
  /** Default 60000. */
  requestTimeoutMs?: number;
  /** Idle time of a kept-alive connection, default 5000. */
  keepAliveTimeoutMs?: number;
  /**
   * How long calls in flight may still run once the server stops, default 90000 (IIS's
   * shutdownTimeLimit): then their connections are cut, so the process can exit.
   */
  shutdownGraceMs?: number;
}

export interface RunningServer {
  server: Server;
  /** The endpoint's URL, e.g. `http://127.0.0.1:8080/api/orders.asmx`. */
  url: string;
  close(): Promise<void>;
}

/**
 * A server whose `close()` (its own, or cluster's as it retires a worker) ends in bounded time.
 * Node waits for every connection it counts as active, which includes one accepted that never sent
 * a request, and stops enforcing its timeouts once closed: such a connection would hold the stop
 * for good. So closing ends at once every connection with no call in flight (nothing sent, or
 * only part of a request's headers: no call has started), lets calls in flight finish, and cuts
 * what is still open after the grace.
 */
class ShutdownBoundServer extends Server {
  /** Each connection, with how many of its calls have started and not yet been answered. */
  readonly #calls = new Map<Socket, number>();
  #closing = false;
  readonly #graceMs: number;

  constructor(graceMs: number, connectionsCheckingInterval: number, handler: RequestHandler) {
    super({ connectionsCheckingInterval });
    this.#graceMs = graceMs;
    this.on("connection", (socket: Socket) => {
      this.#calls.set(socket, 0);
      socket.once("close", () => this.#calls.delete(socket));
    });
    this.on("request", (req, res) => {
      const socket = req.socket;
      this.#calls.set(socket, (this.#calls.get(socket) ?? 0) + 1);
      res.once("close", () => {
        if (!this.#calls.has(socket)) return;
        const left = this.#calls.get(socket)! - 1;
        this.#calls.set(socket, left);
        // Its answer is out: nothing more is taken on it.
        if (this.#closing && left === 0) socket.destroySoon();
      });
    });
    // After the count above, so a call answered at once is counted before it ends.
    this.on("request", (req, res) => handler(req, res));
  }

  override close(callback?: (err?: Error) => void): this {
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

/** Serves the handler `handlerFor` makes from the options that are not about listening. */
export function listenWith<O extends ServerOptions<never>>(
  handlerFor: (options: O) => RequestHandler,
  options: O & ListenOptions,
  endpointPath: string,
): Promise<RunningServer> {
  const {
    port,
    host,
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs,
    shutdownGraceMs,
    ...serverOptions
  } = options;
  const handler = handlerFor(serverOptions as unknown as O);
  const headersTimeout = headersTimeoutMs ?? 20_000;
  // Node checks both timeouts every connectionsCheckingInterval (30 s by default): check often enough.
  const server = new ShutdownBoundServer(
    shutdownGraceMs ?? 90_000,
    Math.min(1_000, headersTimeout),
    handler,
  );
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeoutMs ?? 60_000;
  server.keepAliveTimeout = keepAliveTimeoutMs ?? 5_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port ?? 0, host ?? "127.0.0.1", () => {
      server.off("error", reject);
      const { address, port } = server.address() as AddressInfo;
      const host = address.includes(":") ? `[${address}]` : address;
      resolve({
        server,
        url: `http://${host}:${port}${options.endpointPath ?? endpointPath}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
          }),
      });
    });
  });
}
