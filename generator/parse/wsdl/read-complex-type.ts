/**
 * The content of a complex type: its content model (read-particles.ts) and attributes
 * (read-attributes.ts), a complexContent extension or restriction of a base type, or simple
 * content (read-simple-content.ts); and whether it is mixed.
 */
import { clarkName } from "../../model/clark-name.ts";
import type { DraftAttribute, DraftField, DraftTypeRef } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { ChoiceModel } from "../../model/service-model.ts";
import { contentDerivation } from "./content-derivation.ts";
import { SOAP_ENCODING_NS, XSD_NS } from "./namespaces.ts";
import type { Occurs } from "./occurs.ts";
import { readAttributes } from "./read-attributes.ts";
import { readEncodedArray } from "./read-encoded-array.ts";
import { isTrue } from "./read-field.ts";
import { PARTICLES, readParticles } from "./read-particles.ts";
import { readSimpleContent } from "./read-simple-content.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import type { SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unsupported } from "./unsupported.ts";
import { requiredQNameAttribute } from "./xml-element.ts";

export interface ComplexContent {
  compositor: "sequence" | "all" | "choice";
  fields: DraftField[];
  choices?: ChoiceModel[];
  attributes: DraftAttribute[];
  base?: DraftTypeRef;
  derivation?: "extension" | "restriction";
  anyAttribute?: boolean;
  prohibitedAttributes?: string[];
  anyElements?: Occurs;
  text?: DraftTypeRef;
  mixed?: boolean;
  /** A SOAP-encoded array (read-encoded-array.ts). */
  encodedArray?: true;
}

const CONTENT = [...PARTICLES, "attribute", "attributeGroup", "anyAttribute"];

/**
 * `el` is an `xs:complexType`; `path` names the declaration it is written in, for the names of the
 * types declared inside it.
 */
export function readComplexContent(
  index: SchemaIndex,
  el: XmlElement,
  schema: SchemaDocument,
  path: string,
): ComplexContent {
  const mixed = isTrue(el.attributes.get("mixed"));
  const children = schemaChildren(el);
  const simpleContent = children.find((c) => c.local === "simpleContent");
  if (simpleContent) return readSimpleContent(index, simpleContent, schema, path);
  const complexContent = children.find((c) => c.local === "complexContent");
  if (complexContent) return readDerivation(index, complexContent, schema, path, mixed);
  return { ...readModelGroup(index, el, schema, path), ...(mixed ? { mixed } : {}) };
}

/**
 * An extension's content follows its base's; a restriction restates the whole content. A
 * restriction of xsd:anyType is the long way of writing a plain complex type.
 */
function readDerivation(
  index: SchemaIndex,
  complexContent: XmlElement,
  schema: SchemaDocument,
  path: string,
  mixedType: boolean,
): ComplexContent {
  const derivation = contentDerivation(complexContent);
  const base = requiredQNameAttribute(derivation.el, "base", index.reading);
  if (
    derivation.kind === "restriction" &&
    base.name.namespace === SOAP_ENCODING_NS &&
    base.name.local === "Array"
  )
    return readEncodedArray(index, derivation.el, schema, path);
  const ref = typeRefOf(index, derivation.el, base, `the ${derivation.kind} of ${base.written}`);
  const mixedAttribute = complexContent.attributes.get("mixed");
  const mixed = mixedAttribute === undefined ? mixedType : isTrue(mixedAttribute);
  const plain = ref.kind === "builtin" && ref.xsd === "anyType";
  const declared = ref.kind === "named" ? index.types.get(clarkName(ref.name)) : undefined;
  if (!plain && declared?.el.local !== "complexType") {
    throw new ContractError(
      `the complexContent ${derivation.kind} of ${base.written} derives from a simple type: expected a complex type (text beside attributes is xs:simpleContent)`,
      derivation.el.loc,
    );
  }
  return {
    ...readModelGroup(index, derivation.el, schema, path),
    ...(plain ? {} : { base: ref, derivation: derivation.kind }),
    ...(mixed ? { mixed } : {}),
  };
}

/** The content model and attributes of a complex type, or of its extension or restriction. */
function readModelGroup(
  index: SchemaIndex,
  el: XmlElement,
  schema: SchemaDocument,
  path: string,
): ComplexContent {
  const unknown = schemaChildren(el).find((c) => !CONTENT.includes(c.local));
  if (unknown) {
    throw unsupported(
      unknown,
      `<${unknown.name}> in <${el.name}>`,
      "expected xs:sequence, xs:all, xs:choice, xs:group, xs:attribute, xs:attributeGroup or xs:anyAttribute",
    );
  }
  const particle = schemaChildren(el).find((c) => PARTICLES.includes(c.local));
  const particles = particle
    ? readParticles(index, particle, schema, path)
    : { compositor: "sequence" as const, fields: [] };
  return { ...particles, ...readAttributes(index, el, schema, path) };
}

/** Child elements in the XML Schema namespace other than annotations. */
export function schemaChildren(el: XmlElement): XmlElement[] {
  return el.children.filter((c) => c.namespace === XSD_NS && c.local !== "annotation");
}
