/**
 * Parser events -> the element tree, resolving namespace prefixes as elements open (the parser
 * runs without namespace support, so that an undeclared prefix gets our message and location).
 */
import type { SourceLocation } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { XML_NS } from "./namespaces.ts";
import { STRICT, tolerate, type Reading } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import { readAsTargetNamespace, undeclaredPrefix } from "./xml-element.ts";

const DOCUMENT_SCOPE: ReadonlyMap<string, string> = new Map([["xml", XML_NS]]);

/**
 * The deepest nesting read. Contracts nest a few dozen levels; the readers walk the tree
 * recursively, so a hostile document 10,000 levels deep would end in a stack overflow.
 */
export const MAX_DEPTH = 1000;

export class XmlTreeBuilder {
  root: XmlElement | undefined;
  /** Elements opened and not yet closed, outermost first. */
  readonly open: XmlElement[] = [];

  constructor(private readonly reading: Reading = STRICT) {}

  /** `attributes` as the parser gives them: by name as written, references decoded. */
  openElement(name: string, attributes: Record<string, string>, loc: SourceLocation): void {
    if (this.open.length >= MAX_DEPTH)
      throw new ContractError(
        `elements nested more than ${MAX_DEPTH} levels deep: no contract needs that many`,
        loc,
      );
    const parent = this.open.at(-1);
    const attributeMap = new Map(Object.entries(attributes));
    const scope = scopeOf(attributeMap, parent?.scope ?? DOCUMENT_SCOPE);
    const colon = name.indexOf(":");
    const prefix = colon === -1 ? "" : name.slice(0, colon);
    const local = name.slice(colon + 1);
    // Read by name, before the element's namespace is known (its prefix may be the undeclared one).
    const enclosingNamespace =
      local === "schema" || local === "definitions"
        ? (attributeMap.get("targetNamespace") ?? "")
        : (parent?.enclosingNamespace ?? "");
    let namespace = scope.get(prefix) ?? "";
    if (prefix && !scope.has(prefix)) {
      const error = new ContractError(undeclaredPrefix(prefix, `<${name}>`), loc);
      namespace = tolerate(
        this.reading,
        error,
        readAsTargetNamespace(enclosingNamespace),
        () => enclosingNamespace,
      );
    }
    const el: XmlElement = {
      name,
      namespace,
      local,
      attributes: attributeMap,
      children: [],
      content: [],
      scope,
      enclosingNamespace,
      loc,
    };
    if (parent) {
      parent.children.push(el);
      parent.content.push(el);
    } else {
      this.root = el;
    }
    this.open.push(el);
  }

  /** Closes the innermost open element and returns it. */
  closeElement(): XmlElement {
    // The parser only reports a close for an element it reported open.
    return this.open.pop()!;
  }

  /** Text or a CDATA section. Outside the root element there is only white space (the reader refuses anything else), and it belongs to no element. */
  text(text: string): void {
    this.open.at(-1)?.content.push(text);
  }
}

function scopeOf(
  attributes: ReadonlyMap<string, string>,
  parent: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  let scope: Map<string, string> | undefined;
  for (const [name, value] of attributes) {
    if (name !== "xmlns" && !name.startsWith("xmlns:")) continue;
    scope ??= new Map(parent);
    scope.set(name === "xmlns" ? "" : name.slice(6), value);
  }
  return scope ?? parent;
}
