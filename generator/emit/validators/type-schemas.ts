/**
 * One schema per type of the contract (and `AnyTypeItem`), in declaration order, each checked
 * against the type `types.ts` declares (see ValidatorScope.declare).
 */
import type { TypeModel } from "../../model/service-model.ts";
import type { ExprNode, Statement } from "../code/code-model.ts";
import { anyTypeItemSchema } from "./any-type-item-schema.ts";
import { complexSchema } from "./complex-schema.ts";
import { ANY_TYPE_ITEM } from "./declaration-order.ts";
import { restrictionSchema } from "./restriction-schema.ts";
import { enumSchema, listSchema, unionSchema } from "./simple-schemas.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { schemaName } from "./zod-code.ts";

export function typeSchemaStatements(scope: ValidatorScope): Statement[] {
  return scope.order.map((id) => {
    if (id === ANY_TYPE_ITEM) return declare(ANY_TYPE_ITEM, anyTypeItemSchema(scope), scope);
    const t = scope.type(id);
    if (t.kind !== "simple") return declare(t.tsName, schemaOf(t, scope), scope);
    const { schema, unchecked } = restrictionSchema(t, scope);
    return declare(t.tsName, schema, scope, unchecked.length > 0 ? [`Not checked: ${unchecked.join("; ")}.`] : undefined);
  });
}

function schemaOf(t: Exclude<TypeModel, { kind: "simple" }>, scope: ValidatorScope): ExprNode {
  switch (t.kind) {
    case "enum":
      return enumSchema(t);
    case "list":
      return listSchema(t, scope);
    case "union":
      return unionSchema(t, scope);
    case "complex":
      return complexSchema(t, scope);
  }
}

function declare(tsName: string, value: ExprNode, scope: ValidatorScope, doc?: string[]): Statement {
  return { ...scope.declare(schemaName(tsName), value, tsName, "same"), ...(doc ? { doc } : {}) };
}
