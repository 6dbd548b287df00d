/**
 * `generate` and `check`. When the lock file in the output folder records a run of this soapgen
 * version with these options, and the contract's files and the output on disk still hold what it
 * names, there is nothing to do (write/lock-file.ts). Otherwise the full run (full-run.ts) renders
 * the output, and is loaded only then: the parsers, emitters, formatter and compiler would take
 * longer to load than an unchanged run takes.
 */
import { existsSync } from "node:fs";
import type { ContractChange } from "../diff/contract-change.ts";
import type { ContractWarning } from "../model/contract-draft.ts";
import type { GeneratorOptions } from "../options.ts";
import type { Drift } from "../write/compare-output.ts";
import { heldLock } from "../write/lock-file.ts";
import type { WriteSummary } from "../write/write-output.ts";
import { generatorName, lockedOptions } from "./locked-run.ts";
import { projectPath } from "./project-path.ts";
import { runsPackedBuild } from "./toolchain.ts";

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
  const held = await unchangedOutput(options, true);
  if (held)
    return {
      added: [],
      changed: [],
      removed: [],
      unchanged: held.files,
      projectFiles: { created: [], changed: [] },
      warnings: held.warnings,
    };
  const { generateFully } = await import("./full-run.ts");
  return generateFully(options);
}

export async function check(options: GeneratorOptions): Promise<CheckResult> {
  const held = await unchangedOutput(options, false);
  if (held) return { output: [], project: [], warnings: held.warnings };
  const { checkFully } = await import("./full-run.ts");
  return checkFully(options);
}

/**
 * What the lock file vouches for, when it can: only a packed build is what its version names (a
 * clone's sources change under the same version), remote imports may change without a local
 * file changing, and a stub still to be created is output.
 */
async function unchangedOutput(
  options: GeneratorOptions,
  withStub: boolean,
): Promise<{ files: number; warnings: ContractWarning[] } | undefined> {
  if (!runsPackedBuild() || options.allowNetwork) return undefined;
  if (withStub && options.implementation !== null && !existsSync(options.implementation))
    return undefined;
  return heldLock(options.outDir, {
    generator: generatorName(),
    contract: projectPath(options.contract.path),
    options: lockedOptions(options),
  });
}
