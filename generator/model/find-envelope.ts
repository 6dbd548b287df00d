/**
 * Finds the result envelope: the one complex type every operation returns, holding `_status`
 * (a success boolean and a repeated ErrorDetail list of code and description strings) and `_data`
 * (repeated anyType items), and the global element of that type that roots HTTP GET/POST
 * responses. A contract without that shape simply has no envelope; emitters then treat results as
 * plain complex types. The server and the fixtures write envelopes of those fields alone, so the
 * shape holds only where they make a whole value of each type (see `writes`).
 */
import { isSingleString } from "./single-string.ts";
import { extensionBase } from "./extension-base.ts";
import { singleResult } from "./operation-shape.ts";
import type {
  ComplexTypeModel,
  EnvelopeModel,
  FieldModel,
  QName,
  ServiceModel,
  TypeRef,
} from "./service-model.ts";

const STATUS_FIELD = "_status";
const DATA_FIELD = "_data";

export function findEnvelope(
  model: ServiceModel,
  elements: { name: QName; type: TypeRef }[],
): EnvelopeModel | undefined {
  const complex = new Map(
    model.types.filter((t): t is ComplexTypeModel => t.kind === "complex").map((t) => [t.id, t]),
  );
  const resultIds = new Set(
    model.operations
      .map((op) => singleResult(op)?.type)
      .map((t) => (t?.kind === "named" ? t.id : "")),
  );
  if (resultIds.size !== 1) return undefined;
  const envelope = complex.get([...resultIds][0]!);
  if (!envelope) return undefined;

  const status = fieldOf(envelope, STATUS_FIELD);
  const data = fieldOf(envelope, DATA_FIELD);
  const statusType = status && namedType(complex, status.type);
  const dataType = data && namedType(complex, data.type);
  const item = dataType?.arrayItem?.type;
  if (!status || !data || !statusType || !(item?.kind === "builtin" && item.xsd === "anyType"))
    return undefined;

  const success = statusType.fields.find(
    (f) => f.type.kind === "builtin" && f.type.xsd === "boolean",
  );
  const detail = statusType.fields.find((f) => namedType(complex, f.type)?.arrayItem);
  const errorDetail =
    detail && namedType(complex, namedType(complex, detail.type)!.arrayItem!.type);
  const code = errorDetail?.fields.find((f) => /code/i.test(f.xmlName) && isSingleString(f));
  const desc = errorDetail?.fields.find((f) => /desc/i.test(f.xmlName) && isSingleString(f));
  const root = elements.find((e) => e.type.kind === "named" && e.type.id === envelope.id);
  if (!success || !detail || !errorDetail || !code || !desc || !root) return undefined;
  if (
    !writes(envelope, [status, data]) ||
    !writes(statusType, [success, detail]) ||
    !writes(errorDetail, [code, desc])
  )
    return undefined;

  return {
    typeId: envelope.id,
    statusField: status.xmlName,
    statusTypeId: statusType.id,
    successField: success.xmlName,
    detailField: detail.xmlName,
    errorDetailTypeId: errorDetail.id,
    codeField: code.xmlName,
    descField: desc.xmlName,
    dataField: data.xmlName,
    httpRootElement: root.name,
  };
}

/** Whether `written`, one value each and the type's other fields and attributes left out, make a whole value of `t`. */
function writes(t: ComplexTypeModel, written: FieldModel[]): boolean {
  const own = !t.text && extensionBase(t) === undefined && t.choices.length === 0;
  return (
    own &&
    written.every((f) => f.maxOccurs === 1) &&
    t.fields.every((f) => written.includes(f) || f.minOccurs === 0) &&
    t.attributes.every((a) => !a.required)
  );
}

function fieldOf(type: ComplexTypeModel, xmlName: string): FieldModel | undefined {
  return type.fields.find((f) => f.xmlName === xmlName);
}

function namedType(
  types: Map<string, ComplexTypeModel>,
  ref: TypeRef,
): ComplexTypeModel | undefined {
  return ref.kind === "named" ? types.get(ref.id) : undefined;
}
