/**
 * `generate` and `check` when an earlier run cannot vouch for the output (see generate.ts): read
 * the contract, render the output in memory, then write it, or compare it with the disk.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { GeneratorOptions } from "../options.ts";
import { diffModels } from "../diff/diff-models.ts";
import { packageFolder, packageNames } from "../emit/package-names.ts";
import type { ServiceModel } from "../model/service-model.ts";
import { compareOutput, compareProjectFiles } from "../write/compare-output.ts";
import { OutputWrite } from "../write/write-output.ts";
import { writeProjectFiles } from "../write/write-project-files.ts";
import type { CheckResult, GenerateSummary } from "./generate.ts";
import { loadContract } from "./load-contract.ts";
import { renderOutput } from "./render-output.ts";

/** The contract is never a variable here: held across the check, it would keep its model alive. */
export async function generateFully(options: GeneratorOptions): Promise<GenerateSummary> {
  // The files final before the others are written beside the output folder while the compiler
  // checks, rather than all at the end: at 1,500 operations writing them took 0.9 s.
  const write = new OutputWrite(options.outDir);
  const output = await loadContract(options)
    .then((contract) =>
      renderOutput(contract, options, { withStub: true, early: (files) => write.early(files) }),
    )
    .catch(async (err: unknown) => {
      await write.abandon();
      throw err;
    });
  const summary = await write.finish(output.files);
  const projectFiles = await writeProjectFiles(output.projectFiles);
  return { ...summary, projectFiles, warnings: output.warnings };
}

export async function checkFully(options: GeneratorOptions): Promise<CheckResult> {
  const contract = await loadContract(options);
  const output = await renderOutput(contract, options, { withStub: false });
  const drift = await compareOutput(output.files, options.outDir);
  const contractChange =
    drift.length > 0 ? await changeSinceCommitted(contract.model, options) : undefined;
  return {
    output: drift,
    project: await compareProjectFiles(output.projectFiles),
    warnings: contract.warnings,
    ...(contractChange ? { contractChange } : {}),
  };
}

/** How the contract changed since the output was written, from the WSDL its server package publishes. */
async function changeSinceCommitted(
  model: ServiceModel,
  options: GeneratorOptions,
): Promise<CheckResult["contractChange"]> {
  const committedWsdl = path.join(
    options.outDir,
    packageFolder(packageNames(model, options.packages).server),
    "service.wsdl",
  );
  if (!existsSync(committedWsdl)) return undefined;
  try {
    const before = await loadContract({
      contract: { kind: "wsdl", path: committedWsdl },
      allowNetwork: false,
      lenient: true,
    });
    return { committedWsdl, changes: diffModels(before.model, model) };
  } catch {
    // A committed WSDL that no longer reads (edited by hand, say): the diff says what differs.
    return undefined;
  }
}
