/**
 * The view model of `types.ts`: every declaration of the contract as the template prints it, with
 * type expressions and JSDoc lines prepared here, so the template only lays them out.
 */
import type {
  ComplexTypeModel,
  FieldModel,
  OperationModel,
  ServiceModel,
  TypeModel,
  TypeRef,
} from "../../model/service-model.ts";
import { XSD_BUILTINS } from "../../model/service-model.ts";
import { TsTypeNamer, builtinTsType } from "../ts-type-expression.ts";
import { describeField, describeOperation, describeType } from "./describe.ts";
import { isOpen } from "../../model/open-type.ts";

export interface PropertyView {
  name: string;
  optional: boolean;
  type: string;
  doc: string[];
}

export type DeclarationView =
  | { kind: "enum"; name: string; doc: string[]; members: { key: string; literal: string }[] }
  | { kind: "alias"; name: string; doc: string[]; type: string }
  | { kind: "interface"; name: string; doc: string[]; extends: string | null; properties: PropertyView[]; open: boolean };

export interface OperationTypesView {
  paramsName: string;
  doc: string[];
  properties: PropertyView[];
  /** Names of which at least one must be given (`atLeastOne`), or null. */
  atLeastOne: string | null;
  resultName: string;
  resultType: string;
  resultDoc: string[];
}

/** One member of the `AnyTypeItem` union: the `xsi:type` names it carries and its value type. */
export interface AnyTypeMemberView {
  types: string;
  value: string;
  doc: string;
}

export interface TypesView {
  serviceName: string;
  namespace: string;
  usesAnyType: boolean;
  anyTypeMembers: AnyTypeMemberView[];
  usesAtLeastOne: boolean;
  declarations: DeclarationView[];
  operations: OperationTypesView[];
}

export function typesView(model: ServiceModel): TypesView {
  const namer = new TsTypeNamer(model);
  const operations = model.operations.map((op) => operationView(op, namer));
  return {
    serviceName: model.name,
    namespace: model.namespace,
    usesAnyType: namer.usesAnyType(model),
    anyTypeMembers: anyTypeMembers(model),
    usesAtLeastOne: operations.some((o) => o.atLeastOne !== null),
    declarations: model.types.map((t) => declarationView(t, namer)),
    operations,
  };
}

function declarationView(t: TypeModel, namer: TsTypeNamer): DeclarationView {
  const doc = describeType(t);
  if (t.kind === "enum") {
    return { kind: "enum", name: t.tsName, doc, members: t.values.map((v) => ({ key: v.tsName, literal: JSON.stringify(v.value) })) };
  }
  if (t.kind === "simple") {
    const base = namer.of({ kind: "builtin", xsd: t.base });
    return { kind: "alias", name: t.tsName, doc, type: t.list ? `${base}[]` : base };
  }
  if (t.arrayItem) return { kind: "alias", name: t.tsName, doc, type: `(${itemType(t.arrayItem, namer)})[]` };
  return {
    kind: "interface",
    name: t.tsName,
    doc,
    extends: t.base ? namer.of(t.base) : null,
    properties: complexProperties(t, namer),
    open: isOpen(t),
  };
}

/** A complex type the contract declares without content: its fields are unknown, so kept as XML. */
function complexProperties(t: ComplexTypeModel, namer: TsTypeNamer): PropertyView[] {
  const choice = t.compositor === "choice";
  return [
    ...t.fields.map((f) => fieldProperty(f, namer, choice || f.minOccurs === 0)),
    ...t.attributes.map((a) => ({
      name: a.tsName,
      optional: !a.required,
      type: namer.of(a.type),
      doc: [`Attribute \`${a.xmlName}\`.`, ...(a.documentation ? [a.documentation] : [])],
    })),
  ];
}

function itemType(f: FieldModel, namer: TsTypeNamer): string {
  return f.nillable ? `${namer.of(f.type)} | null` : namer.of(f.type);
}

