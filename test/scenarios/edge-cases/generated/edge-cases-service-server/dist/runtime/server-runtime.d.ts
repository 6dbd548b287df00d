// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * One server's fixed state, built once when the handler is created: options with their defaults,
 * and the operations indexed every way a request can name them.
 */
import { type CallBinding, type ErrorCodes, type ErrorDetailStyle, type HttpBindingOptions, type ServerLimits, type ServerOptions, type ServicePagesForm, type SoapAuthenticate } from "./options.js";
import { CorsPolicy } from "./cors.js";
import type { ServerOperation, ServiceDefinition } from "./service.js";
import type { SoapRouting } from "./soap-request.js";
import { CanonicalRequests } from "./canonical-request.js";
import { WsSecurityCheck } from "./ws-security.js";
import { JsonFace } from "./json-endpoint.js";
export declare class ServerRuntime<I, H> {
    readonly authenticate: SoapAuthenticate<H> | null;
    readonly codes: ErrorCodes;
    readonly errorDetails: ErrorDetailStyle;
    readonly limits: ServerLimits;
    /** The CORS policy, when cross-origin calls are allowed. */
    readonly cors: CorsPolicy | undefined;
    /** Whether the service's pages are served, and to whom the test form is. */
    readonly servicePages: {
        enabled: boolean;
        form: ServicePagesForm;
    };
    readonly routing: SoapRouting<I, H>;
    /** The requests in the form most clients send, read without the XML reader. */
    readonly canonical: CanonicalRequests<I, H>;
    readonly byName: ReadonlyMap<string, ServerOperation<I, H>>;
    /** Published names by lower-cased name, to tell a wrong-case name from an unknown one. */
    readonly nameByLowerName: ReadonlyMap<string, string>;
    /** The WS-Security checks, when the options ask for them. */
    readonly wsSecurity: WsSecurityCheck | undefined;
    /** The JSON face, when the options turn it on. */
    readonly json: JsonFace | undefined;
    /** The smallest base64Binary value answered as an MTOM attachment; undefined: MTOM is off. */
    readonly mtomThreshold: number | undefined;
    /** The path the service answers at: the `endpointPath` option, else the contract's. */
    readonly endpointPath: string;
    readonly service: ServiceDefinition<I, H>;
    readonly implementation: I;
    private readonly options;
    constructor(service: ServiceDefinition<I, H>, implementation: I, options: ServerOptions<H>);
    /** The HTTP binding's options when it is on for the operation; undefined when it is off. */
    httpBinding(binding: "httpGet" | "httpPost", operation: string): HttpBindingOptions | undefined;
    isHttpEnabled(binding: "httpGet" | "httpPost"): boolean;
    /** Reports an error the client only sees as a 500; a throwing reporter is ignored. */
    reportError(error: unknown, operation?: string, binding?: CallBinding): void;
}
