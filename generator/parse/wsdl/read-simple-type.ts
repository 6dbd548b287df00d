/**
 * Simple types, named or inline. A restriction's chain of bases is followed to what it ends in: a
 * built-in (a `simple` type with the facets of every step, or an `enum` when the restriction
 * enumerates values), an enum (an enum of the values that remain), a list (the list, with the
 * length facets) or a union (the union). An `xs:list` names its item type, an `xs:union` its
 * members; both may declare them inline (`L/item`, `U/1`, `U/2`, ...).
 */
import { clarkName } from "../../model/clark-name.ts";
import type { DraftType, DraftTypeRef } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { FacetsModel, XsdBuiltin } from "../../model/service-model.ts";
import { anonymousTypeRef } from "./anonymous-types.ts";
import { documentationField, schemaDocumentation } from "./documentation.ts";
import { XSD_NS } from "./namespaces.ts";
import { schemaChildren } from "./read-complex-type.ts";
import {
  lengthFacets,
  narrowFacets,
  readRestrictionStep,
  type LengthFacets,
} from "./read-facets.ts";
import { tolerate } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unsupported } from "./unsupported.ts";
import { childOf, childrenOf, qnameAttribute, resolveQName } from "./xml-element.ts";

/** What a simple type denotes once its chain of restrictions is followed. */
type SimpleShape =
  | { kind: "simple"; base: XsdBuiltin; facets: FacetsModel }
  | { kind: "enum"; base: XsdBuiltin; values: string[]; valueDocumentation: (string | undefined)[] }
  | { kind: "list"; item: DraftTypeRef; facets: LengthFacets }
  | { kind: "union"; members: DraftTypeRef[] };

export function readSimpleType(index: SchemaIndex, { name, el }: Declaration): DraftType {
  const common = { name, ...documentationField(schemaDocumentation(el)), loc: el.loc };
  const shape = shapeOf(index, el, name.local, []);
  switch (shape.kind) {
    case "simple":
      return {
        ...common,
        kind: "simple",
        base: shape.base,
        ...(isEmpty(shape.facets) ? {} : { facets: shape.facets }),
      };
    case "enum": {
      const { valueDocumentation, ...values } = shape;
      return {
        ...common,
        ...values,
        ...(valueDocumentation.some((d) => d !== undefined) ? { valueDocumentation } : {}),
      };
    }
    case "list":
      return {
        ...common,
        kind: "list",
        item: shape.item,
        ...(isEmpty(shape.facets) ? {} : { facets: shape.facets }),
      };
    case "union":
      return { ...common, ...shape };
  }
}

/** `path` names the type; `seen`: the simple types whose restrictions led here, to refuse a cycle. */
function shapeOf(
  index: SchemaIndex,
  el: XmlElement,
  path: string,
  seen: XmlElement[],
): SimpleShape {
  const derivation = schemaChildren(el)[0];
  switch (derivation?.local) {
    case "restriction":
      return restrictionShape(index, derivation, path, [...seen, el]);
    case "list":
      return { kind: "list", item: listItem(index, derivation, path), facets: {} };
    case "union":
      return { kind: "union", members: unionMembers(index, derivation, path) };
  }
  if (derivation) {
    const error = unsupported(
      derivation,
      `<${derivation.name}> in simple type ${path}`,
      "a simple type is an xs:restriction, xs:list or xs:union (text with attributes is a complexType with xs:simpleContent)",
    );
    // node-soap reads an xs:extension here as its base; the attributes it may declare have no
    // place in a simple type, so they are not read.
    if (derivation.local === "extension") {
      const assumed =
        `read as a restriction of its base ${derivation.attributes.get("base") ?? ""}`.trimEnd();
      return tolerate(index.reading, error, assumed, () =>
        baseShape(index, derivation, path, [...seen, el]),
      );
    }
    throw error;
  }
  throw new ContractError(
    `simple type ${path} has no derivation: expected xs:restriction, xs:list or xs:union`,
    el.loc,
  );
}

