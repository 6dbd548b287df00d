/**
 * The named types the answers of a good share of the operations hold: a result envelope that
 * wraps every answer (the School's rtnObject and its cStatus) is written on the path of most
 * calls, so generated code may spend size on its speed (compiled codecs), as on repeated types.
 * A share, not any answer: among 1,500 operations, a type one answer alone holds would not repay
 * its code, while a contract of up to 20 operations has each of its answers' types compiled.
 */
import { typesReachedIn } from "./reached-types.ts";
import type { ServiceModel } from "./service-model.ts";

/** The least share of the operations whose answers hold a type, for it to count as shared. */
const SHARE = 1 / 20;

export function sharedAnswerTypes(model: ServiceModel): Set<string> {
  const reached = typesReachedIn(model);
  const answers = new Map<string, number>();
  for (const op of model.operations)
    for (const id of reached((op.output?.fields ?? []).map((f) => f.type)))
      answers.set(id, (answers.get(id) ?? 0) + 1);
  const least = Math.ceil(model.operations.length * SHARE);
  return new Set([...answers].filter(([, n]) => n >= least).map(([id]) => id));
}
