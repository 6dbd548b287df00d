/**
 * The ErrorDetail items of a request the contract's validators refuse. ASMX hands a method a
 * default for a value-type element left out (0, false, 0001-01-01T00:00:00), so what the
 * validators refuse in a decoded request are the stated requirements: by default each violated
 * one is one item, in the words of the service behind the transcripts; or, with the `validator`
 * style, one item per problem in the validator's own words, after the parameter it is about.
 */
import type { ErrorCodes, ErrorDetailStyle } from "./options.js";
import type { ErrorItem, ServerOperation } from "./service.js";

/** What the server needs of a zod schema of the contract (so its runtime need not import zod). */
export interface Validator {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly ValidatorIssue[] } };
}

export interface ValidatorIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** ErrorDetail code of a value that is wrong rather than missing. */
const INVALID = "INVALID";

export function describeRejection<I, H>(
  operation: ServerOperation<I, H>,
  params: unknown,
  issues: readonly ValidatorIssue[],
  style: ErrorDetailStyle,
  codes: ErrorCodes,
): ErrorItem[] {
  const stated = new Set(
    operation.requirements.flatMap((r) => r.params.map((xml) => tsName(operation, xml))),
  );
  // A value absent where one is required, or one a stated requirement names, is missing.
  const code = (issue: ValidatorIssue) =>
    namesOf(operation, issue).some((n) => stated.has(n)) ||
    valueAt(params, issue.path) === undefined
      ? codes.required
      : INVALID;
  const worded = (issue: ValidatorIssue) => ({
    code: code(issue),
    desc: [
      operation.codec.name,
      ...(issue.path.length > 0 ? [issue.path.join(".")] : []),
      issue.message,
    ].join(": "),
  });
  if (style === "validator") return issues.map(worded);
  // In a decoded request a stated-required parameter can only fail by being absent, empty, nil
  // or ASMX's default (unreadable text was refused while decoding): every issue names one.
  const missing = new Set(issues.flatMap((issue) => namesOf(operation, issue)));
  const items: ErrorItem[] = [];
  const described = new Set<string>();
  for (const requirement of operation.requirements) {
    const ts = requirement.params.map((xml) => tsName(operation, xml));
    if (!ts.some((name) => missing.has(name))) continue;
    ts.forEach((name) => described.add(name));
    const names = listed(requirement.params);
    const desc =
      requirement.kind === "atLeastOne"
        ? `At least one of ${names} is required.`
        : `${names} ${requirement.params.length > 1 ? "are" : "is"} required.`;
    items.push({ code: codes.required, desc });
  }
  // Anything no stated requirement explains keeps the validator's message.
  for (const issue of issues) {
    if (!namesOf(operation, issue).some((n) => described.has(n))) items.push(worded(issue));
  }
  return items;
}

function tsName<I, H>(operation: ServerOperation<I, H>, xml: string): string {
  return operation.codec.params.find((p) => p.xml === xml)?.ts ?? xml;
}

/**
 * The parameters an issue is about: the first step of its path; an issue of the whole parameters
 * object is an at-least-one requirement's (the only check the validators make of the object).
 */
function namesOf<I, H>(operation: ServerOperation<I, H>, issue: ValidatorIssue): string[] {
  if (issue.path.length > 0) return [String(issue.path[0])];
  return operation.requirements
    .filter((r) => r.kind === "atLeastOne")
    .flatMap((r) => r.params.map((xml) => tsName(operation, xml)));
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      at !== null && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

/** `A`, `A and B`, `A, B and C`. */
function listed(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
