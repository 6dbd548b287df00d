// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A fault an operation declares (`wsdl:fault`), raised by an implementation: the server answers
 * with a SOAP fault whose detail is the fault's element, written by its codec.
 */
import { type SoapVersion } from "./contract-runtime.js";
import type { ServerOperation } from "./service.js";
export declare class DeclaredFault<D = unknown> extends Error {
    readonly fault: string;
    readonly detail: D;
    readonly options: {
        reason?: string;
        code?: "client" | "server";
    };
    /**
     * `fault` is the fault's name in the contract, `detail` the value of its detail element;
     * `reason` is the faultstring (default "Fault <name>"), `code` client (Client/Sender) or server.
     */
    constructor(fault: string, detail: D, options?: {
        reason?: string;
        code?: "client" | "server";
    });
}
/** The fault envelope of `error`, or undefined when the operation declares no fault of that name. */
export declare function declaredFaultBody(version: SoapVersion, operation: ServerOperation<unknown, unknown>, error: DeclaredFault): string | undefined;
