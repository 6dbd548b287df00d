/**
 * An xsi:type family (`types.ts`' `<Type>Family`): a `oneOf` of its concrete members, each pinned
 * to its `$type`, with a `discriminator` on `$type`. The family's own type, when concrete, is
 * also what a value without `$type` is (as the validators' familySchema reads it).
 */
import type { ComplexTypeModel } from "../../model/service-model.ts";
import { SCHEMAS, type JsonSchema } from "./json-schema.ts";
import type { OpenApiScope } from "./openapi-scope.ts";

export function familySchema(t: ComplexTypeModel, scope: OpenApiScope): JsonSchema {
  const members = t.family!.members.map((id) => scope.type(id));
  return {
    oneOf: members.map((m) => {
      const pinned = { type: "object", properties: { $type: { const: m.name.local } } };
      return {
        allOf: [
          scope.ownSchemaOf(m.id),
          m.id === t.id ? pinned : { ...pinned, required: ["$type"] },
        ],
      };
    }),
    discriminator: {
      propertyName: "$type",
      mapping: Object.fromEntries(
        members.map((m) => [m.name.local, `${SCHEMAS}${scope.typeName(m.id)}`]),
      ),
    },
  };
}
