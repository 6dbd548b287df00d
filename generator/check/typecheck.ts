/**
 * Type-checks the generated TypeScript before anything is written. For a compiling target, each
 * module's declarations are oxc's (declarations.ts); the JavaScript and its source maps are
 * esbuild's, from the formatted sources (compile-dist.ts). The check does not depend on the
 * sources' layout, so it may start before the formatter is done (check-output.ts); a failure is
 * then checked again as formatted, for its positions. The files are staged for the compiler
 * (staging.ts), checked in one run or, for a large contract, a few (compile-runs.ts).
 * The runtime modules compiled when the toolchain was packed (prebuilt-runtime.ts) are staged as
 * their declarations and their compiled files taken as they are: the compiler checks and compiles
 * only what this contract made. The staging folder is always removed.
 */
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { compileDist, type EmitOptions } from "./compile-dist.ts";
import { abandonBaseCheck, canContinue, type BaseCheck } from "./base-check.ts";
import {
  basePackage,
  baseRoots,
  dataRuns,
  declaredFor,
  placeDeclarations,
  TWO_RUNS_FROM_CHARS,
  TWO_VALIDATOR_RUNS_FROM_CHARS,
  useDeclarations,
  useOwnDeclarations,
  validatorRuns,
} from "./compile-runs.ts";
import { compilerExe, compilerOptions, runCompiler } from "./compiler.ts";
import { declareModules } from "./declarations.ts";
import { distModule } from "./dist-module.ts";
import {
  prebuiltSettings,
  readPrebuiltRuntime,
  runtimeModuleKeys,
  type PrebuiltModule,
  type PrebuiltRuntime,
} from "./prebuilt-runtime.ts";
import { stage, stageMore, type Staged } from "./staging.ts";
import { makeTempFolder, removeTempFolder } from "./temp-folders.ts";

export { TypeCheckError } from "./compiler.ts";
export type { EmitOptions } from "./compile-dist.ts";

export interface CheckedTypes {
  /** With `declarations`: each compiled module's `.d.ts`, by its source's path; else empty. */
  declarations: Map<string, string>;
  /** How many times the compiler ran: several for a large contract (compile-runs.ts). */
  runs: number;
}

export interface CheckResult {
  /** The dist/ files, with `emit`; none without. */
  emitted: GeneratedFile[];
  /** How many runtime modules were taken prebuilt. */
  prebuilt: number;
  runs: number;
}

/**
 * Checks and, with `emit`, compiles `files` (formatted) as they will be under `outDir`, with
 * `projectFiles` (absolute paths: the implementation stub) beside them.
 */
export async function typeCheck(
  files: GeneratedFile[],
  outDir: string,
  projectFiles: GeneratedFile[] = [],
  emit?: EmitOptions,
  runtime: PrebuiltRuntime = packedRuntime(),
  twoRunsFromChars = TWO_RUNS_FROM_CHARS,
  twoValidatorRunsFromChars = TWO_VALIDATOR_RUNS_FROM_CHARS,
): Promise<CheckResult> {
  const prebuilt = prebuiltAmong(files, runtime);
  const checking = checkTypes(files, outDir, projectFiles, prebuilt, {
    declarations: emit !== undefined,
    twoRunsFromChars,
    twoValidatorRunsFromChars,
  });
  const [emitted, { runs }] = await Promise.all([
    emit
      ? compileDist(
          files,
          checking.then((c) => c.declarations),
          prebuilt,
          emit,
        )
      : [],
    checking,
  ]);
  return { emitted, prebuilt: prebuilt.size, runs };
}

/**
 * Checks `files` as they will be under `outDir`, with `projectFiles` beside them, the `prebuilt`
 * modules by their declarations; with `declarations`, declares the others (declarations.ts).
 * `started`: the check started on the base package's files (base-check.ts), taken up when the
 * files allow it, else given up. Not async itself: the files are staged before it returns, so
 * that their text need not stay in memory while the compiler runs (a large contract's is tens of
 * megabytes), but for the modules' until oxc has declared them.
 */
export function checkTypes(
  files: readonly GeneratedFile[],
  outDir: string,
  projectFiles: readonly GeneratedFile[],
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
  options: {
    declarations: boolean;
    twoRunsFromChars?: number;
    twoValidatorRunsFromChars?: number;
    started?: BaseCheck;
  },
): Promise<CheckedTypes> {
  const absOut = path.resolve(outDir);
  const base = basePackage(files, prebuilt, options.twoRunsFromChars ?? TWO_RUNS_FROM_CHARS);
  let started = options.started;
  if (started !== undefined && !canContinue(started, files, base, prebuilt)) {
    void abandonBaseCheck(started);
    started = undefined;
  }
  // The sources, then the declarations of those checked in runs before the last.
  const tmp =
    started?.staged.tmp ??
    makeTempFolder(
      "soapgen-check-",
      3 * [...files, ...projectFiles].reduce((sum, file) => sum + file.content.length, 0),
    );
  try {
    const staged =
      started === undefined
        ? stage(tmp, files, absOut, projectFiles, prebuilt)
        : stageMore(
            started.staged,
            files.filter((file) => !started.paths.has(file.path)),
            absOut,
            projectFiles,
            prebuilt,
          );
    // The runs after the first read the declarations of the modules checked before them.
    const modules =
      options.declarations || base !== undefined
        ? files.filter((f) => distModule(f.path) !== undefined && !prebuilt.has(f.path))
        : [];
    const bound = options.twoValidatorRunsFromChars ?? TWO_VALIDATOR_RUNS_FROM_CHARS;
    return runAll(absOut, staged, base, () => declareModules(modules), bound, started?.run)
      .then(({ runs, declarations }) => ({
        declarations: options.declarations ? declarations : new Map<string, string>(),
        runs,
      }))
      .finally(() => removeTempFolder(tmp));
  } catch (err) {
    if (started === undefined) removeTempFolder(tmp);
    else void abandonBaseCheck(started);
    throw err;
  }
}

