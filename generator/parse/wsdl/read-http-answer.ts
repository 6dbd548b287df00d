/**
 * The root of an operation's HTTP GET/POST answer as the WSDL's HTTP portType publishes it: the
 * element its output message's one part names (`<wsdl:part name="Body" element="tns:DataSet" />`),
 * or `null` for a part that names none (`<wsdl:part name="Body" />`: ASMX's XmlElement and XmlNode
 * results, whose answer is the element itself). Read quietly: the HTTP messages were never read
 * before, so what does not resolve is `undefined` (the root is then found from the result type),
 * never an error.
 */
import { clarkName } from "../../model/clark-name.ts";
import type { QName } from "../../model/service-model.ts";
import { WSDL_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import type { WsdlIndex } from "./wsdl-index.ts";
import { childOf, childrenOf } from "./xml-element.ts";

export function httpAnswerRoot(
  wsdl: WsdlIndex,
  portTypeOperation: XmlElement | undefined,
): QName | null | undefined {
  const output = portTypeOperation && childOf(portTypeOperation, WSDL_NS, "output");
  const messageName = output && quietQName(output, output.attributes.get("message"));
  const message = messageName && wsdl.named.message.get(clarkName(messageName));
  const parts = message ? childrenOf(message, WSDL_NS, "part") : [];
  if (parts.length !== 1) return undefined;
  const part = parts[0]!;
  if (part.attributes.has("element")) return quietQName(part, part.attributes.get("element"));
  return part.attributes.has("type") ? undefined : null;
}

function quietQName(el: XmlElement, written: string | undefined): QName | undefined {
  const value = written?.trim();
  if (!value) return undefined;
  const colon = value.indexOf(":");
  const namespace = el.scope.get(colon === -1 ? "" : value.slice(0, colon));
  if (namespace === undefined && colon !== -1) return undefined;
  return { namespace: namespace ?? "", local: value.slice(colon + 1) };
}
