/**
 * A field's codec descriptor, a FieldSpec (see runtime codec.ts): `{ xml, ns, ts, codec, min, max,
 * nillable, interleaved, xsi }` less what is the common case (the type's namespace, the XML name,
 * exactly once, not nillable, in no repeated compositor, no SOAP encoding).
 */
import type { FieldModel } from "../../model/service-model.ts";
import { num, obj, str, type ExprNode, type ObjectEntry } from "../code/code-model.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";
import { codecRef, type CodecScope } from "../common/codec-ref.ts";
import { xsiTypeOf } from "./xsi-type.ts";

/** A namespace as written: the contract's own by its constant, others as strings. */
export type NamespaceExpr = (ns: string) => ExprNode;

/**
 * `typeNs`: the namespace of the type (or wrapper) the field is in, which the field's is unless
 * written; `encoded`: the field is written in SOAP-encoded messages, which name its type.
 */
export function fieldSpec(
  f: FieldModel,
  namer: TsTypeNamer,
  scope: CodecScope,
  ns: NamespaceExpr,
  typeNs: string,
  encoded = false,
): ExprNode {
  return obj(fieldSpecEntries(f, namer, scope, ns, typeNs, encoded));
}

export function fieldSpecEntries(
  f: FieldModel,
  namer: TsTypeNamer,
  scope: CodecScope,
  ns: NamespaceExpr,
  typeNs: string,
  encoded = false,
): ObjectEntry[] {
  const entries: ObjectEntry[] = [{ key: "xml", value: str(f.xmlName) }];
  if (f.namespace !== typeNs) entries.push({ key: "ns", value: ns(f.namespace) });
  if (f.tsName !== f.xmlName) entries.push({ key: "ts", value: str(f.tsName) });
  entries.push({ key: "codec", value: codecRef(f.type, namer, scope) });
  if (f.minOccurs !== 1) entries.push({ key: "min", value: num(f.minOccurs) });
  if (f.maxOccurs !== 1)
    entries.push({ key: "max", value: f.maxOccurs === null ? "null" : num(f.maxOccurs) });
  if (f.nillable) entries.push({ key: "nillable", value: "true" });
  if (f.interleaved !== undefined) entries.push({ key: "interleaved", value: num(f.interleaved) });
  const xsi = encoded ? xsiTypeOf(f.type, namer) : undefined;
  if (xsi !== undefined) entries.push({ key: "xsi", value: str(xsi) });
  return entries;
}
