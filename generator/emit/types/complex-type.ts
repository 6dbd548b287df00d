/**
 * A complex type's declaration. An interface (extending the type it extends) holds its fields, attributes
 * and runtime properties; a type with a choice, or derived from one, is an intersection with a
 * union per choice, each alternative's properties present and the others' `never`. An open type
 * (no content shown) keeps every child as XML; an `ArrayOf*` wrapper is an array of its item.
 */
import type { ComplexTypeModel, FieldModel } from "../../model/service-model.ts";
import { extensionBase } from "../../model/extension-base.ts";
import { isOpen } from "../../model/open-type.ts";
import {
  arrayOf,
  literal,
  union,
  type PropertyNode,
  type Statement,
  type TypeNode,
} from "../code/code-model.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";
import {
  attributeProperty,
  fieldProperty,
  fieldType,
  orderProperties,
  RUNTIME_PROPERTIES,
} from "./field-property.ts";
import { typeDoc } from "./type-docs.ts";

export function complexTypeStatement(
  t: ComplexTypeModel,
  namer: TsTypeNamer,
  xmlValue: () => string,
): Statement {
  const doc = typeDoc(t);
  if (t.arrayItem)
    return { kind: "type", name: t.tsName, doc, type: arrayOf(itemType(t.arrayItem, namer)) };
  if (isOpen(t))
    return {
      kind: "interface",
      name: t.tsName,
      doc,
      members: [],
      index: { key: "element", type: xmlValue() },
    };
  const members = [
    ...t.fields.filter((f) => !f.choice).map((f) => fieldProperty(f, namer)),
    ...ownProperties(t, namer),
  ];
  const baseId = extensionBase(t);
  const base = baseId ? namer.type(baseId) : undefined;
  if (!needsIntersection(t, namer)) {
    return {
      kind: "interface",
      name: t.tsName,
      doc,
      ...(base ? { extends: [base.tsName] } : {}),
      members,
    };
  }
  const parts: TypeNode[] = [
    ...(base ? [base.tsName] : []),
    { kind: "object", members },
    ...t.choices.map((c, group) => choiceUnion(t, group, c.required, namer)),
  ];
  return { kind: "type", name: t.tsName, doc, type: { kind: "intersection", of: parts } };
}

/**
 * The union of a type's xsi:type family (types with none have no statement): each concrete member
 * with its `$type`, required for the derived ones and optional for the type itself (a value
 * without `xsi:type`), so that `$type` narrows a value to its member.
 */
export function familyStatements(t: ComplexTypeModel, namer: TsTypeNamer): Statement[] {
  if (!t.family) return [];
  const members: TypeNode[] = t.family.members.map((id) => {
    const member = namer.type(id);
    const own = id === t.id;
    const tag: PropertyNode = {
      name: "$type",
      type: own ? union([literal(member.name.local), "undefined"]) : literal(member.name.local),
      optional: own,
    };
    return { kind: "intersection", of: [member.tsName, { kind: "object", members: [tag] }] };
  });
  const doc = [
    `A \`${t.name.local}\` as an element of that type holds it: ${t.abstract ? "one of the types derived from it" : "it, or one of the types derived from it"}, which \`$type\` (the \`xsi:type\` on the wire) names.`,
  ];
  return [{ kind: "type", name: t.family.tsName, doc, type: union(members) }];
}

/** Attributes, and the properties of interleaved fields, simple and mixed content, wildcards and derived types. */
function ownProperties(t: ComplexTypeModel, namer: TsTypeNamer): PropertyNode[] {
  const props = [
    ...t.attributes.map((a) => attributeProperty(a, namer)),
    ...orderProperties(t.fields),
  ];
  if (t.text) props.push(RUNTIME_PROPERTIES.value(namer.of(t.text)));
  if (t.mixed) props.push(RUNTIME_PROPERTIES.text());
  if (t.anyElements) props.push(RUNTIME_PROPERTIES.any());
  if (t.anyAttribute) props.push(RUNTIME_PROPERTIES.attributes());
  const family = xsiTypeNames(t, namer);
  if (family.length > 0) props.push(RUNTIME_PROPERTIES.type(family));
  return props;
}

/** The names `$type` may take: this type's and its derived types', when it has any or is one. */
function xsiTypeNames(t: ComplexTypeModel, namer: TsTypeNamer): string[] {
  if (t.derived.length === 0 && t.base?.kind !== "named") return [];
  return [t, ...t.derived.map((id) => namer.type(id))]
    .filter((x) => !x.anonymous && !(x.kind === "complex" && x.abstract))
    .map((x) => x.name.local);
}

/** A type with a choice, or derived from one, cannot be an interface. */
export function needsIntersection(t: ComplexTypeModel, namer: TsTypeNamer): boolean {
  if (t.choices.length > 0) return true;
  const baseId = extensionBase(t);
  const base = baseId ? namer.type(baseId) : undefined;
  return base?.kind === "complex" && !base.arrayItem && needsIntersection(base, namer);
}

function choiceUnion(
  t: ComplexTypeModel,
  group: number,
  required: boolean,
  namer: TsTypeNamer,
): TypeNode {
  const members = t.fields.filter((f) => f.choice?.group === group);
  const alternatives = [...new Set(members.map((f) => f.choice!.alternative))];
  const never = (f: FieldModel): PropertyNode => ({
    name: f.tsName,
    type: "never",
    optional: true,
  });
  const objects: TypeNode[] = alternatives.map((alt) => ({
    kind: "object",
    members: members.map((f) =>
      f.choice!.alternative === alt ? fieldProperty(f, namer, f.minOccurs === 0) : never(f),
    ),
  }));
  if (!required) objects.push({ kind: "object", members: members.map(never) });
  return union(objects);
}

function itemType(item: FieldModel, namer: TsTypeNamer): TypeNode {
  return fieldType({ ...item, maxOccurs: 1 }, namer);
}
