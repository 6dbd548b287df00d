/**
 * Schemas written in the namespace of one of XML Schema's drafts (the 2000/10 one of WSDL 1.1's
 * own examples) are read as XML Schema 1.0: their elements, and the prefixes bound to the draft's
 * namespace, are moved to XSD_NS once, when the schema is loaded.
 */
import { XSD_DRAFT_NAMESPACES, XSD_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";

export function isSchemaElement(el: XmlElement): boolean {
  return (
    el.local === "schema" &&
    (el.namespace === XSD_NS || XSD_DRAFT_NAMESPACES.includes(el.namespace))
  );
}

export function readDraftAsXsd(root: XmlElement): void {
  if (!XSD_DRAFT_NAMESPACES.includes(root.namespace)) return;
  // Scopes are shared between elements, so each is replaced once.
  const moved = new Map<ReadonlyMap<string, string>, ReadonlyMap<string, string>>();
  const visit = (el: XmlElement) => {
    if (XSD_DRAFT_NAMESPACES.includes(el.namespace)) el.namespace = XSD_NS;
    let scope = moved.get(el.scope);
    if (scope === undefined)
      moved.set(
        el.scope,
        (scope = new Map(
          [...el.scope].map(([p, ns]) => [p, XSD_DRAFT_NAMESPACES.includes(ns) ? XSD_NS : ns]),
        )),
      );
    el.scope = scope;
    el.children.forEach(visit);
  };
  visit(root);
}
