/**
 * The TypeScript type of each XML Schema type, in the value form the generated code hands to users:
 * numbers for xsd:int and its smaller kin, bigint where 64 bits do not fit a double, strings where
 * precision or lexical form matters (decimal, date, time, duration), Date for dateTime.
 */
import type { FieldModel, ServiceModel, TypeModel, TypeRef, XsdBuiltin } from "../model/service-model.ts";

const BUILTIN_TS: Record<XsdBuiltin, string> = {
  string: "string",
  boolean: "boolean",
  int: "number",
  long: "bigint",
  short: "number",
  byte: "number",
  unsignedInt: "number",
  unsignedLong: "bigint",
  unsignedShort: "number",
  unsignedByte: "number",
  integer: "bigint",
  decimal: "string",
  double: "number",
  float: "number",
  dateTime: "Date",
  date: "string",
  time: "string",
  duration: "string",
  base64Binary: "Uint8Array",
  anyURI: "string",
  QName: "string",
  guid: "string",
  // ASMX writes System.Char as its UTF-16 code unit, an unsignedShort.
  char: "number",
  anyType: "AnyTypeItem",
};

export function builtinTsType(xsd: XsdBuiltin): string {
  return BUILTIN_TS[xsd];
}

export class TsTypeNamer {
  private readonly types: Map<string, TypeModel>;

  constructor(model: ServiceModel) {
    this.types = new Map(model.types.map((t) => [t.id, t]));
  }

  type(id: string): TypeModel {
    const t = this.types.get(id);
    if (!t) throw new Error(`model defect: no type ${id}`);
    return t;
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

  /** Whether the model's types reference xsd:anyType anywhere. */
  usesAnyType(model: ServiceModel): boolean {
    const isAny = (ref: TypeRef) => ref.kind === "builtin" && ref.xsd === "anyType";
    return (
      model.types.some((t) => t.kind === "complex" && (t.fields.some((f) => isAny(f.type)) || t.attributes.some((a) => isAny(a.type)))) ||
      model.operations.some((op) => op.parameters.some((p) => isAny(p.type)))
    );
  }
}
