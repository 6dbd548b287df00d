/**
 * What a message part stands for outside an rpc body: the global element it names with
 * `element=` (a document body, a fault detail, a header), or, for a header part written with
 * `type=`, an unqualified element named after the part (as an rpc part is read, and as zeep reads it).
 */
import { clarkName } from "../../model/clark-name.ts";
import type { DraftHeader } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { QName } from "../../model/service-model.ts";
import { documentationField, schemaDocumentation } from "./documentation.ts";
import { XSD_NS } from "./namespaces.ts";
import { elementType } from "./read-field.ts";
import { tolerate } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unresolved, unsupported } from "./unsupported.ts";
import { qnameAttribute, requiredAttribute, type QNameValue } from "./xml-element.ts";

/** The global element a part names; under --lenient, a missing one is an element of that name of type xsd:anyType. */
export function partElement(
  schemas: SchemaIndex,
  part: XmlElement,
  element: QNameValue,
  messageName: string,
): Declaration {
  const decl = schemas.elements.get(clarkName(element.name));
  if (decl) return decl;
  const partName = requiredAttribute(part, "name");
  const { name, written } = element;
  const error = unresolved(
    part,
    "element",
    written,
    `part ${partName} of message ${messageName}`,
    `a global element named ${name.local} in namespace ${name.namespace || "(none)"}`,
  );
  return tolerate(
    schemas.reading,
    error,
    `read as an element ${name.local} of type xsd:anyType`,
    () => undeclaredElement(name, part),
  );
}

/** The element a fault's part names: its detail. */
export function faultPartElement(
  schemas: SchemaIndex,
  part: XmlElement,
  messageName: string,
): Declaration {
  const element = qnameAttribute(part, "element", schemas.reading);
  if (element) return partElement(schemas, part, element, messageName);
  throw unsupported(
    part,
    `the part ${requiredAttribute(part, "name")} of message ${messageName} without element=`,
    "a SOAP fault part names the global element its detail carries",
  );
}

/**
 * A header element a binding names, and its draft, read when first asked for: the types of the
 * operations' bodies are read first, so the order in which inline types are met (and named) does
 * not depend on the headers.
 */
export interface HeaderPart {
  element: QName;
  draft(): DraftHeader;
}

/** The header element a part names with `element=`, or an unqualified one named after a part written with `type=`. */
export function headerOfPart(
  schemas: SchemaIndex,
  part: XmlElement,
  messageName: string,
): HeaderPart {
  const element = qnameAttribute(part, "element", schemas.reading);
  if (element) {
    const { name, el } = partElement(schemas, part, element, messageName);
    return {
      element: name,
      draft: () => ({
        element: name,
        type: elementType(schemas, el, name.local),
        ...documentationField(schemaDocumentation(el)),
        loc: el.loc,
      }),
    };
  }
  const partName = requiredAttribute(part, "name");
  const type = qnameAttribute(part, "type", schemas.reading);
  if (!type)
    throw new ContractError(
      `part ${partName} of message ${messageName} has neither element= nor type=: expected one of them`,
      part.loc,
    );
  const name = { namespace: "", local: partName };
  return {
    element: name,
    draft: () => ({
      element: name,
      type: typeRefOf(schemas, part, type, `part ${partName} of message ${messageName}`),
      loc: part.loc,
    }),
  };
}

/**
 * An `xs:element name=` without a type (so of type xsd:anyType) standing for a missing
 * declaration, at the part that names it.
 */
function undeclaredElement(name: QName, at: XmlElement): Declaration {
  const el: XmlElement = {
    name: "xs:element",
    namespace: XSD_NS,
    local: "element",
    attributes: new Map([["name", name.local]]),
    children: [],
    content: [],
    scope: at.scope,
    enclosingNamespace: name.namespace,
    loc: at.loc,
  };
  return {
    name,
    el,
    schema: {
      el,
      targetNamespace: name.namespace,
      elementFormQualified: true,
      attributeFormQualified: false,
    },
  };
}
