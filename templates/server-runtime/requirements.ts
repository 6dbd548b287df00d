/**
 * Stated requirements the schema cannot express. A parameter is supplied when it is present, not
 * nil, not empty text, and not the default ASMX hands a method for a value left out (0, false,
 * 0001-01-01T00:00:00): on the wire those are indistinguishable from no value at all.
 */
import type { ParamCodec } from "./contract-runtime.js";
import type { ErrorItem, Requirement } from "./service.js";

export function isSupplied(param: ParamCodec, value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  const missing = param.missing;
  if (missing === undefined) return true;
  if (missing instanceof Date) return !(value instanceof Date) || value.getTime() !== missing.getTime();
  return value !== missing;
}

/** The violated requirements of `params`, one ErrorDetail each, described by parameter names. */
export function violatedRequirements(
  requirements: readonly Requirement[],
  params: ReadonlyMap<string, ParamCodec>,
  values: Record<string, unknown>,
  code: string,
): ErrorItem[] {
  const violations: ErrorItem[] = [];
  for (const requirement of requirements) {
    const supplied = requirement.params.map((name) => {
      const param = params.get(name);
      return param !== undefined && isSupplied(param, values[param.ts]);
    });
    const names = listed(requirement.params);
    if (requirement.kind === "required" && supplied.includes(false)) {
      violations.push({ code, desc: `${names} ${requirement.params.length > 1 ? "are" : "is"} required.` });
    } else if (requirement.kind === "atLeastOne" && !supplied.includes(true)) {
      violations.push({ code, desc: `At least one of ${names} is required.` });
    }
  }
  return violations;
}

/** `A`, `A and B`, `A, B and C`. */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
