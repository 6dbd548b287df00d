// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The service's pages, as ASMX serves them and more: `GET <endpoint>` the service page (its
 * documentation, every operation with a link to its page, links to the WSDL and the manifest);
 * `?op=<name>` an operation's page (its parameters, headers and sample messages on each enabled
 * binding, and a form that calls it on each); `?manifest` the contract's manifest; `?page-asset=`
 * the stylesheet and the form's script. The HTML was rendered when the package was generated;
 * here the parts a request may see are picked and sent with a policy that allows no script or
 * style but the pages' own, and no request to another origin.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Binding } from "./options.js";
import type { ServerRuntime } from "./server-runtime.js";
export interface OperationPage {
    /** The operation's published name (`?op=<name>`). */
    name: string;
    /** The page's title, escaped. */
    title: string;
    /** The client's method for the operation. */
    method: string;
    /** The page's description of the operation: documentation, parameters, headers. */
    main: string;
    /** The test form's header and parameter fields. */
    form: string;
    /** The sample request and response, by binding. */
    samples: Partial<Record<Binding, string>>;
}
export interface ServicePages {
    /** The service's name, escaped. */
    title: string;
    service: string;
    /** The contract's manifest (served as written), when the service was generated from one. */
    manifest: string | undefined;
    /** The test form's script. */
    formScript: string;
    operations: readonly OperationPage[];
}
/** `GET <endpoint>` with a query other than `?WSDL`. */
export declare function servePages<I, H>(rt: ServerRuntime<I, H>, req: IncomingMessage, res: ServerResponse, query: string): void;
