/**
 * The schemas of the contract's types in `validators.ts`: one per complex, simple and enumeration
 * type, and the `AnyTypeItem` union. Object properties that refer to other schemas are getters
 * (zod 4's way to declare recursive and mutually referring types); the other references are
 * evaluated at once, so declarations come in an order where those come first.
 */
import type { ComplexTypeModel, FieldModel, ServiceModel, TypeModel, TypeRef, XsdBuiltin } from "../../model/service-model.ts";
import { XSD_BUILTINS } from "../../model/service-model.ts";
import { builtinTsType } from "../ts-type-expression.ts";
import { anyTypeMemberTypes } from "../contract/types-view.ts";
import { ANY_TYPE_ITEM, FieldExpressions, enumFieldName, propertyKey, schemaName, withArticle } from "./field-expression.ts";
import { recursiveRefs } from "./recursive-refs.ts";

export interface PropertyView {
  key: string;
  /** A getter: the property refers to another schema. */
  getter: boolean;
  /** The zod type a getter declares, when its reference leads back to its own type; else null. */
  annotation: string | null;
  expression: string;
}

export interface AnyTypeMemberView {
  types: string;
  value: string;
  /** A second property: the `text` of dateTime items, the `xsiType` of unknown ones. */
  extra: { key: string; expression: string } | null;
}

export type TypeSchemaView =
  | { kind: "enum"; name: string; field: string; typeName: string; values: string }
  | { kind: "value"; name: string; expression: string }
  | { kind: "object"; name: string; base: string | null; properties: PropertyView[]; error: string }
  | { kind: "anyTypeItem"; name: string; members: AnyTypeMemberView[]; error: string };

/** Which built-in's schema checks the values of each TypeScript type an AnyTypeItem may hold. */
const ANY_VALUE_FIELD: Record<string, XsdBuiltin> = {
  string: "string",
  boolean: "boolean",
  number: "double",
  bigint: "integer",
  Date: "dateTime",
  Uint8Array: "base64Binary",
};

export function typeSchemasView(model: ServiceModel, fields: FieldExpressions, usesAnyType: boolean): TypeSchemaView[] {
  const refersBack = recursiveRefs(model);
  const views = new Map<string, TypeSchemaView>(model.types.map((t) => [t.id, typeSchemaView(t, fields, refersBack)]));
  if (usesAnyType) views.set(ANY_TYPE_ITEM, anyTypeItemView(model, fields));
  return declarationOrder(model, usesAnyType).map((id) => views.get(id)!);
}

type RefersBack = (from: string, ref: TypeRef) => boolean;

function typeSchemaView(t: TypeModel, fields: FieldExpressions, refersBack: RefersBack): TypeSchemaView {
  const name = schemaName(t.tsName);
  const label = JSON.stringify(t.name.local);
  if (t.kind === "enum") {
    fields.use("enumeration");
    return { kind: "enum", name, field: enumFieldName(t.tsName), typeName: label, values: JSON.stringify(t.values.map((v) => v.value)) };
  }
  if (t.kind === "simple") {
    const base = fields.builtin(t.base, "type")!;
    return { kind: "value", name, expression: `${t.list ? `${fields.use("repeated")}(${base})` : base}.at(${label})` };
  }
  if (t.arrayItem) {
    const item = t.arrayItem;
    const itemField = fields.field(item.type, "type").expression;
    const nillable = item.nillable ? `${fields.use("nillable")}(${itemField})` : itemField;
    return { kind: "value", name, expression: `${fields.use("repeated")}(${nillable}).at(${label})` };
  }
  if (t.fields.length === 0 && t.attributes.length === 0 && !t.base) {
    return { kind: "value", name, expression: `${fields.use("xmlFields")}(${label})` };
  }
  return {
    kind: "object",
    name,
    base: t.base?.kind === "named" ? schemaName(fields.type(t.base.id).tsName) : null,
    properties: objectProperties(t, fields, refersBack),
    error: fields.objectError(t.name.local, `${withArticle(t.name.local)} object`),
  };
}

