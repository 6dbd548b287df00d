// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Results on the wire as ASMX writes them: in the SOAP Body as the operation's response elements
 * (`<opResponse xmlns="ns"><opResult>`), with the header blocks the implementation set, and on
 * HTTP GET/POST as an indented document whose root is the result type's element. Strings are built
 * by the contract's codecs; nothing is parsed back.
 */
import {
  RESPONSE_END,
  XML_DECLARATION,
  XSD_NS,
  XSI_NS,
  escapeXml,
  responseEnvelopeStart,
  writeParts,
  type SoapVersion,
} from "./contract-runtime.js";
import { BodyPieces, PieceWriter } from "./body-pieces.js";
import { IndentingWriter } from "./indent-xml.js";
import { resultFields } from "./request-params.js";
import type { ServerOperation, ServiceDefinition } from "./service.js";

/** The SOAP answer in pieces: the envelope written around the result as it is encoded. */
export function soapResult(
  version: SoapVersion,
  operation: ServerOperation<unknown, unknown>,
  value: unknown,
  headers: Record<string, unknown>,
  service: ServiceDefinition<unknown, unknown>,
): BodyPieces {
  const { codec } = operation;
  const body = new BodyPieces();
  const w = new PieceWriter(body);
  w.raw(responseEnvelopeStart(version, headerBlocks(operation, headers, service)));
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
  const http = operation.http!;
  const ns = ` xmlns="${escapeXml(operation.codec.namespace)}"`;
  const body = new BodyPieces();
  // A simple result is `<string xmlns="ns">text</string>`; a complex one declares xsd and xsi too.
  const w = new IndentingWriter(body, `${XML_DECLARATION}\n`, {
    text: ns,
    elements: ` xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"${ns}`,
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
