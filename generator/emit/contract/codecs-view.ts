/**
 * The view model of `codecs.ts` and `operations.ts`: one codec per schema type and one parameter
 * codec per operation, as descriptor literals the runtime composes once at load time.
 */
import type { ComplexTypeModel, FieldModel, OperationModel, ServiceModel, TypeModel, TypeRef, XsdBuiltin } from "../../model/service-model.ts";
import { TsTypeNamer } from "../ts-type-expression.ts";
import { anyTypeMemberTypes } from "./types-view.ts";
import { isOpen } from "../../model/open-type.ts";

export interface FieldCodecView {
  xml: string;
  ns: string;
  ts: string;
  codec: string;
  min: number;
  max: string;
  nillable: boolean;
}

export interface CodecView {
  name: string;
  typeName: string;
  /** The runtime call that builds it, without arguments' fields. */
  kind: "complex" | "array" | "enum" | "simple" | "open";
  xmlName: string;
  fields: FieldCodecView[];
  item: FieldCodecView | null;
  values: string;
  base: string;
}

export interface ParamCodecView extends FieldCodecView {
  missing: string | null;
  form: string | null;
  dateTime: boolean;
}

export interface OperationCodecView {
  constName: string;
  name: string;
  soapAction: string;
  responseElement: string;
  resultElement: string;
  paramsType: string;
  params: ParamCodecView[];
}

export interface CodecsView {
  namespace: string;
  /** Which runtime helpers `operations.ts` needs, so it imports nothing unused. */
  operationImports: { xsd: boolean; formParsers: boolean; parseFormEnum: boolean };
  /** The runtime helpers `codecs.ts` uses, the same way. */
  codecImports: { runtime: string; xsd: boolean };
  codecs: CodecView[];
  anyTypeMembers: { xmlName: string; codec: string }[];
  usesAnyType: boolean;
  operations: OperationCodecView[];
}

/** Value ASMX gives a value-type parameter that a SOAP request leaves out. */
const MISSING_VALUE: Partial<Record<XsdBuiltin, string>> = {
  boolean: "false",
  int: "0",
  short: "0",
  byte: "0",
  unsignedInt: "0",
  unsignedShort: "0",
  unsignedByte: "0",
  char: "0",
  long: "0n",
  unsignedLong: "0n",
  integer: "0n",
  decimal: '"0"',
  double: "0",
  float: "0",
  dateTime: 'new Date("0001-01-01T00:00:00Z")',
  guid: '"00000000-0000-0000-0000-000000000000"',
};

export function codecName(tsName: string): string {
  return `${tsName}Codec`;
}

export function codecsView(model: ServiceModel): CodecsView {
  const namer = new TsTypeNamer(model);
  const members = anyTypeMemberTypes(model);
  const operations = model.operations.map((op) => operationView(op, namer, model.types));
  const params = operations.flatMap((o) => o.params);
  const codecs = model.types.map((t) => codecView(t, namer));
  return {
    operationImports: {
      xsd: params.some((p) => p.codec.startsWith("xsd.")),
      formParsers: params.some((p) => p.form?.startsWith("formParsers") ?? false),
      parseFormEnum: params.some((p) => p.form?.includes("parseFormEnum") ?? false),
    },
    namespace: JSON.stringify(model.namespace),
    codecImports: codecImports(codecs, namer.usesAnyType(model)),
    codecs,
    anyTypeMembers: members.map((t) => ({ xmlName: JSON.stringify(t.name.local), codec: codecName(t.tsName) })),
    usesAnyType: namer.usesAnyType(model),
    operations,
  };
}

/** What `codecs.ts` imports from the runtime's codec module (`Codec` typing its declarations), and whether it uses `xsd`. */
function codecImports(codecs: CodecView[], usesAnyType: boolean): { runtime: string; xsd: boolean } {
  const uses = (kind: CodecView["kind"]) => codecs.some((c) => c.kind === kind);
  const helpers = [
    uses("array") && "arrayCodec",
    uses("complex") && "complexCodec",
    uses("enum") && "enumCodec",
    codecs.some((c) => c.base.startsWith("listCodec(")) && "listCodec",
    (uses("array") || uses("simple") || usesAnyType) && "type Codec",
  ].filter((h): h is string => typeof h === "string");
  const fields = codecs.flatMap((c) => [...c.fields, ...(c.item ? [c.item] : [])]);
  return { runtime: helpers.join(", "), xsd: codecs.some((c) => c.base.includes("xsd.")) || fields.some((f) => f.codec.startsWith("xsd.")) };
}

