/**
 * A SOAP-encoded array's codec (runtime soap-encoding.ts), which writes its own type
 * (`SOAP-ENC:Array`) and its items' (`SOAP-ENC:arrayType`).
 */
import type { ComplexTypeModel } from "../../model/service-model.ts";
import { call, str, type ExprNode } from "../code/code-model.ts";
import type { CodecContext } from "./complex-codec.ts";
import { fieldSpec } from "./field-codec.ts";
import { xsiTypeOf } from "./xsi-type.ts";

/** `encodedArrayCodec(item, "xsd:int")`: the items' type as an array's `SOAP-ENC:arrayType` names it. */
export function encodedArrayCodecExpr(t: ComplexTypeModel, c: CodecContext): ExprNode {
  const item = t.arrayItem!;
  return call(c.imports.use(`${c.runtime}/soap-encoding.js`, "encodedArrayCodec"), [
    fieldSpec(item, c.namer, c.scope, c.ns, t.name.namespace, true),
    str(xsiTypeOf(item.type, c.namer) ?? "xsd:anyType"),
  ]);
}