function restrictionShape(
  index: SchemaIndex,
  restriction: XmlElement,
  path: string,
  seen: XmlElement[],
): SimpleShape {
  const base = baseShape(index, restriction, path, seen);
  const step = readRestrictionStep(restriction);
  const enumerated =
    step.values.length > 0
      ? { values: step.values, valueDocumentation: step.valueDocumentation }
      : undefined;
  switch (base.kind) {
    case "simple":
      return enumerated
        ? { kind: "enum", base: base.base, ...enumerated }
        : { kind: "simple", base: base.base, facets: narrowFacets(base.facets, step.facets) };
    case "enum":
      return { ...base, ...enumerated };
    case "list":
      return { ...base, facets: lengthFacets(narrowFacets(base.facets, step.facets)) };
    case "union":
      // A union's values are text, whichever member reads them.
      return enumerated ? { kind: "enum", base: "string", ...enumerated } : base;
  }
}

/** The shape of the type a restriction restricts: `base=`, or a simple type declared inline. */
function baseShape(
  index: SchemaIndex,
  restriction: XmlElement,
  path: string,
  seen: XmlElement[],
): SimpleShape {
  const base = qnameAttribute(restriction, "base", index.reading);
  if (!base) {
    const inline = childOf(restriction, XSD_NS, "simpleType");
    if (!inline)
      throw new ContractError(
        `the restriction of simple type ${path} names no base: expected base= or an inline xs:simpleType`,
        restriction.loc,
      );
    return shapeOf(index, inline, `${path}/base`, seen);
  }
  const ref = typeRefOf(index, restriction, base, `simple type ${path}`, "anySimpleType");
  if (ref.kind === "builtin") return { kind: "simple", base: ref.xsd, facets: {} };
  // typeRefOf returns only declared names.
  const declared = index.types.get(clarkName(ref.name))!;
  if (declared.el.local !== "simpleType") {
    throw new ContractError(
      `simple type ${path} restricts ${base.written}, a complex type: expected a simple type or a built-in type`,
      restriction.loc,
    );
  }
  if (seen.includes(declared.el))
    throw new ContractError(
      `simple type ${path} derives from itself: expected a chain of restrictions that ends in a built-in type`,
      restriction.loc,
    );
  return shapeOf(index, declared.el, declared.name.local, seen);
}

function listItem(index: SchemaIndex, list: XmlElement, path: string): DraftTypeRef {
  const itemType = qnameAttribute(list, "itemType", index.reading);
  if (itemType) return typeRefOf(index, list, itemType, `simple type ${path}`, "anySimpleType");
  const inline = childOf(list, XSD_NS, "simpleType");
  if (!inline)
    throw new ContractError(
      `the list of simple type ${path} names no item type: expected itemType= or an inline xs:simpleType`,
      list.loc,
    );
  return anonymousTypeRef(index, inline, `${path}/item`);
}

function unionMembers(index: SchemaIndex, union: XmlElement, path: string): DraftTypeRef[] {
  const written = (union.attributes.get("memberTypes") ?? "").split(/\s+/).filter((w) => w !== "");
  const named = written.map((w) =>
    typeRefOf(
      index,
      union,
      { name: resolveQName(union, w, index.reading), written: w },
      `simple type ${path}`,
      "anySimpleType",
    ),
  );
  const inline = childrenOf(union, XSD_NS, "simpleType").map((s, i) =>
    anonymousTypeRef(index, s, `${path}/${i + 1}`),
  );
  if (named.length + inline.length === 0)
    throw new ContractError(
      `the union of simple type ${path} has no members: expected memberTypes= or inline xs:simpleType members`,
      union.loc,
    );
  return [...named, ...inline];
}

function isEmpty(facets: object): boolean {
  return Object.keys(facets).length === 0;
}
