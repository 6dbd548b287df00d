/** The component schemas of the contract's types: one per type, one per xsi:type family. */
import type { TypeModel } from "../../model/service-model.ts";
import { complexSchema } from "./complex-schema.ts";
import { familySchema } from "./family-schema.ts";
import type { JsonSchema } from "./json-schema.ts";
import type { OpenApiScope } from "./openapi-scope.ts";
import { enumSchema, listSchema, restrictionSchema, unionSchema } from "./simple-schemas.ts";

export function typeSchemas(scope: OpenApiScope): [string, JsonSchema][] {
  return scope.model.types.flatMap((t): [string, JsonSchema][] => [
    [scope.typeName(t.id), described(schemaOf(t, scope), t.documentation)],
    ...(t.kind === "complex" && t.family
      ? [[scope.familyNames.get(t.id)!, familySchema(t, scope)] as [string, JsonSchema]]
      : []),
  ]);
}

function schemaOf(t: TypeModel, scope: OpenApiScope): JsonSchema {
  switch (t.kind) {
    case "enum":
      return enumSchema(t);
    case "list":
      return listSchema(t, scope);
    case "union":
      return unionSchema(t, scope);
    case "simple":
      return restrictionSchema(t, scope);
    case "complex":
      return complexSchema(t, scope);
  }
}

function described(schema: JsonSchema, documentation: string | undefined): JsonSchema {
  if (!documentation || typeof schema !== "object") return schema;
  const { description } = schema as { description?: string };
  return {
    ...schema,
    description: description ? `${documentation}\n\n${description}` : documentation,
  };
}
