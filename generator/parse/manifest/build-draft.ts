/**
 * A checked manifest as a ContractDraft: the contract as written, every name in the service
 * namespace, ASMX's default occurrence filled in from the type (the builder fills in the rest:
 * SOAP actions, element names, binding names), and a location on everything that can be wrong.
 */
import type {
  ContractDraft,
  DraftAttribute,
  DraftBinding,
  DraftField,
  DraftOperation,
  DraftType,
} from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { BINDING_KINDS, type RequirementModel } from "../../model/service-model.ts";
import { describePath } from "./describe-path.ts";
import { locate, type ManifestPath, type ManifestSource } from "./manifest-source.ts";
import type {
  Manifest,
  ManifestField,
  ManifestOperation,
  ManifestType,
} from "./manifest-schema.ts";
import { builtinRef, isValueType, typeRef, type TypeContext } from "./type-refs.ts";

export function buildDraft(src: ManifestSource, manifest: Manifest): ContractDraft {
  const { service } = manifest;
  const ctx: TypeContext = {
    src,
    namespace: service.namespace,
    types: new Map(Object.entries(manifest.types ?? {})),
  };
  return {
    file: src.file,
    service: {
      name: service.name,
      namespace: service.namespace,
      ...doc(service.documentation),
      ...(service.version ? { version: service.version } : {}),
      loc: locate(src, ["service"], "key"),
    },
    bindings: draftBindings(src, manifest),
    operations: Object.entries(manifest.operations).map(([name, op]) =>
      draftOperation(ctx, name, op, ["operations", name]),
    ),
    headers: Object.entries(manifest.headers ?? {}).map(([name, header]) => ({
      element: { namespace: ctx.namespace, local: name },
      type: typeRef(ctx, header.type, ["headers", name, "type"]),
      ...doc(header.documentation),
      loc: locate(src, ["headers", name], "key"),
    })),
    types: [...ctx.types].map(([name, type]) => draftType(ctx, name, type, ["types", name])),
    elements: Object.entries(manifest.elements ?? {}).map(([name, element]) => ({
      name: { namespace: ctx.namespace, local: name },
      type: typeRef(ctx, element.type, ["elements", name, "type"]),
      nillable: element.nillable ?? false,
    })),
  };
}

function doc(documentation: string | undefined): { documentation?: string } {
  return documentation ? { documentation } : {};
}

/** One port per binding kind, all at the service's address; names are the builder's defaults. */
function draftBindings(src: ManifestSource, manifest: Manifest): DraftBinding[] {
  const { address, bindings } = manifest.service;
  if (!bindings)
    return BINDING_KINDS.map((kind) => ({ kind, address, loc: locate(src, ["service"], "key") }));
  return bindings.map((kind, i) => ({
    kind,
    address,
    loc: locate(src, ["service", "bindings", i]),
  }));
}

function draftOperation(
  ctx: TypeContext,
  name: string,
  op: ManifestOperation,
  path: ManifestPath,
): DraftOperation {
  const requirements: RequirementModel[] = [
    ...(op.required ? [{ kind: "required" as const, params: op.required }] : []),
    ...(op.atLeastOne ? [{ kind: "atLeastOne" as const, params: op.atLeastOne }] : []),
  ];
  const loc = locate(ctx.src, path, "key");
  const resultType = typeRef(ctx, op.result, [...path, "result"]);
  // ASMX's shapes: the request element named after the method holds the parameters; the
  // response element `<op>Response` holds `<op>Result`, written always for a value type.
  const result = {
    xmlName: `${name}Result`,
    namespace: ctx.namespace,
    type: resultType,
    minOccurs: isValueType(ctx, resultType) ? 1 : 0,
    maxOccurs: 1,
    nillable: false,
    loc: locate(ctx.src, [...path, "result"]),
  };
  return {
    name,
    ...doc(op.documentation),
    input: {
      wrapper: { namespace: ctx.namespace, local: name },
      fields: Object.entries(op.parameters ?? {}).map(([p, field]) =>
        draftField(ctx, field, [...path, "parameters", p]),
      ),
      loc,
    },
    output: {
      wrapper: { namespace: ctx.namespace, local: `${name}Response` },
      fields: [result],
      loc,
    },
    headers: (op.headers ?? []).map((local) => ({ namespace: ctx.namespace, local })),
    requirements,
    ...(op.data ? { resultItems: resultItems(ctx, op.data, [...path, "data"]) } : {}),
    ...(op.bindings ? { bindings: op.bindings } : {}),
    loc,
  };
}

