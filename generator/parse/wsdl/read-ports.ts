/**
 * The service's ports: each port's binding, its kind (by the binding's extensibility element:
 * soap:binding, soap12:binding, http:binding verb GET or POST), its portType, style and address.
 * The model has one port per kind: the first of each kind is read, the others are reported, except
 * that a port with an address is read over an earlier one without. A port without an address (as
 * some contracts have, leaving the endpoint to the caller as node-soap and svcutil do) is read with
 * a warning; a WSDL without a service (one meant to be imported) is read through its bindings, with
 * no address either. With no address, the client calls the URL it is given, and the server answers
 * at the path its options choose.
 * Under --lenient, a port without a binding, or naming one that does not exist, is left out (one
 * whose binding name has the wrong prefix is read by local name first: wsdl-index.ts).
 */
import type { ContractWarning, DraftBinding } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { BindingKind } from "../../model/service-model.ts";
import { HTTP_BINDING_NS, SOAP11_BINDING_NS, SOAP12_BINDING_NS, WSDL_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import { tolerate } from "./reading.ts";
import { unsupported } from "./unsupported.ts";
import { lookupWsdl, lookupWsdlOrSkip, type WsdlIndex } from "./wsdl-index.ts";
import { childrenOf, requiredAttribute } from "./xml-element.ts";

export interface Port {
  draft: DraftBinding;
  kind: BindingKind;
  binding: XmlElement;
  portType: XmlElement;
  /** The soap:binding's `style=`, the default of its operations. */
  style?: string;
}

const BINDING_NAMESPACES = [SOAP11_BINDING_NS, SOAP12_BINDING_NS, HTTP_BINDING_NS];

export function readPorts(index: WsdlIndex, warn: (w: ContractWarning) => void): Port[] {
  const declared =
    index.services.length > 0
      ? index.services.flatMap((service) =>
          childrenOf(service, WSDL_NS, "port").map((port) => ({
            port,
            name: requiredAttribute(port, "name"),
          })),
        )
      : [...index.named.binding.values()].map((binding) => ({
          binding,
          name: requiredAttribute(binding, "name"),
        }));
  const ports: Port[] = [];
  for (const entry of declared) {
    const binding = "port" in entry ? portBinding(index, entry.port, entry.name) : entry.binding;
    if (!binding) continue;
    const bindingName = requiredAttribute(binding, "name");
    const ext = binding.children.find(
      (c) => c.local === "binding" && BINDING_NAMESPACES.includes(c.namespace),
    );
    const at = "port" in entry ? entry.port : binding;
    if (!ext) {
      warn({
        message: `binding ${bindingName} is neither SOAP nor HTTP GET/POST: its port ${entry.name} is left out`,
        loc: at.loc,
      });
      continue;
    }
    const kind = bindingKind(ext, bindingName);
    const address = "port" in entry ? addressOf(entry.port) : "";
    const taken = ports.findIndex((p) => p.kind === kind);
    if (taken >= 0) {
      const first = ports[taken]!.draft;
      if (first.address !== "" || address === "") {
        warn({
          message: `port ${entry.name} is a second ${kind} port: the first one, ${first.portName}, is read`,
          loc: at.loc,
        });
        continue;
      }
      warn({
        message: `port ${first.portName} is a ${kind} port without an address: the next one, ${entry.name}, which has one, is read`,
        loc: first.loc,
      });
    }
    const portType = lookupWsdl(index, "portType", binding, "type", `binding ${bindingName}`);
    const style = ext.attributes.get("style");
    const port: Port = {
      draft: {
        kind,
        name: bindingName,
        portName: "port" in entry ? entry.name : bindingName,
        address,
        loc: at.loc,
      },
      kind,
      binding,
      portType,
      ...(style === undefined ? {} : { style }),
    };
    if (taken >= 0) ports[taken] = port;
    else ports.push(port);
  }
  if (index.services.length > 0) warnOfMissingAddresses(ports, warn);
  return ports;
}

/** What a port without an address means: the service's one endpoint is another port's, or the caller's. */
function warnOfMissingAddresses(ports: Port[], warn: (w: ContractWarning) => void): void {
  const addressed = ports.find((p) => p.draft.address !== "");
  const follows = addressed
    ? `it is served and called at the address of port ${addressed.draft.portName}, as every port is`
    : "the generated client calls the baseUrl it is given as the endpoint URL, and the server answers at its endpointPath option (default /)";
  for (const { draft } of ports.filter((p) => p.draft.address === ""))
    warn({
      message: `port ${draft.portName} has no soap:address, soap12:address or http:address: ${follows}`,
      loc: draft.loc,
    });
}

/** The binding a port names; `undefined` for a port --lenient leaves out: one without a binding, or naming none there is. */
function portBinding(index: WsdlIndex, port: XmlElement, name: string): XmlElement | undefined {
  const leftOut = "the port is left out";
  if (!port.attributes.has("binding"))
    return tolerate(
      index.reading,
      new ContractError(`<${port.name}> needs a binding attribute`, port.loc),
      leftOut,
      () => undefined,
    );
  return lookupWsdlOrSkip(index, "binding", port, "binding", `port ${name}`, leftOut);
}

function bindingKind(ext: XmlElement, name: string): BindingKind {
  if (ext.namespace === HTTP_BINDING_NS) {
    const verb = requiredAttribute(ext, "verb");
    if (verb === "GET" || verb === "POST") return verb === "GET" ? "httpGet" : "httpPost";
    throw unsupported(ext, `the HTTP verb ${verb} of binding ${name}`, "expected GET or POST");
  }
  return ext.namespace === SOAP11_BINDING_NS ? "soap11" : "soap12";
}

/** The port's address location; "" when it has no soap:address, soap12:address or http:address. */
function addressOf(port: XmlElement): string {
  const address = port.children.find(
    (c) => c.local === "address" && BINDING_NAMESPACES.includes(c.namespace),
  );
  return address ? requiredAttribute(address, "location") : "";
}
