/**
 * The check stage: from the files of a run as emitted to the files it writes, formatted (format.ts)
 * and checked at once. The output's files and the implementation stub are type-checked together
 * from their text as emitted (typecheck.ts), while the formatter runs: the check's diagnostics are
 * all it needs of the layout, and a failure is checked again as formatted, for positions that
 * match the files. Unless the target is `ts`, each package's src/ is compiled into its dist/ from
 * the formatted text (compile-dist.ts), and the browser scripts are bundled meanwhile
 * (bundle-browser-script.ts). A failure is a generator defect, and nothing is written. Files final
 * before the others may be handed on meanwhile (`early`), to be written beside the output folder.
 */
import path from "node:path";
import { collectGarbage } from "../collect-garbage.ts";
import type { GeneratedFile } from "../emit/generated-file.ts";
import type { PackageTarget } from "../options.ts";
import type { BaseCheck } from "./base-check.ts";
import { bundleBrowserScripts, type BrowserScriptInput } from "./bundle-browser-script.ts";
import { compileDist } from "./compile-dist.ts";
import { distModule } from "./dist-module.ts";
import { formatFiles } from "./format.ts";
import type { PrebuiltModule } from "./prebuilt-runtime.ts";
import { checkTypes, prebuiltAmong, TypeCheckError, type CheckedTypes } from "./typecheck.ts";

/**
 * Takes files that are final before the run's others, as they are to be written: the formatted
 * sources, then the compiled JavaScript, while the compiler still checks (write-output.ts).
 */
export type EarlyFiles = (files: readonly GeneratedFile[]) => void;

export interface CheckedFiles {
  /** The output folder's files, as they are to be written (the lock file aside); dist/ files after their package's sources. */
  output: GeneratedFile[];
  /** The project's files outside the output folder (see GeneratedFile.project). */
  project: GeneratedFile[];
}

/**
 * `emitted`: every file of the run, unformatted; `started`: the check started on the base
 * package's files meanwhile (base-check.ts), if any. The stub (a project file, its path from the
 * working folder) is checked with the output; with a compiling target, each package's src/ is
 * also compiled into its dist/ (`ts+js`: src/ is written beside it, else the source maps hold
 * the sources). Not async itself: once the formatter and the compiler have their copies, the
 * emitted text is garbage (a large contract's is tens of megabytes).
 */
export function checkOutput(
  emitted: readonly GeneratedFile[],
  outDir: string,
  target: PackageTarget,
  started?: BaseCheck,
  early?: EarlyFiles,
): Promise<CheckedFiles> {
  const { output, stub } = parts(emitted);
  const prebuilt = prebuiltAmong(output);
  const checking = checkTypes(output, outDir, stub, prebuilt, {
    declarations: target !== "ts",
    started,
  });
  // Awaited once the formatter is done; a failure meanwhile is not unhandled.
  checking.catch(() => undefined);
  return compiled(formatFiles(emitted), checking, { prebuilt, outDir, target, early });
}

async function compiled(
  formatting: Promise<GeneratedFile[]>,
  checking: Promise<CheckedTypes>,
  {
    prebuilt,
    outDir,
    target,
    early,
  }: {
    prebuilt: ReadonlyMap<string, PrebuiltModule>;
    outDir: string;
    target: PackageTarget;
    early: EarlyFiles | undefined;
  },
): Promise<CheckedFiles> {
  const files = await formatting;
  // The text as emitted is garbage now; collected, it is not held through the compiler's runs.
  collectGarbage();
  const { output, stub } = parts(files);
  // The `js` target writes dist/ alone: the sources (and their build's tsconfig) were only compiled.
  const kept = (f: GeneratedFile) =>
    target !== "js" ||
    (distModule(f.path) === undefined && !/^[^/]+\/tsconfig\.json$/.test(f.path));
  early?.(output.filter(kept));
  const checked = checking.catch((err: unknown) =>
    failedAsFormatted(err, output, outDir, stub, prebuilt, target !== "ts"),
  );
  // esbuild compiles and bundles while the compiler may still be checking.
  const [emitted, scripts] = await Promise.all([
    target === "ts"
      ? checked.then(() => [])
      : compileDist(
          output,
          checked.then((c) => c.declarations),
          prebuilt,
          { withSources: target === "ts+js" },
          early,
        ),
    bundleBrowserScripts(browserScripts(files), output),
  ]);
  return {
    output: [...[...output, ...emitted].filter(kept), ...scripts],
    project: [
      ...files.filter((f) => f.project === "always"),
      ...files.filter((f) => f.project === "once"),
    ],
  };
}

/** The output folder's files, and the stub by its absolute path. */
function parts(files: readonly GeneratedFile[]) {
  return {
    output: files.filter((f) => f.project === undefined && f.script === undefined),
    stub: files
      .filter((f) => f.project === "once")
      .map((f) => ({ ...f, path: path.resolve(f.path) })),
  };
}

/**
 * The check's failure of the text as emitted, checked again as formatted: the same diagnostics,
 * at the positions of the files as written.
 */
async function failedAsFormatted(
  err: unknown,
  output: readonly GeneratedFile[],
  outDir: string,
  stub: readonly GeneratedFile[],
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
  declarations: boolean,
): Promise<never> {
  if (!(err instanceof TypeCheckError)) throw err;
  await checkTypes(output, outDir, stub, prebuilt, { declarations });
  throw err;
}

/** The scripts whose modules are among the files, by the bundle each makes. */
function browserScripts(files: readonly GeneratedFile[]): BrowserScriptInput[] {
  const scripts = new Map<string, BrowserScriptInput>();
  for (const file of files) {
    if (file.script === undefined) continue;
    const script = scripts.get(file.script.bundle) ?? {
      path: file.script.bundle,
      entry: "",
      modules: [],
    };
    if (file.script.entry) script.entry = file.path;
    script.modules.push(file);
    scripts.set(script.path, script);
  }
  return [...scripts.values()];
}
