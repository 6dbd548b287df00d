/**
 * Slices a model to a selection of its operations: big vendor contracts (thousands of types) are
 * used by teams that call a handful of operations. The slice keeps the selected operations in
 * their order and the types they (and the SOAP headers) reach; every name (type, method, property)
 * stays the one the whole contract gives, so a slice's code matches the full output's.
 */
import { findAuthHeader } from "./auth-header.ts";
import { ContractError } from "./contract-error.ts";
import { typesHeldBy } from "./reached-types.ts";
import type { OperationModel, ServiceModel, TypeRef } from "./service-model.ts";
import { typeRefs } from "./type-refs.ts";
import { regExpLiteral } from "../../templates/runtime/reg-exp-literal.ts";

/** Operation names or globs (`*` any run of characters, `?` one), matched case-sensitively against the published name. */
export interface OperationSelection {
  /** Empty: every operation. */
  include: string[];
  exclude: string[];
}

const LISTED_NAMES = 10;

export function selectOperations(model: ServiceModel, selection: OperationSelection): ServiceModel {
  const include = selection.include.map((p) => matcher(model, p));
  const exclude = selection.exclude.map((p) => matcher(model, p));
  const kept = model.operations.filter(
    (op) =>
      (include.length === 0 || include.some((m) => m(op.name))) && !exclude.some((m) => m(op.name)),
  );
  if (kept.length === 0) {
    const stated = `include ${selection.include.join(", ") || "*"}; exclude ${selection.exclude.join(", ") || "none"}`;
    throw new ContractError(
      `operations: the selection (${stated}) leaves no operation of ${model.name}`,
    );
  }

  // Every header stays: headers are the service's options (client `headers`, `auth`), and with one
  // of several left, the emitters would make it the `auth` header the whole contract has not.
  const roots: TypeRef[] = [...kept.flatMap(operationRefs), ...model.headers.map((h) => h.type)];
  const e = model.envelope;
  if (e)
    roots.push(
      ...[e.typeId, e.statusTypeId, e.errorDetailTypeId].map(
        (id): TypeRef => ({ kind: "named", id }),
      ),
    );
  const reached = reachableTypes(model, roots);

  const { authHeader: _whole, ...rest } = model;
  const operations = withTwinsAmong(kept);
  const auth = findAuthHeader({ headers: model.headers, operations });
  return {
    ...rest,
    operations,
    types: model.types.filter((t) => reached.has(t.id)),
    ...(auth ? { authHeader: auth.id } : {}),
  };
}

/** A test of operation names for one pattern, which must match some operation of the contract. */
function matcher(model: ServiceModel, pattern: string): (name: string) => boolean {
  const glob = (flags: string) =>
    new RegExp(
      `^${[...pattern].map((c) => (c === "*" ? ".*" : c === "?" ? "." : regExpLiteral(c))).join("")}$`,
      flags,
    );
  const exact = glob("su");
  const names = model.operations.map((op) => op.name);
  if (names.some((n) => exact.test(n))) return (n) => exact.test(n);
  // A pattern that matches only in another case is the likely slip: name those operations first.
  const otherCase = names.filter((n) => glob("sui").test(n));
  const shown = otherCase.length > 0 ? otherCase : names;
  const list =
    shown.slice(0, LISTED_NAMES).join(", ") + (shown.length > LISTED_NAMES ? ", ..." : "");
  const hint = otherCase.length > 0 ? "names are case-sensitive: " : "";
  throw new ContractError(
    `operations: ${JSON.stringify(pattern)} matches no operation of ${model.name} (${hint}${list})`,
  );
}

function operationRefs(op: OperationModel): TypeRef[] {
  return [
    ...op.input.fields.map((f) => f.type),
    ...(op.output?.fields ?? []).map((f) => f.type),
    ...op.faults.map((f) => f.type),
    // What the contract says `_data` carries: the docs and typed helpers name that type.
    ...(op.resultItems ? [{ kind: "named" as const, id: op.resultItems.typeId }] : []),
  ];
}

/**
 * The ids of the types the roots reach: through fields, attributes, simple content, list items,
 * union members and bases, and through `derived` (reached-types.ts typesHeldBy: an `xsi:type`
 * may name any of them in a kept type's place, and codecs and validators list them); and, once an
 * `xsd:anyType` value is reached, through the types that can only arrive as its `xsi:type`
 * (ASMX's [XmlInclude] types, which no field of the whole contract names: the rule of
 * emit/common/any-type-members.ts, restated here as the model may not import the emitters).
 */
function reachableTypes(model: ServiceModel, roots: TypeRef[]): Set<string> {
  const byId = new Map(model.types.map((t) => [t.id, t]));
  const reached = new Set<string>();
  const pending = [...roots];
  let anyTypeReached = false;
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    if (ref.kind === "builtin") {
      if (ref.xsd === "anyType" && !anyTypeReached) {
        anyTypeReached = true;
        pending.push(...anyTypeMembers(model).map((id): TypeRef => ({ kind: "named", id })));
      }
      continue;
    }
    if (reached.has(ref.id)) continue;
    reached.add(ref.id);
    const t = byId.get(ref.id);
    if (t) pending.push(...typesHeldBy(t));
  }
  return reached;
}

/** The complex types of the whole contract that only an `xsi:type` of an anyType value can name. */
function anyTypeMembers(model: ServiceModel): string[] {
  const referenced = new Set<string>();
  for (const ref of typeRefs(model)) if (ref.kind === "named") referenced.add(ref.id);
  return model.types
    .filter((t) => t.kind === "complex" && !t.arrayItem && !t.anonymous && !referenced.has(t.id))
    .map((t) => t.id);
}

/**
 * `sameRequestAs` names the first operation with the same request on the wire: when the slice
 * drops it, the first kept operation of that group takes its place (and stands on its own).
 */
function withTwinsAmong(kept: OperationModel[]): OperationModel[] {
  const firstKept = new Map<string, string>();
  for (const op of kept) {
    const group = op.sameRequestAs ?? op.name;
    if (!firstKept.has(group)) firstKept.set(group, op.name);
  }
  return kept.map((op) => {
    if (op.sameRequestAs === undefined) return op;
    const first = firstKept.get(op.sameRequestAs)!;
    if (first === op.sameRequestAs) return op;
    const { sameRequestAs: _earlier, ...rest } = op;
    return first === op.name ? rest : { ...rest, sameRequestAs: first };
  });
}
