// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Cross-origin calls (CORS), off unless configured (ASMX sends no CORS headers): a browser page
 * on another origin may then call the service with the generated client's fetch transport.
 * A preflight (`OPTIONS` with `Access-Control-Request-Method`) from an allowed origin gets 204
 * with what it may send; any other request from an allowed origin gets the headers that let the
 * page read the answer. A request from another origin is answered as without the option, so the
 * browser refuses it to the page; its preflight gets 403.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
export interface CorsOptions {
    /** The origins allowed (`https://app.example.org`, exactly as browsers send them), `"*"` for any, or a test. */
    origins: readonly string[] | "*" | ((origin: string) => boolean);
    /** The methods a preflight allows (default `GET, POST`, the endpoint's). */
    methods?: readonly string[];
    /**
     * The request headers a preflight allows (default `Content-Type, SOAPAction`: SOAP 1.1 needs
     * both; with the JSON face on, its `X-SOAP-*` headers too).
     */
    headers?: readonly string[];
    /**
     * Response headers the page may read besides the simple ones (default none; with the JSON face
     * on, its `X-SOAP-*` headers).
     */
    exposeHeaders?: readonly string[];
    /** Let the page send cookies and HTTP credentials (default false; never with every origin allowed). */
    credentials?: boolean;
    /** How long a browser may keep a preflight's answer, in seconds (default 600). */
    maxAgeSeconds?: number;
}
/** What the handler asks of the CORS policy for one request. */
export type CorsOutcome = "answered" | "continue";
export declare class CorsPolicy {
    private readonly allowed;
    private readonly anyOrigin;
    private readonly methods;
    private readonly headers;
    private readonly exposed;
    private readonly credentials;
    private readonly maxAge;
    /** `jsonHeaders`: the JSON face's SOAP header names, when it is on, in the defaults. */
    constructor(options: CorsOptions, jsonHeaders?: readonly string[]);
    /** Adds the CORS headers to `res`, and answers a preflight itself. */
    apply(req: IncomingMessage, res: ServerResponse): CorsOutcome;
}
