/** Properties of generated interfaces: one per field or attribute, and the `$` ones of the runtime. */
import type { AttributeModel, FieldModel } from "../../model/service-model.ts";
import { arrayOf, union, type PropertyNode, type TypeNode } from "../code/code-model.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";
import { attributeDoc, fieldDoc } from "./type-docs.ts";

/** A field's value type (a type's xsi:type family where it has one): arrays for repeated elements, null for nillable ones. */
export function fieldType(f: FieldModel, namer: TsTypeNamer): TypeNode {
  const item: TypeNode = f.nillable
    ? union([namer.valueOf(f.type), "null"])
    : namer.valueOf(f.type);
  return f.maxOccurs === 1 ? item : arrayOf(item);
}

export function fieldProperty(
  f: FieldModel,
  namer: TsTypeNamer,
  optional = f.minOccurs === 0,
): PropertyNode {
  return {
    name: f.tsName,
    type: orUndefined(fieldType(f, namer), optional),
    optional,
    doc: fieldDoc(f),
  };
}

export function attributeProperty(a: AttributeModel, namer: TsTypeNamer): PropertyNode {
  return {
    name: a.tsName,
    type: orUndefined(namer.of(a.type), !a.required),
    optional: !a.required,
    doc: attributeDoc(a),
  };
}

/**
 * An optional property's type says `| undefined` too: the codecs write a field set to undefined as
 * one left out, and under a project's `exactOptionalPropertyTypes` the validators' types (zod's
 * optional fields are `T | undefined`) must match the contract's.
 */
function orUndefined(type: TypeNode, optional: boolean): TypeNode {
  return optional ? union([type, "undefined"]) : type;
}

/** The properties the runtime fills for what a schema adds to elements (see complex-codec.ts). */
export const RUNTIME_PROPERTIES = {
  value: (type: TypeNode): PropertyNode => ({
    name: "$value",
    type,
    doc: ["The element's text (simple content)."],
  }),
  text: (): PropertyNode => ({
    name: "$text",
    type: orUndefined("string", true),
    optional: true,
    doc: ["The text between the child elements (mixed content)."],
  }),
  any: (): PropertyNode => ({
    name: "$any",
    type: orUndefined(arrayOf("string"), true),
    optional: true,
    doc: ["Elements the schema does not name (xs:any), each as XML text with its namespaces."],
  }),
  attributes: (): PropertyNode => ({
    name: "$attributes",
    type: orUndefined("Record<string, string>", true),
    optional: true,
    doc: [
      "Attributes the schema does not name (xs:anyAttribute): `local` or `{namespace}local` -> value.",
    ],
  }),
  order: (): PropertyNode => ({
    name: "$order",
    type: orUndefined(arrayOf("string"), true),
    optional: true,
    doc: [
      "The order the elements of a repeated sequence or choice came in, by property name: kept when read, followed when written.",
    ],
  }),
  type: (names: string[]): PropertyNode => ({
    name: "$type",
    type: orUndefined(union(names.map((n) => JSON.stringify(n))), true),
    optional: true,
    doc: ["The type on the wire (`xsi:type`) when it is a derived one."],
  }),
};

/** `$order`, for fields of which some are in a repeated compositor (FieldModel.interleaved). */
export function orderProperties(fields: readonly FieldModel[]): PropertyNode[] {
  return fields.some((f) => f.interleaved !== undefined) ? [RUNTIME_PROPERTIES.order()] : [];
}
