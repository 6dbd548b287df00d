/**
 * `GET <endpoint>?WSDL`: the contract's WSDL with every port address pointing at the host it was
 * asked at, as ASMX publishes it; and `GET <endpoint>` alone: a plain page naming the operations.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { escapeXml } from "./contract-runtime.js";

// `<soap:address location="...">`, `<soap12:address ...>`, `<http:address ...>`.
const ADDRESS = /(<(?:[A-Za-z_][\w.-]*:)?address\b[^>]*?\blocation\s*=\s*)("[^"]*"|'[^']*')/g;
// A host name, IPv4 or bracketed IPv6 address, and an optional port: nothing to escape or inject.
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function wsdlFor(wsdl: string, req: IncomingMessage, endpointPath: string): string {
  const location = `${origin(req)}${endpointPath}`;
  return wsdl.replace(ADDRESS, (_, start: string) => `${start}"${escapeXml(location)}"`);
}

/** `http(s)://host[:port]` as the client addressed the server. */
function origin(req: IncomingMessage): string {
  const scheme = (req.socket as TLSSocket).encrypted ? "https" : "http";
  const host = req.headers.host;
  if (host && HOST.test(host)) return `${scheme}://${host}`;
  const local = req.socket.localAddress ?? "localhost";
  return `${scheme}://${local.includes(":") ? `[${local}]` : local}:${req.socket.localPort ?? 80}`;
}

export function helpPage(serviceName: string, endpointPath: string, operations: readonly string[], hasWsdl: boolean): string {
  const items = operations.map((op) => `<li>${escapeXml(op)}</li>`).join("");
  const wsdl = hasWsdl ? `<p>The service description: <a href="${escapeXml(endpointPath)}?WSDL">${escapeXml(endpointPath)}?WSDL</a></p>` : "";
  return `<!DOCTYPE html><html><head><title>${escapeXml(serviceName)}</title></head><body><h1>${escapeXml(serviceName)}</h1>${wsdl}<p>Operations:</p><ul>${items}</ul></body></html>`;
}
