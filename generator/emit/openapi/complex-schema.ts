/**
 * A complex type's schema, as the validators' complex-schema.ts has it: an `ArrayOf*` wrapper is an
 * array of its item; an open type an object of XML values; any other an object of its fields,
 * attributes and runtime (`$`) properties, joined (`allOf`) to its base's schema and to one
 * `oneOf` per choice (choice-schema.ts). Unknown properties are not refused (the validators strip
 * them).
 */
import { extensionBase } from "../../model/extension-base.ts";
import { isOpen } from "../../model/open-type.ts";
import type { ComplexTypeModel } from "../../model/service-model.ts";
import { choiceSchema } from "./choice-schema.ts";
import {
  attributeProperty,
  fieldProperty,
  fieldValueSchema,
  orderProperties,
  type Property,
} from "./field-schemas.ts";
import { allOf, objectSchema, type JsonSchema } from "./json-schema.ts";
import type { OpenApiScope } from "./openapi-scope.ts";

export function complexSchema(t: ComplexTypeModel, scope: OpenApiScope): JsonSchema {
  if (t.arrayItem)
    return fieldValueSchema({ ...t.arrayItem, minOccurs: 0, maxOccurs: null }, scope);
  if (isOpen(t)) return { type: "object", additionalProperties: scope.shared("XmlValue") };
  const own: Property[] = [
    ...t.fields.filter((f) => !f.choice).map((f) => fieldProperty(f, scope)),
    ...t.attributes.map((a) => attributeProperty(a, scope)),
    ...orderProperties(t.fields),
    ...runtimeProperties(t, scope),
  ];
  const baseId = extensionBase(t);
  return allOf([
    ...(baseId ? [scope.ownSchemaOf(baseId)] : []),
    ...(own.length > 0 || !baseId ? [propertiesSchema(own)] : []),
    ...t.choices.map((c, group) => choiceSchema(t, group, c.required, scope)),
  ]);
}

export function propertiesSchema(properties: readonly Property[]): { [keyword: string]: unknown } {
  return objectSchema(
    properties.map((p) => [p.name, p.schema] as const),
    properties.filter((p) => p.required).map((p) => p.name),
  );
}

/** The properties the runtime fills (types/field-property.ts RUNTIME_PROPERTIES). */
function runtimeProperties(t: ComplexTypeModel, scope: OpenApiScope): Property[] {
  const text = { type: "string" };
  const properties: Property[] = [];
  if (t.text) properties.push({ name: "$value", schema: scope.schemaOf(t.text), required: true });
  if (t.mixed) properties.push({ name: "$text", schema: text, required: false });
  if (t.anyElements)
    properties.push({ name: "$any", schema: { type: "array", items: text }, required: false });
  if (t.anyAttribute)
    properties.push({
      name: "$attributes",
      schema: { type: "object", additionalProperties: text },
      required: false,
    });
  const family = xsiTypeNames(t, scope);
  if (family.length > 0)
    properties.push({ name: "$type", schema: { type: "string", enum: family }, required: false });
  return properties;
}

/** The names `$type` may take, as types/complex-type.ts lists them. */
export function xsiTypeNames(t: ComplexTypeModel, scope: OpenApiScope): string[] {
  if (t.derived.length === 0 && t.base?.kind !== "named") return [];
  return [t, ...t.derived.map((id) => scope.type(id))]
    .filter((x) => !x.anonymous && !(x.kind === "complex" && x.abstract))
    .map((x) => x.name.local);
}
