// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The HTML of the service pages' parts, rendered from their data (page-data.ts): the service
 * page's content, an operation's description (documentation, parameters, headers), its test
 * form's fields and its samples on a binding. Everything taken from the contract is escaped here.
 */
import type { Binding } from "./options.js";
import type { OperationFacts, ServicePages } from "./page-data.js";
/** HTML text and attribute values. */
export declare function escapeHtml(text: string): string;
export declare const BINDING_LABELS: Record<Binding, string>;
/**
 * The service page's content: its documentation, its descriptions (the OpenAPI document when the
 * JSON face is on), and every operation linked.
 */
export declare function servicePageHtml(pages: ServicePages, endpointPath: string, json: boolean): string;
/**
 * The service page's Security section: what this server checks of a SOAP call (its options), what
 * the contract's WS-SecurityPolicy asks for, and how a generated client provides it. Nothing when
 * neither asks for anything.
 */
export declare function securityHtml(checks: readonly string[], signsAnswers: boolean, policy: readonly string[]): string;
/** An operation's description: documentation, SOAP action, parameters and headers. */
export declare function operationHtml(pages: ServicePages, op: OperationFacts): string;
/** The test form's fields: the credentials' header (when the operation carries it), then the parameters. */
export declare function formFieldsHtml(pages: ServicePages, op: OperationFacts): string;
/** The samples of an operation on a binding: its request and response. */
export declare function samplesHtml(pages: ServicePages, endpointPath: string, op: OperationFacts, binding: Binding): string;
