/**
 * Types declared inline (an `xs:complexType` or `xs:simpleType` without a name, inside an element,
 * attribute, list or union). Each becomes a draft type named after the path of its declaration
 * (`Order/Items`, `T/@a`, `U/1`, `L/item`) in the target namespace of the schema it is written in,
 * registered when first read: one declaration is one type, however often it is used.
 *
 * The path is unique among inline types but may equal a named type's name (a global element
 * `Order` with an inline type beside a complexType `Order`), or one path may be reached twice (two
 * local elements `Items` in one type): the later one then takes a suffix, `Order~2`, `Order~3`, so
 * ids stay unique. Types are read in a fixed order, so the suffixes are stable.
 */
import { clarkName } from "../../model/clark-name.ts";
import type { DraftTypeRef } from "../../model/contract-draft.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";

export class AnonymousTypes {
  private readonly byElement = new Map<XmlElement, Declaration>();
  private readonly ids = new Set<string>();

  /** `named` holds the named types, whose ids an inline type may not take. */
  constructor(private readonly named: ReadonlyMap<string, unknown>) {}

  /** The type `el` declares, registered on first use. */
  declarationOf(el: XmlElement, schema: SchemaDocument, path: string): Declaration {
    const known = this.byElement.get(el);
    if (known) return known;
    const namespace = schema.targetNamespace;
    let name = { namespace, local: path };
    for (let n = 2; this.named.has(clarkName(name)) || this.ids.has(clarkName(name)); n++)
      name = { namespace, local: `${path}~${n}` };
    this.ids.add(clarkName(name));
    const decl = { name, el, schema };
    this.byElement.set(el, decl);
    return decl;
  }

  /** Every registered type; the iterator also visits types registered while it runs. */
  values(): IterableIterator<Declaration> {
    return this.byElement.values();
  }
}

/** A reference to the type `el` (an inline complexType or simpleType) declares at `path`. */
export function anonymousTypeRef(index: SchemaIndex, el: XmlElement, path: string): DraftTypeRef {
  // Every element of a schema is recorded with its document.
  const { name } = index.anonymous.declarationOf(el, index.documents.get(el)!, path);
  return { kind: "named", name, loc: el.loc };
}
