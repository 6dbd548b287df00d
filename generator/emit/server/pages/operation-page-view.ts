/**
 * What an operation's page shows, prepared from the model and escaped for HTML: its
 * documentation, a table of its parameters (name, type, required, the stated requirements that
 * name it), its SOAP headers, the fields of its test form, and its sample messages by binding.
 */
import { authHeader } from "../../../model/auth-header.ts";
import type { BindingKind, FieldModel, HeaderModel, OperationModel, RequirementModel, ServiceModel, TypeRef } from "../../../model/service-model.ts";
import { httpResultOf } from "../../common/http-result.ts";
import { builtinTsType, type TsTypeNamer } from "../../common/ts-type-namer.ts";
import { escapeHtml } from "./escape-html.ts";
import { sampleMessages } from "./sample-messages.ts";

/** How the form's script turns a field's text into the client's parameter value. */
export type FieldKind = "string" | "number" | "bigint" | "boolean" | "dateTime" | "base64" | "json";

export interface ParamRowView {
  name: string;
  type: string;
  required: string;
  requirement: string;
}

export interface FormFieldView {
  id: string;
  label: string;
  /** The parameter's property name in the client's parameter object. */
  key: string;
  kind: FieldKind;
  hint: string;
  /** A choice of values (enumerations, booleans), or null for a text field. */
  options: string[] | null;
  multiline: boolean;
  /** `data-param`, or `data-auth` for a field of the authenticating header. */
  dataAttribute: "data-param" | "data-auth";
}

export interface SampleView {
  binding: BindingKind;
  label: string;
  request: string;
  response: string | null;
}

export interface OperationPageView {
  name: string;
  documentation: string | null;
  soapAction: string;
  params: ParamRowView[];
  headers: { name: string; type: string; documentation: string | null }[];
  fields: FormFieldView[];
  /** The authenticating header's text fields, when the operation carries it. */
  auth: { legend: string; fields: FormFieldView[] } | null;
  serviceName: string;
  endpointPath: string;
}

const BINDING_LABELS: Record<BindingKind, string> = { soap11: "SOAP 1.1", soap12: "SOAP 1.2", httpGet: "HTTP GET", httpPost: "HTTP POST" };

/** `namer`: one for every operation of the model. */
export function operationPageView(model: ServiceModel, op: OperationModel, namer: TsTypeNamer): OperationPageView {
  const header = authHeader(model);
  return {
    name: escapeHtml(op.name),
    documentation: op.documentation ? escapeHtml(op.documentation) : null,
    soapAction: escapeHtml(op.soapAction),
    params: op.input.fields.map((f) => ({
      name: escapeHtml(f.xmlName),
      type: escapeHtml(typeLabel(namer, f)),
      required: isRequired(op, f) ? "yes" : "no",
      requirement: escapeHtml(op.requirements.filter((r) => r.params.includes(f.xmlName)).map(requirementText).join(" ")),
    })),
    headers: op.headers.map((id) => model.headers.find((h) => h.id === id)).filter((h): h is HeaderModel => h !== undefined).map((h) => ({
      name: escapeHtml(h.element.local),
      type: escapeHtml(typeName(namer, h.type)),
      documentation: h.documentation ? escapeHtml(h.documentation) : null,
    })),
    fields: op.input.fields.map((f, i) => formField(namer, f, `param-${i}`)),
    auth: header && op.headers.includes(header.id) ? authFields(namer, header) : null,
    serviceName: escapeHtml(model.name),
    endpointPath: escapeHtml(model.endpointPath),
  };
}

const BINDING_ORDER: readonly BindingKind[] = ["soap11", "soap12", "httpGet", "httpPost"];

