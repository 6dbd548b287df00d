/** Simple types as aliases: a restriction is its base's type, a list an array, a union a union. */
import type { ListTypeModel, SimpleTypeModel, UnionTypeModel } from "../../model/service-model.ts";
import { arrayOf, union, type Statement, type TypeNode } from "../code/code-model.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";
import { typeDoc } from "./type-docs.ts";

export function simpleTypeStatement(
  t: SimpleTypeModel | ListTypeModel | UnionTypeModel,
  namer: TsTypeNamer,
): Statement {
  return { kind: "type", name: t.tsName, doc: typeDoc(t), type: aliased(t, namer) };
}

function aliased(
  t: SimpleTypeModel | ListTypeModel | UnionTypeModel,
  namer: TsTypeNamer,
): TypeNode {
  switch (t.kind) {
    case "simple":
      return namer.of({ kind: "builtin", xsd: t.base });
    case "list":
      return arrayOf(namer.of(t.item));
    case "union":
      return union([...new Set(t.members.map((m) => namer.of(m)))]);
  }
}
