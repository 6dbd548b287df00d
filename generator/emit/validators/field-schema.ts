/**
 * A property of an object schema, as `types.ts` declares it (types/field-property.ts): the value's
 * schema, `.nullable()` when nillable, an array when repeated (with its occurrence bounds),
 * `.optional()` when it may be absent; a getter when it refers to a schema declared later.
 */
import type { AttributeModel, FieldModel } from "../../model/service-model.ts";
import { num, type ExprNode, type ObjectEntry } from "../code/code-model.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { chain, z } from "./zod-code.ts";

/** The schema of one element's value: its type's, nillable or not (what an array's items are). */
export function itemSchema(
  f: Pick<FieldModel, "type" | "nillable">,
  scope: ValidatorScope,
): ExprNode {
  const schema = scope.schemaOf(f.type);
  return f.nillable ? chain(schema, "nullable") : schema;
}

/** A field's value: one item, or an array of at least minOccurs and at most maxOccurs of them. */
export function fieldValueSchema(f: FieldModel, scope: ValidatorScope): ExprNode {
  const item = itemSchema(f, scope);
  if (f.maxOccurs === 1) return item;
  const least =
    f.minOccurs > 0 ? chain(z("array", item), "min", num(f.minOccurs)) : z("array", item);
  return f.maxOccurs === null ? least : chain(least, "max", num(f.maxOccurs));
}

/** A field's property in the object schema of the type `owner` (an id, or undefined outside types). */
export function fieldEntry(
  f: FieldModel,
  scope: ValidatorScope,
  owner?: string,
  optional = f.minOccurs === 0,
): ObjectEntry {
  const value = fieldValueSchema(f, scope);
  return entry(
    f.tsName,
    optional ? chain(value, "optional") : value,
    owner !== undefined && scope.deferred(owner, f.type),
  );
}

export function attributeEntry(
  a: AttributeModel,
  scope: ValidatorScope,
  owner: string,
): ObjectEntry {
  const value = scope.schemaOf(a.type);
  return entry(
    a.tsName,
    a.required ? value : chain(value, "optional"),
    scope.deferred(owner, a.type),
  );
}

function entry(key: string, value: ExprNode, getter: boolean): ObjectEntry {
  return getter ? { key, value, getter } : { key, value };
}

/** `$order` (types/field-property.ts orderProperties), for fields of which some are in a repeated compositor. */
export function orderEntries(fields: readonly FieldModel[]): ObjectEntry[] {
  return fields.some((f) => f.interleaved !== undefined)
    ? [{ key: "$order", value: chain(z("array", z("string")), "optional") }]
    : [];
}
