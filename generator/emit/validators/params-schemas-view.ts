/**
 * Each operation's schemas in `validators.ts`: its parameters in typed form (as the client takes
 * them and the implementation receives them, stated requirements included) and, when every
 * parameter is a scalar, in wire-text form for SOAP and for HTTP GET/POST.
 */
import type { OperationModel, ServiceModel, TypeRef } from "../../model/service-model.ts";
import type { OperationCodecView } from "../contract/codecs-view.ts";
import { ANY_TYPE_ITEM, type FieldExpressions, propertyKey, schemaName } from "./field-expression.ts";

export interface TextParamView {
  xml: string;
  ts: string;
  text: string;
  /** ASMX's default for the element left out, or null. */
  missing: string | null;
}

export interface ParamsSchemasView {
  /** The operation name as a string literal, and as a key of the validator maps. */
  name: string;
  key: string;
  paramsSchema: string;
  /** The declared type of the parameters' fields (before an `atLeastOne` requirement applies); null without parameters. */
  declared: string | null;
  properties: { key: string; expression: string }[];
  /** The object schema's error parameter; null for an operation without parameters. */
  error: string | null;
  /** `noParams(...)` for an operation without parameters, else null. */
  noParams: string | null;
  /** The `atLeastOne` helper and its arguments after the schema (`, "op", ["a", "b"]`), or null. */
  atLeastOne: { helper: string; args: string } | null;
  /** The wire-text schemas, or null when a parameter is not a scalar. */
  text: { constName: string; params: TextParamView[]; soapSchema: string; formSchema: string } | null;
  resultSchema: string;
}

/** `codecs` are the operations' parameter codecs: the same ASMX defaults for absent elements. */
export function paramsSchemasView(model: ServiceModel, codecs: OperationCodecView[], fields: FieldExpressions): ParamsSchemasView[] {
  return model.operations.map((op, i) => operationView(op, codecs[i]!, fields));
}

function operationView(op: OperationModel, codec: OperationCodecView, fields: FieldExpressions): ParamsSchemasView {
  const required = new Set(op.requirements.flatMap((r) => (r.kind === "required" ? r.params : [])));
  const missing = (i: number) => codec.params[i]!.missing;
  if (op.parameters.length > 0) fields.useObjects("params");
  const properties = op.parameters.map((p, i) => ({
    key: propertyKey(p.tsName),
    expression: fields.property(p, {
      label: `${op.name}: ${p.xmlName}`,
      optional: p.minOccurs === 0 && !required.has(p.xmlName),
      ...(required.has(p.xmlName) ? { stated: { missing: missing(i) } } : {}),
      use: "param",
    }),
  }));
  const scalars = op.parameters.map((p) => fields.scalar(p.type, "param"));
  const texts = scalars.every((s) => s !== null)
    ? op.parameters.map((p, i) => ({ xml: JSON.stringify(p.xmlName), ts: JSON.stringify(p.tsName), text: `${scalars[i]}.text`, missing: missing(i) }))
    : null;
  const atLeastOne = atLeastOneArgs(op, codec);
  return {
    name: JSON.stringify(op.name),
    key: propertyKey(op.name),
    paramsSchema: `${op.typeStem}ParamsSchema`,
    declared: properties.length > 0 ? fields.declared(`${op.typeStem}Params${atLeastOne ? "Fields" : ""}`) : null,
    properties,
    error: properties.length > 0 ? fields.objectError(op.name, "an object of its parameters") : null,
    noParams: properties.length > 0 ? null : `${fields.useObjects("noParams")}(${JSON.stringify(op.name)})`,
    atLeastOne: atLeastOne === null ? null : { helper: fields.useObjects("atLeastOne"), args: atLeastOne },
    text: texts && {
      constName: `${op.tsName}Texts`,
      params: texts,
      soapSchema: `${op.typeStem}SoapTextSchema`,
      formSchema: `${op.typeStem}FormTextSchema`,
    },
    resultSchema: resultSchema(op.resultType, `${op.name}: result`, fields),
  };
}

/** The arguments of an `atLeastOne` requirement after the schema, or null without one. */
function atLeastOneArgs(op: OperationModel, codec: OperationCodecView): string | null {
  const requirement = op.requirements.find((r) => r.kind === "atLeastOne");
  if (!requirement) return null;
  const indexes = requirement.params.map((xml) => op.parameters.findIndex((p) => p.xmlName === xml));
  const keys = indexes.map((i) => op.parameters[i]!.tsName);
  // ASMX's defaults of value-type parameters count as not supplied.
  const defaults = indexes.flatMap((i) => {
    const missing = codec.params[i]!.missing;
    return missing === null ? [] : [`${propertyKey(op.parameters[i]!.tsName)}: ${missing}`];
  });
  const args = [JSON.stringify(op.name), JSON.stringify(keys), ...(defaults.length > 0 ? [`{ ${defaults.join(", ")} }`] : [])];
  return `, ${args.join(", ")}`;
}

function resultSchema(ref: TypeRef, label: string, fields: FieldExpressions): string {
  if (ref.kind === "named") return schemaName(fields.type(ref.id).tsName);
  if (ref.xsd === "anyType") return schemaName(ANY_TYPE_ITEM);
  return `${fields.builtin(ref.xsd, "type")}.at(${JSON.stringify(label)})`;
}
