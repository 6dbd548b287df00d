/**
 * Turns a parser's draft into the model: fills in defaults, resolves and checks every type
 * reference, rejects duplicates, computes TypeScript names and finds the result envelope.
 */
import { clarkName } from "./clark-name.ts";
import type {
  ContractDraft,
  ContractWarning,
  DraftBody,
  DraftField,
  DraftOperation,
  DraftType,
  DraftTypeRef,
  RefusedType,
  SourceLocation,
} from "./contract-draft.ts";
import { compareCodeUnits } from "./code-unit-order.ts";
import { ContractError } from "./contract-error.ts";
import { withRestrictionAttributes } from "./restriction-attributes.ts";
import { findAuthHeader } from "./auth-header.ts";
import { withoutUnusedEncodedArrays } from "./unused-encoded-arrays.ts";
import { findEnvelope } from "./find-envelope.ts";
import {
  NameAllocator,
  RESERVED_TYPE_NAMES,
  pascalCase,
  propertyName,
  safeIdentifier,
} from "./names.ts";
import {
  BINDING_KINDS,
  type AttributeModel,
  type BindingKind,
  type BindingModel,
  type BodyModel,
  type ComplexTypeModel,
  type FaultModel,
  type FieldModel,
  type HeaderModel,
  type OperationModel,
  type QName,
  type ServiceModel,
  type TypeModel,
  type TypeRef,
} from "./service-model.ts";

const DEFAULT_BINDING_SUFFIX: Record<BindingKind, string> = {
  soap11: "Soap",
  soap12: "Soap12",
  httpGet: "HttpGet",
  httpPost: "HttpPost",
};

/** Suffixes of the per-operation type names the emitters write (`EventGetListParams`). */
const OPERATION_TYPE_SUFFIXES = ["Params", "ParamsFields", "Result", "Fault"];

type Resolve = (ref: DraftTypeRef, where: string) => TypeRef;

/** `warn` hears what the model leaves out of the contract (an HTTP binding an operation cannot use). */
export function buildServiceModel(
  draft: ContractDraft,
  warn: (w: ContractWarning) => void = () => {},
): ServiceModel {
  draft = withoutUnusedEncodedArrays(draft, warn);
  const ns = draft.service.namespace;
  const typeIds = indexTypes(draft);
  refuseCircularTypes(draft);
  refuseComplexText(draft);
  const refused = new Map((draft.refusedTypes ?? []).map((t) => [clarkName(t.name), t]));
  const resolve: Resolve = (ref, where) => resolveRef(ref, typeIds, refused, where, draft.file);

  const bindings = buildBindings(draft);
  const operationNames = new NameAllocator();
  // Type names compare case-insensitively: `GetItem` and `getItem` must not both make `GetItemParams`.
  const typeStems = new NameAllocator();
  const reservedTypeNames = new Set(RESERVED_TYPE_NAMES);
  const operations = checkUnique(draft.operations, (op) => op.name, "operation", draft.file).map(
    (op) => {
      const tsName = operationNames.allocate(safeIdentifier(op.name));
      const typeStem = typeStems.allocate(pascalCase(op.name));
      for (const suffix of OPERATION_TYPE_SUFFIXES) reservedTypeNames.add(typeStem + suffix);
      return buildOperation(op, tsName, typeStem, ns, bindings, resolve, draft.file);
    },
  );

  const serviceName = pascalCase(draft.service.name);
  const typeNames = new NameAllocator([...reservedTypeNames, serviceName, `${serviceName}Headers`]);
  const types = withRestrictionAttributes(draft.types)
    .sort((a, b) => compareCodeUnits(clarkName(a.name), clarkName(b.name)))
    .map((t) => buildType(t, typeNames.allocate(typeName(t)), resolve));
  const withDerived = withFamilies(addDerivedTypes(withoutArrayCycles(types)), typeNames);
  const usable = withRequestTwins(
    operations.map((op) => withUsableBindings(op, withDerived, draft, warn)),
    draft,
    warn,
  );

  const headerNames = new NameAllocator();
  const headers: HeaderModel[] = draft.headers.map((h) => ({
    id: clarkName(h.element),
    element: h.element,
    tsName: headerNames.allocate(propertyName(h.element.local)),
    type: resolve(h.type, `header ${h.element.local}`),
    ...(h.documentation ? { documentation: h.documentation } : {}),
  }));
  const headerIds = new Set(headers.map((h) => h.id));
  for (const op of usable) {
    for (const id of [...op.headers, ...op.outputHeaders]) {
      if (!headerIds.has(id)) {
        throw new ContractError(
          `operation ${op.name} binds header ${id}, which is not declared`,
          locOf(draft, op.name),
        );
      }
    }
  }

  const model: ServiceModel = {
    name: draft.service.name,
    tsName: pascalCase(draft.service.name),
    namespace: ns,
    endpointPath: endpointPathOf(bindings, draft),
    ...(draft.service.documentation ? { documentation: draft.service.documentation } : {}),
    ...(draft.service.version ? { version: draft.service.version } : {}),
    bindings,
    operations: usable,
    headers,
    types: withDerived,
  };
  const envelope = findEnvelope(
    model,
    draft.elements.map((e) => ({ name: e.name, type: resolve(e.type, `element ${e.name.local}`) })),
  );
  const auth = findAuthHeader(model);
  return { ...model, ...(envelope ? { envelope } : {}), ...(auth ? { authHeader: auth.id } : {}) };
}

