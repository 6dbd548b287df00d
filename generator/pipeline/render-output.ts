/**
 * From the loaded contract to every file a run produces, final and in memory: emit (emitService:
 * every file, headers included), format, check (type-check, compile, bundle), then the lock file,
 * with a large run's heap collected between the stages (collect-garbage.ts). Nothing is written
 * here; `generate` writes the result, `check` compares it with the disk.
 */
import { existsSync } from "node:fs";
import { checkOutput } from "../check/check-output.ts";
import { formatFiles } from "../check/format.ts";
import { emitService } from "../emit/emit-service.ts";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { ContractError } from "../model/contract-error.ts";
import { DEFAULT_OPTIONS, type GeneratorOptions } from "../options.ts";
import { withWarnings } from "../parse/wsdl/reading.ts";
import { lockFile } from "../write/lock-file.ts";
import type { ProjectFile } from "../write/write-project-files.ts";
import { collectGarbage } from "./collect-garbage.ts";
import type { LoadedContract } from "./load-contract.ts";
import { loadEmitContext } from "./load-emit-context.ts";
import { lockedRun } from "./locked-run.ts";
import { projectPath } from "./project-path.ts";

export interface RenderedOutput {
  /** The output folder's files (paths relative to it), the lock file among them. */
  files: GeneratedFile[];
  /** Files of the project outside the output folder: the WSDL of a manifest contract, the stub. */
  projectFiles: ProjectFile[];
}

export type RenderOptions = Pick<GeneratorOptions, "outDir" | "implementation" | "wsdlOut"> &
  Partial<Pick<GeneratorOptions, "packages" | "operations" | "lenient">>;

/** `withStub`: also make the implementation stub, when the options name a path where no file is. */
export async function renderOutput(
  contract: LoadedContract,
  options: RenderOptions,
  { withStub }: { withStub: boolean },
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
  const formatted = await emitFormatted(() => emitService(model, ctx), contract);
  collectGarbage();
  const checked = await checkOutput(formatted, options.outDir, packages.target);
  collectGarbage();
  const lock = lockFile(
    lockedRun(contract, { ...DEFAULT_OPTIONS, ...options, packages }),
    checked.output,
    checked.project.filter((f) => f.project === "always"),
  );
  return {
    files: [...checked.output, lock],
    // The stub by the path the options give it, which the command's summary names.
    projectFiles: checked.project.map((f) => ({
      path: f.project === "once" ? options.implementation! : f.path,
      content: f.content,
      createOnly: f.project === "once",
    })),
  };
}

/**
 * Every file emitted, then formatted (format.ts). In a function of its own, so that the emitted
 * text is garbage once formatted: held by a frame that awaits the check stage, it stayed in the
 * heap while the compiler ran (a large contract's is tens of megabytes).
 */
async function emitFormatted(
  emit: () => GeneratedFile[],
  contract: LoadedContract,
): Promise<GeneratedFile[]> {
  collectGarbage();
  const emitted = placed(emit, contract);
  collectGarbage();
  return formatFiles(emitted);
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
