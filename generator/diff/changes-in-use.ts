/**
 * A diff in usage mode: only the changes that can reach code whose words (identifiers) are `used`. A change
 * to an operation counts when the code calls it; a change to a type when a called operation's
 * messages can hold the type (in either contract); a removed parameter, field or attribute only
 * when the code names it. Changes to the service itself (its namespace, bindings, addresses,
 * headers) reach every call and always count.
 */
import type { ServiceModel } from "../model/service-model.ts";
import type { ContractChange } from "./contract-change.ts";
import { typesReached } from "./directions.ts";

export function changesInUse<C extends ContractChange>(
  changes: readonly C[],
  before: ServiceModel,
  after: ServiceModel,
  used: ReadonlySet<string>,
): C[] {
  const operations = new Map<string, boolean>();
  const types = new Map<string, boolean>();
  for (const model of [before, after]) {
    const called = model.operations.filter((op) => used.has(op.tsName));
    for (const op of model.operations)
      operations.set(op.name, operations.get(op.name) === true || called.includes(op));
    const reached = typesReached(model, called, "both");
    for (const t of model.types)
      types.set(t.name.local, types.get(t.name.local) === true || reached.has(t.id));
  }
  return changes.filter((c) => {
    const where = c.where.old ?? c.where.new ?? [];
    const [subject, ...inside] = where;
    if (subject === undefined) return true;
    const inUse = operations.get(subject) ?? types.get(subject);
    if (inUse === undefined) return true;
    if (!inUse) return false;
    const named = inside.at(-1);
    return !(c.rule.endsWith("-removed") && named !== undefined && !used.has(named));
  });
}
