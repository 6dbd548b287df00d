/**
 * Turns a parser's draft into the model: fills in ASMX defaults, resolves and checks every type
 * reference, rejects duplicates, computes TypeScript names and finds the result envelope.
 */
import type {
  ContractDraft,
  DraftField,
  DraftOperation,
  DraftType,
  DraftTypeRef,
  SourceLocation,
} from "./contract-draft.ts";
import { ContractError } from "./contract-error.ts";
import { findEnvelope } from "./find-envelope.ts";
import { NameAllocator, RESERVED_TYPE_NAMES, camelCase, pascalCase, safeIdentifier, sanitizeIdentifier } from "./names.ts";
import {
  BINDING_KINDS,
  type BindingKind,
  type BindingModel,
  type FieldModel,
  type HeaderModel,
  type OperationModel,
  type QName,
  type ServiceModel,
  type TypeModel,
  type TypeRef,
} from "./service-model.ts";

export function clarkName(name: QName): string {
  return `{${name.namespace}}${name.local}`;
}

const DEFAULT_BINDING_SUFFIX: Record<BindingKind, string> = {
  soap11: "Soap",
  soap12: "Soap12",
  httpGet: "HttpGet",
  httpPost: "HttpPost",
};

/** Suffixes of the per-operation type names the emitters write (`EventGetListParams`). */
const OPERATION_TYPE_SUFFIXES = ["Params", "ParamsFields", "Result"];

export function buildServiceModel(draft: ContractDraft): ServiceModel {
  const ns = draft.service.namespace;
  const typeIds = indexTypes(draft);
  const resolve = (ref: DraftTypeRef, where: string): TypeRef => resolveRef(ref, typeIds, where, draft.file);

  const bindings = buildBindings(draft);
  const operationNames = new NameAllocator();
  const reservedTypeNames = new Set(RESERVED_TYPE_NAMES);
  const operations = checkUnique(draft.operations, (op) => op.name, "operation", draft.file).map((op) => {
    const tsName = operationNames.allocate(safeIdentifier(op.name));
    const typeStem = pascalCase(op.name);
    for (const suffix of OPERATION_TYPE_SUFFIXES) reservedTypeNames.add(typeStem + suffix);
    return buildOperation(op, tsName, typeStem, ns, bindings, resolve, draft.file);
  });

  const typeNames = new NameAllocator([...reservedTypeNames, pascalCase(draft.service.name)]);
  const types = [...draft.types]
    .sort((a, b) => compareCodeUnits(clarkName(a.name), clarkName(b.name)))
    .map((t) => buildType(t, typeNames.allocate(safeIdentifier(t.name.local)), resolve));

  const headerNames = new NameAllocator();
  const headers: HeaderModel[] = draft.headers.map((h) => ({
    id: clarkName(h.element),
    element: h.element,
    tsName: headerNames.allocate(camelCase(h.element.local)),
    type: resolve(h.type, `header ${h.element.local}`),
    ...(h.documentation ? { documentation: h.documentation } : {}),
  }));
  const headerIds = new Set(headers.map((h) => h.id));
  for (const op of operations) {
    for (const id of op.headers) {
      if (!headerIds.has(id)) {
        throw new ContractError(`operation ${op.name} binds header ${id}, which is not declared`, locOf(draft, op.name));
      }
    }
  }

  const model: ServiceModel = {
    name: draft.service.name,
    tsName: pascalCase(draft.service.name),
    namespace: ns,
    endpointPath: endpointPathOf(bindings),
    ...(draft.service.documentation ? { documentation: draft.service.documentation } : {}),
    bindings,
    operations,
    headers,
    types,
  };
  const envelope = findEnvelope(model, draft.elements.map((e) => ({ name: e.name, type: resolve(e.type, `element ${e.name.local}`) })));
  return envelope ? { ...model, envelope } : model;
}

function indexTypes(draft: ContractDraft): Set<string> {
  const ids = new Set<string>();
  for (const t of draft.types) {
    const id = clarkName(t.name);
    if (ids.has(id)) throw new ContractError(`type ${t.name.local} is declared twice in namespace ${t.name.namespace}`, t.loc ?? { file: draft.file });
    ids.add(id);
  }
  return ids;
}

function resolveRef(ref: DraftTypeRef, typeIds: Set<string>, where: string, file: string): TypeRef {
  if (ref.kind === "builtin") return ref;
  const id = clarkName(ref.name);
  if (!typeIds.has(id)) {
    throw new ContractError(
      `unresolved type ${ref.name.local} (namespace ${ref.name.namespace || "none"}) in ${where}: expected a complexType or simpleType of that name`,
      ref.loc ?? { file },
    );
  }
  return { kind: "named", id };
}

function buildBindings(draft: ContractDraft): BindingModel[] {
  const byKind = new Map(checkUnique(draft.bindings, (b) => b.kind, "binding", draft.file).map((b) => [b.kind, b]));
  const bindings: BindingModel[] = [];
  for (const kind of BINDING_KINDS) {
    const b = byKind.get(kind);
    if (!b) continue;
    const name = b.name ?? `${draft.service.name}${DEFAULT_BINDING_SUFFIX[kind]}`;
    bindings.push({ kind, name, portName: b.portName ?? name, address: b.address });
  }
  if (bindings.length === 0) throw new ContractError("the contract has no SOAP or HTTP binding: expected at least one port", { file: draft.file });
  return bindings;
}

