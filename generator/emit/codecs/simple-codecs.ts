/** Codecs of simple types: an enumeration's values, a restriction's base, a list's items, a union's members. */
import type {
  EnumTypeModel,
  ListTypeModel,
  SimpleTypeModel,
  UnionTypeModel,
} from "../../model/service-model.ts";
import { arr, call, str, type ExprNode } from "../code/code-model.ts";
import { codecRef } from "../common/codec-ref.ts";
import type { CodecContext } from "./complex-codec.ts";

export function simpleCodecExpr(
  t: EnumTypeModel | SimpleTypeModel | ListTypeModel | UnionTypeModel,
  c: CodecContext,
): ExprNode {
  const helper = (name: string) => c.imports.use(`${c.runtime}/codec.js`, name);
  switch (t.kind) {
    case "enum":
      return call(
        helper("enumCodec"),
        [str(t.name.local), arr(t.values.map((v) => str(v.value)))],
        [`T.${t.tsName}`],
      );
    case "simple":
      return codecRef({ kind: "builtin", xsd: t.base }, c.namer, c.scope);
    case "list":
      return call(helper("listCodec"), [codecRef(t.item, c.namer, c.scope)]);
    case "union":
      return call(helper("unionCodec"), [
        str(t.name.local),
        arr(t.members.map((m) => codecRef(m, c.namer, c.scope))),
      ]);
  }
}
