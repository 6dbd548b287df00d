/**
 * What is wrong with an answer, by the contract: nothing, or each problem with where it is and what
 * was expected (the generated client's reading of it, then the result's validator).
 */
import { decodeAnswer, resultProblems } from "./decode-answer.ts";
import type { Binding, GeneratedPackages } from "./generated-packages.ts";
import type { RecordedAnswer } from "./recorded-fixture.ts";

export function answerProblems(
  packages: GeneratedPackages,
  operation: string,
  binding: Binding,
  answer: RecordedAnswer,
): string[] {
  const decoded = decodeAnswer(packages, operation, binding, answer);
  if (decoded.kind === "mismatch") return [decoded.problem];
  if (decoded.kind === "result") return resultProblems(packages, operation, decoded.result);
  return [];
}
