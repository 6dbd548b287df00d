/** `generate` and `check`: render the output in memory, then write it, or compare it with the disk. */
import type { ContractWarning } from "../model/contract-draft.ts";
import type { GeneratorOptions } from "../options.ts";
import { compareOutput, compareProjectFiles, type Drift } from "../write/compare-output.ts";
import { writeOutput, type WriteSummary } from "../write/write-output.ts";
import { writeProjectFiles } from "../write/write-project-files.ts";
import { loadContract } from "./load-contract.ts";
import { renderOutput } from "./render-output.ts";

export interface GenerateSummary extends WriteSummary {
  /** Files of the project outside the output folder that were created or changed. */
  projectFiles: { created: string[]; changed: string[] };
  warnings: ContractWarning[];
}

export async function generate(options: GeneratorOptions): Promise<GenerateSummary> {
  const contract = await loadContract(options);
  const output = await renderOutput(contract, options, { withStub: true });
  const summary = await writeOutput(output.files, options.outDir);
  return { ...summary, projectFiles: await writeProjectFiles(output.projectFiles), warnings: contract.warnings };
}

export interface CheckResult {
  /** Drift of the output folder's files (paths relative to it). */
  output: Drift[];
  /** Drift of files generated into the project (paths from the working folder). */
  project: Drift[];
  warnings: ContractWarning[];
}

export async function check(options: GeneratorOptions): Promise<CheckResult> {
  const contract = await loadContract(options);
  const output = await renderOutput(contract, options, { withStub: false });
  return { output: await compareOutput(output.files, options.outDir), project: await compareProjectFiles(output.projectFiles), warnings: contract.warnings };
}
