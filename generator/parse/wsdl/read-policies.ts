/**
 * What a SOAP binding's WS-Policy asks of its messages: WS-Addressing's headers (`wsaw:UsingAddressing`
 * or `wsam:Addressing`, which WCF's wsHttpBinding publishes; also as the binding's own child), and
 * WS-SecurityPolicy 1.1, 1.2 and 1.3's HTTPS (with a client certificate), UsernameToken (its
 * password as text or as a digest), timestamp, X.509 signatures and their algorithm. A policy is attached to the binding, one of its
 * operations or their messages by a wsp:PolicyReference (`URI="#id"`, to a wsp:Policy of the
 * contract's documents), written inside it, or named by `wsp:PolicyURIs`; every one attached counts.
 * Of several alternatives (wsp:ExactlyOne) the first is read, with a warning; an optional assertion
 * asks for nothing, but addressing's: a service that accepts the headers is one WCF's clients send
 * them to. What the generated packages do not do (encryption; issued, Kerberos, SAML or
 * secure-conversation tokens; a symmetric binding) is a warning, not an error: the rest is read.
 */
import type { ContractWarning } from "../../model/contract-draft.ts";
import type { SecurityPolicyModel } from "../../model/service-model.ts";
import type { XmlElement } from "./read-xml.ts";

const ADDRESSING_ASSERTIONS = [
  { namespace: "http://www.w3.org/2006/05/addressing/wsdl", local: "UsingAddressing" },
  { namespace: "http://www.w3.org/2007/05/addressing/metadata", local: "Addressing" },
];
const POLICY_NAMESPACES = [
  "http://www.w3.org/ns/ws-policy",
  "http://schemas.xmlsoap.org/ws/2004/09/policy",
];
const SECURITY_POLICY_NAMESPACES = [
  "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702",
  "http://schemas.xmlsoap.org/ws/2005/07/securitypolicy",
  "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200802",
];

/** The tokens the generated packages cannot send or check, by their assertion's local name. */
const UNSUPPORTED_TOKENS = new Set([
  "IssuedToken",
  "KerberosToken",
  "SamlToken",
  "SecureConversationToken",
  "SpnegoContextToken",
  "SecurityContextToken",
  "RelToken",
  "KeyValueToken",
]);

const SUPPORTING_TOKENS = new Set([
  "SupportingTokens",
  "SignedSupportingTokens",
  "EncryptedSupportingTokens",
  "SignedEncryptedSupportingTokens",
  "EndorsingSupportingTokens",
  "SignedEndorsingSupportingTokens",
  "EndorsingEncryptedSupportingTokens",
  "SignedEndorsingEncryptedSupportingTokens",
]);

const ENCRYPTION = new Set(["EncryptedParts", "EncryptedElements", "ContentEncryptedElements"]);

/** The contract's wsp:Policy elements that have an id, by it. */
export type PolicyIndex = ReadonlyMap<string, XmlElement>;

export function indexPolicies(definitions: readonly XmlElement[]): PolicyIndex {
  const index = new Map<string, XmlElement>();
  const visit = (el: XmlElement) => {
    if (isPolicy(el, "Policy")) {
      const id = policyId(el);
      if (id !== undefined && !index.has(id)) index.set(id, el);
    }
    el.children.forEach(visit);
  };
  definitions.forEach(visit);
  return index;
}

