/**
 * What a SOAP binding says about one operation: its SOAPAction, its style (the operation's, else
 * the binding's, else document), how each message's body is read (soap:body `namespace=` and
 * `parts=`), and the header elements each message carries (`soap:header message= part=`).
 * Encoded use (SOAP section 5 encoding) is refused by name. Under --lenient, a header naming a
 * message or part that does not exist is left out, as node-soap does.
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
}

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
  const result: SoapOperation = {
    style,
    body: { input: { style }, output: { style } },
    headers: { input: [], output: [] },
  };
  for (const direction of ["input", "output"] as const) {
    const io = childOf(bindingOperation, WSDL_NS, direction);
    if (!io) continue;
    for (const el of [...soapChildren(io, "body"), ...soapChildren(io, "header")])
      refuseEncodedUse(el, name);
    const body = soapChildren(io, "body")[0];
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
  return soapAction === undefined ? result : { ...result, soapAction };
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

function refuseEncodedUse(el: XmlElement, operation: string): void {
  if (el.attributes.get("use") !== "encoded") return;
  throw unsupported(
    el,
    `use="encoded" of operation ${operation} (rpc/encoded: SOAP section 5 encoding, with xsi:type on every value and SOAP-ENC arrays)`,
    'the generator reads literal messages (use="literal"), as WS-I Basic Profile requires',
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
