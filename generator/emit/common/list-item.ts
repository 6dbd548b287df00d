import type { ListTypeModel, XsdBuiltin } from "../../model/service-model.ts";

/** The built-in item type of a list (a list of a named type is not written yet). */
export function builtinItem(t: ListTypeModel): XsdBuiltin {
  if (t.item.kind !== "builtin")
    throw new Error(`list type ${t.name.local} of a named type: not supported yet`);
  return t.item.xsd;
}
