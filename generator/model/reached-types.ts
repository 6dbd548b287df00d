/**
 * Which named types a value can hold: a type's references (fields, attributes, simple content,
 * list items, union members, its base) and the types derived from it (an `xsi:type` may name any
 * of them in its place), followed from some roots. Diff directions, slices and compiled codecs
 * each start from their own roots.
 */
import type { ServiceModel, TypeModel, TypeRef } from "./service-model.ts";

/** The types a value of `t` holds, or that may stand in its place. */
export function typesHeldBy(t: TypeModel): TypeRef[] {
  switch (t.kind) {
    case "complex":
      return [
        ...(t.base ? [t.base] : []),
        ...(t.text ? [t.text] : []),
        ...t.fields.map((f) => f.type),
        ...t.attributes.map((a) => a.type),
        ...t.derived.map((id): TypeRef => ({ kind: "named", id })),
      ];
    case "list":
      return [t.item];
    case "union":
      return t.members;
    case "enum":
    case "simple":
      return [];
  }
}

/** The ids of the named types `roots` reach, through what each type holds. */
export function namedTypesReached(model: ServiceModel, roots: readonly TypeRef[]): Set<string> {
  return typesReachedIn(model)(roots);
}

/** namedTypesReached for many sets of roots in one model: its types indexed once. */
export function typesReachedIn(model: ServiceModel): (roots: readonly TypeRef[]) => Set<string> {
  const byId = new Map(model.types.map((t) => [t.id, t]));
  return (roots) => {
    const reached = new Set<string>();
    const pending = [...roots];
    for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
      if (ref.kind !== "named" || reached.has(ref.id)) continue;
      reached.add(ref.id);
      const t = byId.get(ref.id);
      if (t) pending.push(...typesHeldBy(t));
    }
    return reached;
  };
}
