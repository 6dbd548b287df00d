// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Reading a SOAP request as ASMX does: the root must be a SOAP 1.1 or 1.2 Envelope; the operation
 * is chosen by SOAPAction (1.1) or the `action` parameter (1.2) when given (and no other operation
 * shares it), else by the Body's first element; the parameters are read by the operation's codec,
 * ASMX's defaults filling what is left out; the header blocks of the contract are decoded, and
 * those marked mustUnderstand must be ones the operation binds. The whole document is read before
 * anything is called, so a malformed end is still a malformed request.
 */
import { type Codec, type MessageParts, type SoapVersion, type XmlLimits } from "./contract-runtime.js";
import { type RequestAddressing } from "./addressing.js";
import type { ServerOperation } from "./service.js";
import { type Fault } from "./soap-faults.js";
/**
 * Operations by a key; a key in `shared` is one several operations have: an action then routes
 * none of them (the body decides), an element the first.
 */
export interface RouteTable<O> {
    map: ReadonlyMap<string, O>;
    shared: ReadonlySet<string>;
}
export interface SoapRouting<I, H> {
    byAction: RouteTable<ServerOperation<I, H>>;
    /** Operations by their request body's first element, `{namespace}local`. */
    byElement: RouteTable<ServerOperation<I, H>>;
    /** The contract's header blocks, by the name the implementation's context gives them. */
    headers: readonly {
        name: string;
        element: string;
        namespace: string;
        codec: Codec<unknown>;
    }[];
    /** The header `authenticate` checks. */
    auth: string | undefined;
    /** Header blocks the server processes itself (`{namespace}local`: WS-Security's), mustUnderstand or not. */
    understood?: ReadonlySet<string>;
}
/** What the request asks for, from its HTTP headers. */
export interface SoapHints {
    /** The SOAPAction header as sent (quotes included), undefined when absent. */
    soapAction: string | undefined;
    /** The `action` parameter of an application/soap+xml content type. */
    actionParam: string | undefined;
}
export type SoapRequest<I, H> = {
    kind: "malformed";
} | {
    kind: "fault";
    fault: Fault;
} | {
    kind: "call";
    version: SoapVersion;
    operation: ServerOperation<I, H>;
    params: unknown;
    /** The authenticating header as sent: undefined when absent, null when nil. */
    header: H | null | undefined;
    /** Every header block of the contract the request carried, by name (null when nil). */
    headers: Record<string, unknown>;
    /** The request's WS-Addressing headers, when it has any. */
    addressing?: RequestAddressing;
};
export declare function readSoapRequest<I, H>(xml: string, hints: SoapHints, routing: SoapRouting<I, H>, limits: XmlLimits, parts?: MessageParts): SoapRequest<I, H>;
/** Where routeByAction sends a request: an operation, a fault, or neither (the body decides). */
export interface ActionRoute<O> {
    operation?: O;
    fault?: Fault;
}
/**
 * The operation the request's action names: SOAP 1.1 routes by SOAPAction when it is sent (a
 * SOAPAction no operation has is refused), SOAP 1.2 by its action when that names an operation;
 * no operation when the body decides.
 */
export declare function routeByAction<O>(version: SoapVersion, hints: SoapHints, byAction: RouteTable<O>): ActionRoute<O>;
