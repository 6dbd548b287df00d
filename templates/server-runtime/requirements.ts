/**
 * The ErrorDetail items of a request the contract's validators refuse. ASMX hands a method a
 * default for a value-type element left out (0, false, 0001-01-01T00:00:00), so what the
 * validators refuse in a decoded request are the stated requirements: by default each violated
 * one is one item, in the words of the service behind the transcripts; or, with the `validator`
 * style, one item per problem in the validator's own words.
 */
import { REQUIRED, issueCode, type ValidatorIssue } from "./contract-runtime.js";
import type { ErrorCodes, ErrorDetailStyle } from "./options.js";
import type { ErrorItem, ServerOperation } from "./service.js";

export function describeRejection<I, H>(
  operation: ServerOperation<I, H>,
  issues: readonly ValidatorIssue[],
  style: ErrorDetailStyle,
  codes: ErrorCodes,
): ErrorItem[] {
  const code = (issue: ValidatorIssue) => (issueCode(issue) === REQUIRED ? codes.required : issueCode(issue));
  if (style === "validator") return issues.map((issue) => ({ code: code(issue), desc: issue.message }));
  // In a decoded request a stated-required parameter can only fail by being absent, empty, nil
  // or ASMX's default (unreadable text was refused while decoding): every issue names one.
  const missing = new Set(issues.flatMap(namesOf));
  const items: ErrorItem[] = [];
  const described = new Set<string>();
  for (const requirement of operation.requirements) {
    const ts = requirement.params.map((xml) => operation.codec.params.find((p) => p.xml === xml)?.ts ?? xml);
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
    if (!namesOf(issue).some((n) => described.has(n))) items.push({ code: code(issue), desc: issue.message });
  }
  return items;
}

/** The parameters an issue is about: its path, or the keys of an at-least-one requirement. */
function namesOf(issue: ValidatorIssue): string[] {
  const keys = issue.params?.["keys"];
  if (Array.isArray(keys)) return keys.map(String);
  return issue.path.length > 0 ? [String(issue.path[0])] : [];
}

/** `A`, `A and B`, `A, B and C`. */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
