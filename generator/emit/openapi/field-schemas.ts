/**
 * A field's property, as the validators' field-schema.ts has it: the value's schema, nullable when
 * nillable, an array when repeated (with its occurrence bounds), required when it must be present.
 */
import type { AttributeModel, FieldModel } from "../../model/service-model.ts";
import { nullable, type JsonSchema } from "./json-schema.ts";
import type { OpenApiScope } from "./openapi-scope.ts";

/** A property: its name, schema and whether it must be present. */
export interface Property {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export function itemSchema(
  f: Pick<FieldModel, "type" | "nillable">,
  scope: OpenApiScope,
): JsonSchema {
  const schema = scope.schemaOf(f.type);
  return f.nillable ? nullable(schema) : schema;
}

/** One item, or an array of at least minOccurs and at most maxOccurs of them. */
export function fieldValueSchema(f: FieldModel, scope: OpenApiScope): JsonSchema {
  const items = itemSchema(f, scope);
  if (f.maxOccurs === 1) return items;
  return {
    type: "array",
    items,
    ...(f.minOccurs > 0 ? { minItems: f.minOccurs } : {}),
    ...(f.maxOccurs !== null ? { maxItems: f.maxOccurs } : {}),
  };
}

export function fieldProperty(f: FieldModel, scope: OpenApiScope): Property {
  const schema = fieldValueSchema(f, scope);
  const described = f.documentation ? withDescription(schema, f.documentation) : schema;
  return { name: f.tsName, schema: described, required: f.minOccurs > 0 };
}

export function attributeProperty(a: AttributeModel, scope: OpenApiScope): Property {
  const schema = scope.schemaOf(a.type);
  return {
    name: a.tsName,
    schema: a.documentation ? withDescription(schema, a.documentation) : schema,
    required: a.required,
  };
}

/** `$order`: the order the elements of a repeated compositor came in, by name. */
export function orderProperties(fields: readonly FieldModel[]): Property[] {
  return fields.some((f) => f.interleaved !== undefined)
    ? [{ name: "$order", schema: { type: "array", items: { type: "string" } }, required: false }]
    : [];
}

/** A description beside a `$ref` is allowed in JSON Schema 2020-12 (and OpenAPI 3.1). */
function withDescription(schema: JsonSchema, description: string): JsonSchema {
  return typeof schema === "object" ? { ...schema, description } : schema;
}
