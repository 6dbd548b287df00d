/**
 * The service's ports: each port's binding, its kind (by the binding's extensibility element:
 * soap:binding, soap12:binding, http:binding verb GET or POST), its portType and address.
 */
import type { DraftBinding } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { BindingKind } from "../../model/service-model.ts";
import { HTTP_BINDING_NS, SOAP11_BINDING_NS, SOAP12_BINDING_NS, WSDL_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import { unsupported } from "./unsupported.ts";
import { lookupWsdl, type WsdlIndex } from "./wsdl-index.ts";
import { childrenOf, requiredAttribute } from "./xml-element.ts";

export interface Port {
  draft: DraftBinding;
  kind: BindingKind;
  binding: XmlElement;
  portType: XmlElement;
}

const BINDING_NAMESPACES = [SOAP11_BINDING_NS, SOAP12_BINDING_NS, HTTP_BINDING_NS];

export function readPorts(index: WsdlIndex, service: XmlElement): Port[] {
  return childrenOf(service, WSDL_NS, "port").map((port) => {
    const portName = requiredAttribute(port, "name");
    const binding = lookupWsdl(index, "binding", port, "binding", `port ${portName}`);
    const bindingName = requiredAttribute(binding, "name");
    const kind = bindingKind(binding, bindingName);
    const portType = lookupWsdl(index, "portType", binding, "type", `binding ${bindingName}`);
    return { draft: { kind, name: bindingName, portName, address: addressOf(port, portName), loc: port.loc }, kind, binding, portType };
  });
}

function bindingKind(binding: XmlElement, name: string): BindingKind {
  const ext = binding.children.find((c) => c.local === "binding" && BINDING_NAMESPACES.includes(c.namespace));
  if (!ext) throw new ContractError(`binding ${name} has no soap:binding, soap12:binding or http:binding: expected one of them`, binding.loc);
  if (ext.namespace === HTTP_BINDING_NS) {
    const verb = requiredAttribute(ext, "verb");
    if (verb === "GET" || verb === "POST") return verb === "GET" ? "httpGet" : "httpPost";
    throw unsupported(ext, `the HTTP verb ${verb} of binding ${name}`, "expected GET or POST");
  }
  refuseRpcStyle(ext);
  return ext.namespace === SOAP11_BINDING_NS ? "soap11" : "soap12";
}

/** `style="rpc"` on a soap:binding or soap:operation. */
export function refuseRpcStyle(el: XmlElement): void {
  const style = el.attributes.get("style");
  if (style === "rpc") throw unsupported(el, `style="rpc" (<${el.name}>)`, "the generator reads document/literal contracts");
}

function addressOf(port: XmlElement, portName: string): string {
  const address = port.children.find((c) => c.local === "address" && BINDING_NAMESPACES.includes(c.namespace));
  if (!address) throw new ContractError(`port ${portName} has no soap:address, soap12:address or http:address: expected one with a location`, port.loc);
  return requiredAttribute(address, "location");
}
