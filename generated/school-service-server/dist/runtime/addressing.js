// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * WS-Addressing 1.0 on the server, as WCF's wsHttpBinding does it: the request's Action,
 * MessageID, To and ReplyTo header blocks are read (and so understood, mustUnderstand or not),
 * and the answer to a request that carried them says its Action (mustUnderstand, the request's
 * action followed by `Response`, WCF's default reply action) and RelatesTo (the request's
 * MessageID). A request without them is answered as before, without them.
 */
import { XmlEvent, escapeXml } from "./contract-runtime.js";
export const WSA_NS = "http://www.w3.org/2005/08/addressing";
/** Reads one header block of the WS-Addressing namespace (the reader at its start) into `into`. */
export function readAddressingHeader(r, into) {
    switch (r.localName) {
        case "Action":
            into.action = r.readText().trim();
            return;
        case "MessageID":
            into.messageId = r.readText().trim();
            return;
        case "To":
            into.to = r.readText().trim();
            return;
        case "ReplyTo":
            for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
                if (event !== XmlEvent.Start)
                    continue;
                const child = r.localName;
                if (r.namespace === WSA_NS && child === "Address")
                    into.replyTo = r.readText().trim();
                else
                    r.skipElement();
            }
            return;
        default:
            r.skipElement();
    }
}
/**
 * The answer's addressing header blocks (the response envelope's prefix is `soap`): Action, and
 * RelatesTo when the request had a MessageID.
 */
export function addressingReply(request, replyAction) {
    const ns = ` xmlns:a="${WSA_NS}"`;
    const action = `<a:Action soap:mustUnderstand="1"${ns}>${escapeXml(replyAction)}</a:Action>`;
    return request.messageId === undefined
        ? action
        : `${action}<a:RelatesTo${ns}>${escapeXml(request.messageId)}</a:RelatesTo>`;
}
/** WS-Addressing's action of a fault that names none of its own (WCF sends it on every fault). */
export const WSA_FAULT_ACTION = "http://www.w3.org/2005/08/addressing/soap/fault";
/**
 * A fault envelope (written by soap-fault.ts: `soap` prefix, no Header) answering a request with
 * addressing headers: with the fault action and RelatesTo in a Header, as WCF answers.
 */
export function faultWithAddressing(request, envelope) {
    const header = `<soap:Header>${addressingReply(request, WSA_FAULT_ACTION)}</soap:Header>`;
    return envelope.replace("<soap:Body>", `${header}<soap:Body>`);
}
/** The reply's action: the request's (its wsa:Action, else the operation's) and `Response`. */
export function replyAction(request, soapAction) {
    return `${request.action ?? soapAction}Response`;
}
//# sourceMappingURL=addressing.js.map