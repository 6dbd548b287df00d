/**
 * From the loaded contract to every file a run produces, final and in memory: emit (emitService:
 * every file, headers included), then format and check (type-check, compile, bundle) at once, then the lock file,
 * with a large run's heap collected between the stages (collect-garbage.ts). Nothing is written
 * here; `generate` writes the result, `check` compares it with the disk.
 */
import { existsSync } from "node:fs";
import { abandonBaseCheck, startBaseCheck } from "../check/base-check.ts";
import { checkOutput, type CheckedFiles, type EarlyFiles } from "../check/check-output.ts";
import { prebuiltAmong } from "../check/typecheck.ts";
import { emitServiceInSteps, type EmitSteps } from "../emit/emit-service.ts";
import type { GeneratedFile } from "../emit/generated-file.ts";
import type { ContractWarning } from "../model/contract-draft.ts";
import { ContractError } from "../model/contract-error.ts";
import { DEFAULT_OPTIONS, type GeneratorOptions, type PackageTarget } from "../options.ts";
import { withWarnings } from "../parse/wsdl/reading.ts";
import { type LockedRun, lockFile } from "../write/lock-file.ts";
import type { ProjectFile } from "../write/write-project-files.ts";
import { collectGarbage } from "../collect-garbage.ts";
import type { LoadedContract } from "./load-contract.ts";
import { loadEmitContext } from "./load-emit-context.ts";
import { lockedRun } from "./locked-run.ts";
import { projectPath } from "./project-path.ts";

export interface RenderedOutput {
  /** The output folder's files (paths relative to it), the lock file among them. */
  files: GeneratedFile[];
  /** Files of the project outside the output folder: the WSDL of a manifest contract, the stub. */
  projectFiles: ProjectFile[];
  /** The contract's, as read. */
  warnings: ContractWarning[];
}

export type RenderOptions = Pick<GeneratorOptions, "outDir" | "implementation" | "wsdlOut"> &
  Partial<Pick<GeneratorOptions, "packages" | "operations" | "lenient">>;

/**
 * `withStub`: also make the implementation stub, when the options name a path where no file is;
 * `early`: takes the files final before the others (check-output.ts), to be written meanwhile.
 * Nothing waits here: once the files are emitted, no frame or closure of a later stage holds the
 * contract's model (a large contract's is tens of megabytes), which is then collected before the
 * compiler's runs and the write, where the generator's memory peaks. A caller that holds the
 * contract itself keeps it, of course.
 */
export async function renderOutput(
  contract: LoadedContract,
  options: RenderOptions,
  { withStub, early }: { withStub: boolean; early?: EarlyFiles },
): Promise<RenderedOutput> {
  const { model, warnings, source } = contract;
  if (model.operations.length === 0) {
    const why = warnings.length > 0 ? " (the warnings above say what was left out)" : "";
    throw withWarnings(
      new ContractError(
        `service ${model.name} has no operation to generate a client or server for${why}`,
        { file: source.path },
      ),
      warnings,
    );
  }
  const packages = options.packages ?? DEFAULT_OPTIONS.packages;
  const stub =
    withStub && options.implementation !== null && !existsSync(options.implementation)
      ? { path: projectPath(options.implementation), outDir: projectPath(options.outDir) }
      : null;
  const ctx = loadEmitContext(contract, { packages, wsdlOut: options.wsdlOut, stub });
  const run = lockedRun(contract, { ...DEFAULT_OPTIONS, ...options, packages });
  const checked = emittedAndChecked(() => emitServiceInSteps(model, ctx), contract, {
    outDir: options.outDir,
    target: packages.target,
    early,
  });
  return withLock(checked, run, options.implementation);
}

/**
 * The checked files with the lock file. A function of its own, so that what waits for the check
 * holds none of renderOutput's variables (V8 keeps a scope's variables together for all of its
 * closures).
 */
async function withLock(
  checking: Promise<CheckedFiles>,
  run: LockedRun,
  implementation: string | null,
): Promise<RenderedOutput> {
  const checked = await checking;
  collectGarbage();
  const lock = lockFile(
    run,
    checked.output,
    checked.project.filter((f) => f.project === "always"),
  );
  return {
    files: [...checked.output, lock],
    // The stub by the path the options give it, which the command's summary names.
    projectFiles: checked.project.map((f) => ({
      path: f.project === "once" ? implementation! : f.path,
      content: f.content,
      createOnly: f.project === "once",
    })),
    warnings: run.warnings,
  };
}

/**
 * Every file emitted, then formatted and checked (check-output.ts), with the heap collected after
 * emitting, which makes and drops several times what it returns. A large contract's check starts
 * on the contract package while the other packages are emitted (check/base-check.ts). Awaits
 * nothing once the files are emitted: no frame holds the emitted text while the compiler runs
 * (V8 keeps a suspended function's locals, used or not).
 */
async function emittedAndChecked(
  emit: () => EmitSteps,
  contract: LoadedContract,
  { outDir, target, early }: { outDir: string; target: PackageTarget; early?: EarlyFiles },
): Promise<CheckedFiles> {
  collectGarbage();
  const steps = placed(emit, contract);
  const started = await startBaseCheck(steps.contract, outDir, prebuiltAmong(steps.contract));
  let files: GeneratedFile[];
  try {
    files = placed(() => steps.all(), contract);
  } catch (err) {
    if (started !== undefined) void abandonBaseCheck(started);
    throw err;
  }
  collectGarbage();
  return checkOutput(files, outDir, target, started, early);
}

/**
 * The model holds no source locations, so what an emitter refuses (a type no sample value can be
 * made for) is placed in the contract's file; its message names the type.
 */
function placed<T>(emit: () => T, contract: LoadedContract): T {
  try {
    return emit();
  } catch (err) {
    throw withWarnings(
      err instanceof ContractError && err.loc === undefined
        ? new ContractError(err.detail, { file: contract.source.path })
        : err,
      contract.warnings,
    );
  }
}
