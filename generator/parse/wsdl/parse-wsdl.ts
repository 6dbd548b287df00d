/**
 * Reads a WSDL 1.1 contract as ASP.NET ASMX and WCF (basicHttpBinding) publish it: document/literal
 * wrapped operations, SOAP 1.1/1.2 and HTTP GET/POST ports, XML Schema types, and the
 * stated-requirements extension. Every problem is a ContractError at `file:line:column`.
 */
import type { ContractDraft } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { ParsedContract } from "../parsed-contract.ts";
import { documentationField, wsdlDocumentation } from "./documentation.ts";
import { readOperations } from "./read-operations.ts";
import { readPorts } from "./read-ports.ts";
import { readElements, readTypes } from "./read-schema.ts";
import { loadWsdlSources, type WsdlSources } from "./resolve-imports.ts";
import { indexSchemas } from "./schema-index.ts";
import { indexDefinitions } from "./wsdl-index.ts";
import { requiredAttribute } from "./xml-element.ts";

export async function parseWsdlFile(file: string, options: { allowNetwork: boolean }): Promise<ParsedContract> {
  const sources = await loadWsdlSources(file, options);
  return { draft: readDraft(file, sources), files: sources.files };
}

function readDraft(file: string, sources: WsdlSources): ContractDraft {
  const main = sources.definitions[0]!;
  const wsdl = indexDefinitions(sources.definitions);
  const service = wsdl.services[0];
  if (!service) throw new ContractError("the WSDL declares no wsdl:service: expected one, with a port per binding", main.loc);
  if (wsdl.services[1]) throw new ContractError("the WSDL declares a second wsdl:service: expected one", wsdl.services[1].loc);
  const schemas = indexSchemas(sources.schemas);
  const ports = readPorts(wsdl, service);
  const { operations, headers } = readOperations(schemas, wsdl, ports, service);
  return {
    file,
    service: {
      name: requiredAttribute(service, "name"),
      namespace: main.attributes.get("targetNamespace") ?? "",
      ...documentationField(wsdlDocumentation(service) ?? wsdlDocumentation(main)),
      loc: service.loc,
    },
    bindings: ports.map((p) => p.draft),
    operations,
    headers,
    types: readTypes(schemas),
    elements: readElements(schemas),
  };
}
