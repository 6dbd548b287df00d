/**
 * Tiny contracts for emitter tests: a service in one namespace with the types and operations a
 * test gives, built into the model as a parser's draft would be.
 */
import { buildServiceModel } from "../../../generator/model/build-service-model.ts";
import type {
  ContractDraft,
  DraftField,
  DraftOperation,
  DraftType,
  DraftTypeRef,
} from "../../../generator/model/contract-draft.ts";
import type { ServiceModel, XsdBuiltin } from "../../../generator/model/service-model.ts";

export const NS = "urn:tiny";

export const builtin = (xsd: XsdBuiltin): DraftTypeRef => ({ kind: "builtin", xsd });
export const named = (local: string, namespace = NS): DraftTypeRef => ({
  kind: "named",
  name: { namespace, local },
});

export function field(
  xmlName: string,
  type: DraftTypeRef,
  more: Partial<DraftField> = {},
): DraftField {
  return { xmlName, namespace: NS, type, minOccurs: 1, maxOccurs: 1, nillable: false, ...more };
}

export function complex(
  local: string,
  fields: DraftField[],
  more: Partial<Extract<DraftType, { kind: "complex" }>> = {},
): DraftType {
  return {
    kind: "complex",
    name: { namespace: NS, local },
    compositor: "sequence",
    fields,
    attributes: [],
    abstract: false,
    ...more,
  };
}

/** A document/literal wrapped operation: `<name>` holds the parameters, `<name>Response` the results. */
export function wrapped(
  name: string,
  params: DraftField[],
  results: DraftField[],
  more: Partial<DraftOperation> = {},
): DraftOperation {
  return {
    name,
    soapAction: `urn:${name}`,
    input: { wrapper: { namespace: NS, local: name }, fields: params },
    output: { wrapper: { namespace: NS, local: `${name}Response` }, fields: results },
    headers: [],
    requirements: [],
    ...more,
  };
}

export function tinyModel(parts: {
  types?: DraftType[];
  operations?: DraftOperation[];
  headers?: ContractDraft["headers"];
}): ServiceModel {
  return buildServiceModel({
    file: "tiny.wsdl",
    service: { name: "Tiny", namespace: NS },
    bindings: [{ kind: "soap11", address: "http://localhost/tiny" }],
    operations: parts.operations ?? [],
    headers: parts.headers ?? [],
    types: parts.types ?? [],
    elements: [],
  });
}
