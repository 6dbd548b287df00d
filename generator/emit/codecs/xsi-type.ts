/**
 * What the codecs of an rpc/encoded contract say of each field (SOAP section 5, runtime
 * soap-encoding.ts): its type as `xsi:type` names it (`xsi: "xsd:int"`, or
 * `"{namespace}Person"`), which the runtime writes in an encoded message.
 */
import type { ServiceModel, TypeRef } from "../../model/service-model.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";

/** Whether any operation's messages are SOAP-encoded: its types' fields then say their types. */
export function isEncodedContract(model: ServiceModel): boolean {
  return model.operations.some((op) => op.encodingStyle !== undefined);
}

/**
 * The `xsi:type` of a value of `ref`: a built-in's `xsd:` name, a named type's `{namespace}local`;
 * none for xsd:anyType (a value says its own) and an anonymous type (it has no name), nor for a
 * SOAP-encoded array, whose codec writes `SOAP-ENC:Array`.
 */
export function xsiTypeOf(ref: TypeRef, namer: TsTypeNamer): string | undefined {
  if (ref.kind === "builtin") return ref.xsd === "anyType" ? undefined : `xsd:${ref.xsd}`;
  const t = namer.type(ref.id);
  if (t.anonymous || (t.kind === "complex" && t.encodedArray)) return undefined;
  return `{${t.name.namespace}}${t.name.local}`;
}
