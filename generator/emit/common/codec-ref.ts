/**
 * How generated code refers to the codec of a type: `xsd.<name>` for a built-in, the contract's
 * `<Type>Codec` for a named type (through a thunk inside codecs.ts, where it may be declared later
 * or be the type itself), `anyTypeCodec` for xsd:anyType.
 */
import type { TypeRef } from "../../model/service-model.ts";
import { arrow, member, type ExprNode } from "../code/code-model.ts";
import type { Imports } from "../code/imports.ts";
import type { TsTypeNamer } from "./ts-type-namer.ts";

export function codecName(tsName: string): string {
  return `${tsName}Codec`;
}

/** Where the reference is written: in codecs.ts itself, or in a module importing it as `codecs`. */
export type CodecScope =
  | { in: "codecs"; xsd: () => string }
  | { in: "module"; codecs: () => string; xsd: () => string };

export function codecRef(ref: TypeRef, namer: TsTypeNamer, scope: CodecScope): ExprNode {
  if (ref.kind === "builtin" && ref.xsd !== "anyType") return member(scope.xsd(), ref.xsd);
  const name = ref.kind === "builtin" ? "anyTypeCodec" : codecName(namer.type(ref.id).tsName);
  return scope.in === "codecs" ? arrow([], name) : member(scope.codecs(), name);
}

/** The imports' helpers for a scope: `xsd` from the runtime, the contract's codecs as `codecs`. */
export function moduleScope(imports: Imports, runtime: string, codecsModule: string): CodecScope {
  return {
    in: "module",
    codecs: () => imports.namespace(codecsModule, "codecs"),
    xsd: () => imports.namespace(`${runtime}/xsd-codecs.js`, "xsd"),
  };
}

/** A codec as written in the client's and server's modules, which import `codecs` and `xsd`. */
export function moduleCodecText(ref: TypeRef, namer: TsTypeNamer): string {
  if (ref.kind === "builtin")
    return ref.xsd === "anyType" ? "codecs.anyTypeCodec" : `xsd.${ref.xsd}`;
  return `codecs.${codecName(namer.type(ref.id).tsName)}`;
}
