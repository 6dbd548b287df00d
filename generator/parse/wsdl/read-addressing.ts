/**
 * Whether a binding uses WS-Addressing: it says so by `wsaw:UsingAddressing` (WSDL binding,
 * 2006/05) or `wsam:Addressing` (WS-Addressing Metadata, 2007/05), as its own child, in a
 * `wsp:Policy` inside it, or in the policy a `wsp:PolicyReference URI="#id"` of it names (a
 * `wsp:Policy` of the definitions whose `wsu:Id` is that id): WCF's wsHttpBinding publishes the
 * last. Either version of WS-Policy is read; an assertion marked optional still counts, since a
 * service that accepts the headers is one that WCF's clients send them to.
 */
import type { XmlElement } from "./read-xml.ts";

const ADDRESSING_ASSERTIONS = [
  { namespace: "http://www.w3.org/2006/05/addressing/wsdl", local: "UsingAddressing" },
  { namespace: "http://www.w3.org/2007/05/addressing/metadata", local: "Addressing" },
];
const POLICY_NAMESPACES = [
  "http://schemas.xmlsoap.org/ws/2004/09/policy",
  "http://www.w3.org/ns/ws-policy",
];

export function usesAddressing(binding: XmlElement, definitions: readonly XmlElement[]): boolean {
  for (const child of binding.children) {
    if (isAssertion(child)) return true;
    if (!POLICY_NAMESPACES.includes(child.namespace)) continue;
    if (child.local === "Policy" && holdsAssertion(child)) return true;
    const uri = child.local === "PolicyReference" ? child.attributes.get("URI") : undefined;
    if (uri?.startsWith("#")) {
      const policy = policyById(definitions, uri.slice(1));
      if (policy && holdsAssertion(policy)) return true;
    }
  }
  return false;
}

function isAssertion(el: XmlElement): boolean {
  return ADDRESSING_ASSERTIONS.some((a) => a.namespace === el.namespace && a.local === el.local);
}

/** An addressing assertion anywhere in the policy (under its ExactlyOne and All operators). */
function holdsAssertion(el: XmlElement): boolean {
  return el.children.some((c) => isAssertion(c) || holdsAssertion(c));
}

/** The definitions' wsp:Policy whose Id (`wsu:Id`, or WS-Policy 1.5's `xml:id`) is `id`. */
function policyById(definitions: readonly XmlElement[], id: string): XmlElement | undefined {
  for (const def of definitions)
    for (const el of def.children) {
      if (el.local !== "Policy" || !POLICY_NAMESPACES.includes(el.namespace)) continue;
      for (const [name, value] of el.attributes)
        if ((name === "Id" || name.endsWith(":Id") || name === "xml:id") && value === id) return el;
    }
  return undefined;
}
