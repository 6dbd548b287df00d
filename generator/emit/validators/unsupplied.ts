/**
 * What a parameter with a stated requirement must not be, beyond absent or nil: ASMX hands a method
 * a default for a value-type element left out (0, false, 0001-01-01T00:00:00Z), so that value
 * counts as not supplied; a text parameter must not be empty.
 */
import type { FieldModel } from "../../model/service-model.ts";
import { binary, call, member, str, type ExprNode } from "../code/code-model.ts";
import { printExpr } from "../code/print-module.ts";
import { missingValue } from "../operations/asmx-param.ts";
import { BUILTINS } from "../common/builtin-table.ts";
import type { ValidatorScope } from "./validator-scope.ts";

export interface Unsupplied {
  /** The value as a message names it. */
  shown: string;
  /** `value` is not it. */
  differs(value: ExprNode): ExprNode;
}

export function unsupplied(p: FieldModel, scope: ValidatorScope): Unsupplied | undefined {
  const missing = missingValue(p, scope.namer);
  if (missing !== undefined && p.type.kind === "builtin" && p.type.xsd === "dateTime") {
    const time = (date: ExprNode) => call(member(date, "getTime"), []);
    return {
      shown: "0001-01-01T00:00:00Z, ASMX's value for one left out",
      differs: (value) => binary(time(value), "!==", time(missing)),
    };
  }
  if (missing !== undefined)
    return {
      shown: `${printExpr(missing)}, ASMX's value for one left out`,
      differs: (value) => binary(value, "!==", missing),
    };
  return isText(p, scope)
    ? { shown: "empty", differs: (value) => binary(value, "!==", str("")) }
    : undefined;
}

/** A single string value: a string built-in, or a restriction of one. */
function isText(p: FieldModel, scope: ValidatorScope): boolean {
  if (p.maxOccurs !== 1) return false;
  const t = p.type.kind === "named" ? scope.type(p.type.id) : undefined;
  const base = p.type.kind === "builtin" ? p.type.xsd : t?.kind === "simple" ? t.base : undefined;
  return base !== undefined && BUILTINS[base].tsType === "string";
}
