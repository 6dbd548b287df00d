/**
 * Reads a WSDL 1.1 contract: document/literal (wrapped and bare), rpc/literal and rpc/encoded operations, SOAP
 * 1.1/1.2 and HTTP GET/POST ports, XML Schema types, and the stated-requirements extension. Every
 * problem is a ContractError at `file:line:column`; what is read past is a warning. `lenient`
 * (--lenient) reads past the problems node-soap and zeep accept, with a warning each (reading.ts).
 */
import type { ContractDraft, ContractWarning } from "../../model/contract-draft.ts";
import type { ParsedContract } from "../parsed-contract.ts";
import { documentationField, wsdlDocumentation } from "./documentation.ts";
import { readOperations } from "./read-operations.ts";
import { securityAdvice } from "../../model/security-policy.ts";
import { bindingPolicies, indexPolicies } from "./read-policies.ts";
import { readPorts } from "./read-ports.ts";
import { collectingReading, withWarnings, type Reading } from "./reading.ts";
import { readElements, readTypes } from "./read-schema.ts";
import { loadWsdlSources, type WsdlSources } from "./resolve-imports.ts";
import { indexSchemas } from "./schema-index.ts";
import { indexDefinitions } from "./wsdl-index.ts";

export async function parseWsdlFile(
  file: string,
  options: { allowNetwork: boolean; lenient?: boolean },
): Promise<ParsedContract> {
  const warnings: ContractWarning[] = [];
  const reading = collectingReading(options.lenient ?? false, warnings);
  try {
    const sources = await loadWsdlSources(file, options, reading);
    const draft = readDraft(file, sources, reading);
    return { draft: warnings.length > 0 ? { ...draft, warnings } : draft, files: sources.files };
  } catch (err) {
    throw withWarnings(err, warnings);
  }
}

function readDraft(file: string, sources: WsdlSources, reading: Reading): ContractDraft {
  const main = sources.definitions[0]!;
  const wsdl = indexDefinitions(sources.definitions, reading);
  const warn = reading.warn;
  const service = wsdl.services[0];
  if (wsdl.services.length > 1)
    warn({
      message: `the WSDL declares ${wsdl.services.length} services: the ports of all of them are read as one service, ${service!.attributes.get("name")}`,
      loc: wsdl.services[1]!.loc,
    });
  const schemas = indexSchemas(sources.schemas, reading);
  const ports = readPorts(wsdl, warn);
  const policies = indexPolicies(sources.definitions);
  const { operations, headers } = readOperations(schemas, wsdl, ports, warn, service ?? main);
  // Read last: types declared inline in the elements read above are collected on the way.
  const { types, refused } = readTypes(schemas);
  return {
    file,
    service: {
      name: service?.attributes.get("name") ?? main.attributes.get("name") ?? "Service",
      namespace: main.attributes.get("targetNamespace") ?? "",
      ...documentationField((service && wsdlDocumentation(service)) ?? wsdlDocumentation(main)),
      loc: (service ?? main).loc,
    },
    bindings: ports.map((p) => {
      if (!p.kind.startsWith("soap")) return p.draft;
      const { security, addressing } = bindingPolicies(p.binding, policies, warn);
      const advice = security && securityAdvice({ name: p.draft.name ?? "", security });
      if (advice) warn({ message: advice, loc: p.binding.loc });
      return {
        ...p.draft,
        ...(security ? { security } : {}),
        ...(addressing ? { addressing: true as const } : {}),
      };
    }),
    operations,
    headers,
    types,
    ...(refused.length > 0 ? { refusedTypes: refused } : {}),
    elements: readElements(schemas),
  };
}
