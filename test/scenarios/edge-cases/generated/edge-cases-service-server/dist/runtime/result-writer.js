// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  RESPONSE_END,
  XML_DECLARATION,
  XSD_NS,
  XSI_NS,
  XmlEvent,
  XmlReader,
  escapeXml,
  responseEnvelopeStart,
  writeParts
} from "./contract-runtime.js";
import { BodyPieces, PieceWriter } from "./body-pieces.js";
import { IndentingWriter, indentXml } from "./indent-xml.js";
import { resultFields } from "./request-params.js";
function soapResult(version, operation, value, headers, service, leading = "", binary) {
  const { codec } = operation;
  const body = new BodyPieces();
  const w = new PieceWriter(body);
  if (binary) w.binary = binary;
  w.raw(responseEnvelopeStart(version, leading + headerBlocks(operation, headers, service)));
  codec.output?.writeTo(w, resultFields(codec, value), codec.name);
  w.raw(RESPONSE_END);
  w.flush();
  return body;
}
function headerBlocks(operation, values, service) {
  let xml = "";
  for (const name of operation.codec.outputHeaders) {
    const value = values[name];
    if (value === void 0) continue;
    const { element, namespace, codec } = service.headers[name];
    const [attributes, content] = writeParts(codec, value, name, namespace);
    const open = `<${element} xmlns="${escapeXml(namespace)}"${attributes}`;
    xml += content === "" ? `${open} />` : `${open}>${content}</${element}>`;
  }
  return xml;
}
function httpResult(operation, value) {
  const http = operation.codec.http;
  const body = new BodyPieces();
  if (http.root === null) {
    body.add(XML_DECLARATION + keptDocument(value, operation.codec.name));
    return body;
  }
  const ns = ` xmlns="${escapeXml(operation.codec.namespace)}"`;
  if (value === void 0 || value === null) {
    body.add(
      `${XML_DECLARATION}
<${http.root} xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xsi:nil="true"${ns} />`
    );
    return body;
  }
  const w = new IndentingWriter(body, `${XML_DECLARATION}
`, {
    text: ns,
    elements: http.whole ? ns : ` xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"${ns}`
  });
  http.result.writeElement(
    w,
    `<${http.root}`,
    http.root,
    http.root,
    value,
    operation.codec.namespace
  );
  w.flush();
  return body;
}
function keptDocument(value, path) {
  const { $any: any, $text: text } = value ?? {};
  if (typeof text === "string" && text.trim() !== "")
    throw new TypeError(`${path}.$text: the answer is one element, with no text around it`);
  if (any === void 0 || Array.isArray(any) && any.length === 0) return "";
  if (!Array.isArray(any) || any.length !== 1)
    throw new TypeError(`${path}.$any must hold one element: the answer's document element`);
  const xml = any[0];
  if (typeof xml !== "string" || !/^\s*<[^!?/]/.test(xml))
    throw new TypeError(`${path}.$any[0] must be an XML element, as text`);
  try {
    const r = new XmlReader(xml, UNLIMITED);
    while (r.next() !== XmlEvent.Eof) ;
  } catch (err) {
    throw new TypeError(
      `${path}.$any[0] must be an XML element, as text: ${err.message}`
    );
  }
  return indentXml(xml.trim(), 0);
}
const UNLIMITED = {
  maxDepth: Number.POSITIVE_INFINITY,
  maxElements: Number.POSITIVE_INFINITY,
  maxAttributes: Number.POSITIVE_INFINITY
};
export {
  httpResult,
  soapResult
};
//# sourceMappingURL=result-writer.js.map
