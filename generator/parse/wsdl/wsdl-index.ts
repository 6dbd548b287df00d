/**
 * The messages, portTypes, bindings and services of every `wsdl:definitions`, by Clark name.
 * node-soap finds a port's binding, a binding's portType and an operation's input and output
 * message by local name, whatever the prefix says; --lenient reads such a name whose prefix is
 * undeclared, or bound to a namespace that declares nothing of that name, as the one declaration
 * of that local name there is (across imports), with a warning. Two or more stay unresolved.
 */
import { clarkName } from "../../model/clark-name.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { QName } from "../../model/service-model.ts";
import { WSDL_NS } from "./namespaces.ts";
import { tolerate, type Reading } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import { unresolved } from "./unsupported.ts";
import { requiredAttribute, resolveQName, undeclaredPrefix } from "./xml-element.ts";

type NamedKind = "message" | "portType" | "binding";

interface Declared {
  name: QName;
  el: XmlElement;
}

export interface WsdlIndex {
  named: Record<NamedKind, Map<string, XmlElement>>;
  /** The same declarations by local name, in document order. */
  byLocalName: Record<NamedKind, Map<string, Declared[]>>;
  services: XmlElement[];
  reading: Reading;
}

export function indexDefinitions(definitions: XmlElement[], reading: Reading): WsdlIndex {
  const index: WsdlIndex = {
    named: { message: new Map(), portType: new Map(), binding: new Map() },
    byLocalName: { message: new Map(), portType: new Map(), binding: new Map() },
    services: [],
    reading,
  };
  for (const def of definitions) {
    const namespace = def.attributes.get("targetNamespace") ?? "";
    for (const el of def.children) {
      if (el.namespace !== WSDL_NS) continue;
      if (el.local === "service") index.services.push(el);
      if (el.local !== "message" && el.local !== "portType" && el.local !== "binding") continue;
      const table = index.named[el.local];
      const local = requiredAttribute(el, "name");
      const id = clarkName({ namespace, local });
      if (table.has(id))
        throw new ContractError(
          `wsdl:${el.local} ${local} is declared twice in namespace ${namespace || "(none)"}`,
          el.loc,
        );
      table.set(id, el);
      const namesakes = index.byLocalName[el.local];
      namesakes.set(local, [...(namesakes.get(local) ?? []), { name: { namespace, local }, el }]);
    }
  }
  return index;
}

/** The message, portType or binding an attribute of `el` names; `where` describes `el`. */
export function lookupWsdl(
  index: WsdlIndex,
  kind: NamedKind,
  el: XmlElement,
  attribute: string,
  where: string,
): XmlElement {
  return findWsdl(index, kind, el, attribute, where, (error) => {
    throw error;
  });
}

/** As lookupWsdl; under --lenient, a name that names nothing is read past: `undefined`, and `assumed` says so. */
export function lookupWsdlOrSkip(
  index: WsdlIndex,
  kind: NamedKind,
  el: XmlElement,
  attribute: string,
  where: string,
  assumed: string,
): XmlElement | undefined {
  return findWsdl(index, kind, el, attribute, where, (error) =>
    tolerate(index.reading, error, assumed, () => undefined),
  );
}

/** What `el`'s attribute names; a name that names nothing is `notFound`'s answer to its error. */
function findWsdl<T>(
  index: WsdlIndex,
  kind: NamedKind,
  el: XmlElement,
  attribute: string,
  where: string,
  notFound: (error: ContractError) => T,
): XmlElement | T {
  const written = requiredAttribute(el, attribute).trim();
  const colon = written.indexOf(":");
  const prefix = colon === -1 ? "" : written.slice(0, colon);
  const local = written.slice(colon + 1);
  const namesakes = readByLocalName(kind, el) ? (index.byLocalName[kind].get(local) ?? []) : [];
  const only = namesakes.length === 1 ? namesakes[0]! : undefined;
  // An undeclared prefix is otherwise read as the target namespace (resolveQName): here only when that finds it.
  if (
    prefix &&
    !el.scope.has(prefix) &&
    only &&
    !index.named[kind].has(clarkName({ namespace: el.enclosingNamespace, local }))
  ) {
    return readAsNamesake(
      index.reading,
      kind,
      new ContractError(undeclaredPrefix(prefix, written), el.loc),
      only,
    );
  }
  const name = resolveQName(el, written, index.reading);
  const found = index.named[kind].get(clarkName(name));
  if (found) return found;
  const error = unresolvedWsdl(kind, el, written, name, where);
  if (only) return readAsNamesake(index.reading, kind, error, only);
  if (namesakes.length === 0) return notFound(error);
  const namespaces = namesakes.map((d) => d.name.namespace || "(none)");
  const listed = `${namespaces.slice(0, -1).join(", ")} and ${namespaces.at(-1)!}`;
  return notFound(
    new ContractError(
      `${error.detail} (by local name it is ambiguous: ${namesakes.length} wsdl:${kind}s are named ${local}, in namespaces ${listed})`,
      error.loc,
    ),
  );
}

/**
 * Whether node-soap finds the declaration by local name alone: a port's binding, a binding's
 * portType, an operation's input and output message (it reads no fault or soap:header message).
 */
function readByLocalName(kind: NamedKind, el: XmlElement): boolean {
  return (
    kind !== "message" ||
    (el.namespace === WSDL_NS && (el.local === "input" || el.local === "output"))
  );
}

/** The one declaration of a name's local name, for --lenient (with a warning); by default `error`, saying what --lenient reads. */
function readAsNamesake(
  reading: Reading,
  kind: NamedKind,
  error: ContractError,
  namesake: Declared,
): XmlElement {
  const as = `by its local name as the only wsdl:${kind} named ${namesake.name.local}, in namespace ${namesake.name.namespace || "(none)"}`;
  if (!reading.lenient)
    throw new ContractError(`${error.detail} (--lenient reads it ${as})`, error.loc);
  return tolerate(reading, error, `read ${as}`, () => namesake.el);
}

function unresolvedWsdl(
  kind: NamedKind,
  el: XmlElement,
  written: string,
  name: QName,
  where: string,
): ContractError {
  return unresolved(
    el,
    kind,
    written,
    where,
    `a wsdl:${kind} named ${name.local} in namespace ${name.namespace || "(none)"}`,
  );
}

/** The `wsdl:operation`s of a portType or binding by name; `what` names the parent. */
export function operationsOf(parent: XmlElement, what: string): Map<string, XmlElement> {
  const byName = new Map<string, XmlElement>();
  for (const el of parent.children) {
    if (el.namespace !== WSDL_NS || el.local !== "operation") continue;
    const name = requiredAttribute(el, "name");
    if (byName.has(name)) {
      throw new ContractError(
        `duplicate operation ${name} in ${what}: each operation name may appear once (overloads need distinct names)`,
        el.loc,
      );
    }
    byName.set(name, el);
  }
  return byName;
}
