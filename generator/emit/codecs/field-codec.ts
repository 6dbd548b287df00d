/** A field's codec descriptor: `{ xml, ns, ts, codec, min, max, nillable }` (see runtime codec.ts). */
import type { FieldModel } from "../../model/service-model.ts";
import { num, obj, str, type ExprNode, type ObjectEntry } from "../code/code-model.ts";
import type { TsTypeNamer } from "../shared/ts-type-namer.ts";
import { codecRef, type CodecScope } from "../shared/codec-ref.ts";

/** A namespace as written: the contract's own by its constant, others as strings. */
export type NamespaceExpr = (ns: string) => ExprNode;

export function fieldEntries(f: FieldModel, namer: TsTypeNamer, scope: CodecScope, ns: NamespaceExpr): ObjectEntry[] {
  return [
    { key: "xml", value: str(f.xmlName) },
    { key: "ns", value: ns(f.namespace) },
    { key: "ts", value: str(f.tsName) },
    { key: "codec", value: codecRef(f.type, namer, scope) },
    { key: "min", value: num(f.minOccurs) },
    { key: "max", value: f.maxOccurs === null ? "null" : num(f.maxOccurs) },
    { key: "nillable", value: f.nillable ? "true" : "false" },
  ];
}

export function fieldCodec(f: FieldModel, namer: TsTypeNamer, scope: CodecScope, ns: NamespaceExpr): ExprNode {
  return obj(fieldEntries(f, namer, scope, ns));
}
