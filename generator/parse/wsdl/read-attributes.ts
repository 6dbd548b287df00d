/**
 * The attributes of a complex type (or of its extension or restriction): declarations, references
 * to global attributes, attribute groups (inlined, nested ones too) and `xs:anyAttribute`.
 */
import type { DraftAttribute, DraftTypeRef } from "../../model/contract-draft.ts";
import type { XsdBuiltin } from "../../model/service-model.ts";
import { ContractError } from "../../model/contract-error.ts";
import { anonymousTypeRef } from "./anonymous-types.ts";
import { documentationField, schemaDocumentation } from "./documentation.ts";
import { XML_NS, XSD_NS } from "./namespaces.ts";
import { isQualified } from "./read-field.ts";
import { tolerate } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import { findDeclaration, type Declaration, type SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unresolved } from "./unsupported.ts";
import { qnameAttribute, requiredAttribute, requiredQNameAttribute } from "./xml-element.ts";

export interface Attributes {
  attributes: DraftAttribute[];
  anyAttribute?: boolean;
  /** Local names of the base's attributes a restriction prohibits (`use="prohibited"`). */
  prohibitedAttributes?: string[];
}

/** The attributes of the `xml:` namespace, which contracts use without importing its schema. */
const XML_ATTRIBUTES: Record<string, XsdBuiltin> = {
  lang: "language",
  space: "NCName",
  base: "anyURI",
  id: "ID",
};

/** The attribute children of `el`; `path` is the path of the type they belong to. */
export function readAttributes(
  index: SchemaIndex,
  el: XmlElement,
  schema: SchemaDocument,
  path: string,
): Attributes {
  const read: Attributes = { attributes: [] };
  collect(index, el, schema, path, read, []);
  return read;
}

/** `groups`: the attribute groups being read, to refuse one that contains itself. */
function collect(
  index: SchemaIndex,
  el: XmlElement,
  schema: SchemaDocument,
  path: string,
  read: Attributes,
  groups: XmlElement[],
): void {
  for (const child of el.children.filter((c) => c.namespace === XSD_NS)) {
    switch (child.local) {
      case "anyAttribute":
        read.anyAttribute = true;
        break;
      case "attribute":
        // A restriction leaves out the base's attributes it prohibits.
        if (child.attributes.get("use")?.trim() === "prohibited")
          (read.prohibitedAttributes ??= []).push(prohibitedName(child));
        else read.attributes.push(readAttribute(index, child, schema, path));
        break;
      case "attributeGroup": {
        const group = attributeGroup(index, child);
        if (!group) break;
        if (groups.includes(group.el))
          throw new ContractError(
            `attribute group ${group.name.local} contains itself: expected groups that nest without a cycle`,
            child.loc,
          );
        collect(index, group.el, group.schema, group.name.local, read, [...groups, group.el]);
      }
    }
  }
}

/** The local name a prohibiting declaration (`name="id"` or `ref="p:id"`) names. */
function prohibitedName(el: XmlElement): string {
  const name = el.attributes.get("name") ?? el.attributes.get("ref") ?? "";
  return name.slice(name.indexOf(":") + 1).trim();
}

/** The attribute group a reference names; under --lenient, none for a dangling one (its attributes are left out). */
function attributeGroup(index: SchemaIndex, el: XmlElement): Declaration | undefined {
  const ref = requiredQNameAttribute(el, "ref", index.reading);
  const group = findDeclaration(index, "attributeGroups", ref, el);
  if (group) return group;
  const error = unresolved(
    el,
    "attribute group",
    ref.written,
    "an attribute group reference",
    `an attributeGroup named ${ref.name.local} in namespace ${ref.name.namespace || "(none)"}`,
  );
  return tolerate(index.reading, error, "the reference is left out", () => undefined);
}

function readAttribute(
  index: SchemaIndex,
  el: XmlElement,
  schema: SchemaDocument,
  path: string,
): DraftAttribute {
  const use = { required: el.attributes.get("use")?.trim() === "required", loc: el.loc };
  const ref = qnameAttribute(el, "ref", index.reading);
  if (!ref) {
    const name = requiredAttribute(el, "name").trim();
    return {
      xmlName: name,
      namespace: isQualified(el, schema.attributeFormQualified) ? schema.targetNamespace : "",
      type: attributeType(index, el, `${path}/@${name}`),
      ...use,
      ...valueConstraint(el),
      ...documentationField(schemaDocumentation(el)),
    };
  }
  const global = findDeclaration(index, "attributes", ref, el);
  if (!global && ref.name.namespace === XML_NS && XML_ATTRIBUTES[ref.name.local]) {
    return {
      xmlName: ref.name.local,
      namespace: XML_NS,
      type: { kind: "builtin", xsd: XML_ATTRIBUTES[ref.name.local]! },
      ...use,
      ...valueConstraint(el),
    };
  }
  if (!global) {
    const error = unresolved(
      el,
      "attribute",
      ref.written,
      "an attribute reference",
      `a global attribute named ${ref.name.local} in namespace ${ref.name.namespace || "(none)"}`,
    );
    const type = { kind: "builtin", xsd: "anySimpleType" } as const;
    return tolerate(
      index.reading,
      error,
      `read as an attribute ${ref.name.local} of type xsd:anySimpleType`,
      () => ({
        xmlName: ref.name.local,
        namespace: ref.name.namespace,
        type,
        ...use,
        ...valueConstraint(el),
      }),
    );
  }
  // A global attribute is always in its schema's target namespace.
  return {
    xmlName: global.name.local,
    namespace: global.name.namespace,
    type: attributeType(index, global.el, `@${global.name.local}`),
    ...use,
    ...valueConstraint(el.attributes.has("default") || el.attributes.has("fixed") ? el : global.el),
    ...documentationField(schemaDocumentation(el) ?? schemaDocumentation(global.el)),
  };
}

/** `type=`, the simple type declared inline (an anonymous type named `path`), or xsd:anySimpleType. */
function attributeType(index: SchemaIndex, el: XmlElement, path: string): DraftTypeRef {
  const type = qnameAttribute(el, "type", index.reading);
  if (type)
    return typeRefOf(
      index,
      el,
      type,
      `attribute ${el.attributes.get("name") ?? path}`,
      "anySimpleType",
    );
  const inline = el.children.find((c) => c.namespace === XSD_NS && c.local === "simpleType");
  return inline ? anonymousTypeRef(index, inline, path) : { kind: "builtin", xsd: "anySimpleType" };
}

function valueConstraint(el: XmlElement): Pick<DraftAttribute, "default" | "fixed"> {
  const fixed = el.attributes.get("fixed");
  const value = el.attributes.get("default");
  return {
    ...(value !== undefined ? { default: value } : {}),
    ...(fixed !== undefined ? { fixed } : {}),
  };
}
