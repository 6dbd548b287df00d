// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { fetchTransport } from "./fetch-transport.js";
import { nodeHttpTransport } from "./node-http-transport.js";
function chooseTransport(given, options = {}) {
  const node = nodeOptions(options);
  const needsNode = [
    ...Object.keys(node).filter((key) => key !== "proxy" || node.proxy !== false),
    ...options.mtom ? ["mtom"] : []
  ];
  if (given !== void 0) {
    if (needsNode.length > 0) throw new TypeError(nodeOnly(needsNode, "with options.fetch"));
    return fetchTransport(given);
  }
  const transport = nodeHttpTransport(node);
  if (transport) return transport;
  if (needsNode.length > 0) throw new TypeError(nodeOnly(needsNode, "here (no node:http)"));
  return globalFetch();
}
function nodeOptions(options) {
  const node = {};
  if (options.tls !== void 0) node.tls = options.tls;
  if (options.proxy !== void 0) node.proxy = options.proxy;
  if (options.agent !== void 0) node.agent = options.agent;
  if (options.httpAuth?.type === "ntlm") node.ntlm = options.httpAuth;
  return node;
}
function nodeOnly(keys, where) {
  const names = keys.map((k) => k === "ntlm" ? "httpAuth NTLM" : k).join(", ");
  return `${names}: only the node:http transport applies them, which is not used ${where}; a browser's or a fetch's own settings decide these`;
}
function globalFetch() {
  const f = globalThis.fetch;
  if (typeof f !== "function") throw new TypeError("no fetch implementation: pass options.fetch");
  return fetchTransport(f);
}
export {
  chooseTransport
};
//# sourceMappingURL=transport.js.map
