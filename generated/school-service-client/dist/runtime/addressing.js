// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { escapeXml } from "./contract-runtime.js";
const WSA_NS = "http://www.w3.org/2005/08/addressing";
const WSA_ANONYMOUS = "http://www.w3.org/2005/08/addressing/anonymous";
function newAddressing(action, endpoint, options) {
  return {
    action,
    messageId: `urn:uuid:${uuid()}`,
    to: options.to ?? endpoint,
    replyTo: options.replyTo ?? WSA_ANONYMOUS
  };
}
function uuid() {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = b[6] & 15 | 64;
  b[8] = b[8] & 63 | 128;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
function addressingXml(a, soap) {
  const ns = ` xmlns:a="${WSA_NS}"`;
  const mu = ` ${soap}:mustUnderstand="1"`;
  return `<a:Action${mu}${ns}>${escapeXml(a.action)}</a:Action><a:MessageID${ns}>${escapeXml(a.messageId)}</a:MessageID><a:ReplyTo${ns}><a:Address>${escapeXml(a.replyTo)}</a:Address></a:ReplyTo><a:To${mu}${ns}>${escapeXml(a.to)}</a:To>`;
}
function withAddressing(request, a) {
  const body = request.body;
  const soap = /<(soap(?:12)?):Envelope\b/.exec(body)?.[1];
  if (soap === void 0) throw new TypeError("WS-Addressing applies to SOAP requests");
  const blocks = addressingXml(a, soap);
  const header = `<${soap}:Header>`;
  const at = body.indexOf(header);
  const next = at >= 0 ? body.slice(0, at + header.length) + blocks + body.slice(at + header.length) : body.replace(`<${soap}:Body>`, `${header}${blocks}</${soap}:Header><${soap}:Body>`);
  return { ...request, body: next };
}
export {
  WSA_ANONYMOUS,
  WSA_NS,
  addressingXml,
  newAddressing,
  withAddressing
};
//# sourceMappingURL=addressing.js.map
