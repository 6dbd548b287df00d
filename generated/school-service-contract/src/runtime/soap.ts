// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * SOAP 1.1 and 1.2 envelopes and faults as ASMX writes and reads them: the `soap` prefix on
 * responses, `soap`/`soap12` on requests, faults with faultcode/faultstring/detail (1.1) or
 * Code/Value, Subcode, Reason/Text and Detail (1.2).
 */
import { readXmlValue, writeXmlValue, type XmlValue } from "./any-type.js";
import { XSD_NS, XSI_NS } from "./codec.js";
import { XmlEvent, type XmlReader } from "./xml-reader.js";
import { escapeXmlText } from "./xml-text.js";
import { setOwn } from "./own-property.js";

export type SoapVersion = "1.1" | "1.2";
export const SOAP11_NS = "http://schemas.xmlsoap.org/soap/envelope/";
export const SOAP12_NS = "http://www.w3.org/2003/05/soap-envelope";
export const SOAP_NS: Record<SoapVersion, string> = {
  "1.1": SOAP11_NS,
  "1.2": SOAP12_NS,
};
export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

export function soapVersionOf(namespace: string): SoapVersion | undefined {
  return namespace === SOAP11_NS ? "1.1" : namespace === SOAP12_NS ? "1.2" : undefined;
}

/** A request envelope as ASMX clients write it (`soap` for 1.1, `soap12` for 1.2). */
export function requestEnvelope(version: SoapVersion, header: string, body: string): string {
  const p = version === "1.1" ? "soap" : "soap12";
  const head = header === "" ? "" : `<${p}:Header>${header}</${p}:Header>`;
  return (
    `${XML_DECLARATION}\n<${p}:Envelope xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}" xmlns:${p}="${SOAP_NS[version]}">` +
    `${head}<${p}:Body>${body}</${p}:Body></${p}:Envelope>`
  );
}

/** A response envelope as ASMX writes it (with a Header only when there are header blocks). */
export function responseEnvelope(version: SoapVersion, body: string, header = ""): string {
  return responseEnvelopeStart(version, header) + body + RESPONSE_END;
}

/** A response envelope up to its body's content; {@link RESPONSE_END} closes it. */
export function responseEnvelopeStart(version: SoapVersion, header = ""): string {
  if (header === "") return RESPONSE_START[version];
  return `${RESPONSE_HEAD[version]}<soap:Header>${header}</soap:Header><soap:Body>`;
}

/** The response envelope's start tag and what follows it (`<soap:Body>`, or nothing). */
const responseStart = (version: SoapVersion, then: string) =>
  `${XML_DECLARATION}<soap:Envelope xmlns:soap="${SOAP_NS[version]}" xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}">${then}`;
// Pure: a bundle that writes no response (a client's for the browser) leaves them out.
const RESPONSE_START: Record<SoapVersion, string> = {
  "1.1": /* @__PURE__ */ responseStart("1.1", "<soap:Body>"),
  "1.2": /* @__PURE__ */ responseStart("1.2", "<soap:Body>"),
};
const RESPONSE_HEAD: Record<SoapVersion, string> = {
  "1.1": /* @__PURE__ */ responseStart("1.1", ""),
  "1.2": /* @__PURE__ */ responseStart("1.2", ""),
};
export const RESPONSE_END = "</soap:Body></soap:Envelope>";

export interface QualifiedName {
  namespace: string;
  local: string;
}

export interface SoapFault {
  version: SoapVersion;
  /** The fault code as written, e.g. `soap:Client` or `soap:Sender`. */
  code: string;
  /** The fault code resolved, e.g. `{ namespace: SOAP11_NS, local: "Client" }`. */
  codeName: QualifiedName;
  /** SOAP 1.2 `Subcode/Value`, resolved: the outermost one. */
  subcode?: QualifiedName;
  /** Every SOAP 1.2 `Subcode/Value`, resolved, outermost first. */
  subcodes: QualifiedName[];
  /** faultstring (1.1) or the first Reason/Text (1.2). */
  reason: string;
  /** faultactor (1.1) or Role (1.2). */
  actor?: string;
  /** SOAP 1.2 Role. */
  role?: string;
  /** SOAP 1.2 Node (where ASMX writes a SoapException's actor). */
  node?: string;
  /** The content of detail/Detail, kept as it arrived. */
  detail?: XmlValue;
  /**
   * The detail element (`<detail>`, `<soap:Detail>`) as it arrived, standing alone: the namespace
   * declarations it uses from outside added to its start tag.
   */
  detailXml?: string;
  /** The detail element's child elements: name, text and markup of each, in order. */
  detailElements: readonly FaultDetailElement[];
  /** The detail element of a fault the operation declares, decoded: the fault's name and value. */
  declared?: { name: string; value: unknown };
}

/** A child element of a fault's detail, read-only. */
export interface FaultDetailElement {
  readonly namespace: string;
  readonly local: string;
  /** Its text content: the text of all its descendants, references resolved. */
  readonly text: string;
  /** The element as it arrived, standing alone (namespace declarations it uses added). */
  readonly xml: string;
}