function objectProperties(t: ComplexTypeModel, fields: FieldExpressions, refersBack: RefersBack): PropertyView[] {
  fields.useZod();
  const choice = t.compositor === "choice";
  const property = (f: FieldModel, label: string, optional: boolean): PropertyView => {
    const { expression, type } = fields.property(f, { label, optional, use: "type" });
    const recursive = refersBack(t.id, f.type);
    if (recursive) fields.useTypes();
    return { key: propertyKey(f.tsName), getter: fields.refersToDeclaration(f.type), annotation: recursive ? type : null, expression };
  };
  const elements = t.fields.map((f) => property(f, `${t.name.local}.${f.xmlName}`, choice || f.minOccurs === 0));
  const attributes = t.attributes.map((a) =>
    property({ ...a, minOccurs: a.required ? 1 : 0, maxOccurs: 1, nillable: false }, `${t.name.local}@${a.xmlName}`, !a.required),
  );
  return [...elements, ...attributes];
}

/** Built-ins grouped by the TypeScript type of their value (as `types.ts` groups them), then contract types. */
function anyTypeItemView(model: ServiceModel, fields: FieldExpressions): TypeSchemaView {
  fields.useZod();
  const byTs = new Map<string, string[]>();
  for (const xsd of XSD_BUILTINS) {
    if (xsd === "anyType") continue;
    const ts = builtinTsType(xsd);
    byTs.set(ts, [...(byTs.get(ts) ?? []), `xsd:${xsd}`]);
  }
  const at = (xsd: XsdBuiltin, property: string) => `${fields.builtin(xsd, "type")}.at(${JSON.stringify(`${ANY_TYPE_ITEM}.${property}`)})`;
  const simple = [...byTs].map(([ts, types]) => ({
    types: JSON.stringify(types),
    value: at(ANY_VALUE_FIELD[ts]!, "value"),
    extra: ts === "Date" ? { key: "text", expression: at("string", "text") } : null,
  }));
  const complex = anyTypeMemberTypes(model).map((t) => ({ types: JSON.stringify([t.name.local]), value: schemaName(t.tsName), extra: null }));
  const unknown = {
    types: JSON.stringify(["unknown"]),
    value: `${fields.use("xmlValue")}(${JSON.stringify(`${ANY_TYPE_ITEM}.value`)})`,
    extra: { key: "xsiType", expression: `${at("string", "xsiType")}.nullable()` },
  };
  return {
    kind: "anyTypeItem",
    name: schemaName(ANY_TYPE_ITEM),
    members: [...simple, ...complex, unknown],
    error: fields.objectError(ANY_TYPE_ITEM, 'an AnyTypeItem whose type is an xsd built-in, a contract type or "unknown"'),
  };
}

/**
 * Ids in declaration order: model order, each after what it refers to outside a getter (an
 * array's item, a base type, AnyTypeItem's members).
 */
function declarationOrder(model: ServiceModel, usesAnyType: boolean): string[] {
  const types = new Map(model.types.map((t) => [t.id, t]));
  const eagerRefs = (id: string): string[] => {
    if (id === ANY_TYPE_ITEM) return anyTypeMemberTypes(model).map((t) => t.id);
    const t = types.get(id)!;
    if (t.kind !== "complex") return [];
    const ref = t.arrayItem?.type ?? t.base;
    if (ref?.kind === "named") return [ref.id];
    return ref?.xsd === "anyType" ? [ANY_TYPE_ITEM] : [];
  };
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (id: string): void => {
    if (state.get(id) === "done") return;
    if (state.get(id) === "visiting") throw new Error(`model defect: ${id} refers to itself outside an object`);
    state.set(id, "visiting");
    eagerRefs(id).forEach(visit);
    state.set(id, "done");
    order.push(id);
  };
  [...types.keys(), ...(usesAnyType ? [ANY_TYPE_ITEM] : [])].forEach(visit);
  return order;
}
