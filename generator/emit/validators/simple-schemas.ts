/**
 * Enumerations, lists and unions, as `types.ts` declares them (types/enum-type.ts,
 * types/simple-types.ts): an enumeration's exact literals (a .NET `[Flags]` enumeration is a list
 * of them), a list's items in an array with its length facets, a union's member types.
 */
import type { EnumTypeModel, ListTypeModel, UnionTypeModel } from "../../model/service-model.ts";
import { arr, call, num, str, type ExprNode } from "../code/code-model.ts";
import { method } from "./facet-check.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { z } from "./zod-code.ts";

/** `enumOf([...])`: `z.enum`, typed as its literals (runtime/typed-schema.ts says why). */
export function enumSchema(t: EnumTypeModel, scope: ValidatorScope): ExprNode {
  return call(scope.typedHelper("enumOf"), [arr(t.values.map((v) => str(v.value)))]);
}

export function listSchema(t: ListTypeModel, scope: ValidatorScope): ExprNode {
  const { length, minLength, maxLength } = t.facets;
  const checks = [
    ...(length !== undefined ? [method("length", num(length))] : []),
    ...(minLength !== undefined ? [method("min", num(minLength))] : []),
    ...(maxLength !== undefined ? [method("max", num(maxLength))] : []),
  ];
  return checks.reduce((schema, check) => check(schema), z("array", scope.schemaOf(t.item)));
}

/** The members' distinct schemas; a value is one of them. */
export function unionSchema(t: UnionTypeModel, scope: ValidatorScope): ExprNode {
  const members = [...new Set(t.members.map((m) => scope.schemaOf(m)))];
  return members.length === 1 ? members[0]! : z("union", arr(members));
}
