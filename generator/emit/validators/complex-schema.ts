/**
 * A complex type's schema, mirroring its declaration in `types.ts` (types/complex-type.ts): an
 * `ArrayOf*` wrapper is an array of its item; an open type a record of XML values; any other an
 * object of its fields, attributes and runtime (`$`) properties, joined (`.and`) to its base's
 * schema and to a union per choice.
 */
import { extensionBase } from "../../model/extension-base.ts";
import { isOpen } from "../../model/open-type.ts";
import type { ComplexTypeModel } from "../../model/service-model.ts";
import { arr, call, obj, str, type ExprNode, type ObjectEntry } from "../code/code-model.ts";
import { choiceSchema } from "./choice-schema.ts";
import { attributeEntry, fieldEntry, fieldValueSchema, orderEntries } from "./field-schema.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { chain, schemaName, z } from "./zod-code.ts";

export function complexSchema(t: ComplexTypeModel, scope: ValidatorScope): ExprNode {
  if (t.arrayItem)
    return t.arrayItem.nillable
      ? call(scope.typedHelper("nillableItems"), [scope.schemaOf(t.arrayItem.type)])
      : fieldValueSchema({ ...t.arrayItem, minOccurs: 0, maxOccurs: null }, scope);
  if (isOpen(t)) return z("record", z("string"), scope.xmlValue());
  const own = [
    ...t.fields.filter((f) => !f.choice).map((f) => fieldEntry(f, scope, t.id)),
    ...t.attributes.map((a) => attributeEntry(a, scope, t.id)),
    ...orderEntries(t.fields),
    ...runtimeEntries(t, scope),
  ];
  const baseId = extensionBase(t);
  const base = baseId ? schemaName(scope.type(baseId).tsName) : undefined;
  const parts: ExprNode[] = [
    ...(base ? [base] : []),
    ...(own.length > 0 || !base ? [z("object", obj(own))] : []),
    ...t.choices.map((c, group) => choiceSchema(t, group, c.required, scope)),
  ];
  return parts.slice(1).reduce((joined, part) => chain(joined, "and", part), parts[0]!);
}

/** The properties the runtime fills (types/field-property.ts RUNTIME_PROPERTIES). */
function runtimeEntries(t: ComplexTypeModel, scope: ValidatorScope): ObjectEntry[] {
  const text = () => scope.builtin("string");
  const entries: ObjectEntry[] = [];
  if (t.text)
    entries.push({
      key: "$value",
      value: scope.schemaOf(t.text),
      ...(scope.deferred(t.id, t.text) ? { getter: true } : {}),
    });
  if (t.mixed) entries.push({ key: "$text", value: chain(text(), "optional") });
  if (t.anyElements)
    entries.push({ key: "$any", value: chain(z("array", z("string")), "optional") });
  if (t.anyAttribute)
    entries.push({
      key: "$attributes",
      value: chain(z("record", z("string"), text()), "optional"),
    });
  const family = xsiTypeNames(t, scope);
  if (family.length > 0)
    entries.push({
      key: "$type",
      value: chain(call(scope.typedHelper("enumOf"), [arr(family.map(str))]), "optional"),
    });
  return entries;
}

/** The names `$type` may take, as types/complex-type.ts lists them. */
function xsiTypeNames(t: ComplexTypeModel, scope: ValidatorScope): string[] {
  if (t.derived.length === 0 && t.base?.kind !== "named") return [];
  return [t, ...t.derived.map((id) => scope.type(id))]
    .filter((x) => !x.anonymous && !(x.kind === "complex" && x.abstract))
    .map((x) => x.name.local);
}
