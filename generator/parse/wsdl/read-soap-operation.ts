/**
 * What a SOAP binding says about one operation: its SOAPAction, and the header elements its
 * input binds (`soap:header message= part=`). Refuses rpc style and encoded use.
 */
import { ContractError } from "../../model/contract-error.ts";
import { SOAP11_BINDING_NS, SOAP12_BINDING_NS, WSDL_NS } from "./namespaces.ts";
import { refuseRpcStyle } from "./read-ports.ts";
import { partElement } from "./read-wrappers.ts";
import type { XmlElement } from "./read-xml.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { unsupported } from "./unsupported.ts";
import { lookupWsdl, type WsdlIndex } from "./wsdl-index.ts";
import { childOf, childrenOf, requiredAttribute } from "./xml-element.ts";

export interface SoapOperation {
  soapAction?: string;
  headers: Declaration[];
}

const SOAP_NAMESPACES = [SOAP11_BINDING_NS, SOAP12_BINDING_NS];

export function readSoapOperation(schemas: SchemaIndex, wsdl: WsdlIndex, bindingOperation: XmlElement, name: string): SoapOperation {
  const soapOperation = soapChildren(bindingOperation, "operation")[0];
  if (soapOperation) refuseRpcStyle(soapOperation);
  const headers: Declaration[] = [];
  for (const direction of ["input", "output"] as const) {
    const io = childOf(bindingOperation, WSDL_NS, direction);
    if (!io) continue;
    for (const el of [...soapChildren(io, "body"), ...soapChildren(io, "header")]) refuseEncodedUse(el);
    for (const header of soapChildren(io, "header")) {
      if (direction === "output") throw unsupported(header, `the output header of operation ${name}`, "the generator reads headers of requests only");
      headers.push(headerElement(schemas, wsdl, header, name));
    }
  }
  const soapAction = soapOperation?.attributes.get("soapAction");
  return { ...(soapAction === undefined ? {} : { soapAction }), headers };
}

function soapChildren(el: XmlElement, local: string): XmlElement[] {
  return el.children.filter((c) => c.local === local && SOAP_NAMESPACES.includes(c.namespace));
}

function refuseEncodedUse(el: XmlElement): void {
  if (el.attributes.get("use") === "encoded") throw unsupported(el, `use="encoded" (<${el.name}>)`, 'the generator reads document/literal contracts (use="literal")');
}

/** The element of the message part a `soap:header` names. */
function headerElement(schemas: SchemaIndex, wsdl: WsdlIndex, header: XmlElement, operation: string): Declaration {
  const message = lookupWsdl(wsdl, "message", header, "message", `the header of operation ${operation}`);
  const messageName = requiredAttribute(message, "name");
  const partName = requiredAttribute(header, "part");
  const part = childrenOf(message, WSDL_NS, "part").find((p) => p.attributes.get("name") === partName);
  if (!part) throw new ContractError(`message ${messageName} has no part ${partName}: expected the part the header of operation ${operation} names`, header.loc);
  return partElement(schemas, part, messageName);
}
