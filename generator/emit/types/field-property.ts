/** Properties of generated interfaces: one per field or attribute, and the `$` ones of the runtime. */
import type { AttributeModel, FieldModel } from "../../model/service-model.ts";
import { arrayOf, union, type PropertyNode, type TypeNode } from "../code/code-model.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";
import { attributeDoc, fieldDoc } from "./type-docs.ts";

/** A field's value type: arrays for repeated elements, null for nillable ones. */
export function fieldType(f: FieldModel, namer: TsTypeNamer): TypeNode {
  const item: TypeNode = f.nillable ? union([namer.of(f.type), "null"]) : namer.of(f.type);
  return f.maxOccurs === 1 ? item : arrayOf(item);
}

export function fieldProperty(f: FieldModel, namer: TsTypeNamer, optional = f.minOccurs === 0): PropertyNode {
  return { name: f.tsName, type: fieldType(f, namer), optional, doc: fieldDoc(f) };
}

export function attributeProperty(a: AttributeModel, namer: TsTypeNamer): PropertyNode {
  return { name: a.tsName, type: namer.of(a.type), optional: !a.required, doc: attributeDoc(a) };
}

/** The properties the runtime fills for what a schema adds to elements (see complex-codec.ts). */
export const RUNTIME_PROPERTIES = {
  value: (type: TypeNode): PropertyNode => ({ name: "$value", type, doc: ["The element's text (simple content)."] }),
  text: (): PropertyNode => ({ name: "$text", type: "string", optional: true, doc: ["The text between the child elements (mixed content)."] }),
  any: (): PropertyNode => ({ name: "$any", type: arrayOf("string"), optional: true, doc: ["Elements the schema does not name (xs:any), each as XML text with its namespaces."] }),
  attributes: (): PropertyNode => ({
    name: "$attributes",
    type: "Record<string, string>",
    optional: true,
    doc: ["Attributes the schema does not name (xs:anyAttribute): `local` or `{namespace}local` -> value."],
  }),
  type: (names: string[]): PropertyNode => ({
    name: "$type",
    type: union(names.map((n) => JSON.stringify(n))),
    optional: true,
    doc: ["The type on the wire (`xsi:type`) when it is a derived one."],
  }),
};