function resultItems(
  ctx: TypeContext,
  data: NonNullable<ManifestOperation["data"]>,
  path: ManifestPath,
): DraftOperation["resultItems"] {
  const typePath = [...path, "type"];
  const ref = typeRef(ctx, data.type, typePath);
  if (ref.kind === "builtin") {
    throw new ContractError(
      `${describePath(typePath)}: expected a type of this manifest, got the built-in ${data.type}`,
      locate(ctx.src, typePath),
    );
  }
  return { type: ref.name, cardinality: data.cardinality };
}

function draftField(ctx: TypeContext, field: ManifestField, path: ManifestPath): DraftField {
  const long = typeof field === "string" ? { type: field } : field;
  const type = typeRef(ctx, long.type, typeof field === "string" ? path : [...path, "type"]);
  const minOccurs = long.minOccurs ?? (isValueType(ctx, type) ? 1 : 0);
  const maxOccurs =
    long.maxOccurs === undefined ? 1 : long.maxOccurs === "unbounded" ? null : long.maxOccurs;
  if (maxOccurs !== null && minOccurs > maxOccurs) {
    const at = [...path, "minOccurs"];
    throw new ContractError(
      `${describePath(at)}: expected at most maxOccurs (${maxOccurs}), got ${minOccurs}`,
      locate(ctx.src, at),
    );
  }
  return {
    xmlName: String(path[path.length - 1]),
    namespace: ctx.namespace,
    type,
    minOccurs,
    maxOccurs,
    nillable: long.nillable ?? false,
    ...doc(long.documentation),
    loc: locate(ctx.src, path, "key"),
  };
}

function draftType(
  ctx: TypeContext,
  local: string,
  type: ManifestType,
  path: ManifestPath,
): DraftType {
  const common = {
    name: { namespace: ctx.namespace, local },
    ...doc(type.documentation),
    loc: locate(ctx.src, path, "key"),
  };
  if (type.enum) {
    const base = type.base === undefined ? "string" : builtinRef(ctx, type.base, [...path, "base"]);
    return { kind: "enum", ...common, base, values: type.enum };
  }
  if (type.restriction !== undefined)
    return {
      kind: "simple",
      ...common,
      base: builtinRef(ctx, type.restriction, [...path, "restriction"]),
    };
  if (type.list !== undefined)
    return {
      kind: "list",
      ...common,
      item: { kind: "builtin", xsd: builtinRef(ctx, type.list, [...path, "list"]) },
    };
  // The schema and checkManifest allow at most one compositor; none means no declared content.
  const compositor = type.all ? "all" : type.choice ? "choice" : "sequence";
  const fields = type[compositor] ?? {};
  return {
    kind: "complex",
    ...common,
    ...(type.extends !== undefined
      ? { base: typeRef(ctx, type.extends, [...path, "extends"]) }
      : {}),
    compositor,
    // A choice: each field is one alternative, and one of them is present.
    fields: Object.entries(fields).map(([name, field], i) => ({
      ...draftField(ctx, field, [...path, compositor, name]),
      ...(compositor === "choice" ? { choice: { group: 0, alternative: i } } : {}),
    })),
    ...(compositor === "choice" ? { choices: [{ required: true }] } : {}),
    attributes: Object.entries(type.attributes ?? {}).map(([name, attr]) =>
      draftAttribute(ctx, attr, [...path, "attributes", name]),
    ),
    ...(type.anyAttribute ? { anyAttribute: true } : {}),
    abstract: type.abstract ?? false,
  };
}

/** Attributes are unqualified (ASMX leaves attributeFormDefault at its default). */
function draftAttribute(
  ctx: TypeContext,
  attr: NonNullable<ManifestType["attributes"]>[string],
  path: ManifestPath,
): DraftAttribute {
  const long = typeof attr === "string" ? { type: attr } : attr;
  return {
    xmlName: String(path[path.length - 1]),
    namespace: "",
    type: typeRef(ctx, long.type, typeof attr === "string" ? path : [...path, "type"]),
    required: long.required ?? false,
    ...doc(long.documentation),
    loc: locate(ctx.src, path, "key"),
  };
}
