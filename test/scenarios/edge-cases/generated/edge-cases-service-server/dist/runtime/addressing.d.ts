// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * WS-Addressing 1.0 on the server, as WCF's wsHttpBinding does it: the request's Action,
 * MessageID, To and ReplyTo header blocks are read (and so understood, mustUnderstand or not),
 * and the answer to a request that carried them says its Action (mustUnderstand, the request's
 * action followed by `Response`, WCF's default reply action) and RelatesTo (the request's
 * MessageID). A request without them is answered as before, without them.
 */
import { type XmlReader } from "./contract-runtime.js";
export declare const WSA_NS = "http://www.w3.org/2005/08/addressing";
/** What a request's addressing headers say. */
export interface RequestAddressing {
    action?: string;
    messageId?: string;
    to?: string;
    /** ReplyTo's Address. */
    replyTo?: string;
}
/** Reads one header block of the WS-Addressing namespace (the reader at its start) into `into`. */
export declare function readAddressingHeader(r: XmlReader, into: RequestAddressing): void;
/**
 * The answer's addressing header blocks (the response envelope's prefix is `soap`): Action, and
 * RelatesTo when the request had a MessageID.
 */
export declare function addressingReply(request: RequestAddressing, replyAction: string): string;
/** WS-Addressing's action of a fault that names none of its own (WCF sends it on every fault). */
export declare const WSA_FAULT_ACTION = "http://www.w3.org/2005/08/addressing/soap/fault";
/**
 * A fault envelope (written by soap-fault.ts: `soap` prefix, no Header) answering a request with
 * addressing headers: with the fault action and RelatesTo in a Header, as WCF answers.
 */
export declare function faultWithAddressing(request: RequestAddressing, envelope: string): string;
/** The reply's action: the request's (its wsa:Action, else the operation's) and `Response`. */
export declare function replyAction(request: RequestAddressing, soapAction: string): string;
