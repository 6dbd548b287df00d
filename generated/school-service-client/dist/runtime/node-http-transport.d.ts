// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { type NodeRouteOptions } from "./node-agents.js";
import { type NtlmAuth } from "./node-ntlm.js";
import type { Transport } from "./transport.js";
/** What the node:http transport is configured with: routes (TLS, proxy, agent), NTLM. */
export interface NodeTransportOptions extends NodeRouteOptions {
    ntlm?: NtlmAuth;
}
export declare function nodeHttpTransport(options?: NodeTransportOptions): Transport | undefined;
