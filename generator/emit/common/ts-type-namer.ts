/**
 * The TypeScript type of each XML Schema type, in the value form the generated code hands to users:
 * numbers for xsd:int and its smaller kin, bigint where 64 bits do not fit a double, strings where
 * precision or lexical form matters (decimal, date, time, duration), Date for dateTime.
 */
import type { FieldModel, ServiceModel, TypeModel, TypeRef, XsdBuiltin } from "../../model/service-model.ts";
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

  /** The type of a field's value: repeated fields are arrays, nillable ones admit null. */
  ofField(field: FieldModel): string {
    const item = field.nillable ? `${this.of(field.type)} | null` : this.of(field.type);
    return field.maxOccurs === 1 ? item : `(${item})[]`;
  }

  /** Whether the model references xsd:anyType anywhere (types, bodies, faults, headers). */
  usesAnyType(model: ServiceModel): boolean {
    for (const ref of typeRefs(model)) if (ref.kind === "builtin" && ref.xsd === "anyType") return true;
    return false;
  }
}