/**
 * The compiler's runs over the staged files (compile-runs.ts): how many, and what `declare` gives,
 * the modules' declarations. `baseRun`: the base package's, started already.
 */
async function runAll(
  absOut: string,
  staged: Staged,
  baseName: string | undefined,
  declare: () => Promise<Map<string, string>>,
  twoValidatorRunsFromChars: number,
  baseRun?: Promise<void>,
): Promise<{ runs: number; declarations: Map<string, string> }> {
  const { tmp } = staged;
  const run = (name: string, roots: string[]) =>
    runCompiler({
      tmp,
      absOut,
      name,
      options: compilerOptions(),
      roots,
      typeRoots: staged.typeRoots,
    });
  // oxc's binding loads and declares on this thread: once the first run of the compiler, the
  // check's longest chain, has started (run() waits for compilerExe() too, and was first to).
  const declaringAfter = (first: Promise<void>) => {
    const declaring = compilerExe().then(declare);
    // Awaited below; a failure meanwhile is not unhandled.
    declaring.catch(() => undefined);
    return settledAll<unknown>([first, declaring]).then(() => declaring);
  };
  if (baseName === undefined) {
    return { runs: 1, declarations: await declaringAfter(run("tsconfig.json", staged.roots)) };
  }
  const { dir, core, validators } = baseRoots(staged, baseName);
  const base = { name: baseName, dir };
  const declarations = await declaringAfter(baseRun ?? run("tsconfig.base.json", core));
  placeDeclarations(tmp, absOut, declarations);
  // The validators read the base run's modules by their declarations; the other packages read
  // the whole base package so.
  if (validators.size > 0) useOwnDeclarations(tmp, core);
  useDeclarations(tmp, base);
  const validating = async () => {
    const groups = validatorRuns([...validators], twoValidatorRunsFromChars);
    for (const [i, group] of groups.entries()) {
      const putBack = declaredFor(tmp, groups.slice(i + 1).flat());
      await run(`tsconfig.validators-${i + 1}.json`, group);
      putBack();
      if (i + 1 < groups.length) useOwnDeclarations(tmp, group);
    }
    return groups.length;
  };
  // The data, then the other packages, which read the data by its declarations: beside the
  // validators, which none of them reads but through the base package's.
  const checkingTheRest = async () => {
    const groups = dataRuns(staged.apart.data);
    for (const [i, data] of groups.entries()) {
      await run(`tsconfig.data-${i + 1}.json`, data);
      useOwnDeclarations(tmp, data);
    }
    const checked = new Set([...core, ...validators, ...staged.apart.data]);
    await run(
      "tsconfig.json",
      staged.roots.filter((root) => !checked.has(root)),
    );
    return groups.length + 1;
  };
  const runs = await settledAll([validating(), checkingTheRest()]);
  return { runs: runs.reduce((sum, n) => sum + n, 1), declarations };
}

/**
 * The values of `promises` once every one is settled, or the first one's failure: no run of the
 * compiler is left working in the staging folder when the caller removes it.
 */
async function settledAll<T>(promises: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

let packed: PrebuiltRuntime | undefined;

/**
 * The runtime `npm pack` compiled beside the build, read once. The sources have none beside them:
 * they take the one SOAPGEN_PREBUILT_RUNTIME names, when it names one (a folder prebuildRuntime
 * wrote): the tests and the corpus generate hundreds of outputs from the sources, and would
 * otherwise check and compile the same runtime modules in every one. A module whose source differs
 * from the one prebuilt has another key, and is compiled with the rest.
 */
function packedRuntime(): PrebuiltRuntime {
  if (packed === undefined) {
    const beside = readPrebuiltRuntime();
    const named = process.env.SOAPGEN_PREBUILT_RUNTIME;
    packed = beside.size === 0 && named ? readPrebuiltRuntime(named) : beside;
  }
  return packed;
}

/** The files among `files` whose prebuilt module `runtime` holds, by path. */
export function prebuiltAmong(
  files: readonly GeneratedFile[],
  runtime: PrebuiltRuntime = packedRuntime(),
): Map<string, PrebuiltModule> {
  const found = new Map<string, PrebuiltModule>();
  if (runtime.size === 0) return found;
  for (const [file, key] of runtimeModuleKeys(files, prebuiltSettings())) {
    const module = runtime.get(key);
    if (module) found.set(file, module);
  }
  return found;
}
