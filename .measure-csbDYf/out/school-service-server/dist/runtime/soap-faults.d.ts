// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The SOAP faults the server answers with, as ASMX words and shapes them (without its stack
 * traces): Client/Sender for requests it cannot route or read, Server/Receiver when the
 * implementation fails, VersionMismatch with the SOAP 1.2 Upgrade header, MustUnderstand without
 * a detail element.
 */
import { type SoapVersion } from "./contract-runtime.js";
export type FaultKind = "client" | "server";
/** A fault answer: always HTTP 500. */
export interface Fault {
    version: SoapVersion;
    body: string;
}
export declare function fault(version: SoapVersion, kind: FaultKind, reason: string): Fault;
export declare const REASONS: {
    readonly unknownAction: (action: string) => string;
    readonly unknownBody12: "Unable to handle request without a valid action parameter. Please supply a valid soap action.";
    readonly unreadable: (detail: string) => string;
    readonly noBody: "Server was unable to read request. ---> Request format is invalid: Missing required soap:Body element.";
    readonly repeatedHeader: (element: string) => string;
    readonly failed: "Server was unable to process request.";
};
/** The answer to a root element that is not a SOAP 1.1 or 1.2 Envelope: a SOAP 1.1 fault. */
export declare function versionMismatch(namespace: string): Fault;
/** A header block marked mustUnderstand that the operation does not bind. */
export declare function mustUnderstand(version: SoapVersion, header: string): Fault;
