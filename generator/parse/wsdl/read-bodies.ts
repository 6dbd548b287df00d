/**
 * What an operation's input and output messages put in the SOAP Body, by the binding's style:
 *
 * - document: each part names a global element. One element whose complex type is a plain
 *   sequence of elements is a wrapper (document/literal wrapped, as ASMX and WCF write): its
 *   children are the fields. Anything else is bare: each part's element is a field.
 * - rpc: a wrapper named after the operation (`<op>` and `<op>Response`) in the soap:body's
 *   namespace holds one unqualified element per part (`type=`), or the part's element.
 */
import { clarkName } from "../../model/clark-name.ts";
import type { DraftBody, DraftField } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { WSDL_NS, XSD_NS } from "./namespaces.ts";
import { readComplexContent } from "./read-complex-type.ts";
import { elementType, isTrue } from "./read-field.ts";
import { partElement } from "./read-message-part.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { lookupWsdl, type WsdlIndex } from "./wsdl-index.ts";
import { childOf, childrenOf, qnameAttribute, requiredAttribute } from "./xml-element.ts";

export type Direction = "input" | "output";

/** How the binding reads a message: its style, and the soap:body's `namespace=` and `parts=`. */
export interface BodyBinding {
  style: "document" | "rpc";
  namespace?: string;
  /** The parts the body holds, when the soap:body names them (the others travel elsewhere). */
  parts?: string[];
}

export interface MessageBody {
  body: DraftBody;
  /** The wrapper element's declaration (document/literal wrapped), for its annotations. */
  wrapper?: Declaration;
}

/** The body of the operation's input or output message. */
export function readBody(
  schemas: SchemaIndex,
  wsdl: WsdlIndex,
  io: XmlElement,
  name: string,
  binding: BodyBinding,
): MessageBody {
  const direction = io.local as Direction;
  const message = lookupWsdl(
    wsdl,
    "message",
    io,
    "message",
    `the ${direction} of operation ${name}`,
  );
  const messageName = requiredAttribute(message, "name");
  const parts = childrenOf(message, WSDL_NS, "part").filter(
    (p) => binding.parts === undefined || binding.parts.includes(requiredAttribute(p, "name")),
  );
  if (binding.style === "rpc") {
    const local = direction === "input" ? name : `${name}Response`;
    return {
      body: {
        wrapper: { namespace: binding.namespace ?? "", local },
        fields: parts.map((p) => partField(schemas, p, messageName)),
        loc: message.loc,
      },
    };
  }
  const only = parts.length === 1 ? partDeclaration(schemas, parts[0]!, messageName) : undefined;
  const fields = only && wrapperFields(schemas, only);
  if (only && fields)
    return { body: { wrapper: only.name, fields, loc: message.loc }, wrapper: only };
  return {
    body: { fields: parts.map((p) => partField(schemas, p, messageName)), loc: message.loc },
  };
}

/** A part as an element of the body: the global element it names, or, with `type=`, an unqualified element named after it. */
function partField(schemas: SchemaIndex, part: XmlElement, messageName: string): DraftField {
  const partName = requiredAttribute(part, "name");
  const declaration = partDeclaration(schemas, part, messageName);
  return declaration
    ? elementField(schemas, declaration, partName, part)
    : typedPart(schemas, part, partName, messageName);
}

/** The global element a part names with `element=`, if it names one. */
function partDeclaration(
  schemas: SchemaIndex,
  part: XmlElement,
  messageName: string,
): Declaration | undefined {
  const element = qnameAttribute(part, "element", schemas.reading);
  return element && partElement(schemas, part, element, messageName);
}

/** A part written with `type=`: an unqualified element named after the part. */
function typedPart(
  schemas: SchemaIndex,
  part: XmlElement,
  partName: string,
  messageName: string,
): DraftField {
  const type = qnameAttribute(part, "type", schemas.reading);
  if (!type)
    throw new ContractError(
      `part ${partName} of message ${messageName} has neither element= nor type=: expected one of them`,
      part.loc,
    );
  return {
    xmlName: partName,
    namespace: "",
    type: typeRefOf(schemas, part, type, `part ${partName} of message ${messageName}`),
    minOccurs: 1,
    maxOccurs: 1,
    nillable: false,
    loc: part.loc,
  };
}

/** A global element as a field of the body; the part's name names it in TypeScript. */
function elementField(
  schemas: SchemaIndex,
  decl: Declaration,
  partName: string,
  at: XmlElement,
): DraftField {
  return {
    xmlName: decl.name.local,
    namespace: decl.name.namespace,
    type: elementType(schemas, decl.el, decl.name.local),
    minOccurs: 1,
    maxOccurs: 1,
    nillable: isTrue(decl.el.attributes.get("nillable")),
    ...(partName === decl.name.local ? {} : { tsStem: partName }),
    loc: at.loc,
  };
}

/**
 * The children of a wrapper element, when its complex type (anonymous or named) is a plain
 * sequence (or all) of elements: no base, attributes, choice, wildcards or text. `undefined`
 * otherwise: the element is then a bare part.
 */
function wrapperFields(schemas: SchemaIndex, wrapper: Declaration): DraftField[] | undefined {
  const complexType = wrapperType(schemas, wrapper);
  if (!complexType) return undefined;
  const content = readComplexContent(schemas, complexType.el, complexType.schema, complexType.path);
  const plain =
    !content.base &&
    content.attributes.length === 0 &&
    content.compositor !== "choice" &&
    !content.anyAttribute &&
    !content.anyElements &&
    !content.text &&
    !content.mixed &&
    content.fields.every((f) => !f.choice);
  return plain ? content.fields : undefined;
}

function wrapperType(
  schemas: SchemaIndex,
  wrapper: Declaration,
): { el: XmlElement; schema: SchemaDocument; path: string } | undefined {
  const typeName = qnameAttribute(wrapper.el, "type", schemas.reading);
  if (!typeName) {
    if (isTrue(wrapper.el.attributes.get("nillable"))) return undefined;
    const anonymous = childOf(wrapper.el, XSD_NS, "complexType");
    return anonymous && { el: anonymous, schema: wrapper.schema, path: wrapper.name.local };
  }
  const ref = typeRefOf(schemas, wrapper.el, typeName, `element ${wrapper.name.local}`);
  const declared = ref.kind === "named" ? schemas.types.get(clarkName(ref.name)) : undefined;
  return declared?.el.local === "complexType"
    ? { ...declared, path: declared.name.local }
    : undefined;
}
