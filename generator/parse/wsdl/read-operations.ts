/**
 * The operations, from the portTypes of the service's SOAP ports (SOAP 1.1 first; an operation a
 * later port's portType declares again is the same operation): their bodies, faults and headers;
 * SOAPAction and style from the SOAP bindings; documentation from the first portType that has
 * some; and which ports bind each operation. What a binding binds that its portType does not
 * declare has no messages, so it is reported and left out.
 */
import { clarkName } from "../../model/clark-name.ts";
import type {
  ContractWarning,
  DraftFault,
  DraftHeader,
  DraftOperation,
} from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { BINDING_KINDS, type QName } from "../../model/service-model.ts";
import { documentationField, wsdlDocumentation } from "./documentation.ts";
import { WSDL_NS } from "./namespaces.ts";
import { readBody, type BodyBinding } from "./read-bodies.ts";
import { httpAnswerRoot } from "./read-http-answer.ts";
import { readRequirements, readResultItems } from "./read-extensions.ts";
import { elementType } from "./read-field.ts";
import { faultPartElement, type HeaderPart } from "./read-message-part.ts";
import type { Port } from "./read-ports.ts";
import { readSoapOperation, type SoapOperation } from "./read-soap-operation.ts";
import type { XmlElement } from "./read-xml.ts";
import { tolerate } from "./reading.ts";
import type { SchemaIndex } from "./schema-index.ts";
import { lookupWsdl, operationsOf, type WsdlIndex } from "./wsdl-index.ts";
import { childOf, childrenOf, requiredAttribute, requiredQNameAttribute } from "./xml-element.ts";

export interface OperationsAndHeaders {
  operations: DraftOperation[];
  headers: DraftHeader[];
}

type OperationTable = Map<string, XmlElement>;

export function readOperations(
  schemas: SchemaIndex,
  wsdl: WsdlIndex,
  ports: Port[],
  warn: (w: ContractWarning) => void,
  at: XmlElement,
): OperationsAndHeaders {
  const soapPorts = [
    ...ports.filter((p) => p.kind === "soap11"),
    ...ports.filter((p) => p.kind === "soap12"),
  ];
  if (soapPorts.length === 0) {
    throw new ContractError(
      "the service has no SOAP port: expected a port whose binding has soap:binding or soap12:binding (operations are read from its messages)",
      at.loc,
    );
  }
  const declared = declaredOperations(wsdl, soapPorts, warn);
  const bound = new Map(ports.map((port) => [port, boundOperations(port, declared, warn)]));
  const publishedKinds = new Set(ports.map((p) => p.kind));
  const headers = new Map<string, DraftHeader>();
  const headerNames = (bound: HeaderPart[]): QName[] => {
    for (const header of bound) {
      const id = clarkName(header.element);
      if (!headers.has(id)) headers.set(id, header.draft());
    }
    return [...new Map(bound.map((h) => [clarkName(h.element), h.element])).values()];
  };

  // Each port's portType operations by name, looked up once per operation (not read again for each).
  const portTypeOperations = ports.map((p) =>
    operationsOf(p.portType, `portType ${requiredAttribute(p.portType, "name")}`),
  );
  const operations: DraftOperation[] = [];
  for (const [name, el] of declared) {
    const binders = ports.filter((p) => bound.get(p)!.has(name));
    if (binders.length === 0) {
      warn({
        message: `operation ${name} is bound by no port of the service: it is left out`,
        loc: el.loc,
      });
      continue;
    }
    const input = childOf(el, WSDL_NS, "input");
    if (!input) {
      warn({
        message: `operation ${name} has no input (a notification): it is left out, as it is no call a client makes`,
        loc: el.loc,
      });
      continue;
    }
    const soap = soapPorts
      .filter((p) => binders.includes(p))
      .map((p) => readSoapOperation(schemas, wsdl, bound.get(p)!.get(name)!, name, p.style));
    const primary: SoapOperation = soap[0]!;
    const request = readBody(schemas, wsdl, input, name, primary.body.input);
    const outputIo = childOf(el, WSDL_NS, "output");
    const response = outputIo
      ? readBody(schemas, wsdl, outputIo, name, primary.body.output as BodyBinding)
      : undefined;
    const soapAction = soap.find((s) => s.soapAction !== undefined)?.soapAction;
    const resultItems = response?.wrapper
      ? readResultItems(schemas, response.wrapper, name)
      : undefined;
    const kinds = new Set(binders.map((p) => p.kind));
    const httpPort = binders.find((p) => p.kind === "httpGet" || p.kind === "httpPost");
    const httpRoot =
      httpPort && httpAnswerRoot(wsdl, portTypeOperations[ports.indexOf(httpPort)]!.get(name));
    operations.push({
      name,
      ...documentationField(firstDocumentation(el, name, portTypeOperations)),
      soapAction: soapAction ?? "",
      style: primary.style,
      ...(primary.encodingStyle === undefined ? {} : { encodingStyle: primary.encodingStyle }),
      input: request.body,
      ...(response ? { output: response.body } : {}),
      faults: readFaults(schemas, wsdl, el, name),
      headers: headerNames(soap.flatMap((s) => s.headers.input)),
      outputHeaders: headerNames(soap.flatMap((s) => s.headers.output)),
      requirements: request.wrapper
        ? readRequirements(request.wrapper, request.body.fields, name)
        : [],
      ...(resultItems ? { resultItems } : {}),
      ...(httpRoot !== undefined ? { httpRoot } : {}),
      ...(kinds.size === publishedKinds.size
        ? {}
        : { bindings: BINDING_KINDS.filter((k) => kinds.has(k)) }),
      loc: el.loc,
    });
  }
  return { operations, headers: [...headers.values()] };
}

