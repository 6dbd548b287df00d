/**
 * How a call reaches the service: one HTTP exchange per call, which the caller can end early
 * (its time limit, or the caller's AbortSignal). On Node the exchange goes through node:http,
 * elsewhere (browsers, or when options give a fetch) through fetch.
 */
import { fetchTransport } from "./fetch-transport.js";
import { nodeHttpTransport } from "./node-http-transport.js";
import type { WireRequest } from "./request-writer.js";
import type { WireResponse } from "./response-reader.js";

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
export function chooseTransport(given: typeof fetch | undefined): Transport {
  return given !== undefined ? fetchTransport(given) : (nodeHttpTransport() ?? globalFetch());
}

function globalFetch(): Transport {
  const f = globalThis.fetch;
  if (typeof f !== "function") throw new TypeError("no fetch implementation: pass options.fetch");
  return fetchTransport(f);
}