/** How the detail elements of an operation's declared faults are read (see OperationCodec.faultOf). */
export type DetailReader = (r: XmlReader) => { name: string; value: unknown } | undefined;

/**
 * Reads the Fault element the reader is at; `declared` decodes the detail elements of declared
 * faults. On SOAP 1.2 the detail is `soap:Detail`, or the unqualified `<detail>` ASMX (.NET's and
 * Mono's) writes for a SoapException's detail on both versions.
 */
export function readFault(r: XmlReader, version: SoapVersion, declared?: DetailReader): SoapFault {
  const fault: SoapFault = {
    version,
    code: "",
    codeName: { namespace: "", local: "" },
    subcodes: [],
    reason: "",
    detailElements: [],
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
  if (fault.subcodes.length > 0) fault.subcode = fault.subcodes[0]!;
  return fault;
}

/**
 * The detail: kept as XML (the element, and its children's names and texts), a declared fault's
 * element decoded, everything else kept as content values.
 */
function readDetail(r: XmlReader, fault: SoapFault, declared: DetailReader | undefined): void {
  const xml = r.readOuterXml();
  fault.detailXml = xml;
  // A reader of the class `r` is (in a browser bundle, the DOM's): the string reader is not imported.
  const reader = (text: string) => new (r.constructor as new (xml: string) => XmlReader)(text);
  const d = reader(xml);
  nextStart(d);
  fault.detailElements = childElements(reader, xml);
  if (!declared || d.isEmptyElement) {
    fault.detail = readXmlValue(d);
    return;
  }
  const rest: Record<string, XmlValue> = {};
  for (let event = d.next(); event !== XmlEvent.End; event = d.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = d.localName;
    const decoded = fault.declared ? undefined : declared(d);
    if (decoded) fault.declared = decoded;
    else setOwn(rest, name, readXmlValue(d));
  }
  fault.detail = Object.keys(rest).length > 0 ? rest : "";
}

/** The child elements of the element `xml` is: each one's name, text content and markup. */
function childElements(
  reader: (xml: string) => XmlReader,
  xml: string,
): readonly FaultDetailElement[] {
  const r = reader(xml);
  nextStart(r);
  const elements: FaultDetailElement[] = [];
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
        xml: outer,
      }),
    );
  }
  return elements;
}

/** The text of an element and all its descendants. */
function textContent(r: XmlReader): string {
  let text = "";
  for (let event = r.next(); event !== XmlEvent.Eof; event = r.next())
    if (event === XmlEvent.Text) text += r.text;
  return text;
}

function nextStart(r: XmlReader): void {
  while (r.next() !== XmlEvent.Start);
}

function readQNameText(r: XmlReader): [string, QualifiedName] {
  const text = r.readText().trim();
  try {
    return [text, r.resolveQName(text)];
  } catch {
    return [text, { namespace: "", local: text }];
  }
}

function readCode12(r: XmlReader, fault: SoapFault): void {
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = r.localName;
    if (name === "Value") [fault.code, fault.codeName] = readQNameText(r);
    else if (name === "Subcode" && fault.subcodes.length === 0) readSubcode(r, fault.subcodes);
    else r.skipElement();
  }
}

/** A Subcode: its Value, then the Subcode nested in it, if any. */
function readSubcode(r: XmlReader, into: QualifiedName[]): void {
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name: string = r.localName;
    if (name === "Value") into.push(readQNameText(r)[1]);
    else if (name === "Subcode") readSubcode(r, into);
    else r.skipElement();
  }
}

function readFirstChildText(r: XmlReader): string {
  let text: string | undefined;
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    if (text === undefined) text = r.readText();
    else r.skipElement();
  }
  return text ?? "";
}

/**
 * A fault as ASMX writes it: `soap:Client`/`soap:Server` (1.1) or `soap:Sender`/`soap:Receiver`
 * (1.2). The detail is XML content given as a value, or `markup` already written (a declared
 * fault's element).
 */
export function faultEnvelope(
  version: SoapVersion,
  code: string,
  reason: string,
  detail: XmlValue = null,
  markup?: string,
): string {
  const detailXml = markup ?? (detail === null ? "" : writeXmlValue(detail, "detail"));
  const body =
    version === "1.1"
      ? `<soap:Fault><faultcode>soap:${code}</faultcode><faultstring>${escapeXmlText(reason)}</faultstring>` +
        `${detailXml === "" ? "<detail />" : `<detail>${detailXml}</detail>`}</soap:Fault>`
      : `<soap:Fault><soap:Code><soap:Value>soap:${code}</soap:Value></soap:Code>` +
        `<soap:Reason><soap:Text xml:lang="en">${escapeXmlText(reason)}</soap:Text></soap:Reason>` +
        `${detailXml === "" ? "<soap:Detail />" : `<soap:Detail>${detailXml}</soap:Detail>`}</soap:Fault>`;
  return responseEnvelope(version, body);
}
