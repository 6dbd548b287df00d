/** Small models for the sample-value tests: one namespace, types declared in a line each. */
import type {
  AttributeModel,
  ComplexTypeModel,
  FacetsModel,
  FieldModel,
  OperationModel,
  ServiceModel,
  TypeModel,
  TypeRef,
  XsdBuiltin,
} from "../../generator/model/service-model.ts";

const NS = "urn:t";

export const xsd = (name: XsdBuiltin): TypeRef => ({ kind: "builtin", xsd: name });
export const ref = (local: string): TypeRef => ({ kind: "named", id: `{${NS}}${local}` });

export function field(xmlName: string, type: TypeRef, extra: Partial<FieldModel> = {}): FieldModel {
  return {
    xmlName,
    namespace: NS,
    tsName: xmlName,
    type,
    minOccurs: 1,
    maxOccurs: 1,
    nillable: false,
    ...extra,
  };
}

export function attribute(
  xmlName: string,
  type: TypeRef,
  extra: Partial<AttributeModel> = {},
): AttributeModel {
  return { xmlName, namespace: "", tsName: xmlName, type, required: false, ...extra };
}

const named = (local: string) => ({
  id: `{${NS}}${local}`,
  name: { namespace: NS, local },
  tsName: local,
  anonymous: false,
});

export function complex(local: string, extra: Partial<ComplexTypeModel> = {}): ComplexTypeModel {
  return {
    kind: "complex",
    ...named(local),
    compositor: "sequence",
    fields: [],
    choices: [],
    attributes: [],
    anyAttribute: false,
    mixed: false,
    abstract: false,
    derived: [],
    ...extra,
  };
}

export function simple(local: string, base: XsdBuiltin, facets: FacetsModel): TypeModel {
  return { kind: "simple", ...named(local), base, facets };
}

export function enumeration(local: string, values: string[]): TypeModel {
  return {
    kind: "enum",
    ...named(local),
    base: "string",
    values: values.map((value) => ({ value, tsName: value })),
  };
}

export function list(
  local: string,
  item: TypeRef,
  facets: { length?: number; minLength?: number; maxLength?: number } = {},
): TypeModel {
  return { kind: "list", ...named(local), item, facets };
}

export function union(local: string, members: TypeRef[]): TypeModel {
  return { kind: "union", ...named(local), members };
}

export function modelOf(types: TypeModel[], operations: OperationModel[] = []): ServiceModel {
  return {
    name: "T",
    tsName: "T",
    namespace: NS,
    endpointPath: "/",
    bindings: [],
    operations,
    headers: [],
    types,
  };
}

export function operation(
  name: string,
  input: FieldModel[],
  output?: FieldModel[],
): OperationModel {
  return {
    name,
    tsName: name,
    typeStem: name,
    soapAction: "",
    style: "document",
    input: { wrapper: { namespace: NS, local: name }, fields: input },
    ...(output
      ? { output: { wrapper: { namespace: NS, local: `${name}Response` }, fields: output } }
      : {}),
    faults: [],
    headers: [],
    outputHeaders: [],
    requirements: [],
    bindings: ["soap11"],
  };
}
