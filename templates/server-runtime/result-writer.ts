/**
 * Results on the wire as ASMX writes them: in the SOAP Body as `<opResponse xmlns="ns"><opResult>`,
 * and on HTTP GET/POST as an indented document whose root is the result type's element. Strings
 * are built by the contract's codecs; nothing is parsed back.
 */
import { XML_DECLARATION, XSD_NS, XSI_NS, XmlWriter, escapeXml, responseEnvelope, writeParts, type SoapVersion } from "./contract-runtime.js";
import { indentXml } from "./indent-xml.js";
import type { ServerOperation } from "./service.js";

export function soapResult(version: SoapVersion, operation: ServerOperation<unknown, unknown>, value: unknown): string {
  const { codec } = operation;
  const w = new XmlWriter();
  w.open(`<${codec.responseElement} xmlns="${escapeXml(codec.namespace)}"`);
  operation.result.writeElement(w, `<${codec.resultElement}`, codec.resultElement, codec.resultElement, value);
  w.close(codec.responseElement);
  return responseEnvelope(version, w.xml);
}

export function httpResult(operation: ServerOperation<unknown, unknown>, value: unknown): string {
  const root = operation.httpRoot;
  const ns = escapeXml(operation.codec.namespace);
  const [attributes, content] = writeParts(operation.result, value, root);
  if (!content.startsWith("<")) {
    // A simple result: `<string xmlns="ns">text</string>`.
    return `${XML_DECLARATION}\n<${root}${attributes} xmlns="${ns}"${content === "" ? " />" : `>${content}</${root}>`}`;
  }
  const start = `<${root}${attributes} xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xmlns="${ns}">`;
  return `${XML_DECLARATION}\n${start}${indentXml(content, 1)}\n</${root}>`;
}
