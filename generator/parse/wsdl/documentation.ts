/** Documentation text of WSDL and XML Schema elements, tidied for JSDoc. */
import { WSDL_NS, XSD_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import { childOf, childrenOf, textContent } from "./xml-element.ts";

/** `wsdl:documentation` of a WSDL element. */
export function wsdlDocumentation(el: XmlElement): string | undefined {
  const doc = childOf(el, WSDL_NS, "documentation");
  return doc ? tidyDocumentation(textContent(doc)) : undefined;
}

/** `xs:annotation/xs:documentation` of a schema component (several are joined by a blank line). */
export function schemaDocumentation(el: XmlElement): string | undefined {
  const docs = childrenOf(el, XSD_NS, "annotation").flatMap((a) =>
    childrenOf(a, XSD_NS, "documentation"),
  );
  const text = docs.map((d) => tidyDocumentation(textContent(d))).filter((t) => t !== undefined);
  return text.length > 0 ? text.join("\n\n") : undefined;
}

/** Trims each line and drops blank lines at both ends; `undefined` when nothing is left. */
export function tidyDocumentation(text: string): string | undefined {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  while (lines.length > 0 && lines[0] === "") lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.length > 0 ? lines.join("\n") : undefined;
}

/** `{ documentation }` when there is some, else nothing: drafts carry no empty fields. */
export function documentationField(documentation: string | undefined): { documentation?: string } {
  return documentation === undefined ? {} : { documentation };
}
