/** Element declarations and references of a content model, as draft fields, and their types. */
import type { DraftField, DraftTypeRef } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { anonymousTypeRef } from "./anonymous-types.ts";
import { documentationField, schemaDocumentation } from "./documentation.ts";
import { XSD_NS } from "./namespaces.ts";
import { readOccurs } from "./occurs.ts";
import { tolerate } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import { findDeclaration, type SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unresolved } from "./unsupported.ts";
import { qnameAttribute, requiredAttribute } from "./xml-element.ts";

/**
 * An element of a content model (a declaration, or a `ref=` to a global one) as a field; `path`
 * is the path of the type it is written in.
 */
export function readField(
  index: SchemaIndex,
  el: XmlElement,
  schema: SchemaDocument,
  path: string,
): DraftField {
  const occurs = readOccurs(el);
  const ref = qnameAttribute(el, "ref", index.reading);
  if (ref) {
    const global = findDeclaration(index, "elements", ref, el);
    if (!global) {
      const error = unresolved(
        el,
        "element",
        ref.written,
        "an element reference",
        `a global element named ${ref.name.local} in namespace ${ref.name.namespace || "(none)"}`,
      );
      return tolerate(
        index.reading,
        error,
        `read as an element ${ref.name.local} of type xsd:anyType`,
        () => ({
          xmlName: ref.name.local,
          namespace: ref.name.namespace,
          type: { kind: "builtin", xsd: "anyType" },
          ...occurs,
          nillable: false,
          loc: el.loc,
        }),
      );
    }
    // The head of a substitution group is read as itself: the elements that may stand in its
    // place are not offered.
    return {
      xmlName: global.name.local,
      namespace: global.name.namespace,
      type: elementType(index, global.el, global.name.local),
      ...occurs,
      nillable: isTrue(global.el.attributes.get("nillable")),
      ...documentationField(schemaDocumentation(el) ?? schemaDocumentation(global.el)),
      loc: el.loc,
    };
  }
  // An xs:NCName collapses white space: `name="ResultCode "` names <ResultCode>.
  const name = requiredAttribute(el, "name").trim();
  return {
    xmlName: name,
    namespace: isQualified(el, schema.elementFormQualified) ? schema.targetNamespace : "",
    type: elementType(index, el, `${path}/${name}`),
    ...occurs,
    nillable: isTrue(el.attributes.get("nillable")),
    ...documentationField(schemaDocumentation(el)),
    loc: el.loc,
  };
}

/**
 * The type of an element declaration: its `type=`, the type declared inline (registered as an
 * anonymous type named `path`), the type of the head of its substitution group, or xsd:anyType.
 */
export function elementType(index: SchemaIndex, el: XmlElement, path: string): DraftTypeRef {
  return declaredType(index, el, path, []);
}

/** `members`: the elements whose substitution groups led to `el`. */
function declaredType(
  index: SchemaIndex,
  el: XmlElement,
  path: string,
  members: XmlElement[],
): DraftTypeRef {
  const where = `element ${el.attributes.get("name") ?? path}`;
  const type = qnameAttribute(el, "type", index.reading);
  if (type) return typeRefOf(index, el, type, where);
  const inline = el.children.find(
    (c) => c.namespace === XSD_NS && (c.local === "complexType" || c.local === "simpleType"),
  );
  if (inline) return anonymousTypeRef(index, inline, path);
  const group = qnameAttribute(el, "substitutionGroup", index.reading);
  if (group) {
    const head = findDeclaration(index, "elements", group, el);
    if (!head) {
      const error = unresolved(
        el,
        "element",
        group.written,
        `the substitution group of ${where}`,
        `a global element named ${group.name.local} in namespace ${group.name.namespace || "(none)"}`,
      );
      return tolerate(index.reading, error, "read as xsd:anyType", () => ({
        kind: "builtin",
        xsd: "anyType",
      }));
    }
    if (members.includes(head.el))
      throw new ContractError(
        `the substitution group of ${where} leads back to it: expected a head that is no member of its own group`,
        el.loc,
      );
    return declaredType(index, head.el, head.name.local, [...members, el]);
  }
  return { kind: "builtin", xsd: "anyType" };
}

/** XML Schema's boolean: `true` or `1`. */
export function isTrue(value: string | undefined): boolean {
  const v = value?.trim();
  return v === "true" || v === "1";
}

/** Whether a local element or attribute is in the target namespace: its `form=`, else the schema's default. */
export function isQualified(el: XmlElement, formDefault: boolean): boolean {
  const form = el.attributes.get("form");
  return form === undefined ? formDefault : form.trim() === "qualified";
}
