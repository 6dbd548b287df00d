// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A service as the server runtime sees it: the generated `server.ts` names each operation once (the
 * contract's operation, which says everything about it on the wire, the validator of its
 * parameters and how to call the implementation) and the runtime serves every binding from that.
 */
import type { HeaderBlock, OperationCodec } from "./contract-runtime.js";
import type { Validator } from "./requirements.js";
import type { CallContext } from "./options.js";
import type { ServicePages } from "./page-data.js";
/**
 * An operation of a service whose implementation is `I` and whose authenticating header is `H`. The
 * generated `server.ts` types each by its parameters `P` and by the context `C` the implementation's
 * methods are handed (a CallContext of the contract's header blocks), and the service holds it as a
 * `ServerOperation<I, H>`: `invoke` is a method, whose parameters TypeScript compares both ways, and
 * the runtime hands it only parameters the operation's own codec read, in a context of the header
 * blocks the service's codecs read.
 */
export interface ServerOperation<I, H, P = unknown, C = CallContext<H>> {
    /** The contract's operation: its messages, bindings, stated requirements and HTTP result. */
    codec: OperationCodec<P, unknown>;
    /** The contract's validator of the decoded parameters (the typed parameters schema). */
    validator: Validator;
    /**
     * Present where the generator found that the operation's codecs, reading SOAP, give only values
     * the validator accepts, as long as these parameters are there and none is nil (each is of a
     * built-in type without facets, and no requirement is stated): then such a request skips the
     * validator, which runs, and words the refusal, for any other.
     */
    required?: readonly string[];
    invoke(implementation: I, params: P, ctx: C): Promise<unknown>;
}
export interface ErrorItem {
    code: string;
    desc: string;
}
export interface ServiceDefinition<I, H> {
    /** The service's name, e.g. `OrderService`. */
    name: string;
    namespace: string;
    /** e.g. `/api/orders.asmx`. */
    endpointPath: string;
    operations: readonly ServerOperation<I, H>[];
    /** The contract's SOAP headers, by their names in a call's context. */
    headers: Readonly<Record<string, HeaderBlock>>;
    /** The header `authenticate` checks (an ASMX SoapHeader of credentials), by name. */
    auth?: string;
    /** Builds the result envelope: items of a success, or the ErrorDetail items of a refusal. */
    envelope?: {
        success(items: unknown[]): unknown;
        failure(details: ErrorItem[]): unknown;
    };
    /** The WSDL text served at `?WSDL`; absent when the service was generated from a manifest. */
    wsdl?: string | undefined;
    /**
     * Reads the contract's OpenAPI document (the package's `openapi.json`), served at `?openapi`
     * when the JSON face is on: called once, when a handler with it is made.
     */
    openapi?: () => string;
    /** The data of the service's pages (rendered by service-pages.ts). */
    pages?: ServicePages;
}