/** A named type's TypeScript name: its local name; an anonymous one's, its path's words. */
function typeName(t: DraftType): string {
  return t.anonymous
    ? pascalCase(
        t.name.local
          .split("/")
          .map((part) => pascalCase(part))
          .join("_"),
      ).replace(/_/g, "")
    : safeIdentifier(t.name.local);
}

function indexTypes(draft: ContractDraft): Set<string> {
  const ids = new Set<string>();
  for (const t of draft.types) {
    const id = clarkName(t.name);
    if (ids.has(id))
      throw new ContractError(
        `type ${t.name.local} is declared twice in namespace ${t.name.namespace}`,
        t.loc ?? { file: draft.file },
      );
    ids.add(id);
  }
  return ids;
}

/**
 * A complex type derived from itself through its bases, or a list or union of itself: XML Schema
 * allows no circular definition, and the emitters would follow it without end.
 */
function refuseCircularTypes(draft: ContractDraft): void {
  const byId = new Map(draft.types.map((t) => [clarkName(t.name), t]));
  const definedBy = (t: DraftType) =>
    t.kind === "complex"
      ? t.base
        ? [t.base]
        : []
      : t.kind === "list"
        ? [t.item]
        : t.kind === "union"
          ? t.members
          : [];
  const acyclic = new Set<DraftType>();
  const visit = (t: DraftType, path: DraftType[]): void => {
    if (acyclic.has(t)) return;
    if (path.includes(t)) {
      const cycle = [...path.slice(path.indexOf(t)), t].map((x) => x.name.local).join(" -> ");
      throw new ContractError(
        `type ${t.name.local} is defined by itself (${cycle}): expected bases, list items and union members that end in other types`,
        t.loc ?? { file: draft.file },
      );
    }
    for (const ref of definedBy(t)) {
      const next = ref.kind === "named" ? byId.get(clarkName(ref.name)) : undefined;
      if (next) visit(next, [...path, t]);
    }
    acyclic.add(t);
  };
  for (const t of draft.types) visit(t, []);
}

/** Attributes, simple content, list items and union members are text: a complex type (xsd:anyType among them) cannot be theirs. */
function refuseComplexText(draft: ContractDraft): void {
  const kinds = new Map(draft.types.map((t) => [clarkName(t.name), t.kind]));
  const check = (ref: DraftTypeRef, where: string, loc: SourceLocation | undefined) => {
    const complex =
      ref.kind === "builtin" ? ref.xsd === "anyType" : kinds.get(clarkName(ref.name)) === "complex";
    if (!complex) return;
    const name = ref.kind === "builtin" ? "xsd:anyType" : ref.name.local;
    throw new ContractError(
      `${where} has the complex type ${name}: expected a simple type, as it holds text`,
      (ref.kind === "named" ? ref.loc : undefined) ?? loc ?? { file: draft.file },
    );
  };
  for (const t of draft.types) {
    if (t.kind === "complex")
      for (const a of t.attributes)
        check(a.type, `attribute ${a.xmlName} of type ${t.name.local}`, a.loc ?? t.loc);
    if (t.kind === "complex" && t.text)
      check(t.text, `the simple content of type ${t.name.local}`, t.loc);
    if (t.kind === "list") check(t.item, `the item type of list type ${t.name.local}`, t.loc);
    if (t.kind === "union")
      for (const m of t.members) check(m, `a member of union type ${t.name.local}`, t.loc);
  }
}

