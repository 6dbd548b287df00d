// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * SOAP 1.1 and 1.2 envelopes and faults as ASMX writes and reads them: the `soap` prefix on
 * responses, `soap`/`soap12` on requests, faults with faultcode/faultstring/detail (1.1) or
 * Code/Value, Subcode, Reason/Text and Detail (1.2).
 */
import { readXmlValue, writeXmlValue } from "./any-type.js";
import { XSD_NS, XSI_NS } from "./codec.js";
import { XmlEvent } from "./xml-reader.js";
import { escapeXmlText } from "./xml-text.js";
import { setOwn } from "./own-property.js";
export const SOAP11_NS = "http://schemas.xmlsoap.org/soap/envelope/";
export const SOAP12_NS = "http://www.w3.org/2003/05/soap-envelope";
export const SOAP_NS = { "1.1": SOAP11_NS, "1.2": SOAP12_NS };
export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
export function soapVersionOf(namespace) {
    return namespace === SOAP11_NS ? "1.1" : namespace === SOAP12_NS ? "1.2" : undefined;
}
/** A request envelope as ASMX clients write it (`soap` for 1.1, `soap12` for 1.2). */
export function requestEnvelope(version, header, body) {
    const p = version === "1.1" ? "soap" : "soap12";
    const head = header === "" ? "" : `<${p}:Header>${header}</${p}:Header>`;
    return (`${XML_DECLARATION}\n<${p}:Envelope xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}" xmlns:${p}="${SOAP_NS[version]}">` +
        `${head}<${p}:Body>${body}</${p}:Body></${p}:Envelope>`);
}
/** A response envelope as ASMX writes it (with a Header only when there are header blocks). */
export function responseEnvelope(version, body, header = "") {
    return responseEnvelopeStart(version, header) + body + RESPONSE_END;
}
/** A response envelope up to its body's content; {@link RESPONSE_END} closes it. */
export function responseEnvelopeStart(version, header = "") {
    if (header === "")
        return RESPONSE_START[version];
    return RESPONSE_HEAD[version] + `<soap:Header>${header}</soap:Header><soap:Body>`;
}
/** The response envelope's start tag and what follows it (`<soap:Body>`, or nothing). */
const responseStart = (version, then) => `${XML_DECLARATION}<soap:Envelope xmlns:soap="${SOAP_NS[version]}" xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}">${then}`;
// Pure: a bundle that writes no response (a client's for the browser) leaves them out.
const RESPONSE_START = {
    "1.1": /* @__PURE__ */ responseStart("1.1", "<soap:Body>"),
    "1.2": /* @__PURE__ */ responseStart("1.2", "<soap:Body>"),
};
const RESPONSE_HEAD = {
    "1.1": /* @__PURE__ */ responseStart("1.1", ""),
    "1.2": /* @__PURE__ */ responseStart("1.2", ""),
};
export const RESPONSE_END = "</soap:Body></soap:Envelope>";
/** Reads the Fault element the reader is at; `declared` decodes the detail elements of declared faults. */
export function readFault(r, version, declared) {
    const fault = {
        version,
        code: "",
        codeName: { namespace: "", local: "" },
        reason: "",
    };
    const ns = SOAP_NS[version];
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event !== XmlEvent.Start)
            continue;
        const name = r.localName;
        const inSoapNs = r.namespace === ns;
        if (version === "1.1" && r.namespace === "") {
            if (name === "faultcode")
                [fault.code, fault.codeName] = readQNameText(r);
            else if (name === "faultstring")
                fault.reason = r.readText();
            else if (name === "faultactor")
                fault.actor = r.readText();
            else if (name === "detail")
                readDetail(r, fault, declared);
            else
                r.skipElement();
        }
        else if (version === "1.2" && inSoapNs) {
            if (name === "Code")
                readCode12(r, fault);
            else if (name === "Reason")
                fault.reason = readFirstChildText(r);
            else if (name === "Role")
                fault.actor = r.readText();
            else if (name === "Detail")
                readDetail(r, fault, declared);
            else
                r.skipElement();
        }
        else
            r.skipElement();
    }
    return fault;
}
/** The detail: a declared fault's element decoded, everything else kept as it arrived. */
function readDetail(r, fault, declared) {
    if (!declared || r.isEmptyElement) {
        fault.detail = readXmlValue(r);
        return;
    }
    const rest = {};
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event !== XmlEvent.Start)
            continue;
        const name = r.localName;
        const decoded = fault.declared ? undefined : declared(r);
        if (decoded)
            fault.declared = decoded;
        else
            setOwn(rest, name, readXmlValue(r));
    }
    fault.detail = Object.keys(rest).length > 0 ? rest : "";
}
function readQNameText(r) {
    const text = r.readText().trim();
    try {
        return [text, r.resolveQName(text)];
    }
    catch {
        return [text, { namespace: "", local: text }];
    }
}
function readCode12(r, fault) {
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event !== XmlEvent.Start)
            continue;
        const name = r.localName;
        if (name === "Value")
            [fault.code, fault.codeName] = readQNameText(r);
        else if (name === "Subcode") {
            for (let e = r.next(); e !== XmlEvent.End; e = r.next()) {
                if (e !== XmlEvent.Start)
                    continue;
                const child = r.localName;
                if (child === "Value" && fault.subcode === undefined)
                    fault.subcode = readQNameText(r)[1];
                else
                    r.skipElement();
            }
        }
        else
            r.skipElement();
    }
}
function readFirstChildText(r) {
    let text;
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event !== XmlEvent.Start)
            continue;
        if (text === undefined)
            text = r.readText();
        else
            r.skipElement();
    }
    return text ?? "";
}
/**
 * A fault as ASMX writes it: `soap:Client`/`soap:Server` (1.1) or `soap:Sender`/`soap:Receiver`
 * (1.2). The detail is XML content given as a value, or `markup` already written (a declared
 * fault's element).
 */
export function faultEnvelope(version, code, reason, detail = null, markup) {
    const detailXml = markup ?? (detail === null ? "" : writeXmlValue(detail, "detail"));
    const body = version === "1.1"
        ? `<soap:Fault><faultcode>soap:${code}</faultcode><faultstring>${escapeXmlText(reason)}</faultstring>` +
            `${detailXml === "" ? "<detail />" : `<detail>${detailXml}</detail>`}</soap:Fault>`
        : `<soap:Fault><soap:Code><soap:Value>soap:${code}</soap:Value></soap:Code>` +
            `<soap:Reason><soap:Text xml:lang="en">${escapeXmlText(reason)}</soap:Text></soap:Reason>` +
            `${detailXml === "" ? "<soap:Detail />" : `<soap:Detail>${detailXml}</soap:Detail>`}</soap:Fault>`;
    return responseEnvelope(version, body);
}
//# sourceMappingURL=soap.js.map