/**
 * The TypeScript type of each XML Schema type, in the value form the generated code hands to users:
 * numbers for xsd:int and its smaller kin, bigint where 64 bits do not fit a double, strings where
 * precision or lexical form matters (decimal, date, time, duration), Date for dateTime.
 */
import type { ServiceModel, TypeModel, TypeRef, XsdBuiltin } from "../../model/service-model.ts";
import { typeRefs } from "../../model/type-refs.ts";
import { BUILTINS } from "./builtin-table.ts";
import { typeLookup } from "../../model/type-lookup.ts";

export function builtinTsType(xsd: XsdBuiltin): string {
  return BUILTINS[xsd].tsType;
}

export class TsTypeNamer {
  readonly type: (id: string) => TypeModel;

  constructor(model: ServiceModel) {
    this.type = typeLookup(model);
  }

  /** The TypeScript type of a type reference. */
  of(ref: TypeRef): string {
    return ref.kind === "builtin" ? builtinTsType(ref.xsd) : this.type(ref.id).tsName;
  }

  /**
   * The TypeScript type of a value of a type reference: a type's xsi:type family where it has one
   * (an element of type `Shape` may hold a `Circle`), else as `of`.
   */
  valueOf(ref: TypeRef): string {
    if (ref.kind === "builtin") return this.of(ref);
    const t = this.type(ref.id);
    return t.kind === "complex" && t.family ? t.family.tsName : t.tsName;
  }

  /** Whether the model references xsd:anyType anywhere (types, bodies, faults, headers). */
  usesAnyType(model: ServiceModel): boolean {
    for (const ref of typeRefs(model))
      if (ref.kind === "builtin" && ref.xsd === "anyType") return true;
    return false;
  }
}
