/**
 * Which way each named type travels: in requests (parameters, SOAP headers), in responses
 * (results, faults, response headers), or both. A change to a type is judged by the way it
 * travels: a new required field breaks the side that must write it.
 */
import type { OperationModel, ServiceModel, TypeModel, TypeRef } from "../model/service-model.ts";

export interface Direction {
  request: boolean;
  response: boolean;
}

/** Each named type's direction by id; a type neither way is not in the map. */
export function typeDirections(model: ServiceModel): Map<string, Direction> {
  const request = typesReached(model, model.operations, "request");
  const response = typesReached(model, model.operations, "response");
  const directions = new Map<string, Direction>();
  for (const id of new Set([...request, ...response]))
    directions.set(id, { request: request.has(id), response: response.has(id) });
  return directions;
}

/** The ids of the named types the operations' requests or responses (or both) can hold. */
export function typesReached(
  model: ServiceModel,
  operations: readonly OperationModel[],
  way: "request" | "response" | "both",
): Set<string> {
  const byId = new Map(model.types.map((t) => [t.id, t]));
  const headerType = new Map(model.headers.map((h) => [h.id, h.type]));
  const headerTypes = (ids: string[]) =>
    ids.flatMap((h) => (headerType.has(h) ? [headerType.get(h)!] : []));
  const roots = operations.flatMap((op) => [
    ...(way !== "response"
      ? [...op.input.fields.map((f) => f.type), ...headerTypes(op.headers)]
      : []),
    ...(way !== "request"
      ? [
          ...(op.output?.fields ?? []).map((f) => f.type),
          ...op.faults.map((f) => f.type),
          ...headerTypes(op.outputHeaders),
        ]
      : []),
  ]);
  const seen = new Set<string>();
  const pending = roots.flatMap((r) => (r.kind === "named" ? [r.id] : []));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const type = byId.get(id);
    if (type) for (const ref of typesUsedBy(type)) if (ref.kind === "named") pending.push(ref.id);
  }
  return seen;
}

/** The types a type's values hold, or may be in its place (derived types). */
function typesUsedBy(type: TypeModel): TypeRef[] {
  switch (type.kind) {
    case "complex":
      return [
        ...(type.base ? [type.base] : []),
        ...type.fields.map((f) => f.type),
        ...type.attributes.map((a) => a.type),
        ...(type.text ? [type.text] : []),
        ...type.derived.map((id): TypeRef => ({ kind: "named", id })),
      ];
    case "list":
      return [type.item];
    case "union":
      return type.members;
    case "enum":
    case "simple":
      return [];
  }
}