function resolveRef(
  ref: DraftTypeRef,
  typeIds: Set<string>,
  refused: ReadonlyMap<string, RefusedType>,
  where: string,
  file: string,
): TypeRef {
  if (ref.kind === "builtin") return ref;
  const id = clarkName(ref.name);
  const left = refused.get(id);
  if (left)
    throw new ContractError(
      `type ${ref.name.local}, which ${where} uses, cannot be read: ${left.reason}`,
      left.loc ?? ref.loc ?? { file },
    );
  if (!typeIds.has(id)) {
    throw new ContractError(
      `unresolved type ${ref.name.local} (namespace ${ref.name.namespace || "none"}) in ${where}: expected a complexType or simpleType of that name`,
      ref.loc ?? { file },
    );
  }
  return { kind: "named", id };
}

function buildBindings(draft: ContractDraft): BindingModel[] {
  const byKind = new Map(
    checkUnique(draft.bindings, (b) => b.kind, "binding", draft.file).map((b) => [b.kind, b]),
  );
  const bindings: BindingModel[] = [];
  for (const kind of BINDING_KINDS) {
    const b = byKind.get(kind);
    if (!b) continue;
    const name = b.name ?? `${draft.service.name}${DEFAULT_BINDING_SUFFIX[kind]}`;
    bindings.push({
      kind,
      name,
      portName: b.portName ?? name,
      address: b.address,
      ...(b.security ? { security: b.security } : {}),
      ...(b.addressing ? { addressing: true as const } : {}),
    });
  }
  if (bindings.length === 0)
    throw new ContractError(
      "the contract has no SOAP or HTTP binding: expected at least one port",
      { file: draft.file },
    );
  return bindings;
}

/**
 * The path the service is served at: the first SOAP port's with an address, else the first
 * port's with one (the client and server serve every binding there; ports at other paths are
 * answered there too); `/` when no port has one. An address that is no WHATWG URL but has the
 * shape of one (a placeholder such as `http://server:port/CICS/...`, which the deployer replaces)
 * gives its path as written.
 */
function endpointPathOf(bindings: BindingModel[], draft: ContractDraft): string {
  const addressed = bindings.filter((b) => b.address !== "");
  const first =
    addressed.find((b) => b.kind === "soap11" || b.kind === "soap12") ??
    addressed[0] ??
    bindings[0]!;
  try {
    return new URL(first.address || "/", "http://localhost").pathname;
  } catch {
    const written = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(first.address);
    if (written) return written[1] || "/";
    throw new ContractError(
      `the address ${JSON.stringify(first.address)} of port ${first.portName} is not a URL: expected an http(s) address`,
      draft.bindings.find((b) => b.kind === first.kind)?.loc ?? { file: draft.file },
    );
  }
}

