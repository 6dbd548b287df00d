/**
 * `AnyTypeItemSchema`: an `xsd:anyType` item (types/any-type-item.ts), told apart by its `type`:
 * each built-in an item may name, its value checked by that built-in's own schema (a dateTime
 * with the text it was sent as); each contract type that can arrive so; and anything else kept
 * whole as `unknown`.
 */
import { arr, obj, str, type ExprNode } from "../code/code-model.ts";
import { ANY_TYPE_BUILTINS } from "../common/builtin-table.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { chain, schemaName, z } from "./zod-code.ts";

export function anyTypeItemSchema(scope: ValidatorScope): ExprNode {
  const item = (type: string, value: ExprNode, extra: { key: string; value: ExprNode }[] = []) =>
    z(
      "object",
      obj([{ key: "type", value: z("literal", str(type)) }, { key: "value", value }, ...extra]),
    );
  const builtins = ANY_TYPE_BUILTINS.map((xsd) =>
    item(
      `xsd:${xsd}`,
      scope.builtin(xsd),
      xsd === "dateTime" ? [{ key: "text", value: scope.builtin("string") }] : [],
    ),
  );
  const contract = anyTypeMemberTypes(scope.model).map((t) =>
    item(t.name.local, schemaName(t.tsName)),
  );
  const unknown = z(
    "object",
    obj([
      { key: "type", value: z("literal", str("unknown")) },
      { key: "xsiType", value: chain(scope.builtin("string"), "nullable") },
      { key: "xsiTypeNamespace", value: chain(scope.builtin("string"), "optional") },
      { key: "value", value: scope.xmlValue() },
    ]),
  );
  return z("discriminatedUnion", str("type"), arr([...builtins, ...contract, unknown]));
}
