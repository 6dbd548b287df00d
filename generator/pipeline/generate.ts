/** `generate` and `check`: render the output in memory, then write it, or compare it with the disk. */
import { existsSync } from "node:fs";
import path from "node:path";
import type { ContractWarning } from "../model/contract-draft.ts";
import type { GeneratorOptions } from "../options.ts";
import type { ContractChange } from "../diff/contract-change.ts";
import { diffModels } from "../diff/diff-models.ts";
import { packageFolder, packageNames } from "../emit/package-names.ts";
import type { ServiceModel } from "../model/service-model.ts";
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
  /**
   * When the output drifted and the committed server package holds the WSDL it was generated for:
   * that WSDL (its path) and how the contract changed since (see diff/).
   */
  contractChange?: { committedWsdl: string; changes: ContractChange[] };
}

export async function check(options: GeneratorOptions): Promise<CheckResult> {
  const contract = await loadContract(options);
  const output = await renderOutput(contract, options, { withStub: false });
  const drift = await compareOutput(output.files, options.outDir);
  const contractChange = drift.length > 0 ? await changeSinceCommitted(contract.model, options) : undefined;
  return { output: drift, project: await compareProjectFiles(output.projectFiles), warnings: contract.warnings, ...(contractChange ? { contractChange } : {}) };
}

/** How the contract changed since the output was written, from the WSDL its server package publishes. */
async function changeSinceCommitted(model: ServiceModel, options: GeneratorOptions): Promise<CheckResult["contractChange"]> {
  const committedWsdl = path.join(options.outDir, packageFolder(packageNames(model, options.packages.scope).server), "service.wsdl");
  if (!existsSync(committedWsdl)) return undefined;
  try {
    const before = await loadContract({ contract: { kind: "wsdl", path: committedWsdl }, allowNetwork: false, lenient: true });
    return { committedWsdl, changes: diffModels(before.model, model) };
  } catch {
    // A committed WSDL that no longer reads (edited by hand, say): the diff says what differs.
    return undefined;
  }
}
