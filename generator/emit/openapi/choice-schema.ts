/**
 * An `xs:choice` of a complex type: a `oneOf` of one object per alternative, its fields allowed and
 * the other alternatives' refused (`false`), and an object of none of them when the choice is
 * optional. So that exactly one alternative matches, an alternative none of whose fields is
 * required needs one of them present, and the object of none stands for it when it has none (a
 * required choice with such an alternative accepts none, as the validators do).
 */
import type { ComplexTypeModel, FieldModel } from "../../model/service-model.ts";
import { fieldProperty } from "./field-schemas.ts";
import { objectSchema, type JsonSchema } from "./json-schema.ts";
import type { OpenApiScope } from "./openapi-scope.ts";

export function choiceSchema(
  t: ComplexTypeModel,
  group: number,
  required: boolean,
  scope: OpenApiScope,
): JsonSchema {
  const members = t.fields.filter((f) => f.choice?.group === group);
  const alternatives = [...new Set(members.map((f) => f.choice!.alternative))].map((alt) =>
    members.filter((f) => f.choice!.alternative === alt),
  );
  const refused = (fields: readonly FieldModel[]) =>
    members.filter((f) => !fields.includes(f)).map((f) => [f.tsName, false] as const);
  let none = !required;
  const objects: JsonSchema[] = [];
  for (const fields of alternatives) {
    const properties = fields.map((f) => fieldProperty(f, scope));
    const needed = properties.filter((p) => p.required).map((p) => p.name);
    if (fields.length === 0) {
      none = true;
      continue;
    }
    const object = objectSchema(
      [...properties.map((p) => [p.name, p.schema] as const), ...refused(fields)],
      needed,
    );
    if (needed.length === 0) {
      none = true;
      object.anyOf = fields.map((f) => ({ required: [f.tsName] }));
    }
    objects.push(object);
  }
  if (none) objects.push(objectSchema(refused([]), []));
  return objects.length === 1 ? objects[0]! : { oneOf: objects };
}
