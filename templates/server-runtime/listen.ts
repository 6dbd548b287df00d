/**
 * A `node:http` server around a handler, with the timeouts a public endpoint needs: headers must
 * arrive within `headersTimeoutMs`, the whole request within `requestTimeoutMs`.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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
}

export interface RunningServer {
  server: Server;
  /** The endpoint's URL, e.g. `http://127.0.0.1:8080/api/orders.asmx`. */
  url: string;
  close(): Promise<void>;
}

/** Serves the handler `handlerFor` makes from the options that are not about listening. */
export function listenWith<O extends ServerOptions<never>>(
  handlerFor: (options: O) => RequestHandler,
  options: O & ListenOptions,
  endpointPath: string,
): Promise<RunningServer> {
  const { port, host, headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, ...serverOptions } =
    options;
  const handler = handlerFor(serverOptions as unknown as O);
  const headersTimeout = headersTimeoutMs ?? 20_000;
  // Node checks both timeouts every connectionsCheckingInterval (30 s by default): check often enough.
  const server = createServer(
    { connectionsCheckingInterval: Math.min(1_000, headersTimeout) },
    (req, res) => handler(req, res),
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
            server.closeIdleConnections();
          }),
      });
    });
  });
}
