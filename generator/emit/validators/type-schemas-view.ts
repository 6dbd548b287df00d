/**
 * The schemas of the contract's types in `validators.ts`: one per complex, simple and enumeration
 * type, and the `AnyTypeItem` union, each declared as the zod type of the TypeScript type
 * `types.ts` declares (cheap to check, and no schema's type depends on its own initializer).
 * Object properties that refer to a schema declared later (or their own) are getters (zod 4's
 * way to declare recursive and mutually referring types); the other references are evaluated at
 * once, so declarations come in an order where as many as possible come first.
 */
import type { ComplexTypeModel, FieldModel, ServiceModel, TypeModel, TypeRef, XsdBuiltin } from "../../model/service-model.ts";
import { XSD_BUILTINS } from "../../model/service-model.ts";
import { builtinTsType } from "../ts-type-expression.ts";
import { anyTypeMemberTypes } from "../contract/types-view.ts";
import { ANY_TYPE_ITEM, FieldExpressions, enumFieldName, propertyKey, schemaName, withArticle } from "./field-expression.ts";

export interface PropertyView {
  key: string;
  /** A getter: the property refers to a schema not declared before it. */
  getter: boolean;
  expression: string;
}

export interface AnyTypeMemberView {
  /** The member of `AnyTypeItem` this item is, as a TypeScript type. */
  type: string;
  types: string;
  value: string;
  /** A second property: the `text` of dateTime items, the `xsiType` of unknown ones. */
  extra: { key: string; expression: string } | null;
}

/** `type` is the zod type the schema `name` is declared as. */
export type TypeSchemaView = { name: string; type: string } & (
  | { kind: "enum"; field: string; typeName: string; values: string }
  | { kind: "value"; expression: string }
  | { kind: "object"; declared: string; base: { schema: string; declared: string } | null; properties: PropertyView[]; error: string | null }
  | { kind: "anyTypeItem"; declared: string; members: AnyTypeMemberView[]; error: string }
);

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
  const order = declarationOrder(model, usesAnyType);
  const position = new Map(order.map((id, i) => [id, i]));
  // A reference needs a getter unless what it refers to is declared (and so evaluated) before.
  const deferred = (from: string, ref: TypeRef): boolean => {
    const to = ref.kind === "named" ? ref.id : ref.xsd === "anyType" ? ANY_TYPE_ITEM : null;
    return to !== null && position.get(to)! >= position.get(from)!;
  };
  const views = new Map<string, TypeSchemaView>(model.types.map((t) => [t.id, typeSchemaView(t, fields, deferred)]));
  if (usesAnyType) views.set(ANY_TYPE_ITEM, anyTypeItemView(model, fields));
  return order.map((id) => views.get(id)!);
}

type Deferred = (from: string, ref: TypeRef) => boolean;

function typeSchemaView(t: TypeModel, fields: FieldExpressions, deferred: Deferred): TypeSchemaView {
  const declared = { name: schemaName(t.tsName), type: fields.schemaType(t.tsName) };
  const label = JSON.stringify(t.name.local);
  if (t.kind === "enum") {
    fields.use("enumeration");
    return { ...declared, kind: "enum", field: enumFieldName(t.tsName), typeName: label, values: JSON.stringify(t.values.map((v) => v.value)) };
  }
  if (t.kind === "simple") {
    const base = fields.builtin(t.base, "type")!;
    return { ...declared, kind: "value", expression: `${base}${t.list ? ".repeated()" : ""}.at(${label})` };
  }
  if (t.arrayItem) {
    const item = t.arrayItem;
    const itemField = fields.field(item.type, "type");
    return { ...declared, kind: "value", expression: `${itemField}${item.nillable ? ".nillable()" : ""}.repeated().at(${label})` };
  }
  if (t.fields.length === 0 && t.attributes.length === 0 && !t.base) {
    return { ...declared, kind: "value", expression: `${fields.use("xmlFields")}(${label})` };
  }
  const base = t.base?.kind === "named" ? fields.type(t.base.id).tsName : null;
  fields.useObjects(base ? "extend" : "object");
  return {
    ...declared,
    kind: "object",
    declared: fields.declared(t.tsName),
    base: base ? { schema: schemaName(base), declared: fields.declared(base) } : null,
    properties: objectProperties(t, fields, deferred),
    error: base ? null : fields.objectError(t.name.local, `${withArticle(t.name.local)} object`),
  };
}

function objectProperties(t: ComplexTypeModel, fields: FieldExpressions, deferred: Deferred): PropertyView[] {
  const choice = t.compositor === "choice";
  const property = (f: FieldModel, label: string, optional: boolean): PropertyView => ({
    key: propertyKey(f.tsName),
    getter: deferred(t.id, f.type),
    expression: fields.property(f, { label, optional, use: "type" }),
  });
  const elements = t.fields.map((f) => property(f, `${t.name.local}.${f.xmlName}`, choice || f.minOccurs === 0));
  const attributes = t.attributes.map((a) =>
    property({ ...a, minOccurs: a.required ? 1 : 0, maxOccurs: 1, nillable: false }, `${t.name.local}@${a.xmlName}`, !a.required),
  );
  return [...elements, ...attributes];
}

/** Built-ins grouped by the TypeScript type of their value (as `types.ts` groups them), then contract types. */
function anyTypeItemView(model: ServiceModel, fields: FieldExpressions): TypeSchemaView {
  ["discriminatedUnion", "item"].forEach((helper) => fields.useObjects(helper));
  const byTs = new Map<string, string[]>();
  for (const xsd of XSD_BUILTINS) {
    if (xsd === "anyType") continue;
    const ts = builtinTsType(xsd);
    byTs.set(ts, [...(byTs.get(ts) ?? []), `xsd:${xsd}`]);
  }
  const at = (xsd: XsdBuiltin, property: string) => `${fields.builtin(xsd, "type")}.at(${JSON.stringify(`${ANY_TYPE_ITEM}.${property}`)})`;
  const memberType = (types: string[], value: string, extra = "") => `{ type: ${types.map((t) => JSON.stringify(t)).join(" | ")}; value: ${value}${extra} }`;
  const simple = [...byTs].map(([ts, types]) => ({
    type: memberType(types, ts, ts === "Date" ? "; text: string" : ""),
    types: JSON.stringify(types),
    value: at(ANY_VALUE_FIELD[ts]!, "value"),
    extra: ts === "Date" ? { key: "text", expression: at("string", "text") } : null,
  }));
  const complex = anyTypeMemberTypes(model).map((t) => ({
    type: memberType([t.name.local], fields.declared(t.tsName)),
    types: JSON.stringify([t.name.local]),
    value: schemaName(t.tsName),
    extra: null,
  }));
  const unknown = {
    type: memberType(["unknown"], fields.declared("XmlValue"), "; xsiType: string | null"),
    types: JSON.stringify(["unknown"]),
    value: `${fields.use("xmlValue")}(${JSON.stringify(`${ANY_TYPE_ITEM}.value`)})`,
    extra: { key: "xsiType", expression: `${fields.builtin("string", "type")}.nillable().at(${JSON.stringify(`${ANY_TYPE_ITEM}.xsiType`)})` },
  };
  return {
    kind: "anyTypeItem",
    name: schemaName(ANY_TYPE_ITEM),
    type: fields.schemaType(ANY_TYPE_ITEM),
    declared: fields.declared(ANY_TYPE_ITEM),
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
