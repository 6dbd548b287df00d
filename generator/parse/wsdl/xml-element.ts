/** Small queries over the element tree of read-xml.ts. */
import { ContractError } from "../../model/contract-error.ts";
import type { QName } from "../../model/service-model.ts";
import type { XmlElement } from "./read-xml.ts";

export function isElement(el: XmlElement, namespace: string, local: string): boolean {
  return el.namespace === namespace && el.local === local;
}

export function childrenOf(el: XmlElement, namespace: string, local: string): XmlElement[] {
  return el.children.filter((c) => isElement(c, namespace, local));
}

export function childOf(el: XmlElement, namespace: string, local: string): XmlElement | undefined {
  return el.children.find((c) => isElement(c, namespace, local));
}

export function requiredAttribute(el: XmlElement, name: string): string {
  const value = el.attributes.get(name);
  if (value === undefined) throw new ContractError(`<${el.name}> needs a ${name} attribute`, el.loc);
  return value;
}

/** A QName-valued attribute (`type="tns:cUser"`), resolved against the prefixes in scope. */
export interface QNameValue {
  name: QName;
  /** The value as written, for messages. */
  written: string;
}

export function qnameAttribute(el: XmlElement, attribute: string): QNameValue | undefined {
  const written = el.attributes.get(attribute)?.trim();
  return written === undefined ? undefined : { name: resolveQName(el, written), written };
}

export function requiredQNameAttribute(el: XmlElement, attribute: string): QNameValue {
  const written = requiredAttribute(el, attribute).trim();
  return { name: resolveQName(el, written), written };
}

/** An unprefixed QName value takes the default namespace, as XML Schema and WSDL 1.1 read it. */
export function resolveQName(el: XmlElement, written: string): QName {
  const colon = written.indexOf(":");
  const prefix = colon === -1 ? "" : written.slice(0, colon);
  const namespace = el.scope.get(prefix);
  if (prefix && namespace === undefined) {
    throw new ContractError(`the namespace prefix ${prefix} of ${written} is not declared: expected an xmlns:${prefix} attribute in scope`, el.loc);
  }
  return { namespace: namespace ?? "", local: written.slice(colon + 1) };
}

/** The text of an element and its descendants, in document order. */
export function textContent(el: XmlElement): string {
  return el.content.map((c) => (typeof c === "string" ? c : textContent(c))).join("");
}
