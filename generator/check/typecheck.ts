/**
 * Type-checks the generated TypeScript before anything is written and, with `emit`, compiles each
 * package's src/ into its dist/ in the same compiler run: JavaScript (ESM, ES2022) with source
 * maps, and `.d.ts` declarations. The files it compiles are formatted already, so diagnostics and
 * maps point at src/ as written. The files are staged for the compiler (staging.ts), checked in
 * one run or, for a large contract, a few (compile-runs.ts), and their compiled files collected
 * (collect-dist.ts). The runtime modules compiled when the toolchain was packed
 * (prebuilt-runtime.ts) are staged as their declarations and their compiled files taken as they
 * are: the compiler checks and compiles only what this contract made. The staging folder is always
 * removed.
 */
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import {
  basePackage,
  dataRuns,
  TWO_RUNS_FROM_CHARS,
  useDeclarations,
  useOwnDeclarations,
} from "./compile-runs.ts";
import { collectDist } from "./collect-dist.ts";
import { compilerOptions, prebuiltSettings, runCompiler, type EmitOptions } from "./compiler.ts";
import {
  readPrebuiltRuntime,
  runtimeModuleKeys,
  type PrebuiltModule,
  type PrebuiltRuntime,
} from "./prebuilt-runtime.ts";
import { stage } from "./staging.ts";
import { makeTempFolder, removeTempFolder } from "./temp-folders.ts";

export { TypeCheckError, type EmitOptions } from "./compiler.ts";

export interface CheckResult {
  /** The dist/ files, with `emit`; none without. */
  emitted: GeneratedFile[];
  /** How many runtime modules were taken prebuilt. */
  prebuilt: number;
  /** How many times the compiler ran: several for a large contract (compile-runs.ts). */
  runs: number;
}

/**
 * Checks `files` as they will be under `outDir`, with `projectFiles` (absolute paths: the
 * implementation stub) beside them, and with `emit` compiles them into their packages' dist/.
 */
export async function typeCheck(
  files: GeneratedFile[],
  outDir: string,
  projectFiles: GeneratedFile[] = [],
  emit?: EmitOptions,
  runtime: PrebuiltRuntime = packedRuntime(),
  twoRunsFromChars = TWO_RUNS_FROM_CHARS,
): Promise<CheckResult> {
  const absOut = path.resolve(outDir);
  const prebuilt = prebuiltAmong(files, runtime);
  // The sources, then what the compiler writes of them: JavaScript, source maps, declarations.
  const tmp = makeTempFolder(
    "soapgen-check-",
    4 * [...files, ...projectFiles].reduce((sum, file) => sum + file.content.length, 0),
  );
  try {
    const staged = stage(tmp, files, absOut, projectFiles, prebuilt);
    const run = (name: string, options: Record<string, unknown>, roots: string[]) =>
      runCompiler(tmp, absOut, name, options, roots, staged.typeRoots);
    const baseName = basePackage(files, prebuilt, twoRunsFromChars);
    let runs = 1;
    if (baseName === undefined) await run("tsconfig.json", compilerOptions(emit), staged.roots);
    else {
      const base = { name: baseName, dir: staged.packages.get(baseName)! };
      const inBase = (root: string) => root.startsWith(base.dir + path.sep);
      const declarations = compilerOptions(emit ?? "declarations");
      const validators = new Set(staged.apart.validators.filter(inBase));
      const core = staged.roots.filter((root) => inBase(root) && !validators.has(root));
      await run("tsconfig.base.json", declarations, core);
      if (validators.size > 0) {
        useOwnDeclarations(tmp, core);
        await run("tsconfig.validators.json", declarations, [...validators]);
        runs++;
      }
      useDeclarations(tmp, base);
      for (const [i, data] of dataRuns(staged.apart.data).entries()) {
        await run(`tsconfig.data-${i + 1}.json`, declarations, data);
        useOwnDeclarations(tmp, data);
        runs++;
      }
      const data = new Set(staged.apart.data);
      const rest = staged.roots.filter((root) => !inBase(root) && !data.has(root));
      await run("tsconfig.json", compilerOptions(emit), rest);
      runs++;
    }
    return {
      emitted: emit ? collectDist(tmp, absOut, files, emit, prebuilt) : [],
      prebuilt: prebuilt.size,
      runs,
    };
  } finally {
    removeTempFolder(tmp);
  }
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
function prebuiltAmong(
  files: readonly GeneratedFile[],
  runtime: PrebuiltRuntime,
): Map<string, PrebuiltModule> {
  const found = new Map<string, PrebuiltModule>();
  if (runtime.size === 0) return found;
  for (const [file, key] of runtimeModuleKeys(files, prebuiltSettings())) {
    const module = runtime.get(key);
    if (module) found.set(file, module);
  }
  return found;
}
