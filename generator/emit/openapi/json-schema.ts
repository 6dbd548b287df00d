/**
 * JSON Schema 2020-12 values as the OpenAPI document holds them, and the few shapes every part
 * builds: a reference to a component schema, a nullable schema, an object of properties. Objects
 * with keys from the contract are made with `Object.fromEntries`, so a property named `__proto__`
 * stays a property.
 */

export type JsonSchema = { [keyword: string]: unknown } | boolean;

/** Where the document's component schemas are. */
export const SCHEMAS = "#/components/schemas/";

export function ref(component: string): JsonSchema {
  return { $ref: `${SCHEMAS}${component}` };
}

/** The schema, or JSON `null` (an `xsi:nil` element, or a result that is absent). */
export function nullable(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: "null" }] };
}

/** `{ type: "object", properties, required }`, `required` only when some property is. */
export function objectSchema(
  properties: readonly (readonly [string, JsonSchema])[],
  required: readonly string[],
): { [keyword: string]: unknown } {
  return {
    type: "object",
    properties: Object.fromEntries(properties),
    ...(required.length > 0 ? { required: [...required] } : {}),
  };
}

/** The schemas all at once (`allOf`), or the one schema when there is one. */
export function allOf(parts: readonly JsonSchema[]): JsonSchema {
  return parts.length === 1 ? parts[0]! : { allOf: [...parts] };
}