/** The operation's sample messages by binding, escaped; `maxElements`: see SampleXml. */
export function operationSamples(model: ServiceModel, op: OperationModel, namer: TsTypeNamer, maxElements: number): SampleView[] {
  const samples = sampleMessages(model, op, httpResultOf(model, op, namer), namer.type, maxElements);
  return BINDING_ORDER.filter((b) => samples[b]).map((b) => ({
    binding: b,
    label: BINDING_LABELS[b],
    request: escapeHtml(samples[b]!.request),
    response: samples[b]!.response === undefined ? null : escapeHtml(samples[b]!.response!),
  }));
}

/** Required by the schema, or by a stated requirement naming the parameter alone or with others. */
function isRequired(op: OperationModel, f: FieldModel): boolean {
  return f.minOccurs > 0 || op.requirements.some((r) => r.kind === "required" && r.params.includes(f.xmlName));
}

/** Worded as the server words a refusal (`SDate and EDate are required.`). */
function requirementText(r: RequirementModel): string {
  const names = r.params.join(" and ");
  if (r.kind === "atLeastOne") return `At least one of ${names} is required.`;
  return `${names} ${r.params.length > 1 ? "are" : "is"} required.`;
}

function typeLabel(namer: TsTypeNamer, f: FieldModel): string {
  const repeated = f.maxOccurs === 1 ? "" : ", repeated";
  const nillable = f.nillable ? ", nillable" : "";
  return `${typeName(namer, f.type)}${repeated}${nillable}`;
}

function typeName(namer: TsTypeNamer, ref: TypeRef): string {
  return ref.kind === "builtin" ? ref.xsd : namer.type(ref.id).name.local;
}

function formField(namer: TsTypeNamer, f: FieldModel, id: string): FormFieldView {
  const kind = f.maxOccurs === 1 ? fieldKind(namer, f.type) : "json";
  const t = f.type.kind === "named" ? namer.type(f.type.id) : undefined;
  const options = kind === "boolean" ? ["true", "false"] : t?.kind === "enum" && f.maxOccurs === 1 ? t.values.map((v) => escapeHtml(v.value)) : null;
  return {
    id,
    label: escapeHtml(f.xmlName),
    key: escapeHtml(f.tsName),
    kind,
    hint: escapeHtml(HINTS[kind](typeName(namer, f.type))),
    options,
    multiline: kind === "json",
    dataAttribute: "data-param",
  };
}

const HINTS: Record<FieldKind, (type: string) => string> = {
  string: (type) => type,
  number: (type) => `${type}, a number`,
  bigint: (type) => `${type}, an integer`,
  boolean: (type) => type,
  dateTime: (type) => `${type}, e.g. 2024-05-01T08:30:00Z`,
  base64: (type) => `${type}, as base64 text`,
  json: (type) => `${type}, as JSON`,
};

function fieldKind(namer: TsTypeNamer, ref: TypeRef): FieldKind {
  if (ref.kind === "builtin") return KIND_BY_TS_TYPE[builtinTsType(ref.xsd)] ?? "json";
  const t = namer.type(ref.id);
  if (t.kind === "enum") return "string";
  if (t.kind === "simple") return fieldKind(namer, { kind: "builtin", xsd: t.base });
  return "json";
}

const KIND_BY_TS_TYPE: Partial<Record<string, FieldKind>> = { string: "string", number: "number", bigint: "bigint", boolean: "boolean", Date: "dateTime", Uint8Array: "base64" };

function authFields(namer: TsTypeNamer, header: HeaderModel): OperationPageView["auth"] {
  const t = header.type.kind === "named" ? namer.type(header.type.id) : undefined;
  if (t?.kind !== "complex") return null;
  const strings = t.fields.filter((f) => f.type.kind === "builtin" && f.type.xsd === "string" && f.maxOccurs === 1);
  if (strings.length === 0) return null;
  return {
    legend: escapeHtml(header.element.local),
    fields: strings.map((f, i) => ({ ...formField(namer, f, `auth-${i}`), hint: "string, sent on SOAP only", dataAttribute: "data-auth" as const })),
  };
}