function fieldProperty(f: FieldModel, namer: TsTypeNamer, optional: boolean): PropertyView {
  return { name: f.tsName, optional, type: namer.ofField(f), doc: describeField(f) };
}

function operationView(op: OperationModel, namer: TsTypeNamer): OperationTypesView {
  const required = new Set(op.requirements.flatMap((r) => (r.kind === "required" ? r.params : [])));
  const atLeastOne = op.requirements.find((r) => r.kind === "atLeastOne");
  const properties = op.parameters.map((p) => fieldProperty(p, namer, p.minOccurs === 0 && !required.has(p.xmlName)));
  return {
    paramsName: `${op.typeStem}Params`,
    doc: describeOperation(op),
    properties,
    atLeastOne: atLeastOne ? atLeastOne.params.map((p) => JSON.stringify(tsNameOf(op, p))).join(" | ") : null,
    resultName: `${op.typeStem}Result`,
    resultType: namer.of(op.resultType),
    resultDoc: resultDoc(op, namer),
  };
}

function tsNameOf(op: OperationModel, xmlName: string): string {
  return op.parameters.find((p) => p.xmlName === xmlName)!.tsName;
}

function resultDoc(op: OperationModel, namer: TsTypeNamer): string[] {
  const doc = [`Result of \`${op.name}\`: the \`${op.resultElement.local}\` element of \`${op.responseElement.local}\`.`];
  if (op.resultItems) {
    const ref: TypeRef = { kind: "named", id: op.resultItems.typeId };
    const what = op.resultItems.cardinality === "many" ? "a list of" : "one";
    doc.push(`The contract states that \`_data\` carries ${what} \`${namer.of(ref)}\`.`);
  }
  return doc;
}

/** Built-ins grouped by the TypeScript type their value decodes to. */
function anyTypeMembers(model: ServiceModel): AnyTypeMemberView[] {
  const byTs = new Map<string, string[]>();
  for (const xsd of XSD_BUILTINS) {
    if (xsd === "anyType") continue;
    const ts = builtinTsType(xsd);
    byTs.set(ts, [...(byTs.get(ts) ?? []), JSON.stringify(`xsd:${xsd}`)]);
  }
  const simple = [...byTs].map(([value, types]) => ({
    types: types.join(" | "),
    value: value === "Date" ? "Date; /** The dateTime text as sent, e.g. with 7 fraction digits or an offset. */ text: string" : value,
    doc: `Items of xsi:type ${types.join(", ").replaceAll('"', "")}.`,
  }));
  const complex = anyTypeMemberTypes(model).map((t) => ({ types: JSON.stringify(t.name.local), value: t.tsName, doc: `Items of xsi:type ${t.name.local}.` }));
  return [...simple, ...complex];
}

/** The complex types that can arrive as the `xsi:type` of an anyType item. */
export function anyTypeMemberTypes(model: ServiceModel): ComplexTypeModel[] {
  const referenced = referencedTypeIds(model);
  return model.types.filter((t): t is ComplexTypeModel => t.kind === "complex" && !t.arrayItem && !referenced.has(t.id));
}

/**
 * Types some field, parameter, header or result refers to. The others can only arrive as the
 * `xsi:type` of an anyType item (as ASMX's [XmlInclude] types do), so they join `AnyTypeItem`.
 */
function referencedTypeIds(model: ServiceModel): Set<string> {
  const ids = new Set<string>();
  const add = (ref: TypeRef | undefined) => ref?.kind === "named" && ids.add(ref.id);
  for (const t of model.types) {
    if (t.kind !== "complex") continue;
    add(t.base);
    t.fields.forEach((f) => add(f.type));
    t.attributes.forEach((a) => add(a.type));
  }
  for (const op of model.operations) {
    add(op.resultType);
    op.parameters.forEach((p) => add(p.type));
  }
  model.headers.forEach((h) => add(h.type));
  return ids;
}
