// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Results on the wire as ASMX writes them: in the SOAP Body as the operation's response elements
 * (`<opResponse xmlns="ns"><opResult>`), with the header blocks the implementation set, and on
 * HTTP GET/POST as an indented document whose root is the result type's element (or, for an
 * XmlElement, the element itself). Strings are built by the contract's codecs; nothing is parsed
 * back but that element, checked to be one.
 */
import { type BinaryWriting, type SoapVersion } from "./contract-runtime.js";
import { BodyPieces } from "./body-pieces.js";
import type { ServerOperation, ServiceDefinition } from "./service.js";
/** The SOAP answer in pieces: the envelope written around the result as it is encoded. */
export declare function soapResult(version: SoapVersion, operation: ServerOperation<unknown, unknown>, value: unknown, headers: Record<string, unknown>, service: ServiceDefinition<unknown, unknown>, leading?: string, binary?: BinaryWriting): BodyPieces;
/** The HTTP GET/POST answer in pieces: the result type's element as the root, laid out as ASMX lays it out. */
export declare function httpResult(operation: ServerOperation<unknown, unknown>, value: unknown): BodyPieces;
