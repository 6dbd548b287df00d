/**
 * `generate` and `check`. When an earlier run had the same inputs and the output on disk is still
 * as it left it (see run-record.ts), there is nothing to do; otherwise the full run (full-run.ts)
 * renders the output, and is loaded only then: the parsers, emitters, formatter and compiler
 * would take longer to load than an unchanged run takes.
 */
import type { ContractChange } from "../diff/contract-change.ts";
import type { ContractWarning } from "../model/contract-draft.ts";
import type { GeneratorOptions } from "../options.ts";
import type { Drift } from "../write/compare-output.ts";
import type { WriteSummary } from "../write/write-output.ts";
import { unchangedRun } from "./run-record.ts";

export interface GenerateSummary extends WriteSummary {
  /** Files of the project outside the output folder that were created or changed. */
  projectFiles: { created: string[]; changed: string[] };
  warnings: ContractWarning[];
}

export interface CheckResult {
  /** Drift of the output folder's files (paths relative to it). */
  output: Drift[];
  /** Drift of files generated into the project (paths from the working folder). */
  project: Drift[];
  warnings: ContractWarning[];
  /**
   * When the output drifted and the committed server package holds the WSDL it was generated for:
   * that WSDL (its path) and how the contract changed since (see diff/).
   */
  contractChange?: { committedWsdl: string; changes: ContractChange[] };
}

export async function generate(options: GeneratorOptions): Promise<GenerateSummary> {
  const unchanged = await unchangedRun(options, true);
  if (unchanged) return { added: [], changed: [], removed: [], unchanged: unchanged.output.length, projectFiles: { created: [], changed: [] }, warnings: unchanged.warnings };
  const { generateFully } = await import("./full-run.ts");
  return generateFully(options);
}

export async function check(options: GeneratorOptions): Promise<CheckResult> {
  const unchanged = await unchangedRun(options, false);
  if (unchanged) return { output: [], project: [], warnings: unchanged.warnings };
  const { checkFully } = await import("./full-run.ts");
  return checkFully(options);
}
