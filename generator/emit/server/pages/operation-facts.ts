/**
 * What an operation's page states, from the model: its documentation and SOAP action, its
 * parameters (the table's type and requirement, the form's field, the request's element), its
 * headers, and the elements of its response and of its HTTP GET/POST answer.
 */
import { isSingleString } from "../../../model/single-string.ts";
import { authHeader } from "../../../model/auth-header.ts";
import type {
  BodyModel,
  FieldModel,
  HeaderModel,
  OperationModel,
  ServiceModel,
  TypeRef,
} from "../../../model/service-model.ts";
import type { HttpResult } from "../../common/http-result.ts";
import { builtinTsType, type TsTypeNamer } from "../../common/ts-type-namer.ts";
import type {
  FieldKind,
  FormFieldName,
  HeaderFacts,
  OperationFacts,
  PageFacts,
  Param,
  SampleBody,
  SampleElement,
} from "./page-facts.ts";
import type { SampleElements } from "./sample-elements.ts";

export function operationFacts(
  model: ServiceModel,
  op: OperationModel,
  namer: TsTypeNamer,
  samples: SampleElements,
  http: HttpResult | undefined,
): OperationFacts {
  const headers = headerKeys(model, op.headers);
  return {
    name: op.name,
    ...(op.tsName === op.name ? {} : { method: op.tsName }),
    ...(op.documentation ? { documentation: op.documentation } : {}),
    soapAction: op.soapAction,
    params: op.input.fields.map((f) => param(namer, samples, f)),
    ...(op.requirements.length > 0
      ? { requirements: op.requirements.map((r) => ({ kind: r.kind, params: r.params })) }
      : {}),
    ...(headers.length > 0 ? { headers } : {}),
    ...(op.input.wrapper
      ? { wrapper: { name: op.input.wrapper.local, ...samples.ns(op.input.wrapper.namespace) } }
      : {}),
    ...(op.output ? { response: body(model, samples, op.output, op.outputHeaders) } : {}),
    ...httpResponse(op, http, samples),
  };
}

/** The contract's headers by TypeScript name (how the operations name them), as the table and the samples show them. */
export function headerFacts(
  model: ServiceModel,
  namer: TsTypeNamer,
  samples: SampleElements,
): PageFacts["headers"] {
  return new Map(
    model.headers.map((h): [string, HeaderFacts] => {
      const { name, ...sample } = samples.element(h.element.local, h.element.namespace, h.type);
      return [
        h.tsName,
        {
          name,
          type: typeName(namer, h.type),
          ...(h.documentation ? { documentation: h.documentation } : {}),
          ...sample,
        },
      ];
    }),
  );
}

/** The credentials' header's text fields, which the test form asks for, when the contract has such a header. */
export function authFacts(model: ServiceModel, namer: TsTypeNamer): PageFacts["auth"] {
  const header = authHeader(model);
  const t = header?.type.kind === "named" ? namer.type(header.type.id) : undefined;
  if (!header || t?.kind !== "complex") return undefined;
  const strings = t.fields.filter(isSingleString);
  return strings.length === 0
    ? undefined
    : { header: header.tsName, fields: strings.map(formFieldName) };
}

function headerKeys(model: ServiceModel, ids: readonly string[]): string[] {
  return ids
    .map((id) => model.headers.find((h) => h.id === id))
    .filter((h): h is HeaderModel => h !== undefined)
    .map((h) => h.tsName);
}

function body(
  model: ServiceModel,
  samples: SampleElements,
  b: BodyModel,
  headerIds: readonly string[],
): SampleBody {
  const headers = headerKeys(model, headerIds);
  return {
    ...(headers.length > 0 ? { headers } : {}),
    ...(b.wrapper
      ? { wrapper: { name: b.wrapper.local, ...samples.ns(b.wrapper.namespace) } }
      : {}),
    fields: b.fields.map((f) => samples.field(f)),
  };
}

/** The HTTP GET/POST answer's root, where the operation is on those bindings and answers a document. */
function httpResponse(
  op: OperationModel,
  http: HttpResult | undefined,
  samples: SampleElements,
): { httpResponse?: SampleElement | null } {
  const result = op.output?.fields[0];
  if (!http || !result) return {};
  if (http.root === null) return { httpResponse: null };
  return {
    httpResponse: samples.element(
      http.root,
      op.output?.wrapper?.namespace ?? result.namespace,
      result.type,
    ),
  };
}

function param(namer: TsTypeNamer, samples: SampleElements, f: FieldModel): Param {
  const kind = f.maxOccurs === 1 ? fieldKind(namer, f.type) : "json";
  const t = f.type.kind === "named" ? namer.type(f.type.id) : undefined;
  const { name, ...sample } = samples.field(f);
  return {
    ...formFieldName(f),
    type: typeName(namer, f.type),
    kind,
    ...(f.minOccurs > 0 ? { required: true as const } : {}),
    ...(f.nillable ? { nillable: true as const } : {}),
    ...(t?.kind === "enum" && f.maxOccurs === 1 ? { options: t.values.map((v) => v.value) } : {}),
    ...sample,
  };
}

function formFieldName(f: FieldModel): FormFieldName {
  return { name: f.xmlName, ...(f.tsName === f.xmlName ? {} : { key: f.tsName }) };
}

function typeName(namer: TsTypeNamer, ref: TypeRef): string {
  return ref.kind === "builtin" ? ref.xsd : namer.type(ref.id).name.local;
}

function fieldKind(namer: TsTypeNamer, ref: TypeRef): FieldKind {
  if (ref.kind === "builtin") return KIND_BY_TS_TYPE[builtinTsType(ref.xsd)] ?? "json";
  const t = namer.type(ref.id);
  if (t.kind === "enum") return "string";
  if (t.kind === "simple") return fieldKind(namer, { kind: "builtin", xsd: t.base });
  return "json";
}

const KIND_BY_TS_TYPE: Partial<Record<string, FieldKind>> = {
  string: "string",
  number: "number",
  bigint: "bigint",
  boolean: "boolean",
  Date: "dateTime",
  Uint8Array: "base64",
};