function endpointPathOf(bindings: BindingModel[]): string {
  const paths = new Set(bindings.map((b) => new URL(b.address, "http://localhost").pathname));
  if (paths.size !== 1) throw new ContractError(`the ports publish different addresses (${[...paths].join(", ")}): expected one endpoint path`);
  return [...paths][0]!;
}

function buildOperation(
  op: DraftOperation,
  tsName: string,
  typeStem: string,
  ns: string,
  bindings: BindingModel[],
  resolve: (ref: DraftTypeRef, where: string) => TypeRef,
  file: string,
): OperationModel {
  const where = `operation ${op.name}`;
  const parameters = buildFields(checkUnique(op.parameters, (p) => p.xmlName, `parameter of ${where}`, file), where, resolve);
  const paramNames = new Set(op.parameters.map((p) => p.xmlName));
  for (const req of op.requirements) {
    for (const p of req.params) {
      if (!paramNames.has(p)) throw new ContractError(`${where} states a requirement on ${p}, which is not one of its parameters`, op.loc ?? { file });
    }
  }
  const published = new Set(bindings.map((b) => b.kind));
  for (const kind of op.bindings ?? []) {
    if (!published.has(kind)) throw new ContractError(`${where} names binding ${kind}, which the service does not publish`, op.loc ?? { file });
  }
  return {
    name: op.name,
    tsName,
    typeStem,
    ...(op.documentation ? { documentation: op.documentation } : {}),
    soapAction: op.soapAction ?? `${ns}${op.name}`,
    requestElement: op.requestElement ?? { namespace: ns, local: op.name },
    responseElement: op.responseElement ?? { namespace: ns, local: `${op.name}Response` },
    resultElement: op.resultElement ?? { namespace: ns, local: `${op.name}Result` },
    resultType: resolve(op.resultType, where),
    parameters,
    headers: op.headers.map(clarkName),
    requirements: op.requirements,
    ...(op.resultItems
      ? { resultItems: { typeId: resolveNamed(op.resultItems.type, resolve, where), cardinality: op.resultItems.cardinality } }
      : {}),
    bindings: BINDING_KINDS.filter((k) => published.has(k) && (op.bindings ? op.bindings.includes(k) : true)),
  };
}

function resolveNamed(name: QName, resolve: (ref: DraftTypeRef, where: string) => TypeRef, where: string): string {
  const ref = resolve({ kind: "named", name }, where);
  return ref.kind === "named" ? ref.id : ref.xsd;
}

function buildFields(fields: DraftField[], where: string, resolve: (ref: DraftTypeRef, where: string) => TypeRef): FieldModel[] {
  const names = new NameAllocator();
  return fields.map((f) => ({
    xmlName: f.xmlName,
    namespace: f.namespace,
    tsName: names.allocate(sanitizeIdentifier(f.xmlName)),
    type: resolve(f.type, `${where}, element ${f.xmlName}`),
    minOccurs: f.minOccurs,
    maxOccurs: f.maxOccurs,
    nillable: f.nillable,
    ...(f.documentation ? { documentation: f.documentation } : {}),
  }));
}

function buildType(t: DraftType, tsName: string, resolve: (ref: DraftTypeRef, where: string) => TypeRef): TypeModel {
  const id = clarkName(t.name);
  const doc = t.documentation ? { documentation: t.documentation } : {};
  const where = `type ${t.name.local}`;
  if (t.kind === "enum") {
    const members = new NameAllocator();
    return { kind: "enum", id, name: t.name, tsName, ...doc, base: t.base, values: t.values.map((value) => ({ value, tsName: members.allocate(safeIdentifier(value)) })) };
  }
  if (t.kind === "simple") return { kind: "simple", id, name: t.name, tsName, ...doc, base: t.base, list: t.list };
  const fields = buildFields(t.fields, where, resolve);
  const attrNames = new NameAllocator(fields.map((f) => f.tsName));
  const attributes = t.attributes.map((a) => ({
    xmlName: a.xmlName,
    namespace: a.namespace,
    tsName: attrNames.allocate(sanitizeIdentifier(a.xmlName)),
    type: resolve(a.type, `${where}, attribute ${a.xmlName}`),
    required: a.required,
    ...(a.documentation ? { documentation: a.documentation } : {}),
  }));
  const only = fields.length === 1 && attributes.length === 0 && !t.base ? fields[0] : undefined;
  return {
    kind: "complex",
    id,
    name: t.name,
    tsName,
    ...doc,
    ...(t.base ? { base: resolve(t.base, `${where}, extension base`) } : {}),
    compositor: t.compositor,
    fields,
    attributes,
    ...(only && only.maxOccurs !== 1 ? { arrayItem: only } : {}),
    abstract: t.abstract,
  };
}

function checkUnique<T extends { loc?: SourceLocation }>(items: T[], key: (item: T) => string, what: string, file: string): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw new ContractError(`duplicate ${what} ${k}: each name may appear once`, item.loc ?? { file });
    seen.add(k);
  }
  return items;
}

function locOf(draft: ContractDraft, operation: string): SourceLocation {
  return draft.operations.find((o) => o.name === operation)?.loc ?? { file: draft.file };
}

/** Orders strings by UTF-16 code units, independent of the machine's locale. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
