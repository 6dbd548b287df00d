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
import { TIMER_MS, wholeNumberOption } from "./contract-runtime.js";

/**
 * The times are whole milliseconds up to 2147483647 (the longest a timer waits); each is checked
 * when `listen` is called.
 */
export interface ListenOptions {
  /** 0 to 65535; 0 (the default) picks a free port. */
  port?: number;
  /** Default `127.0.0.1`; `0.0.0.0` or `::` to accept other machines. */
  host?: string;
  /**
   * Default 20000; at least 1 (Node reads 0 as none, but here the connections would then be checked
   * every millisecond).
   */
  headersTimeoutMs?: number;
  /** Default 60000; 0 for none. */
  requestTimeoutMs?: number;
  /**
   * Idle time of a kept-alive connection, default 5000; 0 for none (an idle connection stays open
   * until the client closes it).
   */
  keepAliveTimeoutMs?: number;
  /**
   * How long calls in flight may still run once the server stops, default 90000 (IIS's
   * shutdownTimeLimit): then their connections are cut, so the process can exit. 0 cuts them at
   * once.
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
 * How long a connection accepted before the server closed has to start its call (its request's
 * headers on their way): a retired worker takes the connections already handed to it, whose
 * requests arrive a moment later.
 */
const FIRST_CALL_MS = 2_000;

/** A connection: how many of its calls have started and not yet been answered, and whether any has. */
interface Connection {
  inFlight: number;
  called: boolean;
}

/**
 * A server whose `close()` (its own, or cluster's as it retires a worker) ends in bounded time.
 * Node waits for every connection it counts as active, which includes one accepted that never sent
 * a request, and stops enforcing its timeouts once closed: such a connection would hold the stop
 * for good. So closing ends at once a kept-alive connection between calls, gives one that has not
 * started a call yet (nothing sent, or part of a request's headers) the headers timeout, at most
 * FIRST_CALL_MS, to start it, lets calls in flight finish, and cuts what is still open after the
 * grace.
 */
class ShutdownBoundServer extends Server {
  readonly #connections = new Map<Socket, Connection>();
  #closing = false;
  readonly #graceMs: number;

  constructor(graceMs: number, connectionsCheckingInterval: number, handler: RequestHandler) {
    super({ connectionsCheckingInterval });
    this.#graceMs = graceMs;
    this.on("connection", (socket: Socket) => {
      this.#connections.set(socket, { inFlight: 0, called: false });
      socket.once("close", () => this.#connections.delete(socket));
    });
    this.on("request", (req, res) => {
      const connection = this.#connections.get(req.socket);
      if (connection !== undefined) {
        connection.inFlight++;
        connection.called = true;
        res.once("close", () => {
          // Its answer is out: nothing more is taken on it.
          if (--connection.inFlight === 0 && this.#closing) req.socket.destroySoon();
        });
      }
      handler(req, res);
    });
  }

  override close(callback?: (err?: Error) => void): this {
    super.close(callback);
    if (this.#closing) return this;
    this.#closing = true;
    const idle = (c: Connection) => c.inFlight === 0;
    for (const [socket, c] of this.#connections) if (idle(c) && c.called) socket.destroy();
    const uncalled = setTimeout(
      () => {
        for (const [socket, c] of this.#connections) if (idle(c)) socket.destroy();
      },
      Math.min(this.headersTimeout, FIRST_CALL_MS),
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
  // Node would take a string for a timeout, and abort the process when it next checks it.
  const ms = (name: string, value: number | undefined, fallback: number, min: number) =>
    wholeNumberOption(`options.${name}`, value, fallback, { ...TIMER_MS, min });
  const headersTimeout = ms("headersTimeoutMs", headersTimeoutMs, 20_000, 1);
  const requestTimeout = ms("requestTimeoutMs", requestTimeoutMs, 60_000, 0);
  const keepAliveTimeout = ms("keepAliveTimeoutMs", keepAliveTimeoutMs, 5_000, 0);
  const graceMs = ms("shutdownGraceMs", shutdownGraceMs, 90_000, 0);
  const listenPort = wholeNumberOption("options.port", port, 0, { min: 0, max: 65_535 });
  // Node reads an empty host as every interface: a server meant for one would be open to all.
  if (host !== undefined && (typeof host !== "string" || host.trim() === ""))
    throw new TypeError(
      `options.host: expected an address or a host name (0.0.0.0 or :: for every interface), got ${JSON.stringify(host)}`,
    );
  const handler = handlerFor(serverOptions as unknown as O);
  // Node checks both timeouts every connectionsCheckingInterval (30 s by default): check often enough.
  const server = new ShutdownBoundServer(graceMs, Math.min(1_000, headersTimeout), handler);
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeout;
  server.keepAliveTimeout = keepAliveTimeout;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, host ?? "127.0.0.1", () => {
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