function buildOperation(
  op: DraftOperation,
  tsName: string,
  typeStem: string,
  ns: string,
  bindings: BindingModel[],
  resolve: Resolve,
  file: string,
): OperationModel {
  const where = `operation ${op.name}`;
  const input = buildBody(op.input, "parameter", where, resolve, file);
  const paramNames = new Set(input.fields.map((p) => p.xmlName));
  for (const req of op.requirements) {
    for (const p of req.params) {
      if (!paramNames.has(p))
        throw new ContractError(
          `${where} states a requirement on ${p}, which is not one of its parameters`,
          op.loc ?? { file },
        );
    }
  }
  const published = new Set(bindings.map((b) => b.kind));
  for (const kind of op.bindings ?? []) {
    if (!published.has(kind))
      throw new ContractError(
        `${where} names binding ${kind}, which the service does not publish`,
        op.loc ?? { file },
      );
  }
  const faults: FaultModel[] = (op.faults ?? []).map((f) => ({
    name: f.name,
    element: f.element,
    type: resolve(f.type, `fault ${f.name} of ${where}`),
    ...(f.documentation ? { documentation: f.documentation } : {}),
  }));
  return {
    name: op.name,
    tsName,
    typeStem,
    ...(op.documentation ? { documentation: op.documentation } : {}),
    soapAction: op.soapAction ?? `${ns}${op.name}`,
    style: op.style ?? "document",
    ...(op.encodingStyle === undefined ? {} : { encodingStyle: op.encodingStyle }),
    input,
    ...(op.output ? { output: buildBody(op.output, "result", where, resolve, file) } : {}),
    faults,
    headers: op.headers.map(clarkName),
    outputHeaders: (op.outputHeaders ?? []).map(clarkName),
    requirements: op.requirements,
    ...(op.resultItems
      ? {
          resultItems: {
            typeId: resolveNamed(op.resultItems.type, resolve, where),
            cardinality: op.resultItems.cardinality,
          },
        }
      : {}),
    ...(op.httpRoot !== undefined ? { httpRoot: op.httpRoot } : {}),
    bindings: BINDING_KINDS.filter(
      (k) => published.has(k) && (op.bindings ? op.bindings.includes(k) : true),
    ),
  };
}

/**
 * HTTP GET and POST (ASMX) carry an operation whose request is one element of simple-typed
 * parameters and whose answer is one element: other operations are left off those bindings.
 */
function withUsableBindings(
  op: OperationModel,
  types: TypeModel[],
  draft: ContractDraft,
  warn: (w: ContractWarning) => void,
): OperationModel {
  const http: BindingKind[] = op.bindings.filter((b) => b === "httpGet" || b === "httpPost");
  if (http.length === 0) return withHttpRoot(op, []);
  const simple = (f: FieldModel) => {
    if (f.maxOccurs !== 1) return false;
    if (f.type.kind === "builtin") return f.type.xsd !== "anyType";
    const id = f.type.id;
    return types.find((t) => t.id === id)?.kind !== "complex";
  };
  // The answer is one document: its root is the one result, which cannot be repeated.
  if (
    op.input.wrapper &&
    op.input.fields.every(simple) &&
    op.output?.fields.length === 1 &&
    op.output.fields[0]!.maxOccurs === 1
  )
    return withHttpRoot(op, types);
  warn({
    message: `operation ${op.name} cannot travel on HTTP GET/POST (its parameters or result are not single simple values): it is left off ${http.join(" and ")}`,
    loc: locOf(draft, op.name),
  });
  const { httpRoot: _, ...soapOnly } = op;
  return { ...soapOnly, bindings: op.bindings.filter((b) => !http.includes(b)) };
}

/**
 * The HTTP answer's root the WSDL names is kept for a result of an inline type (ASMX's DataSet
 * and XmlElement), which has no name of its own to root the answer; other results' roots are
 * their types' names.
 */
function withHttpRoot(op: OperationModel, types: TypeModel[]): OperationModel {
  if (op.httpRoot === undefined) return op;
  const type = op.output?.fields.length === 1 ? op.output.fields[0]!.type : undefined;
  if (type?.kind === "named" && types.find((t) => t.id === type.id)?.anonymous) return op;
  const { httpRoot: _, ...rest } = op;
  return rest;
}

function buildBody(
  body: DraftBody,
  what: string,
  where: string,
  resolve: Resolve,
  file: string,
): BodyModel {
  const fields = buildFields(
    checkUnique(
      body.fields,
      (f) => `${f.namespace} ${f.xmlName}`,
      `${what} of ${where}`,
      file,
      (f) => f.xmlName,
    ),
    where,
    resolve,
  );
  return { ...(body.wrapper ? { wrapper: body.wrapper } : {}), fields };
}

function resolveNamed(name: QName, resolve: Resolve, where: string): string {
  const ref = resolve({ kind: "named", name }, where);
  return ref.kind === "named" ? ref.id : ref.xsd;
}

