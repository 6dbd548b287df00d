// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Results on the wire as ASMX writes them: in the SOAP Body as the operation's response elements
 * (`<opResponse xmlns="ns"><opResult>`), with the header blocks the implementation set, and on
 * HTTP GET/POST as an indented document whose root is the result type's element (or, for an
 * XmlElement, the element itself). Strings are built by the contract's codecs; nothing is parsed
 * back but that element, checked to be one.
 */
import {
  RESPONSE_END,
  XML_DECLARATION,
  XSD_NS,
  XSI_NS,
  XmlEvent,
  XmlReader,
  escapeXml,
  responseEnvelopeStart,
  writeParts,
  type BinaryWriting,
  type SoapVersion,
} from "./contract-runtime.js";
import { BodyPieces, PieceWriter } from "./body-pieces.js";
import { IndentingWriter, indentXml } from "./indent-xml.js";
import { resultFields } from "./request-params.js";
import type { ServerOperation, ServiceDefinition } from "./service.js";

/** The SOAP answer in pieces: the envelope written around the result as it is encoded. */
export function soapResult(
  version: SoapVersion,
  operation: ServerOperation<unknown, unknown>,
  value: unknown,
  headers: Record<string, unknown>,
  service: ServiceDefinition<unknown, unknown>,
  /** Header blocks written before the operation's (WS-Addressing's). */
  leading = "",
  /** Where base64Binary values go when the answer is MTOM. */
  binary?: BinaryWriting,
): BodyPieces {
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

/** The header blocks the operation's output binds that the implementation set. */
function headerBlocks(
  operation: ServerOperation<unknown, unknown>,
  values: Record<string, unknown>,
  service: ServiceDefinition<unknown, unknown>,
): string {
  let xml = "";
  for (const name of operation.codec.outputHeaders) {
    const value = values[name];
    if (value === undefined) continue;
    const { element, namespace, codec } = service.headers[name]!;
    const [attributes, content] = writeParts(codec, value, name, namespace);
    const open = `<${element} xmlns="${escapeXml(namespace)}"${attributes}`;
    xml += content === "" ? `${open} />` : `${open}>${content}</${element}>`;
  }
  return xml;
}

/** The HTTP GET/POST answer in pieces: the result type's element as the root, laid out as ASMX lays it out. */
export function httpResult(
  operation: ServerOperation<unknown, unknown>,
  value: unknown,
): BodyPieces {
  const http = operation.codec.http!;
  const body = new BodyPieces();
  if (http.root === null) {
    body.add(XML_DECLARATION + keptDocument(value, operation.codec.name));
    return body;
  }
  const ns = ` xmlns="${escapeXml(operation.codec.namespace)}"`;
  // No result (a null DataSet, string or object): the root, nil, as ASMX writes it.
  if (value === undefined || value === null) {
    body.add(
      `${XML_DECLARATION}\n<${http.root} xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xsi:nil="true"${ns} />`,
    );
    return body;
  }
  // A simple result is `<string xmlns="ns">text</string>`; a complex one declares xsd and xsi too,
  // but for content .NET writes itself (a DataSet: `<DataSet xmlns="ns">`), whose kept elements
  // carry their own declarations.
  const w = new IndentingWriter(body, `${XML_DECLARATION}\n`, {
    text: ns,
    elements: http.whole ? ns : ` xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"${ns}`,
  });
  http.result.writeElement(
    w,
    `<${http.root}`,
    http.root,
    http.root,
    value,
    operation.codec.namespace,
  );
  w.flush();
  return body;
}

/**
 * An answer that is the result's one kept element itself (ASMX's XmlElement, `{ $any: [xml] }`),
 * laid out as ASMX lays it out; none (a null XmlElement) is the declaration alone, as ASMX answers.
 */
function keptDocument(value: unknown, path: string): string {
  const { $any: any, $text: text } = (value ?? {}) as { $any?: unknown; $text?: unknown };
  if (typeof text === "string" && text.trim() !== "")
    throw new TypeError(`${path}.$text: the answer is one element, with no text around it`);
  if (any === undefined || (Array.isArray(any) && any.length === 0)) return "";
  if (!Array.isArray(any) || any.length !== 1)
    throw new TypeError(`${path}.$any must hold one element: the answer's document element`);
  const xml: unknown = any[0];
  if (typeof xml !== "string" || !/^\s*<[^!?/]/.test(xml))
    throw new TypeError(`${path}.$any[0] must be an XML element, as text`);
  // The document is the element: one, whole, and nothing after it (our own, so no limits).
  try {
    const r = new XmlReader(xml, UNLIMITED);
    while (r.next() !== XmlEvent.Eof);
  } catch (err) {
    throw new TypeError(
      `${path}.$any[0] must be an XML element, as text: ${(err as Error).message}`,
    );
  }
  return indentXml(xml.trim(), 0);
}

const UNLIMITED = {
  maxDepth: Number.POSITIVE_INFINITY,
  maxElements: Number.POSITIVE_INFINITY,
  maxAttributes: Number.POSITIVE_INFINITY,
};