/** What the policies attached to `binding` (and its operations and messages) ask for. */
export function bindingPolicies(
  binding: XmlElement,
  policies: PolicyIndex,
  warn: (w: ContractWarning) => void,
): { security?: SecurityPolicyModel; addressing: boolean } {
  const found: SecurityPolicyModel = { timestamp: false };
  let asked = false;
  let addressing = false;
  const warned = new Set<string>();
  const once = (message: string, at: XmlElement) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn({ message, loc: at.loc });
  };
  const seen = new Set<XmlElement>();

  const assertion = (a: XmlElement): void => {
    if (ADDRESSING_ASSERTIONS.some((x) => x.namespace === a.namespace && x.local === a.local)) {
      addressing = true;
      return;
    }
    if (a.attributes.get(prefixedName(a, "Optional")) === "true") return;
    if (isPolicy(a, "Policy") || isPolicy(a, "All")) return a.children.forEach(assertion);
    if (isPolicy(a, "ExactlyOne")) {
      if (a.children.length > 1)
        once(
          `the policy offers ${a.children.length} alternatives: the first is read, and the generated packages default to it`,
          a,
        );
      const first = a.children[0];
      return first === undefined ? undefined : assertion(first);
    }
    if (isPolicy(a, "PolicyReference")) return reference(a, a.attributes.get("URI") ?? "");
    if (!SECURITY_POLICY_NAMESPACES.includes(a.namespace)) return;
    asked = true;
    if (a.local === "TransportBinding") {
      found.transport = {
        clientCertificate:
          found.transport?.clientCertificate === true ||
          descendants(a).some(
            (d) =>
              (d.local === "HttpsToken" &&
                d.attributes.get("RequireClientCertificate") === "true") ||
              d.local === "RequireClientCertificate",
          ),
      };
      timestampIn(a);
    } else if (a.local === "AsymmetricBinding") {
      found.signature = { algorithm: algorithmOf(a) };
      timestampIn(a);
    } else if (a.local === "SymmetricBinding")
      once(
        "the policy's sp:SymmetricBinding (keys derived from an encrypted secret) is not supported: the generated packages neither sign nor encrypt that way",
        a,
      );
    else if (SUPPORTING_TOKENS.has(a.local) || a.local === "UsernameToken") tokens(a);
    else if (ENCRYPTION.has(a.local) && a.children.some((c) => !isPolicy(c, "Policy")))
      once(
        `the policy's sp:${a.local} asks for encryption, which the generated packages do not do: messages are signed only`,
        a,
      );
  };

  /** The tokens an assertion names: a UsernameToken, an X.509 token that signs, others warned of. */
  const tokens = (a: XmlElement): void => {
    for (const d of [a, ...descendants(a)]) {
      if (!SECURITY_POLICY_NAMESPACES.includes(d.namespace)) continue;
      if (d.local === "UsernameToken")
        found.usernameToken = {
          digest:
            found.usernameToken?.digest === true ||
            descendants(d).some((x) => x.local === "HashPassword"),
        };
      else if (d.local === "X509Token" && a.local.includes("Endorsing"))
        found.signature ??= { algorithm: algorithmOf(a) };
      else if (UNSUPPORTED_TOKENS.has(d.local))
        once(
          `the policy's sp:${d.local} is not supported: the generated packages send no such token`,
          d,
        );
    }
  };

  const timestampIn = (a: XmlElement) => {
    if (descendants(a).some((d) => d.local === "IncludeTimestamp")) found.timestamp = true;
  };

  const reference = (at: XmlElement, uri: string): void => {
    const policy = uri.startsWith("#") ? policies.get(uri.slice(1)) : undefined;
    if (policy === undefined) {
      once(
        `the policy ${uri} is not in the contract's documents: what it asks for is not read`,
        at,
      );
      return;
    }
    if (seen.has(policy)) return;
    seen.add(policy);
    assertion(policy);
  };

  const attached = (el: XmlElement): void => {
    for (const uri of (el.attributes.get(prefixedName(el, "PolicyURIs")) ?? "").split(/\s+/))
      if (uri !== "") reference(el, uri);
    for (const c of el.children) {
      if (isPolicy(c, "Policy") || isPolicy(c, "PolicyReference")) assertion(c);
      else if (el === binding && ADDRESSING_ASSERTIONS.some((x) => x.local === c.local))
        assertion(c);
      else if (c.local === "operation" || c.local === "input" || c.local === "output") attached(c);
    }
  };
  attached(binding);
  return { ...(asked ? { security: found } : {}), addressing };
}

function isPolicy(el: XmlElement, local: string): boolean {
  return el.local === local && POLICY_NAMESPACES.includes(el.namespace);
}

/** `wsu:Id`, `Id` or `xml:id`, whichever prefix the document gives wsu. */
function policyId(el: XmlElement): string | undefined {
  for (const [name, value] of el.attributes)
    if (name === "Id" || name.endsWith(":Id") || name === "xml:id") return value;
  return undefined;
}

/** A wsp: attribute's name as written on `el` (its prefix for a WS-Policy namespace in scope). */
function prefixedName(el: XmlElement, local: string): string {
  for (const [prefix, ns] of el.scope)
    if (prefix !== "" && POLICY_NAMESPACES.includes(ns) && el.attributes.has(`${prefix}:${local}`))
      return `${prefix}:${local}`;
  return local;
}

function descendants(el: XmlElement): XmlElement[] {
  return el.children.flatMap((c) => [c, ...descendants(c)]);
}

/**
 * The signature algorithm of the binding's sp:AlgorithmSuite: RSA-SHA256 for the `Sha256` suites,
 * RSA-SHA1 for the others (Basic256, Basic128, TripleDes: what older WCF and WSE services use).
 */
function algorithmOf(a: XmlElement): "rsa-sha256" | "rsa-sha1" {
  const suite = descendants(a).find((d) => d.local === "AlgorithmSuite");
  const name = suite && descendants(suite).find((d) => !isPolicy(d, "Policy"))?.local;
  return name === undefined || name.includes("Sha256") ? "rsa-sha256" : "rsa-sha1";
}
