/** Local element and attribute declarations of a complex type, as draft fields and attributes. */
import { clarkName } from "../../model/build-service-model.ts";
import type { DraftAttribute, DraftField, DraftTypeRef } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { documentationField, schemaDocumentation } from "./documentation.ts";
import { XSD_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import type { SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unresolved, unsupported } from "./unsupported.ts";
import { qnameAttribute, requiredAttribute } from "./xml-element.ts";

/** An element of a content model (a declaration, or a `ref=` to a global one) as a field. */
export function readField(index: SchemaIndex, el: XmlElement, schema: SchemaDocument): DraftField {
  const occurs = readOccurs(el);
  const ref = qnameAttribute(el, "ref");
  if (ref) {
    const global = index.elements.get(clarkName(ref.name));
    if (!global) {
      throw unresolved(el, "element", ref.written, "an element reference", `a global element named ${ref.name.local} in namespace ${ref.name.namespace || "(none)"}`);
    }
    return {
      xmlName: ref.name.local,
      namespace: ref.name.namespace,
      type: elementType(index, global.el, ref.name.local),
      ...occurs,
      nillable: isTrue(global.el.attributes.get("nillable")),
      ...documentationField(schemaDocumentation(el) ?? schemaDocumentation(global.el)),
      loc: el.loc,
    };
  }
  const name = requiredAttribute(el, "name");
  return {
    xmlName: name,
    namespace: isQualified(el, schema.elementFormQualified) ? schema.targetNamespace : "",
    type: elementType(index, el, name),
    ...occurs,
    nillable: isTrue(el.attributes.get("nillable")),
    ...documentationField(schemaDocumentation(el)),
    loc: el.loc,
  };
}

/** The type of an element declaration: its `type=`, or xsd:anyType when it names none. */
export function elementType(index: SchemaIndex, el: XmlElement, name: string): DraftTypeRef {
  const type = qnameAttribute(el, "type");
  if (type) return typeRefOf(index, el, type, `element ${name}`);
  const anonymous = el.children.find((c) => c.namespace === XSD_NS && (c.local === "complexType" || c.local === "simpleType"));
  if (anonymous) {
    const kind = anonymous.local === "complexType" ? "complex" : "simple";
    throw unsupported(anonymous, `the anonymous ${kind} type of element ${name}`, `declare a named ${anonymous.local} and refer to it with type=`);
  }
  return { kind: "builtin", xsd: "anyType" };
}

export function readAttribute(index: SchemaIndex, el: XmlElement, schema: SchemaDocument): DraftAttribute {
  const ref = el.attributes.get("ref");
  if (ref !== undefined) throw unsupported(el, `the attribute reference ref="${ref}"`, "declare the attribute with name= and type=");
  const name = requiredAttribute(el, "name");
  const type = qnameAttribute(el, "type");
  const anonymous = el.children.find((c) => c.namespace === XSD_NS && c.local === "simpleType");
  if (anonymous) throw unsupported(anonymous, `the anonymous simple type of attribute ${name}`, "declare a named simpleType and refer to it with type=");
  return {
    xmlName: name,
    namespace: isQualified(el, schema.attributeFormQualified) ? schema.targetNamespace : "",
    // An attribute without a type is xsd:anySimpleType: any text.
    type: type ? typeRefOf(index, el, type, `attribute ${name}`) : { kind: "builtin", xsd: "string" },
    required: el.attributes.get("use") === "required",
    ...documentationField(schemaDocumentation(el)),
    loc: el.loc,
  };
}

/** XML Schema's boolean: `true` or `1`. */
export function isTrue(value: string | undefined): boolean {
  return value === "true" || value === "1";
}

function isQualified(el: XmlElement, formDefault: boolean): boolean {
  const form = el.attributes.get("form");
  return form === undefined ? formDefault : form === "qualified";
}

function readOccurs(el: XmlElement): { minOccurs: number; maxOccurs: number | null } {
  const max = el.attributes.get("maxOccurs");
  return { minOccurs: count(el, "minOccurs"), maxOccurs: max === "unbounded" ? null : count(el, "maxOccurs") };
}

function count(el: XmlElement, attribute: string): number {
  const value = el.attributes.get(attribute);
  if (value === undefined) return 1;
  if (!/^\s*\d+\s*$/.test(value)) {
    const expected = attribute === "maxOccurs" ? 'a non-negative integer or "unbounded"' : "a non-negative integer";
    throw new ContractError(`${attribute}="${value}" of <${el.name}> is not a count: expected ${expected}`, el.loc);
  }
  return Number(value);
}
