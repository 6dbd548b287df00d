/**
 * The named types a message can hold many values of: the types of repeated elements (a field or
 * parameter with maxOccurs above 1, an `ArrayOf*` wrapper's items) and every type their values
 * hold in turn. Where per-value work adds up (a list of 10,000 records), generated code may
 * spend size on speed (compiled codecs); elsewhere it need not.
 */
import { namedTypesReached } from "./reached-types.ts";
import type { ServiceModel } from "./service-model.ts";

export function repeatedTypes(model: ServiceModel): Set<string> {
  const fields = [
    ...model.types.flatMap((t) =>
      t.kind === "complex" ? [...t.fields, ...(t.arrayItem ? [t.arrayItem] : [])] : [],
    ),
    ...model.operations.flatMap((op) => [...op.input.fields, ...(op.output?.fields ?? [])]),
  ];
  return namedTypesReached(
    model,
    fields.filter((f) => f.maxOccurs !== 1).map((f) => f.type),
  );
}
