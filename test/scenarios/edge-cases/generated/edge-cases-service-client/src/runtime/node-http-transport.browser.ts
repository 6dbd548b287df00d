// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * What browser bundles get instead of node-http-transport.ts (the package's `browser` field swaps
 * them): browsers have no node:http, so calls go through fetch, and the bundle carries no Node code.
 */
import type { Transport } from "./transport.js";

export function nodeHttpTransport(_options?: unknown): Transport | undefined {
  return undefined;
}
