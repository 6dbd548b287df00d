/**
 * Document/literal wrapped messages: the input's one part names the request element, whose
 * anonymous sequence holds the parameters in order; the output's names `<op>Response`, whose
 * one child is the result.
 */
import { clarkName } from "../../model/build-service-model.ts";
import type { DraftField, DraftTypeRef } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { QName } from "../../model/service-model.ts";
import { WSDL_NS, XSD_NS } from "./namespaces.ts";
import { readComplexContent } from "./read-complex-type.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unresolved, unsupported } from "./unsupported.ts";
import { lookupWsdl, type WsdlIndex } from "./wsdl-index.ts";
import { childOf, childrenOf, qnameAttribute, requiredAttribute } from "./xml-element.ts";

export interface Wrappers {
  request: Declaration;
  response: Declaration;
  parameters: DraftField[];
  resultElement: QName;
  resultType: DraftTypeRef;
}

export function readWrappers(schemas: SchemaIndex, wsdl: WsdlIndex, operation: XmlElement, name: string): Wrappers {
  const request = bodyElement(schemas, wsdl, operation, "input", name);
  const response = bodyElement(schemas, wsdl, operation, "output", name);
  const parameters = wrapperFields(schemas, request, `the request element ${request.name.local} of operation ${name}`);
  const results = wrapperFields(schemas, response, `the response element ${response.name.local} of operation ${name}`);
  const result = results[0];
  if (results.length !== 1 || !result) {
    const found = results.length === 0 ? "no child" : `${results.length} children`;
    const refused = results.length === 0 ? "operations that return nothing" : "out and ref parameters";
    throw new ContractError(
      `the response element ${response.name.local} of operation ${name} has ${found}: expected one element, the result (${refused} are not supported)`,
      response.el.loc,
    );
  }
  return { request, response, parameters, resultElement: { namespace: result.namespace, local: result.xmlName }, resultType: result.type };
}

/** The global element named by the one part of the operation's input or output message. */
function bodyElement(schemas: SchemaIndex, wsdl: WsdlIndex, operation: XmlElement, direction: "input" | "output", name: string): Declaration {
  const io = childOf(operation, WSDL_NS, direction);
  if (!io) throw new ContractError(`operation ${name} has no ${direction}: expected request-response operations`, operation.loc);
  const message = lookupWsdl(wsdl, "message", io, "message", `the ${direction} of operation ${name}`);
  const messageName = requiredAttribute(message, "name");
  const parts = childrenOf(message, WSDL_NS, "part");
  const part = parts[0];
  if (parts.length !== 1 || !part) {
    throw new ContractError(`message ${messageName} has ${parts.length} parts: expected one part naming the wrapper element (document/literal wrapped)`, message.loc);
  }
  return partElement(schemas, part, messageName);
}

/** The global element a message part names with `element=`. */
export function partElement(schemas: SchemaIndex, part: XmlElement, messageName: string): Declaration {
  const partName = requiredAttribute(part, "name");
  const element = qnameAttribute(part, "element");
  if (!element) throw unsupported(part, `the part ${partName} of message ${messageName} without element=`, "the generator reads document/literal messages, whose parts name elements");
  const decl = schemas.elements.get(clarkName(element.name));
  if (!decl) {
    throw unresolved(part, "element", element.written, `part ${partName} of message ${messageName}`, `a global element named ${element.name.local} in namespace ${element.name.namespace || "(none)"}`);
  }
  return decl;
}

/** The children of a wrapper element: a plain sequence of its complex type, anonymous or named. */
function wrapperFields(schemas: SchemaIndex, wrapper: Declaration, what: string): DraftField[] {
  const complexType = wrapperType(schemas, wrapper, what);
  if (!complexType) throw new ContractError(`${what} has no complex type: expected a complexType whose sequence holds the elements`, wrapper.el.loc);
  const content = readComplexContent(schemas, complexType.el, complexType.schema);
  if (content.base || content.attributes.length > 0 || content.compositor !== "sequence") {
    throw new ContractError(`${what} is not a plain sequence of elements: expected no base type, no attributes and xs:sequence`, complexType.el.loc);
  }
  return content.fields;
}

function wrapperType(schemas: SchemaIndex, wrapper: Declaration, what: string): { el: XmlElement; schema: SchemaDocument } | undefined {
  const typeName = qnameAttribute(wrapper.el, "type");
  if (!typeName) {
    const anonymous = childOf(wrapper.el, XSD_NS, "complexType");
    return anonymous && { el: anonymous, schema: wrapper.schema };
  }
  const ref = typeRefOf(schemas, wrapper.el, typeName, what);
  const declared = ref.kind === "named" ? schemas.types.get(clarkName(ref.name)) : undefined;
  return declared?.el.local === "complexType" ? declared : undefined;
}
