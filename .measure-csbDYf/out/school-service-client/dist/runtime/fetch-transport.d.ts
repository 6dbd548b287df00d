// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import type { Transport } from "./transport.js";
export declare function fetchTransport(f: typeof fetch): Transport;