/**
 * The expression of a type's codec. Inside `codecs.ts` named codecs are thunks, since a type may
 * refer to one declared after it (or to itself); elsewhere they are read through `codecs.`.
 */
function codecRef(ref: TypeRef, namer: TsTypeNamer, from: "codecs" | "operations"): string {
  if (ref.kind === "builtin" && ref.xsd !== "anyType") return `xsd.${ref.xsd}`;
  const name = ref.kind === "builtin" ? "anyTypeCodec" : codecName(namer.type(ref.id).tsName);
  return from === "codecs" ? `() => ${name}` : `codecs.${name}`;
}

function fieldView(f: FieldModel, namer: TsTypeNamer, from: "codecs" | "operations" = "codecs"): FieldCodecView {
  return {
    xml: JSON.stringify(f.xmlName),
    ns: JSON.stringify(f.namespace),
    ts: JSON.stringify(f.tsName),
    codec: codecRef(f.type, namer, from),
    min: f.minOccurs,
    max: f.maxOccurs === null ? "null" : String(f.maxOccurs),
    nillable: f.nillable,
  };
}

function codecView(t: TypeModel, namer: TsTypeNamer): CodecView {
  const base = { name: codecName(t.tsName), typeName: t.tsName, xmlName: JSON.stringify(t.name.local), fields: [], item: null, values: "", base: "" };
  if (t.kind === "enum") return { ...base, kind: "enum", values: JSON.stringify(t.values.map((v) => v.value)) };
  if (t.kind === "simple") return { ...base, kind: "simple", base: t.list ? `listCodec(xsd.${t.base})` : `xsd.${t.base}` };
  if (t.arrayItem) return { ...base, kind: "array", item: fieldView(t.arrayItem, namer) };
  if (isOpen(t)) return { ...base, kind: "open" };
  return { ...base, kind: "complex", fields: allFields(t, namer).map((f) => fieldView(f, namer)) };
}

/** A complexContent extension's fields: the base's first, as on the wire. */
function allFields(t: ComplexTypeModel, namer: TsTypeNamer): FieldModel[] {
  if (!t.base || t.base.kind !== "named") return t.fields;
  const base = namer.type(t.base.id);
  return base.kind === "complex" ? [...allFields(base, namer), ...t.fields] : t.fields;
}

function operationView(op: OperationModel, namer: TsTypeNamer, types: TypeModel[]): OperationCodecView {
  return {
    constName: op.tsName,
    name: JSON.stringify(op.name),
    soapAction: JSON.stringify(op.soapAction),
    responseElement: JSON.stringify(op.responseElement.local),
    resultElement: JSON.stringify(op.resultElement.local),
    paramsType: `${op.typeStem}Params`,
    params: op.parameters.map((p) => {
      const enumType = p.type.kind === "named" ? types.find((t) => t.id === (p.type as { id: string }).id) : undefined;
      const xsdType = p.type.kind === "builtin" ? p.type.xsd : undefined;
      return {
        ...fieldView(p, namer, "operations"),
        missing: p.minOccurs > 0 ? missingValue(p.type, namer) : null,
        form:
          enumType?.kind === "enum"
            ? `(text) => parseFormEnum(text, ${JSON.stringify(enumType.values.map((v) => v.value))})`
            : xsdType === "boolean" || xsdType === "dateTime"
              ? `formParsers.${xsdType}!`
              : null,
        dateTime: xsdType === "dateTime",
      };
    }),
  };
}

function missingValue(ref: TypeRef, namer: TsTypeNamer): string | null {
  if (ref.kind === "builtin") return MISSING_VALUE[ref.xsd] ?? null;
  const t = namer.type(ref.id);
  return t.kind === "enum" ? JSON.stringify(t.values[0]?.value ?? "") : null;
}
