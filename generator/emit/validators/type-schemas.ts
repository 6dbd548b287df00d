/**
 * One schema per type of the contract (and `AnyTypeItem`), in declaration order, each checked
 * against the type `types.ts` declares (see ValidatorScope.declare).
 */
import type { ComplexTypeModel, TypeModel } from "../../model/service-model.ts";
import { call, generic, obj, str, type ExprNode, type Statement } from "../code/code-model.ts";
import { anyTypeItemStatement } from "./any-type-item-schema.ts";
import { complexSchema } from "./complex-schema.ts";
import { ANY_TYPE_ITEM, familiesById } from "./declaration-order.ts";
import { restrictionSchema } from "./restriction-schema.ts";
import { enumSchema, listSchema, unionSchema } from "./simple-schemas.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { schemaName } from "./zod-code.ts";

export function typeSchemaStatements(scope: ValidatorScope): Statement[] {
  const families = familiesById(scope.model.types);
  return scope.order.map((id) => {
    if (id === ANY_TYPE_ITEM) return anyTypeItemStatement(scope);
    const family = families.get(id);
    if (family) return familyStatement(family, scope);
    const t = scope.type(id);
    if (t.kind !== "simple") return declare(t.tsName, schemaOf(t, scope), scope);
    const { schema, unchecked } = restrictionSchema(t, scope);
    return declare(
      t.tsName,
      schema,
      scope,
      unchecked.length > 0 ? [`Not checked: ${unchecked.join("; ")}.`] : undefined,
    );
  });
}

function schemaOf(t: Exclude<TypeModel, { kind: "simple" }>, scope: ValidatorScope): ExprNode {
  switch (t.kind) {
    case "enum":
      return enumSchema(t, scope);
    case "list":
      return listSchema(t, scope);
    case "union":
      return unionSchema(t, scope);
    case "complex":
      return complexSchema(t, scope);
  }
}

/** `ShapeFamilySchema = familySchema<T.ShapeFamily>({ Shape: ShapeSchema, Circle: CircleSchema }, "Shape")`: each member's schema by its `$type`. */
function familyStatement(t: ComplexTypeModel, scope: ValidatorScope): Statement {
  const { tsName, members } = t.family!;
  const familySchema = scope.imports.use("./runtime/typed-schema.js", "familySchema");
  const byName = obj(
    members
      .map((id) => scope.type(id))
      .map((m) => ({ key: m.name.local, value: schemaName(m.tsName) })),
  );
  const type = scope.declared(tsName);
  const value = call(familySchema, t.abstract ? [byName] : [byName, str(t.name.local)], [type]);
  return {
    kind: "const",
    name: schemaName(tsName),
    type: generic("z.ZodType", [type, type]),
    value,
  };
}

function declare(
  tsName: string,
  value: ExprNode,
  scope: ValidatorScope,
  doc?: string[],
): Statement {
  return { ...scope.declare(schemaName(tsName), value, tsName, "same"), ...(doc ? { doc } : {}) };
}
