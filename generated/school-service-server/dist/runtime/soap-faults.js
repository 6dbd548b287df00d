// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  SOAP11_NS,
  SOAP12_NS,
  XSD_NS,
  XSI_NS,
  XML_DECLARATION,
  escapeXmlText,
  faultEnvelope,
  responseEnvelope
} from "./contract-runtime.js";
const CODES = {
  client: { "1.1": "Client", "1.2": "Sender" },
  server: { "1.1": "Server", "1.2": "Receiver" }
};
function fault(version, kind, reason) {
  return { version, body: faultEnvelope(version, CODES[kind][version], reason) };
}
const REASONS = {
  unknownAction: (action) => `Server did not recognize the value of HTTP Header SOAPAction: ${action}.`,
  unknownBody12: "Unable to handle request without a valid action parameter. Please supply a valid soap action.",
  unreadable: (detail) => `Server was unable to read request. ---> ${detail}`,
  noBody: "Server was unable to read request. ---> Request format is invalid: Missing required soap:Body element.",
  repeatedHeader: (element) => `Server was unable to read request. ---> The SOAP header ${element} appears more than once.`,
  failed: "Server was unable to process request."
};
function versionMismatch(namespace) {
  const upgrade = `<soap:Header><soap12:Upgrade xmlns:soap12="${SOAP12_NS}"><soap12:SupportedEnvelope qname="soap:Envelope" xmlns:soap="${SOAP11_NS}" /><soap12:SupportedEnvelope qname="soap12:Envelope" xmlns:soap12="${SOAP12_NS}" /></soap12:Upgrade></soap:Header>`;
  const reason = `Possible SOAP version mismatch: Envelope namespace ${namespace} was unexpected. Expecting ${SOAP11_NS}.`;
  const body = `${XML_DECLARATION}<soap:Envelope xmlns:soap="${SOAP11_NS}" xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}">${upgrade}<soap:Body><soap:Fault><faultcode>soap:VersionMismatch</faultcode><faultstring>${escapeXmlText(reason)}</faultstring><detail /></soap:Fault></soap:Body></soap:Envelope>`;
  return { version: "1.1", body };
}
function mustUnderstand(version, header) {
  const reason = escapeXmlText(`SOAP header ${header} was not understood.`);
  const body = version === "1.1" ? `<soap:Fault><faultcode>soap:MustUnderstand</faultcode><faultstring>${reason}</faultstring></soap:Fault>` : `<soap:Fault><soap:Code><soap:Value>soap:MustUnderstand</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">${reason}</soap:Text></soap:Reason></soap:Fault>`;
  return { version, body: responseEnvelope(version, body) };
}
export {
  REASONS,
  fault,
  mustUnderstand,
  versionMismatch
};
//# sourceMappingURL=soap-faults.js.map
