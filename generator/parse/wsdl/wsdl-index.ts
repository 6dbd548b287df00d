/** The messages, portTypes, bindings and services of every `wsdl:definitions`, by Clark name. */
import { clarkName } from "../../model/clark-name.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { QName } from "../../model/service-model.ts";
import { WSDL_NS } from "./namespaces.ts";
import { tolerate, type Reading } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import { unresolved } from "./unsupported.ts";
import { requiredAttribute, requiredQNameAttribute } from "./xml-element.ts";

type NamedKind = "message" | "portType" | "binding";

export interface WsdlIndex {
  named: Record<NamedKind, Map<string, XmlElement>>;
  services: XmlElement[];
  reading: Reading;
}

export function indexDefinitions(definitions: XmlElement[], reading: Reading): WsdlIndex {
  const index: WsdlIndex = { named: { message: new Map(), portType: new Map(), binding: new Map() }, services: [], reading };
  for (const def of definitions) {
    const namespace = def.attributes.get("targetNamespace") ?? "";
    for (const el of def.children) {
      if (el.namespace !== WSDL_NS) continue;
      if (el.local === "service") index.services.push(el);
      if (el.local !== "message" && el.local !== "portType" && el.local !== "binding") continue;
      const table = index.named[el.local];
      const name = requiredAttribute(el, "name");
      const id = clarkName({ namespace, local: name });
      if (table.has(id)) throw new ContractError(`wsdl:${el.local} ${name} is declared twice in namespace ${namespace || "(none)"}`, el.loc);
      table.set(id, el);
    }
  }
  return index;
}

/** The message, portType or binding an attribute of `el` names; `where` describes `el`. */
export function lookupWsdl(index: WsdlIndex, kind: NamedKind, el: XmlElement, attribute: string, where: string): XmlElement {
  const ref = requiredQNameAttribute(el, attribute, index.reading);
  const found = index.named[kind].get(clarkName(ref.name));
  if (!found) throw unresolvedWsdl(kind, el, ref.written, ref.name, where);
  return found;
}

/** As lookupWsdl; under --lenient, a name that names nothing is read past: `undefined`, and `assumed` says so. */
export function lookupWsdlOrSkip(index: WsdlIndex, kind: NamedKind, el: XmlElement, attribute: string, where: string, assumed: string): XmlElement | undefined {
  const ref = requiredQNameAttribute(el, attribute, index.reading);
  const found = index.named[kind].get(clarkName(ref.name));
  return found ?? tolerate(index.reading, unresolvedWsdl(kind, el, ref.written, ref.name, where), assumed, () => undefined);
}

function unresolvedWsdl(kind: NamedKind, el: XmlElement, written: string, name: QName, where: string): ContractError {
  return unresolved(el, kind, written, where, `a wsdl:${kind} named ${name.local} in namespace ${name.namespace || "(none)"}`);
}

/** The `wsdl:operation`s of a portType or binding by name; `what` names the parent. */
export function operationsOf(parent: XmlElement, what: string): Map<string, XmlElement> {
  const byName = new Map<string, XmlElement>();
  for (const el of parent.children) {
    if (el.namespace !== WSDL_NS || el.local !== "operation") continue;
    const name = requiredAttribute(el, "name");
    if (byName.has(name)) {
      throw new ContractError(`duplicate operation ${name} in ${what}: each operation name may appear once (overloads need distinct names)`, el.loc);
    }
    byName.set(name, el);
  }
  return byName;
}
