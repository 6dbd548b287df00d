/**
 * Which way each named type travels: in requests (parameters, SOAP headers), in responses
 * (results, faults, response headers), or both. A change to a type is judged by the way it
 * travels: a new required field breaks the side that must write it.
 */
import { namedTypesReached } from "../model/reached-types.ts";
import type { OperationModel, ServiceModel } from "../model/service-model.ts";

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
  return namedTypesReached(model, roots);
}
