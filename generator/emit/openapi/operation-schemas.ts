/**
 * An operation's request and response bodies, as the validators' params-schema.ts and
 * result-schemas.ts have them: the request an object of the parameters (a parameter the contract
 * states as required present and not null, a text one not empty, a value one not the value ASMX
 * hands a method for one left out; of an `atLeastOne` requirement
 * one present and not null); the result nothing, the value of the response's only
 * element (`null` when it is absent), or an object of its elements.
 */
import { resultShape } from "../../model/operation-shape.ts";
import type { FieldModel, OperationModel } from "../../model/service-model.ts";
import { BUILTINS } from "../common/builtin-table.ts";
import { missingValue } from "../operations/asmx-param.ts";
import { propertiesSchema } from "./complex-schema.ts";
import {
  fieldProperty,
  fieldValueSchema,
  orderProperties,
  type Property,
} from "./field-schemas.ts";
import { nullable, type JsonSchema } from "./json-schema.ts";
import type { OpenApiScope } from "./openapi-scope.ts";
import { faultObject } from "./shared-schemas.ts";

export function paramsSchema(op: OperationModel, scope: OpenApiScope): JsonSchema {
  const stated = new Set(op.requirements.flatMap((r) => (r.kind === "required" ? r.params : [])));
  const schema = propertiesSchema([
    ...op.input.fields.map((p) => paramProperty(p, stated.has(p.xmlName), scope)),
    ...orderProperties(op.input.fields),
  ]);
  const atLeastOne = op.requirements.filter((r) => r.kind === "atLeastOne");
  if (atLeastOne.length === 0) return schema;
  const supplied = (xml: string) => {
    const name = op.input.fields.find((p) => p.xmlName === xml)!.tsName;
    return {
      required: [name],
      properties: Object.fromEntries([[name, { not: { type: "null" } }]]),
    };
  };
  const groups = atLeastOne.map((r) => ({ anyOf: r.params.map(supplied) }));
  return groups.length === 1 ? { ...schema, ...groups[0] } : { ...schema, allOf: groups };
}

function paramProperty(p: FieldModel, stated: boolean, scope: OpenApiScope): Property {
  const property = fieldProperty(stated ? { ...p, nillable: false } : p, scope);
  if (!stated) return property;
  const missing = missingJson(p, scope);
  const unsupplied: JsonSchema[] = isText(p, scope)
    ? [{ minLength: 1 }]
    : missing
      ? [{ not: missing }]
      : [];
  return {
    ...property,
    schema: unsupplied.length > 0 ? { allOf: [property.schema, ...unsupplied] } : property.schema,
    required: true,
  };
}

/**
 * The JSON of the value ASMX hands a method for a value-type parameter left out (0, false,
 * 0001-01-01T00:00:00Z: operations/asmx-param.ts), which a parameter stated as required must not be.
 */
function missingJson(p: FieldModel, scope: OpenApiScope): JsonSchema | undefined {
  const missing = missingValue(p, scope.namer);
  if (missing === undefined) return undefined;
  if (typeof missing !== "string")
    return missing.kind === "string" ? { const: missing.value } : undefined;
  if (missing.startsWith("new Date("))
    return { pattern: "^0001-01-01T00:00:00(\\.0+)?(Z|[+-]00:00)$" };
  if (/^\d+n$/.test(missing)) return { const: missing.slice(0, -1) };
  return { const: JSON.parse(missing) as unknown };
}

/** A single string value: a string built-in, or a restriction of one. */
function isText(p: FieldModel, scope: OpenApiScope): boolean {
  if (p.maxOccurs !== 1) return false;
  const t = p.type.kind === "named" ? scope.type(p.type.id) : undefined;
  const base = p.type.kind === "builtin" ? p.type.xsd : t?.kind === "simple" ? t.base : undefined;
  return base !== undefined && BUILTINS[base].tsType === "string";
}

/** The schema of a successful response's body, or undefined when it has none. */
export function resultSchema(op: OperationModel, scope: OpenApiScope): JsonSchema | undefined {
  const shape = resultShape(op);
  if (shape.kind === "oneWay" || shape.kind === "void") return undefined;
  if (shape.kind === "object")
    return propertiesSchema([
      ...shape.fields.map((f) => fieldProperty(f, scope)),
      ...orderProperties(shape.fields),
    ]);
  const f = shape.field;
  // The client reads an absent envelope as an empty one: its result is never absent.
  const enveloped = f.type.kind === "named" && f.type.id === scope.model.envelope?.typeId;
  const value = fieldValueSchema(f, scope);
  return f.minOccurs === 0 && !enveloped && f.maxOccurs === 1 && !f.nillable
    ? nullable(value)
    : value;
}

/** The SOAP fault of an operation: the shared one, or, where it declares faults, one of them or the shared one. */
export function faultSchema(op: OperationModel, scope: OpenApiScope): JsonSchema {
  const generic = scope.shared("SoapFault");
  if (op.faults.length === 0) return generic;
  return { oneOf: [...op.faults.map((f) => faultObject(scope.schemaOf(f.type), f.name)), generic] };
}
