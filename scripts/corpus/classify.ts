/**
 * What a WSDL's run came to. Generating: a ContractError is a clear error (the contract is at
 * fault), any other error a crash (the generator is, as with a type-check failure), grouped by
 * nothing. The round trip is the generated fixture test, read from vitest's JSON report of the
 * batch it ran in.
 */
import { ContractError } from "../../generator/model/contract-error.ts";
import { normaliseReason } from "./normalise-reason.ts";

export type OutcomeClass = "passed" | "roundTripFailed" | "clearError" | "crash" | "hang";

export interface Classified {
  class: OutcomeClass;
  /** What went wrong, in one line ("" when it passed). */
  line: string;
  /** A clear error's message with its names normalised away: its group. */
  reason?: string;
}

export function classifyError(err: unknown): Classified {
  if (err instanceof ContractError)
    return { class: "clearError", line: err.message, reason: normaliseReason(err.message) };
  if (!(err instanceof Error)) return { class: "crash", line: `thrown: ${String(err)}` };
  // A multi-line message (a type-check failure and its diagnostics) is told by its first two lines.
  const [first, second] = err.message.split("\n").filter((l) => l.trim() !== "");
  return {
    class: "crash",
    line: `${err.name}: ${first ?? ""}${second ? ` ${second.trim()}` : ""}`,
  };
}

/**
 * What generating came to: the strict run's error (undefined: it generated), and, after a clear
 * error, the --lenient run's. A lenient run that crashes is the generator's defect, reported as
 * the crash it is, not hidden behind the clear error that made the lenient run needed.
 */
export function generateOutcome(
  strict: unknown,
  lenient?: unknown,
): { outcome: Classified | "generated"; lenient: boolean } {
  if (strict === undefined) return { outcome: "generated", lenient: false };
  if (!(strict instanceof ContractError)) return { outcome: classifyError(strict), lenient: false };
  if (lenient === undefined) return { outcome: "generated", lenient: true };
  if (lenient instanceof ContractError) return { outcome: classifyError(strict), lenient: false };
  const crash = classifyError(lenient);
  return { outcome: { ...crash, line: `with --lenient: ${crash.line}` }, lenient: false };
}

/** vitest's JSON report, the parts read here. */
export interface VitestReport {
  testResults: VitestFile[];
}

export interface VitestFile {
  /** The test file's absolute path. */
  name: string;
  status: string;
  message: string;
  assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
}

/** A WSDL's round trip from its fixture test files' results (none: the batch ended before them). */
export function classifyRoundTrip(
  files: VitestFile[],
  batchEnd: { timedOut: boolean; limitMs: number; output: string },
): Classified {
  if (files.length === 0) {
    if (batchEnd.timedOut)
      return {
        class: "hang",
        line: `the round trip did not finish within the batch's ${batchEnd.limitMs / 1000} s`,
      };
    return {
      class: "roundTripFailed",
      line: firstLine(batchEnd.output) || "the fixture test did not run",
    };
  }
  for (const file of files) {
    const failed = file.assertionResults.find((a) => a.status === "failed");
    if (failed)
      return {
        class: "roundTripFailed",
        line: `${failed.fullName}: ${firstLine(failed.failureMessages[0] ?? "")}`,
      };
    if (file.status === "failed")
      return { class: "roundTripFailed", line: firstLine(file.message) || "the test file failed" };
  }
  if (files.every((f) => f.assertionResults.length === 0))
    return { class: "roundTripFailed", line: "the fixture test ran no test" };
  return { class: "passed", line: "" };
}

function firstLine(text: string): string {
  return (
    text
      .split("\n")
      .map((l) => l.trim())
      .find((l) => l !== "" && !l.startsWith("npm warn")) ?? ""
  );
}
