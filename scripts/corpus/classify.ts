/**
 * What a WSDL's run came to, from the processes' outputs alone: `generate --verbose` prints
 * `error: <message>` and the error's stack, whose first line names its class, so a ContractError
 * (a clear error: the contract is at fault) is told from any other error (a crash: the generator
 * is, as with a type-check failure); the round trip is the generated fixture test, read from
 * vitest's JSON report.
 */
import { normaliseReason } from "./normalise-reason.ts";
import type { ProcessResult } from "./run-process.ts";

export type OutcomeClass = "passed" | "roundTripFailed" | "clearError" | "crash" | "hang";

export interface Classified {
  class: OutcomeClass;
  /** What went wrong, in one line ("" when it passed). */
  line: string;
  /** A clear error's message with its names normalised away: its group. */
  reason?: string;
}

export function classifyGenerate(r: ProcessResult, limitMs: number): Classified | "generated" {
  if (r.timedOut) return { class: "hang", line: `generate did not finish within ${limitMs / 1000} s` };
  if (r.code === 0) return "generated";
  const lines = r.stderr.split("\n");
  const at = lines.findIndex((l) => l.startsWith("error: "));
  if (at === -1) return { class: "crash", line: firstLine(r.stderr) || ended(r) };
  const message = lines[at]!.slice("error: ".length);
  // The stack's first line, `<class>: <message's first line>`, follows the message's lines.
  const header = lines.slice(at + 1).find((l) => l.endsWith(`: ${message}`) && /^\w+: /.test(l));
  const errorClass = header?.slice(0, header.indexOf(":")) ?? "Error";
  if (errorClass === "ContractError") return { class: "clearError", line: message, reason: normaliseReason(message) };
  const detail = header && lines[at + 1] !== header ? ` ${lines[at + 1]!.trim()}` : "";
  return { class: "crash", line: `${errorClass}: ${message}${detail}` };
}

/** vitest's JSON report, the parts read here. */
export interface VitestReport {
  numTotalTests: number;
  testResults: { name: string; status: string; message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

export function classifyRoundTrip(r: ProcessResult, report: VitestReport | undefined, limitMs: number): Classified {
  if (r.timedOut) return { class: "hang", line: `the round trip did not finish within ${limitMs / 1000} s` };
  if (!report) return { class: "roundTripFailed", line: firstLine(r.stderr) || firstLine(r.stdout) || ended(r) };
  for (const file of report.testResults) {
    const failed = file.assertionResults.find((a) => a.status === "failed");
    if (failed) return { class: "roundTripFailed", line: `${failed.fullName}: ${firstLine(failed.failureMessages[0] ?? "")}` };
    if (file.status === "failed") return { class: "roundTripFailed", line: firstLine(file.message) || "the test file failed" };
  }
  if (r.code !== 0 || report.numTotalTests === 0) return { class: "roundTripFailed", line: report.numTotalTests === 0 ? "the fixture test ran no test" : ended(r) };
  return { class: "passed", line: "" };
}

function firstLine(text: string): string {
  return text.split("\n").map((l) => l.trim()).find((l) => l !== "" && !l.startsWith("npm warn")) ?? "";
}

function ended(r: ProcessResult): string {
  return r.signal ? `killed by ${r.signal}` : `exited with code ${r.code} and no message`;
}
