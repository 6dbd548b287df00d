/**
 * A large contract's first run of the compiler, started early: over the contract package alone
 * (with the runtime modules it uses itself) while the generator still emits the other packages.
 * Emitting those took the main thread alone for more than a second of a 1,500-operation run, the
 * second core idle, and the compiler's runs that follow one another from the contract package's
 * on are the run's longest chain (bench/README.md). checkTypes takes the check up once every file
 * is emitted, or gives it up and starts afresh when the files do not allow it.
 */
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { baseRoots, earlyBasePackage, TWO_RUNS_FROM_CHARS } from "./compile-runs.ts";
import { compilerExe, compilerOptions, runCompilerAs } from "./compiler.ts";
import type { PrebuiltModule } from "./prebuilt-runtime.ts";
import { stageMore, stageStart, type Staged } from "./staging.ts";
import { makeTempFolder, removeTempFolder } from "./temp-folders.ts";

export interface BaseCheck {
  /** The base package's name. */
  readonly name: string;
  /** The files staged so far, by their paths in the output folder. */
  readonly paths: ReadonlySet<string>;
  readonly staged: Staged;
  /** The base package's run of the compiler. */
  readonly run: Promise<void>;
  /** Stops the run. */
  readonly stop: AbortController;
}

/**
 * Stages `files`, the base package's alone, and starts its run (started when the promise settles);
 * undefined when the package is not
 * large enough to be checked in a run of its own (compile-runs.ts), or when no runtime module is
 * taken prebuilt (the generator run from its sources): a runtime module the other packages add
 * would then need compiling with it, and the check would start afresh (canContinue).
 */
export async function startBaseCheck(
  files: readonly GeneratedFile[],
  outDir: string,
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
  fromChars: number = TWO_RUNS_FROM_CHARS,
): Promise<BaseCheck | undefined> {
  const name = earlyBasePackage(files, prebuilt, fromChars);
  if (name === undefined || prebuilt.size === 0) return undefined;
  // Found first: the compiler is then started here, not once the caller lets the loop run on.
  const exe = await compilerExe();
  const absOut = path.resolve(outDir);
  const chars = files.reduce((sum, file) => sum + file.content.length, 0);
  // Sized as checkTypes sizes its folder, for all the packages: about three times the contract
  // package in the 1,500 synthetic operations, four to be safe.
  const tmp = makeTempFolder("soapgen-check-", 3 * 4 * chars);
  try {
    const staged = stageMore(stageStart(tmp), files, absOut, [], prebuilt);
    const { core } = baseRoots(staged, name);
    const stop = new AbortController();
    const run = runCompilerAs(exe, {
      tmp,
      absOut,
      name: "tsconfig.base.json",
      options: compilerOptions(),
      roots: core,
      typeRoots: staged.typeRoots,
      signal: stop.signal,
    });
    // Awaited once the check is taken up, or given up: a failure meanwhile is not unhandled.
    run.catch(() => undefined);
    return { name, paths: new Set(files.map((file) => file.path)), staged, run, stop };
  } catch (err) {
    removeTempFolder(tmp);
    throw err;
  }
}

/**
 * Whether `check` can go on with `files`, every file of the run: the others depend on its package
 * (the same base package), and nothing more in that package needs compiling (a runtime module only
 * the other packages use is taken prebuilt; one that is not would be missed by its finished run).
 */
export function canContinue(
  check: BaseCheck,
  files: readonly GeneratedFile[],
  base: string | undefined,
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
): boolean {
  if (base !== check.name) return false;
  const folder = path.basename(check.staged.packages.get(check.name)!);
  return files.every(
    (file) =>
      check.paths.has(file.path) ||
      !file.path.startsWith(`${folder}/`) ||
      !file.path.endsWith(".ts") ||
      prebuilt.has(file.path),
  );
}

/**
 * Gives `check` up: its run is stopped (no compiler left working for a run that failed, or beside
 * the check started afresh), and its folder removed once the run is over (settles then).
 */
export async function abandonBaseCheck(check: BaseCheck): Promise<void> {
  check.stop.abort();
  await check.run.catch(() => undefined);
  removeTempFolder(check.staged.tmp);
}
