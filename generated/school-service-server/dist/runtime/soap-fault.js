// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  SOAP11_NS,
  SOAP12_NS,
  SOAP_NS,
  XSD_NS,
  XSI_NS,
  XmlEvent,
  XmlReader,
  escapeXml,
  isXmlNCName,
  responseEnvelope,
  writeXmlValue,
  xmlTextContent
} from "./contract-runtime.js";
class SoapFault extends Error {
  code;
  subcodes;
  /** faultstring (1.1), Reason/Text (1.2). */
  reason;
  actor;
  role;
  lang;
  detail;
  /** The detail element's content as it is written. */
  detailMarkup;
  /** Throws a TypeError for a name that is no QName part, a character XML cannot carry, or a detail that is not well-formed. */
  constructor(reason, options = {}) {
    super(reason);
    this.name = "SoapFault";
    this.reason = reason;
    this.code = options.code ?? "server";
    this.subcodes = Object.freeze([...options.subcodes ?? []]);
    this.actor = options.actor;
    this.role = options.role;
    this.lang = options.lang;
    this.detail = options.detail;
    checkFaultParts(this);
    this.detailMarkup = options.detail === void 0 ? void 0 : detailContent(options.detail);
  }
}
function soapFaultBody(version, fault) {
  const detail = fault.detailMarkup === void 0 ? void 0 : fault.detailMarkup === "" ? "<detail />" : `<detail>${fault.detailMarkup}</detail>`;
  return faultBody(version, fault, detail);
}
function faultBody(version, parts, detail) {
  const code = translate(version, parts.code);
  const reason = xmlTextContent(parts.reason, "the fault's reason");
  let body;
  if (version === "1.1") {
    const lang = parts.lang ? ` xml:lang="${escapeXml(parts.lang)}"` : "";
    body = `<soap:Fault>${qualified(version, "faultcode", code)}<faultstring${lang}>${reason}</faultstring>` + (parts.actor ? `<faultactor>${xmlTextContent(parts.actor, "the fault's actor")}</faultactor>` : "") + (detail ?? "<detail />");
  } else {
    const subcodes = parts.subcodes ?? [];
    body = `<soap:Fault><soap:Code>${qualified(version, "soap:Value", code)}` + subcodes.map((s) => `<soap:Subcode>${qualified(version, "soap:Value", s)}`).join("") + "</soap:Subcode>".repeat(subcodes.length) + `</soap:Code><soap:Reason><soap:Text xml:lang="${escapeXml(parts.lang || "en")}">${reason}</soap:Text></soap:Reason>` + (parts.actor ? `<soap:Node>${xmlTextContent(parts.actor, "the fault's actor")}</soap:Node>` : "") + (parts.role ? `<soap:Role>${xmlTextContent(parts.role, "the fault's role")}</soap:Role>` : "") + (detail ?? "<soap:Detail />");
  }
  return responseEnvelope(version, `${body}</soap:Fault>`);
}
function soapFaultText(fault) {
  return `System.Web.Services.Protocols.SoapException: ${htmlEncode(fault.reason)}`;
}
const CODES = {
  client: { "1.1": "Client", "1.2": "Sender" },
  server: { "1.1": "Server", "1.2": "Receiver" }
};
const COUNTERPARTS = {
  Client: "Sender",
  Server: "Receiver",
  MustUnderstand: "MustUnderstand",
  VersionMismatch: "VersionMismatch"
};
const FROM_12 = Object.fromEntries(
  Object.entries(COUNTERPARTS).map(([v11, v12]) => [v12, v11])
);
function translate(version, code) {
  if (code === "client" || code === "server")
    return { namespace: SOAP_NS[version], local: CODES[code][version] };
  if (version === "1.2" && code.namespace === SOAP11_NS && Object.hasOwn(COUNTERPARTS, code.local))
    return { namespace: SOAP12_NS, local: COUNTERPARTS[code.local] };
  if (version === "1.1" && code.namespace === SOAP12_NS && Object.hasOwn(FROM_12, code.local))
    return { namespace: SOAP11_NS, local: FROM_12[code.local] };
  return code;
}
const XML_NS = "http://www.w3.org/XML/1998/namespace";
function qualified(version, tag, name) {
  const inScope = name.namespace === SOAP_NS[version] ? "soap" : name.namespace === XSI_NS ? "xsi" : name.namespace === XSD_NS ? "xsd" : name.namespace === XML_NS ? "xml" : void 0;
  if (name.namespace === "") return `<${tag}>${name.local}</${tag}>`;
  if (inScope) return `<${tag}>${inScope}:${name.local}</${tag}>`;
  return `<${tag} xmlns:q0="${escapeXml(name.namespace)}">q0:${name.local}</${tag}>`;
}
function checkName(name, where) {
  if (typeof name !== "object" || name === null || typeof name.namespace !== "string" || typeof name.local !== "string" || !isXmlNCName(name.local))
    throw new TypeError(
      `${where} must be { namespace, local } with an NCName local, not ${JSON.stringify(name)}`
    );
  xmlTextContent(name.namespace, `${where}'s namespace`);
}
function checkFaultParts(parts) {
  try {
    if (typeof parts.reason !== "string")
      throw new TypeError("the fault's reason must be a string");
    if (parts.code !== "client" && parts.code !== "server")
      checkName(parts.code, "the fault's code");
    parts.subcodes?.forEach((s, i) => checkName(s, `the fault's subcode ${i}`));
    xmlTextContent(parts.reason, "the fault's reason");
    if (parts.actor !== void 0) xmlTextContent(String(parts.actor), "the fault's actor");
    if (parts.role !== void 0) xmlTextContent(String(parts.role), "the fault's role");
    if (parts.lang !== void 0) xmlTextContent(String(parts.lang), "the fault's lang");
  } catch (err) {
    throw err instanceof TypeError ? err : new TypeError(err.message);
  }
}
function detailContent(detail) {
  if (typeof detail === "string") {
    checkWellFormed(detail);
    return detail;
  }
  if (detail === null || typeof detail !== "object" || Array.isArray(detail))
    throw new TypeError("the fault's detail must be XML markup (a string) or a record of fields");
  try {
    return writeXmlValue(detail, "detail");
  } catch (err) {
    throw err instanceof TypeError ? err : new TypeError(err.message);
  }
}
function checkWellFormed(markup) {
  const r = new XmlReader(`<detail xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}">${markup}</detail>`);
  try {
    while (r.next() !== XmlEvent.Eof) ;
  } catch (err) {
    throw new TypeError(
      `the fault's detail is not well-formed XML content: ${err.message}`
    );
  }
}
function htmlEncode(text) {
  return text.replace(
    /[&<>"'\u00A0-\u00FF]/g,
    (c) => c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : `&#${c.charCodeAt(0)};`
  );
}
export {
  SoapFault,
  checkFaultParts,
  faultBody,
  soapFaultBody,
  soapFaultText
};
//# sourceMappingURL=soap-fault.js.map