/**
 * Every operation the SOAP ports' portTypes declare, by name, the first port's first; each one's
 * messages resolve. A later portType's operation of a taken name is reported and left out.
 */
function declaredOperations(
  wsdl: WsdlIndex,
  soapPorts: Port[],
  warn: (w: ContractWarning) => void,
): OperationTable {
  const all: OperationTable = new Map();
  const seenPortTypes = new Set<XmlElement>();
  for (const { portType } of soapPorts) {
    if (seenPortTypes.has(portType)) continue;
    seenPortTypes.add(portType);
    const portTypeName = requiredAttribute(portType, "name");
    for (const [name, op] of operationsOf(portType, `portType ${portTypeName}`)) {
      for (const io of op.children.filter(
        (c) =>
          c.namespace === WSDL_NS &&
          (c.local === "input" || c.local === "output" || c.local === "fault"),
      )) {
        lookupWsdl(wsdl, "message", io, "message", `the ${io.local} of operation ${name}`);
      }
      if (all.has(name))
        warn({
          message: `portType ${portTypeName} declares operation ${name} again: the first declaration is read`,
          loc: op.loc,
        });
      else all.set(name, op);
    }
  }
  return all;
}

/** The operations a port's binding binds that are declared; others are reported. */
function boundOperations(
  port: Port,
  declared: OperationTable,
  warn: (w: ContractWarning) => void,
): OperationTable {
  const bindingName = requiredAttribute(port.binding, "name");
  const own = operationsOf(port.portType, `portType ${requiredAttribute(port.portType, "name")}`);
  const bound: OperationTable = new Map();
  for (const [name, el] of operationsOf(port.binding, `binding ${bindingName}`)) {
    if (!own.has(name))
      warn({
        message: `binding ${bindingName} binds operation ${name}, which its portType does not declare: it is left out`,
        loc: el.loc,
      });
    else if (!declared.has(name))
      warn({
        message: `binding ${bindingName} binds operation ${name}, which no SOAP port's portType declares: it is left out`,
        loc: el.loc,
      });
    else bound.set(name, el);
  }
  return bound;
}

/** The documentation of the first portType operation of that name that has some, port by port. */
function firstDocumentation(
  el: XmlElement,
  name: string,
  portTypeOperations: ReadonlyMap<string, XmlElement>[],
): string | undefined {
  for (const byName of portTypeOperations) {
    const op = byName.get(name);
    const documentation = op && wsdlDocumentation(op);
    if (documentation !== undefined) return documentation;
  }
  return wsdlDocumentation(el);
}

/** Each `wsdl:fault`: its message's one part names the detail element. */
function readFaults(
  schemas: SchemaIndex,
  wsdl: WsdlIndex,
  op: XmlElement,
  name: string,
): DraftFault[] {
  return childrenOf(op, WSDL_NS, "fault").map((fault) => {
    const faultName = fault.attributes.get("name") ?? unnamedFault(wsdl, fault);
    const message = lookupWsdl(
      wsdl,
      "message",
      fault,
      "message",
      `fault ${faultName} of operation ${name}`,
    );
    const messageName = requiredAttribute(message, "name");
    const parts = childrenOf(message, WSDL_NS, "part");
    if (parts.length !== 1) {
      throw new ContractError(
        `message ${messageName} of fault ${faultName} has ${parts.length} parts: expected one, naming the fault's detail element`,
        message.loc,
      );
    }
    const decl = faultPartElement(schemas, parts[0]!, messageName);
    return {
      name: faultName,
      element: decl.name,
      type: elementType(schemas, decl.el, decl.name.local),
      ...documentationField(wsdlDocumentation(fault)),
      loc: fault.loc,
    };
  });
}

/** A fault without a name: an error; --lenient names it after its message, as node-soap does. */
function unnamedFault(wsdl: WsdlIndex, fault: XmlElement): string {
  const message = requiredQNameAttribute(fault, "message", wsdl.reading).name.local;
  return tolerate(
    wsdl.reading,
    new ContractError(`<${fault.name}> needs a name attribute`, fault.loc),
    `named ${message}, after its message`,
    () => message,
  );
}
