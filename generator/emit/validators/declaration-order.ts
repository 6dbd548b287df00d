/**
 * The order the type schemas are declared in: each after the schemas it refers to, where it can be
 * (a depth-first walk of the references, in the model's order). A reference that closes a cycle
 * can only be a getter of an object's property, read when the property is (zod 4's way to declare
 * recursive types): the schemas a type uses as it is made (an array's item, a base, a list's
 * item, a union's members, AnyTypeItem's members) are walked first, so they always come before.
 */
import type {
  ComplexTypeModel,
  FamilyModel,
  ServiceModel,
  TypeModel,
  TypeRef,
} from "../../model/service-model.ts";
import { extensionBase } from "../../model/extension-base.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";

/** The id `AnyTypeItem`'s schema is ordered by. */
export const ANY_TYPE_ITEM = "AnyTypeItem";

/** The id the schema of type `id`'s xsi:type family is ordered by (no type id ends so). */
export function familyId(id: string): string {
  return `${id} family`;
}

/** The types with an xsi:type family, by the id their family's schema is ordered by. */
export function familiesById(
  types: readonly TypeModel[],
): Map<string, ComplexTypeModel & { family: FamilyModel }> {
  return new Map(
    types.flatMap((t) =>
      t.kind === "complex" && t.family
        ? [[familyId(t.id), t as ComplexTypeModel & { family: FamilyModel }] as const]
        : [],
    ),
  );
}

/** The id of the schema a value of `ref` is checked by: its type's family's where it has one. */
export function valueSchemaId(
  ref: TypeRef,
  types: ReadonlyMap<string, TypeModel>,
): string | undefined {
  if (ref.kind === "builtin") return ref.xsd === "anyType" ? ANY_TYPE_ITEM : undefined;
  const t = types.get(ref.id);
  return t?.kind === "complex" && t.family ? familyId(ref.id) : ref.id;
}

export function declarationOrder(model: ServiceModel, usesAnyType: boolean): string[] {
  const types = new Map(model.types.map((t) => [t.id, t]));
  const families = familiesById(model.types);
  const refs = (id: string): { eager: string[]; properties: string[] } => {
    if (id === ANY_TYPE_ITEM)
      return { eager: anyTypeMemberTypes(model).map((t) => t.id), properties: [] };
    const family = families.get(id)?.family;
    return family ? { eager: family.members, properties: [] } : referencesOf(types.get(id)!, types);
  };
  const eagerReach = reachability((id) => refs(id).eager);
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (id: string, eager: boolean): void => {
    if (state.get(id) === "done") return;
    if (state.get(id) === "visiting") {
      if (eager)
        throw new Error(
          `model defect: the schema of ${id} is needed to make itself (a cycle of bases, array items, list items or union members)`,
        );
      return;
    }
    state.set(id, "visiting");
    stack.push(id);
    const { eager: first, properties } = refs(id);
    first.forEach((to) => visit(to, true));
    // A property's schema goes first where it can: not when it needs, as it is made, a schema
    // still being declared (a base whose field is of a derived type); it is then a getter.
    properties
      .filter((to) => !stack.some((on) => eagerReach(to).has(on)))
      .forEach((to) => visit(to, false));
    stack.pop();
    state.set(id, "done");
    order.push(id);
  };
  [...types.keys(), ...families.keys(), ...(usesAnyType ? [ANY_TYPE_ITEM] : [])].forEach((id) =>
    visit(id, false),
  );
  return order;
}

/** For each id, the ids it reaches along `edges` (itself included), worked out once. */
function reachability(edges: (id: string) => string[]): (id: string) => ReadonlySet<string> {
  const memo = new Map<string, Set<string>>();
  return (id) => {
    let reached = memo.get(id);
    if (!reached) {
      reached = new Set([id]);
      const todo = [id];
      while (todo.length > 0) {
        for (const to of edges(todo.pop()!)) {
          if (reached.has(to)) continue;
          reached.add(to);
          todo.push(to);
        }
      }
      memo.set(id, reached);
    }
    return reached;
  };
}

/**
 * The schemas a type's schema refers to: as it is made, and from its object's properties. A
 * value of a type with an xsi:type family is checked by the family's schema; a base is its own.
 */
function referencesOf(
  t: TypeModel,
  types: ReadonlyMap<string, TypeModel>,
): { eager: string[]; properties: string[] } {
  const ids = (refs: (TypeRef | undefined)[]): string[] =>
    refs.flatMap((ref) => (ref === undefined ? [] : (valueSchemaId(ref, types) ?? [])));
  if (t.kind === "list") return { eager: ids([t.item]), properties: [] };
  if (t.kind === "union") return { eager: ids(t.members), properties: [] };
  if (t.kind !== "complex") return { eager: [], properties: [] };
  if (t.arrayItem) return { eager: ids([t.arrayItem.type]), properties: [] };
  const base = extensionBase(t);
  return {
    eager: base ? [base] : [],
    properties: ids([...t.fields.map((f) => f.type), ...t.attributes.map((a) => a.type), t.text]),
  };
}
