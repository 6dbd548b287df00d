/**
 * The operations, from the portType of the service's SOAP port (SOAP 1.1 first): wrapper elements,
 * parameters and result; SOAPAction and headers from the SOAP bindings; documentation from the
 * first portType that has some; and which ports bind each operation.
 */
import { clarkName } from "../../model/build-service-model.ts";
import type { DraftHeader, DraftOperation } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { BINDING_KINDS, type QName } from "../../model/service-model.ts";
import { documentationField, schemaDocumentation, wsdlDocumentation } from "./documentation.ts";
import { WSDL_NS } from "./namespaces.ts";
import { readRequirements, readResultItems } from "./read-extensions.ts";
import { elementType } from "./read-field.ts";
import type { Port } from "./read-ports.ts";
import { readSoapOperation } from "./read-soap-operation.ts";
import { readWrappers } from "./read-wrappers.ts";
import type { XmlElement } from "./read-xml.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { lookupWsdl, operationsOf, type WsdlIndex } from "./wsdl-index.ts";
import { requiredAttribute } from "./xml-element.ts";

export interface OperationsAndHeaders {
  operations: DraftOperation[];
  headers: DraftHeader[];
}

type OperationTable = Map<string, XmlElement>;

export function readOperations(schemas: SchemaIndex, wsdl: WsdlIndex, ports: Port[], service: XmlElement): OperationsAndHeaders {
  const soapPorts = [...ports.filter((p) => p.kind === "soap11"), ...ports.filter((p) => p.kind === "soap12")];
  const primary = soapPorts[0];
  if (!primary) {
    throw new ContractError(
      "the service has no SOAP port: expected a port whose binding has soap:binding or soap12:binding (operations are read from its document/literal messages)",
      service.loc,
    );
  }
  const portTypes = new Map<XmlElement, OperationTable>();
  for (const { portType } of ports) {
    if (!portTypes.has(portType)) portTypes.set(portType, checkedPortType(wsdl, portType));
  }
  const declared = portTypes.get(primary.portType)!;
  const bound = new Map(ports.map((port) => [port, boundOperations(port, portTypes.get(port.portType)!, declared)]));
  const publishedKinds = new Set(ports.map((p) => p.kind));
  const headers = new Map<string, DraftHeader>();

  const operations = [...declared].map(([name, el]): DraftOperation => {
    const binders = ports.filter((p) => bound.get(p)!.has(name));
    if (binders.length === 0) throw new ContractError(`operation ${name} is bound by no port of the service: expected it in a port's wsdl:binding`, el.loc);
    const wrappers = readWrappers(schemas, wsdl, el, name);
    const soap = soapPorts.filter((p) => binders.includes(p)).map((p) => readSoapOperation(schemas, wsdl, bound.get(p)!.get(name)!, name));
    const opHeaders = new Map<string, QName>();
    for (const decl of soap.flatMap((s) => s.headers)) {
      const id = clarkName(decl.name);
      if (!headers.has(id)) headers.set(id, draftHeader(schemas, decl));
      opHeaders.set(id, decl.name);
    }
    const soapAction = soap.find((s) => s.soapAction !== undefined)?.soapAction;
    const resultItems = readResultItems(schemas, wrappers.response, name);
    const kinds = new Set(binders.map((p) => p.kind));
    return {
      name,
      ...documentationField(firstDocumentation([...portTypes.values()], name)),
      ...(soapAction === undefined ? {} : { soapAction }),
      requestElement: wrappers.request.name,
      responseElement: wrappers.response.name,
      resultElement: wrappers.resultElement,
      resultType: wrappers.resultType,
      parameters: wrappers.parameters,
      headers: [...opHeaders.values()],
      requirements: readRequirements(wrappers.request, wrappers.parameters, name),
      ...(resultItems ? { resultItems } : {}),
      ...(kinds.size === publishedKinds.size ? {} : { bindings: BINDING_KINDS.filter((k) => kinds.has(k)) }),
      loc: el.loc,
    };
  });
  return { operations, headers: [...headers.values()] };
}

/** A portType's operations, each with messages that resolve. */
function checkedPortType(wsdl: WsdlIndex, portType: XmlElement): OperationTable {
  const operations = operationsOf(portType, `portType ${requiredAttribute(portType, "name")}`);
  for (const [name, op] of operations) {
    for (const io of op.children.filter((c) => c.namespace === WSDL_NS && (c.local === "input" || c.local === "output"))) {
      lookupWsdl(wsdl, "message", io, "message", `the ${io.local} of operation ${name}`);
    }
  }
  return operations;
}

/** The operations a port's binding binds, each declared by its portType and by the SOAP one. */
function boundOperations(port: Port, own: OperationTable, declared: OperationTable): OperationTable {
  const bindingName = requiredAttribute(port.binding, "name");
  const bound = operationsOf(port.binding, `binding ${bindingName}`);
  for (const [name, el] of bound) {
    if (!own.has(name)) {
      throw new ContractError(`binding ${bindingName} binds operation ${name}, which its portType ${requiredAttribute(port.portType, "name")} does not declare`, el.loc);
    }
    if (!declared.has(name)) {
      throw new ContractError(`binding ${bindingName} binds operation ${name}, which the SOAP portType does not declare: expected every operation on a SOAP port`, el.loc);
    }
  }
  return bound;
}

/** The documentation of the first portType operation of that name that has some. */
function firstDocumentation(portTypes: OperationTable[], name: string): string | undefined {
  for (const operations of portTypes) {
    const op = operations.get(name);
    const documentation = op && wsdlDocumentation(op);
    if (documentation !== undefined) return documentation;
  }
  return undefined;
}

function draftHeader(schemas: SchemaIndex, { name, el }: Declaration): DraftHeader {
  return { element: name, type: elementType(schemas, el, name.local), ...documentationField(schemaDocumentation(el)), loc: el.loc };
}
