// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * How a call reaches the service: one HTTP exchange per call, which the caller can end early
 * (its time limit, or the caller's AbortSignal). On Node the exchange goes through node:http,
 * elsewhere (browsers, or when options give a fetch) through fetch. What only node:http can do
 * (client certificates and CAs, proxies, an agent, NTLM) is refused without it, never ignored.
 */
import { fetchTransport } from "./fetch-transport.js";
import { nodeHttpTransport } from "./node-http-transport.js";
/**
 * The fetch given, else node:http where the platform has it (on Node 20 it takes a third of the time of
 * the global fetch per small call), else the global fetch.
 */
export function chooseTransport(given, options = {}) {
    const node = nodeOptions(options);
    // MTOM packages are written by the node:http transport alone (each request carries its parts).
    const needsNode = [
        ...Object.keys(node).filter((key) => key !== "proxy" || node.proxy !== false),
        ...(options.mtom ? ["mtom"] : []),
    ];
    if (given !== undefined) {
        if (needsNode.length > 0)
            throw new TypeError(nodeOnly(needsNode, "with options.fetch"));
        return fetchTransport(given);
    }
    const transport = nodeHttpTransport(node);
    if (transport)
        return transport;
    if (needsNode.length > 0)
        throw new TypeError(nodeOnly(needsNode, "here (no node:http)"));
    return globalFetch();
}
/** The options only node:http carries out: `httpAuth` of type ntlm becomes `ntlm`. */
function nodeOptions(options) {
    const node = {};
    if (options.tls !== undefined)
        node.tls = options.tls;
    if (options.proxy !== undefined)
        node.proxy = options.proxy;
    if (options.agent !== undefined)
        node.agent = options.agent;
    if (options.httpAuth?.type === "ntlm")
        node.ntlm = options.httpAuth;
    return node;
}
function nodeOnly(keys, where) {
    const names = keys.map((k) => (k === "ntlm" ? "httpAuth NTLM" : k)).join(", ");
    return `${names}: only the node:http transport applies them, which is not used ${where}; a browser's or a fetch's own settings decide these`;
}
function globalFetch() {
    const f = globalThis.fetch;
    if (typeof f !== "function")
        throw new TypeError("no fetch implementation: pass options.fetch");
    return fetchTransport(f);
}
//# sourceMappingURL=transport.js.map