function buildFields(
  fields: DraftField[],
  where: string,
  resolve: Resolve,
  names = new NameAllocator(),
): FieldModel[] {
  return fields.map((f) => ({
    xmlName: f.xmlName,
    namespace: f.namespace,
    tsName: names.allocate(f.tsStem ?? f.xmlName),
    type: resolve(f.type, `${where}, element ${f.xmlName}`),
    minOccurs: f.minOccurs,
    maxOccurs: f.maxOccurs,
    nillable: f.nillable,
    ...(f.choice ? { choice: f.choice } : {}),
    ...(f.interleaved !== undefined ? { interleaved: f.interleaved } : {}),
    ...(f.documentation ? { documentation: f.documentation } : {}),
  }));
}

function buildType(t: DraftType, tsName: string, resolve: Resolve): TypeModel {
  const id = clarkName(t.name);
  const common = {
    id,
    name: t.name,
    tsName,
    anonymous: t.anonymous ?? false,
    ...(t.documentation ? { documentation: t.documentation } : {}),
  };
  const where = `type ${t.name.local}`;
  switch (t.kind) {
    case "enum": {
      const members = new NameAllocator();
      const values = t.values.map((value, i) => {
        const documentation = t.valueDocumentation?.[i];
        return {
          value,
          tsName: members.allocate(safeIdentifier(value)),
          ...(documentation ? { documentation } : {}),
        };
      });
      return { kind: "enum", ...common, base: t.base, values };
    }
    case "simple":
      return { kind: "simple", ...common, base: t.base, facets: t.facets ?? {} };
    case "list":
      return {
        kind: "list",
        ...common,
        item: resolve(t.item, `${where}, list item`),
        facets: t.facets ?? {},
      };
    case "union":
      return {
        kind: "union",
        ...common,
        members: t.members.map((m) => resolve(m, `${where}, union member`)),
      };
    case "complex":
      return buildComplexType(t, common, where, resolve);
  }
}

function buildComplexType(
  t: Extract<DraftType, { kind: "complex" }>,
  common: Omit<
    ComplexTypeModel,
    | "kind"
    | "compositor"
    | "fields"
    | "choices"
    | "attributes"
    | "anyAttribute"
    | "mixed"
    | "abstract"
    | "derived"
  >,
  where: string,
  resolve: Resolve,
): ComplexTypeModel {
  const names = new NameAllocator();
  const fields = buildFields(t.fields, where, resolve, names);
  const attributes: AttributeModel[] = t.attributes.map((a) => ({
    xmlName: a.xmlName,
    namespace: a.namespace,
    tsName: names.allocate(a.xmlName),
    type: resolve(a.type, `${where}, attribute ${a.xmlName}`),
    required: a.required,
    ...(a.default !== undefined ? { default: a.default } : {}),
    ...(a.fixed !== undefined ? { fixed: a.fixed } : {}),
    ...(a.documentation ? { documentation: a.documentation } : {}),
  }));
  const plain =
    attributes.length === 0 && !t.base && !t.text && !t.anyAttribute && !t.anyElements && !t.mixed;
  const only = fields.length === 1 && plain && !fields[0]!.choice ? fields[0] : undefined;
  return {
    kind: "complex",
    ...common,
    ...(t.base
      ? {
          base: resolve(t.base, `${where}, ${t.derivation ?? "extension"} base`),
          derivation: t.derivation ?? "extension",
        }
      : {}),
    compositor: t.compositor,
    fields,
    choices: t.choices ?? [],
    attributes,
    anyAttribute: t.anyAttribute ?? false,
    ...(t.anyElements ? { anyElements: t.anyElements } : {}),
    ...(t.text ? { text: resolve(t.text, `${where}, simple content`) } : {}),
    mixed: t.mixed ?? false,
    ...(only && only.maxOccurs !== 1 ? { arrayItem: only } : {}),
    ...(t.encodedArray ? { encodedArray: t.encodedArray } : {}),
    abstract: t.abstract,
    derived: [],
  };
}

