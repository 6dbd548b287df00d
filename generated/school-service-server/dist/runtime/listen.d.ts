// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A `node:http` server around a handler, with the timeouts a public endpoint needs: headers must
 * arrive within `headersTimeoutMs`, the whole request within `requestTimeoutMs`; and a stop no
 * client can hold open for longer than `shutdownGraceMs`.
 */
import { Server } from "node:http";
import type { RequestHandler } from "./handler.js";
import type { ServerOptions } from "./options.js";
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
/** Serves the handler `handlerFor` makes from the options that are not about listening. */
export declare function listenWith<O extends ServerOptions<never>>(handlerFor: (options: O) => RequestHandler, options: O & ListenOptions, endpointPath: string): Promise<RunningServer>;
