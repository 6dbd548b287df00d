// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { readXmlValue, writeXmlValue } from "./any-type.js";
import { XSD_NS, XSI_NS } from "./codec.js";
import { XmlEvent } from "./xml-reader.js";
import { escapeXmlText } from "./xml-text.js";
import { setOwn } from "./own-property.js";
const SOAP11_NS = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12_NS = "http://www.w3.org/2003/05/soap-envelope";
const SOAP_NS = {
  "1.1": SOAP11_NS,
  "1.2": SOAP12_NS
};
const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
function soapVersionOf(namespace) {
  return namespace === SOAP11_NS ? "1.1" : namespace === SOAP12_NS ? "1.2" : void 0;
}
function requestEnvelope(version, header, body) {
  const p = version === "1.1" ? "soap" : "soap12";
  const head = header === "" ? "" : `<${p}:Header>${header}</${p}:Header>`;
  return `${XML_DECLARATION}
<${p}:Envelope xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}" xmlns:${p}="${SOAP_NS[version]}">${head}<${p}:Body>${body}</${p}:Body></${p}:Envelope>`;
}
function responseEnvelope(version, body, header = "") {
  return responseEnvelopeStart(version, header) + body + RESPONSE_END;
}
function responseEnvelopeStart(version, header = "") {
  if (header === "") return RESPONSE_START[version];
  return `${RESPONSE_HEAD[version]}<soap:Header>${header}</soap:Header><soap:Body>`;
}
const responseStart = (version, then) => `${XML_DECLARATION}<soap:Envelope xmlns:soap="${SOAP_NS[version]}" xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}">${then}`;
const RESPONSE_START = {
  "1.1": /* @__PURE__ */ responseStart("1.1", "<soap:Body>"),
  "1.2": /* @__PURE__ */ responseStart("1.2", "<soap:Body>")
};
const RESPONSE_HEAD = {
  "1.1": /* @__PURE__ */ responseStart("1.1", ""),
  "1.2": /* @__PURE__ */ responseStart("1.2", "")
};
const RESPONSE_END = "</soap:Body></soap:Envelope>";
function readFault(r, version, declared) {
  const fault = {
    version,
    code: "",
    codeName: { namespace: "", local: "" },
    subcodes: [],
    reason: "",
    detailElements: []
  };
  const ns = SOAP_NS[version];
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = r.localName;
    const inSoapNs = r.namespace === ns;
    if (version === "1.1" && r.namespace === "") {
      if (name === "faultcode") [fault.code, fault.codeName] = readQNameText(r);
      else if (name === "faultstring") fault.reason = r.readText();
      else if (name === "faultactor") fault.actor = r.readText();
      else if (name === "detail") readDetail(r, fault, declared);
      else r.skipElement();
    } else if (version === "1.2" && inSoapNs) {
      if (name === "Code") readCode12(r, fault);
      else if (name === "Reason") fault.reason = readFirstChildText(r);
      else if (name === "Role") fault.actor = fault.role = r.readText();
      else if (name === "Node") fault.node = r.readText();
      else if (name === "Detail") readDetail(r, fault, declared);
      else r.skipElement();
    } else if (version === "1.2" && r.namespace === "" && name === "detail")
      readDetail(r, fault, declared);
    else r.skipElement();
  }
  if (fault.subcodes.length > 0) fault.subcode = fault.subcodes[0];
  return fault;
}
function readDetail(r, fault, declared) {
  const xml = r.readOuterXml();
  fault.detailXml = xml;
  const reader = (text) => new r.constructor(text);
  const d = reader(xml);
  nextStart(d);
  fault.detailElements = childElements(reader, xml);
  if (!declared || d.isEmptyElement) {
    fault.detail = readXmlValue(d);
    return;
  }
  const rest = {};
  for (let event = d.next(); event !== XmlEvent.End; event = d.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = d.localName;
    const decoded = fault.declared ? void 0 : declared(d);
    if (decoded) fault.declared = decoded;
    else setOwn(rest, name, readXmlValue(d));
  }
  fault.detail = Object.keys(rest).length > 0 ? rest : "";
}
function childElements(reader, xml) {
  const r = reader(xml);
  nextStart(r);
  const elements = [];
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const namespace = r.namespace;
    const local = r.localName;
    const outer = r.readOuterXml();
    elements.push(
      Object.freeze({
        namespace,
        local,
        text: textContent(reader(outer)),
        xml: outer
      })
    );
  }
  return elements;
}
function textContent(r) {
  let text = "";
  for (let event = r.next(); event !== XmlEvent.Eof; event = r.next())
    if (event === XmlEvent.Text) text += r.text;
  return text;
}
function nextStart(r) {
  while (r.next() !== XmlEvent.Start) ;
}
function readQNameText(r) {
  const text = r.readText().trim();
  try {
    return [text, r.resolveQName(text)];
  } catch {
    return [text, { namespace: "", local: text }];
  }
}
function readCode12(r, fault) {
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = r.localName;
    if (name === "Value") [fault.code, fault.codeName] = readQNameText(r);
    else if (name === "Subcode" && fault.subcodes.length === 0) readSubcode(r, fault.subcodes);
    else r.skipElement();
  }
}
function readSubcode(r, into) {
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = r.localName;
    if (name === "Value") into.push(readQNameText(r)[1]);
    else if (name === "Subcode") readSubcode(r, into);
    else r.skipElement();
  }
}
function readFirstChildText(r) {
  let text;
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    if (text === void 0) text = r.readText();
    else r.skipElement();
  }
  return text ?? "";
}
function faultEnvelope(version, code, reason, detail = null, markup) {
  const detailXml = markup ?? (detail === null ? "" : writeXmlValue(detail, "detail"));
  const body = version === "1.1" ? `<soap:Fault><faultcode>soap:${code}</faultcode><faultstring>${escapeXmlText(reason)}</faultstring>${detailXml === "" ? "<detail />" : `<detail>${detailXml}</detail>`}</soap:Fault>` : `<soap:Fault><soap:Code><soap:Value>soap:${code}</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">${escapeXmlText(reason)}</soap:Text></soap:Reason>${detailXml === "" ? "<soap:Detail />" : `<soap:Detail>${detailXml}</soap:Detail>`}</soap:Fault>`;
  return responseEnvelope(version, body);
}
export {
  RESPONSE_END,
  SOAP11_NS,
  SOAP12_NS,
  SOAP_NS,
  XML_DECLARATION,
  faultEnvelope,
  readFault,
  requestEnvelope,
  responseEnvelope,
  responseEnvelopeStart,
  soapVersionOf
};
//# sourceMappingURL=soap.js.map
