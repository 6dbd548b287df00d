// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * How a call reaches the service: one HTTP exchange per call, which the caller can end early
 * (its time limit, or the caller's AbortSignal). On Node the exchange goes through node:http,
 * elsewhere (browsers, or when options give a fetch) through fetch.
 */
import { fetchTransport } from "./fetch-transport.js";
import { nodeHttpTransport } from "./node-http-transport.js";
/**
 * The fetch given, else node:http where the platform has it (on Node 20 it takes a third of the time of
 * the global fetch per small call), else the global fetch.
 */
export function chooseTransport(given) {
    return given !== undefined ? fetchTransport(given) : (nodeHttpTransport() ?? globalFetch());
}
function globalFetch() {
    const f = globalThis.fetch;
    if (typeof f !== "function")
        throw new TypeError("no fetch implementation: pass options.fetch");
    return fetchTransport(f);
}
//# sourceMappingURL=transport.js.map