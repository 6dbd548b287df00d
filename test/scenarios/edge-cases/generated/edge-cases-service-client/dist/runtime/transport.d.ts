// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import type { WireRequest } from "./request-writer.js";
import type { WireResponse } from "./response-reader.js";
import type { TransportOptions } from "./transport-options.js";
/** One request on its way: the response (its body read as text), and how to end it early. */
export interface Exchange {
    readonly response: Promise<WireResponse>;
    /** Ends the exchange: the response rejects, and the connection stops being used for it. */
    cancel(reason: unknown): void;
}
/** `maxResponseBytes`: the most a response body may hold (0: no limit); see response-body.ts. */
export type Transport = (request: WireRequest, maxResponseBytes: number) => Exchange;
/**
 * The fetch given, else node:http where the platform has it (on Node 20 it takes a third of the time of
 * the global fetch per small call), else the global fetch.
 */
export declare function chooseTransport(given: typeof fetch | undefined, options?: TransportOptions): Transport;
