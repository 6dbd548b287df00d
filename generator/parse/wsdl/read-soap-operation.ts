/**
 * What a SOAP binding says about one operation: its SOAPAction, its style (the operation's, else
 * the binding's, else document), how each message's body is read (soap:body `namespace=` and
 * `parts=`), whether its messages are SOAP-encoded (rpc/encoded: `use="encoded"` and the
 * `encodingStyle=` of its soap:body), and the header elements each message carries
 * (`soap:header message= part=`). document/encoded, which no toolkit agrees on, is refused by
 * name. Under --lenient, a header naming a message or part that does not exist is left out, as
 * node-soap does.
 */
import { ContractError } from "../../model/contract-error.ts";
import { SOAP11_BINDING_NS, SOAP12_BINDING_NS, WSDL_NS } from "./namespaces.ts";
import type { BodyBinding, Direction } from "./read-bodies.ts";
import { headerOfPart, type HeaderPart } from "./read-message-part.ts";
import { tolerate } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaIndex } from "./schema-index.ts";
import { unsupported } from "./unsupported.ts";
import { lookupWsdlOrSkip, type WsdlIndex } from "./wsdl-index.ts";
import { childOf, childrenOf, requiredAttribute } from "./xml-element.ts";

export interface SoapOperation {
  soapAction?: string;
  style: "document" | "rpc";
  body: Record<Direction, BodyBinding>;
  headers: Record<Direction, HeaderPart[]>;
  /** The soap:body's `encodingStyle=` where it says `use="encoded"` (rpc/encoded). */
  encodingStyle?: string;
}

/** SOAP 1.1 section 5's encoding: what `use="encoded"` means when no `encodingStyle=` says. */
export const SOAP_ENCODING_STYLE = "http://schemas.xmlsoap.org/soap/encoding/";

const SOAP_NAMESPACES = [SOAP11_BINDING_NS, SOAP12_BINDING_NS];

/** `bindingStyle` is the soap:binding's `style=`, the default of its operations. */
export function readSoapOperation(
  schemas: SchemaIndex,
  wsdl: WsdlIndex,
  bindingOperation: XmlElement,
  name: string,
  bindingStyle: string | undefined,
): SoapOperation {
  const soapOperation = soapChildren(bindingOperation, "operation")[0];
  const style = readStyle(
    soapOperation ?? bindingOperation,
    soapOperation?.attributes.get("style") ?? bindingStyle,
  );
  let encodingStyle: string | undefined;
  const result: SoapOperation = {
    style,
    body: { input: { style }, output: { style } },
    headers: { input: [], output: [] },
  };
  for (const direction of ["input", "output"] as const) {
    const io = childOf(bindingOperation, WSDL_NS, direction);
    if (!io) continue;
    const body = soapChildren(io, "body")[0];
    if (body?.attributes.get("use") === "encoded") encodingStyle = encodedStyle(body, style, name);
    const namespace = body?.attributes.get("namespace");
    const parts = body?.attributes.get("parts");
    result.body[direction] = {
      style,
      ...(namespace === undefined ? {} : { namespace }),
      ...(parts === undefined ? {} : { parts: parts.split(/\s+/).filter((p) => p !== "") }),
    };
    result.headers[direction] = soapChildren(io, "header").flatMap(
      (header) => headerElement(schemas, wsdl, header, name) ?? [],
    );
  }
  const soapAction = soapOperation?.attributes.get("soapAction");
  return {
    ...result,
    ...(soapAction === undefined ? {} : { soapAction }),
    ...(encodingStyle === undefined ? {} : { encodingStyle }),
  };
}

function readStyle(at: XmlElement, style: string | undefined): "document" | "rpc" {
  if (style === undefined || style === "document" || style === "rpc") return style ?? "document";
  throw new ContractError(
    `style="${style}" of <${at.name}> is not a SOAP style: expected document or rpc`,
    at.loc,
  );
}

function soapChildren(el: XmlElement, local: string): XmlElement[] {
  return el.children.filter((c) => c.local === local && SOAP_NAMESPACES.includes(c.namespace));
}

/**
 * The encoding an encoded soap:body names: its first `encodingStyle=` URI (the list is most
 * specific first), SOAP section 5's when it names none. Only rpc messages are read encoded.
 */
function encodedStyle(body: XmlElement, style: "document" | "rpc", operation: string): string {
  if (style !== "rpc")
    throw unsupported(
      body,
      `use="encoded" of the document-style operation ${operation} (document/encoded)`,
      'the generator reads encoded messages in rpc style (style="rpc"), as SOAP section 7 defines them',
    );
  return (
    body.attributes
      .get("encodingStyle")
      ?.split(/\s+/)
      .find((s) => s !== "") ?? SOAP_ENCODING_STYLE
  );
}

/** The element of the message part a `soap:header` names; `undefined` for one --lenient leaves out. */
function headerElement(
  schemas: SchemaIndex,
  wsdl: WsdlIndex,
  header: XmlElement,
  operation: string,
): HeaderPart | undefined {
  const leftOut = "the header is left out";
  const message = lookupWsdlOrSkip(
    wsdl,
    "message",
    header,
    "message",
    `the header of operation ${operation}`,
    leftOut,
  );
  if (!message) return undefined;
  const messageName = requiredAttribute(message, "name");
  const partName = requiredAttribute(header, "part");
  const part = childrenOf(message, WSDL_NS, "part").find(
    (p) => p.attributes.get("name") === partName,
  );
  if (!part) {
    const error = new ContractError(
      `message ${messageName} has no part ${partName}: expected the part the header of operation ${operation} names`,
      header.loc,
    );
    return tolerate(wsdl.reading, error, leftOut, () => undefined);
  }
  return headerOfPart(schemas, part, messageName);
}
