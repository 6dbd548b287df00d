/**
 * How a call reaches the service: one HTTP exchange per call, which the caller can end early
 * (its time limit, or the caller's AbortSignal). On Node the exchange goes through node:http,
 * elsewhere (browsers, or when options give a fetch) through fetch. What only node:http can do
 * (client certificates and CAs, proxies, an agent, NTLM) is refused without it, never ignored.
 */
import { fetchTransport } from "./fetch-transport.js";
import { nodeHttpTransport, type NodeTransportOptions } from "./node-http-transport.js";
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
export function chooseTransport(
  given: typeof fetch | undefined,
  options: TransportOptions = {},
): Transport {
  const node = nodeOptions(options);
  // MTOM packages are written by the node:http transport alone (each request carries its parts).
  const needsNode = [
    ...Object.keys(node).filter((key) => key !== "proxy" || node.proxy !== false),
    ...(options.mtom ? ["mtom"] : []),
  ];
  if (given !== undefined) {
    if (needsNode.length > 0) throw new TypeError(nodeOnly(needsNode, "with options.fetch"));
    return fetchTransport(given);
  }
  const transport = nodeHttpTransport(node);
  if (transport) return transport;
  if (needsNode.length > 0) throw new TypeError(nodeOnly(needsNode, "here (no node:http)"));
  return globalFetch();
}

/** The options only node:http carries out: `httpAuth` of type ntlm becomes `ntlm`. */
function nodeOptions(options: TransportOptions): NodeTransportOptions {
  const node: NodeTransportOptions = {};
  if (options.tls !== undefined) node.tls = options.tls;
  if (options.proxy !== undefined) node.proxy = options.proxy;
  if (options.agent !== undefined) node.agent = options.agent;
  if (options.httpAuth?.type === "ntlm") node.ntlm = options.httpAuth;
  return node;
}

function nodeOnly(keys: string[], where: string): string {
  const names = keys.map((k) => (k === "ntlm" ? "httpAuth NTLM" : k)).join(", ");
  return `${names}: only the node:http transport applies them, which is not used ${where}; a browser's or a fetch's own settings decide these`;
}

function globalFetch(): Transport {
  const f = globalThis.fetch;
  if (typeof f !== "function") throw new TypeError("no fetch implementation: pass options.fetch");
  return fetchTransport(f);
}
