// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { XmlEvent, escapeXml } from "./contract-runtime.js";
const WSA_NS = "http://www.w3.org/2005/08/addressing";
function readAddressingHeader(r, into) {
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
        if (event !== XmlEvent.Start) continue;
        const child = r.localName;
        if (r.namespace === WSA_NS && child === "Address") into.replyTo = r.readText().trim();
        else r.skipElement();
      }
      return;
    default:
      r.skipElement();
  }
}
function addressingReply(request, replyAction2) {
  const ns = ` xmlns:a="${WSA_NS}"`;
  const action = `<a:Action soap:mustUnderstand="1"${ns}>${escapeXml(replyAction2)}</a:Action>`;
  return request.messageId === void 0 ? action : `${action}<a:RelatesTo${ns}>${escapeXml(request.messageId)}</a:RelatesTo>`;
}
const WSA_FAULT_ACTION = "http://www.w3.org/2005/08/addressing/soap/fault";
function faultWithAddressing(request, envelope) {
  const header = `<soap:Header>${addressingReply(request, WSA_FAULT_ACTION)}</soap:Header>`;
  return envelope.replace("<soap:Body>", `${header}<soap:Body>`);
}
function replyAction(request, soapAction) {
  return `${request.action ?? soapAction}Response`;
}
export {
  WSA_FAULT_ACTION,
  WSA_NS,
  addressingReply,
  faultWithAddressing,
  readAddressingHeader,
  replyAction
};
//# sourceMappingURL=addressing.js.map
