/**
 * `xs:simpleContent`: an element whose text is a value (`text`) beside attributes. The value's type
 * is the extension's or restriction's base when that is built in or a simple type. A base that is
 * a complex type with simple content stays the base (its attributes come with it), and the value's
 * type is its own. The facets of a restriction are not read: the value keeps its base's type.
 */
import type { DraftTypeRef } from "../../model/contract-draft.ts";
import { clarkName } from "../../model/clark-name.ts";
import { ContractError } from "../../model/contract-error.ts";
import { contentDerivation, type ContentDerivation } from "./content-derivation.ts";
import { XSD_NS } from "./namespaces.ts";
import type { ComplexContent } from "./read-complex-type.ts";
import { readAttributes } from "./read-attributes.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { requiredQNameAttribute } from "./xml-element.ts";

export function readSimpleContent(
  index: SchemaIndex,
  simpleContent: XmlElement,
  schema: SchemaDocument,
  path: string,
): ComplexContent {
  const derivation = contentDerivation(simpleContent);
  const { ref, complexBase } = baseOf(index, derivation);
  return {
    compositor: "sequence",
    fields: [],
    ...readAttributes(index, derivation.el, schema, path),
    ...(complexBase ? { base: ref, derivation: derivation.kind } : {}),
    text: complexBase ? valueType(index, complexBase, derivation.el, []) : ref,
  };
}

/** The derivation's base, and its declaration when it is a complex type. */
function baseOf(
  index: SchemaIndex,
  { el, kind }: ContentDerivation,
): { ref: DraftTypeRef; complexBase?: Declaration } {
  const base = requiredQNameAttribute(el, "base", index.reading);
  const ref = typeRefOf(index, el, base, `the ${kind} of ${base.written}`, "anySimpleType");
  const declared = ref.kind === "named" ? index.types.get(clarkName(ref.name)) : undefined;
  return declared?.el.local === "complexType" ? { ref, complexBase: declared } : { ref };
}

/**
 * The type of the text of `type`, a complex type `at` derives from; `seen`: the types on the way,
 * to refuse a cycle.
 */
function valueType(
  index: SchemaIndex,
  type: Declaration,
  at: XmlElement,
  seen: XmlElement[],
): DraftTypeRef {
  const simpleContent = type.el.children.find(
    (c) => c.namespace === XSD_NS && c.local === "simpleContent",
  );
  if (!simpleContent) {
    throw new ContractError(
      `simple content derives from the complex type ${type.name.local}, which has none: expected a simple type, or a complex type with xs:simpleContent`,
      at.loc,
    );
  }
  if (seen.includes(type.el))
    throw new ContractError(
      `the simple content of ${type.name.local} derives from itself: expected a chain that ends in a simple type`,
      at.loc,
    );
  const derivation = contentDerivation(simpleContent);
  const { ref, complexBase } = baseOf(index, derivation);
  return complexBase ? valueType(index, complexBase, derivation.el, [...seen, type.el]) : ref;
}
