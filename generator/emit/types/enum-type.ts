/** An enumeration: a const object of its values (by safe keys) and the union of the values. */
import type { EnumTypeModel } from "../../model/service-model.ts";
import { as, obj, str, type Statement } from "../code/code-model.ts";
import { typeDoc } from "./type-docs.ts";

export function enumStatements(t: EnumTypeModel): Statement[] {
  const entries = t.values.map((v) => ({
    key: v.tsName,
    value: str(v.value),
    ...(v.documentation ? { doc: [v.documentation] } : {}),
  }));
  return [
    { kind: "const", name: t.tsName, doc: typeDoc(t), value: as(obj(entries), "const") },
    { kind: "type", name: t.tsName, type: `(typeof ${t.tsName})[keyof typeof ${t.tsName}]` },
  ];
}
