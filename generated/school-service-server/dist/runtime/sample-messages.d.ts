// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * An operation's sample HTTP messages on a binding, laid out as ASMX's operation page shows them:
 * the request or status line, the headers (`Content-Length: length`), then the body, indented two
 * spaces a level, every element holding a placeholder naming its type, a repeated element twice,
 * a type met again inside itself left empty. A message holds at most the pages' `sampleElements`
 * elements; one that had to leave some out says so. Plain text: the page escapes it.
 */
import type { Binding } from "./options.js";
import type { OperationFacts, ServicePages } from "./page-data.js";
export interface SampleMessages {
    request: string;
    /** Absent where HTTP GET/POST answers no document. */
    response?: string;
}
export declare function sampleMessages(pages: ServicePages, endpointPath: string, op: OperationFacts, binding: Binding): SampleMessages;
