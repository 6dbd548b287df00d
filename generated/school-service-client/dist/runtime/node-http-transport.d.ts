// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Exchanges through node:http and node:https, on keep-alive connections (Node's global agents,
 * or those node-agents.ts picks: the caller's, a proxy's), with the TLS options of the client,
 * and NTLM's handshake where it is asked for (node-ntlm.ts). The modules are taken with
 * `process.getBuiltinModule`, not imported, so the client still bundles for browsers; where that
 * is missing, there is no such transport.
 * Unlike fetch, redirects are not followed and no compressed answers are asked for.
 */
import type * as NodeBuffer from "node:buffer";
import { type NodeRouteOptions } from "./node-agents.js";
import { type NtlmAuth } from "./node-ntlm.js";
import type { Transport } from "./transport.js";
/** What the node:http transport is configured with: routes (TLS, proxy, agent), NTLM. */
export interface NodeTransportOptions extends NodeRouteOptions {
    ntlm?: NtlmAuth;
}
export declare function nodeHttpTransport(options?: NodeTransportOptions): Transport | undefined;
/**
 * A body's bytes as fetch's text() decodes them (decodeUtf8). Bytes all ASCII, as most SOAP
 * answers are, are the same text read as Latin-1, which Node reads five times faster (1.76 MB:
 * 0.24 ms instead of 1.2, an eighth of a call): Node tells them in one native pass.
 */
export declare function bodyDecoder(buffers: typeof NodeBuffer): (bytes: Uint8Array) => string;
