// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The request most clients send, read without the XML reader. .NET's clients and this
 * toolchain's write one form: the XML declaration, `<soap:Envelope` (or `soap12`) declaring xsi,
 * xsd and the envelope's namespace in that order, a Header of the contract's blocks, a Body
 * holding the operation's wrapper, each block and wrapper declaring its namespace as the default
 * one, and under them elements of text, with nothing between the tags. For the operations whose
 * parameters (and header blocks whose fields) are all such text, that form is compared with
 * patterns made once per server: in one match where the action names the operation and its header
 * blocks come in the contract's order, else piece by piece; each text goes to the parse its
 * codec's read calls.
 *
 * Anything else gives undefined and the XML reader reads the request (soap-request.ts), which
 * then decides: another prefix or order of declarations, an attribute, white space between
 * elements, a reference, a CR or `]` in a text, a character over U+D7FF or one XML forbids, a text
 * the type refuses, an action naming another operation, a limit that could be reached. So the
 * answer is the reader's either way, only sooner; the tests compare the two on every operation's
 * requests and on mutations of them.
 */
import { type XmlLimits } from "./contract-runtime.js";
import { type SoapHints, type SoapRequest, type SoapRouting } from "./soap-request.js";
export declare class CanonicalRequests<I, H> {
    #private;
    constructor(routing: SoapRouting<I, H>);
    /** The request as the XML reader would read it, when it is in the one form; else undefined. */
    read(xml: string, hints: SoapHints, limits: XmlLimits): SoapRequest<I, H> | undefined;
}
