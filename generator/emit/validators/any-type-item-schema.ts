/**
 * `AnyTypeItemSchema`: an `xsd:anyType` item (types/any-type-item.ts), told apart by its `type`:
 * each built-in an item may name, its value checked by that built-in's own schema (a dateTime
 * with the text it was sent as); each contract type that can arrive so; and anything else kept
 * whole as `unknown`. Written as `taggedUnionSchema<T.AnyTypeItem>({ "xsd:string": { value:
 * xmlString }, ... })`: each member's fields by its `type`, checked against the member it names
 * (runtime/typed-schema.ts: a check that grows with the members, not with their square).
 */
import { call, generic, obj, type ExprNode, type Statement } from "../code/code-model.ts";
import { ANY_TYPE_BUILTINS } from "../common/builtin-table.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import { ANY_TYPE_ITEM } from "./declaration-order.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { chain, schemaName } from "./zod-code.ts";

export function anyTypeItemStatement(scope: ValidatorScope): Statement {
  const fields = (value: ExprNode, extra: { key: string; value: ExprNode }[] = []) =>
    obj([{ key: "value", value }, ...extra]);
  const builtins = ANY_TYPE_BUILTINS.map((xsd) => ({
    key: `xsd:${xsd}`,
    value: fields(
      scope.builtin(xsd),
      xsd === "dateTime" ? [{ key: "text", value: scope.builtin("string") }] : [],
    ),
  }));
  const contract = anyTypeMemberTypes(scope.model).map((t) => ({
    key: t.name.local,
    value: fields(schemaName(t.tsName)),
  }));
  const unknown = {
    key: "unknown",
    value: obj([
      { key: "xsiType", value: chain(scope.builtin("string"), "nullable") },
      { key: "xsiTypeNamespace", value: chain(scope.builtin("string"), "optional") },
      { key: "value", value: scope.xmlValue() },
    ]),
  };
  const taggedUnionSchema = scope.imports.use("./runtime/typed-schema.js", "taggedUnionSchema");
  const type = scope.declared(ANY_TYPE_ITEM);
  return {
    kind: "const",
    name: schemaName(ANY_TYPE_ITEM),
    type: generic("z.ZodType", [type, type]),
    value: call(taggedUnionSchema, [obj([...builtins, ...contract, unknown])], [type]),
  };
}