/** Each complex type's derived types (by complexContent, transitively), sorted by id. */
function addDerivedTypes(types: TypeModel[]): TypeModel[] {
  const direct = new Map<string, string[]>();
  for (const t of types) {
    if (t.kind === "complex" && t.base?.kind === "named")
      direct.set(t.base.id, [...(direct.get(t.base.id) ?? []), t.id]);
  }
  const all = (id: string, seen = new Set<string>()): string[] => {
    for (const child of direct.get(id) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      all(child, seen);
    }
    return [...seen];
  };
  return types.map((t) =>
    t.kind === "complex" && direct.has(t.id)
      ? { ...t, derived: all(t.id).sort(compareCodeUnits) }
      : t,
  );
}

/**
 * Each type a value of which may be of a concrete named type derived from it gets its family: the
 * union (named after it, allocated after every type's own name) of its concrete members.
 */
function withFamilies(types: TypeModel[], typeNames: NameAllocator): TypeModel[] {
  const byId = new Map(types.map((t) => [t.id, t]));
  const concrete = (id: string) => {
    const t = byId.get(id);
    return t?.kind === "complex" && !t.abstract && !t.anonymous;
  };
  return types.map((t) => {
    if (t.kind !== "complex" || t.anonymous || !t.derived.some(concrete)) return t;
    const members = [t.id, ...t.derived].filter(concrete);
    return { ...t, family: { tsName: typeNames.allocate(`${t.tsName}Family`), members } };
  });
}

function checkUnique<T extends { loc?: SourceLocation }>(
  items: T[],
  key: (item: T) => string,
  what: string,
  file: string,
  show: (item: T) => string = key,
): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k))
      throw new ContractError(
        `duplicate ${what} ${show(item)}: each name may appear once`,
        item.loc ?? { file },
      );
    seen.add(k);
  }
  return items;
}

function locOf(draft: ContractDraft, operation: string): SourceLocation {
  return draft.operations.find((o) => o.name === operation)?.loc ?? { file: draft.file };
}

/**
 * Marks operations whose SOAP requests are the same on the wire as an earlier one's: a server
 * routes by SOAPAction, then by the first Body element, so such an operation's requests reach the
 * earlier one (WS-I Basic Profile asks contracts not to do this; some do).
 */
function withRequestTwins(
  ops: OperationModel[],
  draft: ContractDraft,
  warn: (w: ContractWarning) => void,
): OperationModel[] {
  const firstByKey = new Map<string, OperationModel>();
  return ops.map((op) => {
    if (!op.bindings.includes("soap11") && !op.bindings.includes("soap12")) return op;
    const first =
      op.input.wrapper ??
      (op.input.fields[0]
        ? { namespace: op.input.fields[0].namespace, local: op.input.fields[0].xmlName }
        : undefined);
    const key = `${op.soapAction} ${first ? clarkName(first) : ""}`;
    const earlier = firstByKey.get(key);
    if (!earlier) {
      firstByKey.set(key, op);
      return op;
    }
    warn({
      message: `operation ${op.name} sends the same request as ${earlier.name} (SOAPAction "${op.soapAction}", ${first ? `first element ${first.local}` : "an empty Body"}): a server cannot tell them apart and hands both to ${earlier.name}`,
      loc: locOf(draft, op.name),
    });
    return { ...op, sameRequestAs: earlier.name };
  });
}

/**
 * A type holding only a list of itself (or of a type that holds only a list of it) stays an
 * object: as arrays, each would be its own item.
 */
function withoutArrayCycles(types: TypeModel[]): TypeModel[] {
  const byId = new Map(types.map((t) => [t.id, t]));
  const itemOf = (t: TypeModel | undefined) =>
    t?.kind === "complex" && t.arrayItem?.type.kind === "named"
      ? byId.get(t.arrayItem.type.id)
      : undefined;
  const inCycle = (t: TypeModel): boolean => {
    const seen = new Set<TypeModel>();
    for (let at = itemOf(t); at && !seen.has(at); at = itemOf(at)) {
      if (at === t) return true;
      seen.add(at);
    }
    return false;
  };
  const cyclic = new Set(types.filter(inCycle));
  return types.map((t) => {
    if (!cyclic.has(t) || t.kind !== "complex") return t;
    const { arrayItem: _dropped, ...object } = t;
    return object;
  });
}
