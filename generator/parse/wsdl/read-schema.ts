/**
 * The contract's named types (complexType and simpleType declarations) and the global elements
 * that have a `type=`, as draft parts.
 */
import type { DraftElement, DraftType } from "../../model/contract-draft.ts";
import { documentationField, schemaDocumentation } from "./documentation.ts";
import { readComplexContent } from "./read-complex-type.ts";
import { elementType, isTrue } from "./read-field.ts";
import { readSimpleType } from "./read-simple-type.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { unsupported } from "./unsupported.ts";

export function readTypes(index: SchemaIndex): DraftType[] {
  return [...index.types.values()].map((decl) => (decl.el.local === "complexType" ? readComplexType(index, decl) : readSimpleType(index, decl)));
}

function readComplexType(index: SchemaIndex, { name, el, schema }: Declaration): DraftType {
  const { base, ...content } = readComplexContent(index, el, schema);
  return {
    kind: "complex",
    name,
    ...(base ? { base } : {}),
    ...content,
    abstract: isTrue(el.attributes.get("abstract")),
    ...documentationField(schemaDocumentation(el)),
    loc: el.loc,
  };
}

/**
 * Global elements declared with `type=` (wrapper elements, whose types are anonymous, are read
 * with their operations).
 */
export function readElements(index: SchemaIndex): DraftElement[] {
  const elements: DraftElement[] = [];
  for (const { name, el } of index.elements.values()) {
    const substitutionGroup = el.attributes.get("substitutionGroup");
    if (substitutionGroup !== undefined) {
      throw unsupported(el, `the substitution group of element ${name.local} (substitutionGroup="${substitutionGroup}")`, "name the elements in the content model");
    }
    if (!el.attributes.has("type")) continue;
    elements.push({ name, type: elementType(index, el, name.local), nillable: isTrue(el.attributes.get("nillable")) });
  }
  return elements;
}
