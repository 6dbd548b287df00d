// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * NTLM (Windows authentication) over node:http: the negotiate message goes out without the
 * body, the server's 401 carries its challenge, and the request goes again with the answer to
 * it, on the same connection (NTLM authenticates a connection, not a request): each call has an
 * agent of its own, with one keep-alive socket, closed after the call. The messages are made by
 * the optional peer dependency `httpntlm`, loaded at the first NTLM call.
 */
import type * as Http from "node:http";
import { type OutgoingBody, type SendOnce } from "./node-agents.js";
import type { WireResponse } from "./response-reader.js";
export interface NtlmAuth {
    username: string;
    password: string;
    domain?: string;
    workstation?: string;
}
export declare function ntlmExchange(http: typeof Http, auth: NtlmAuth, sendOnce: SendOnce, url: URL, options: Http.RequestOptions & Record<string, unknown>, body: OutgoingBody | undefined, maxResponseBytes: number, started: (req: Http.ClientRequest) => void): Promise<WireResponse>;
