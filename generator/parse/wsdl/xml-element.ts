/** Small queries over the element tree of read-xml.ts. */
import { ContractError } from "../../model/contract-error.ts";
import type { QName } from "../../model/service-model.ts";
import { tolerate, type Reading } from "./reading.ts";
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
  if (value === undefined)
    throw new ContractError(`<${el.name}> needs a ${name} attribute`, el.loc);
  return value;
}

/** A QName-valued attribute (`type="tns:cUser"`), resolved against the prefixes in scope. */
export interface QNameValue {
  name: QName;
  /** The value as written, for messages. */
  written: string;
}

export function qnameAttribute(
  el: XmlElement,
  attribute: string,
  reading: Reading,
): QNameValue | undefined {
  const written = el.attributes.get(attribute)?.trim();
  return written === undefined ? undefined : { name: resolveQName(el, written, reading), written };
}

export function requiredQNameAttribute(
  el: XmlElement,
  attribute: string,
  reading: Reading,
): QNameValue {
  const written = requiredAttribute(el, attribute).trim();
  return { name: resolveQName(el, written, reading), written };
}

/**
 * An unprefixed QName value takes the default namespace, as XML Schema and WSDL 1.1 read it. An
 * undeclared prefix is an error; --lenient reads it as the target namespace of the schema (or
 * definitions) the value is written in: the likeliest meaning of a prefix declared elsewhere.
 */
export function resolveQName(el: XmlElement, written: string, reading: Reading): QName {
  const colon = written.indexOf(":");
  const prefix = colon === -1 ? "" : written.slice(0, colon);
  const local = written.slice(colon + 1);
  const namespace = el.scope.get(prefix);
  if (prefix && namespace === undefined) {
    const error = new ContractError(undeclaredPrefix(prefix, written), el.loc);
    return tolerate(reading, error, readAsTargetNamespace(el.enclosingNamespace), () => ({
      namespace: el.enclosingNamespace,
      local,
    }));
  }
  return { namespace: namespace ?? "", local };
}

/** The sentence for a prefix of an element name (`<x:a>`) or QName value (`x:a`) that no xmlns declares. */
export function undeclaredPrefix(prefix: string, written: string): string {
  return `the namespace prefix ${prefix} of ${written} is not declared: expected an xmlns:${prefix} attribute in scope`;
}

export function readAsTargetNamespace(namespace: string): string {
  return `read as the target namespace ${namespace || "(none)"}`;
}

/** The text of an element and its descendants, in document order. */
export function textContent(el: XmlElement): string {
  return el.content.map((c) => (typeof c === "string" ? c : textContent(c))).join("");
}
