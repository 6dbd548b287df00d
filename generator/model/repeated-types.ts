/**
 * The named types a message can hold many values of: the types of repeated elements (a field or
 * parameter with maxOccurs above 1, an `ArrayOf*` wrapper's items) and every type their values
 * hold in turn. Where per-value work adds up (a list of 10,000 records), generated code may
 * spend size on speed (compiled codecs); elsewhere it need not.
 */
import type { FieldModel, ServiceModel, TypeModel, TypeRef } from "./service-model.ts";

export function repeatedTypes(model: ServiceModel): Set<string> {
  const byId = new Map(model.types.map((t) => [t.id, t]));
  const fields = [
    ...model.types.flatMap((t) =>
      t.kind === "complex" ? [...t.fields, ...(t.arrayItem ? [t.arrayItem] : [])] : [],
    ),
    ...model.operations.flatMap((op) => [...op.input.fields, ...(op.output?.fields ?? [])]),
  ];
  const pending = fields
    .filter((f: FieldModel) => f.maxOccurs !== 1 && f.type.kind === "named")
    .map((f) => (f.type as Extract<TypeRef, { kind: "named" }>).id);
  const seen = new Set<string>();
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const type = byId.get(id);
    if (type) for (const ref of heldBy(type)) if (ref.kind === "named") pending.push(ref.id);
  }
  return seen;
}

/** The types a value of `type` holds (its fields', its base's, its derived types'). */
function heldBy(type: TypeModel): TypeRef[] {
  if (type.kind !== "complex") return [];
  return [
    ...(type.base ? [type.base] : []),
    ...type.fields.map((f) => f.type),
    ...type.derived.map((id): TypeRef => ({ kind: "named", id })),
  ];
}
