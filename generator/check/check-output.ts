/**
 * The check stage: from the formatted files of a run (format.ts) to the files it writes. The
 * output's files and the implementation stub are type-checked together and, unless the target is
 * `ts`, compiled into each package's dist/ (typecheck.ts); the browser scripts are bundled
 * meanwhile (bundle-browser-script.ts), as neither step reads the other's files. A failure is a
 * generator defect, and nothing is written.
 */
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import type { PackageTarget } from "../options.ts";
import { bundleBrowserScripts, type BrowserScriptInput } from "./bundle-browser-script.ts";
import { distModule } from "./dist-module.ts";
import { typeCheck } from "./typecheck.ts";

export interface CheckedFiles {
  /** The output folder's files, as they are to be written (the lock file aside); dist/ files after their package's sources. */
  output: GeneratedFile[];
  /** The project's files outside the output folder (see GeneratedFile.project). */
  project: GeneratedFile[];
}

/**
 * `files`: every file of the run, formatted. The stub (a project file, its path from the working
 * folder) is checked with the output; with a compiling target, each package's src/ is also
 * compiled into its dist/ (`ts+js`: src/ is written beside it, else the source maps hold the
 * sources).
 */
export async function checkOutput(
  files: readonly GeneratedFile[],
  outDir: string,
  target: PackageTarget,
): Promise<CheckedFiles> {
  const output = files.filter((f) => f.project === undefined && f.script === undefined);
  const stub = files.filter((f) => f.project === "once");
  const checking = typeCheck(
    output,
    outDir,
    stub.map((f) => ({ ...f, path: path.resolve(f.path) })),
    target === "ts" ? undefined : { withSources: target === "ts+js" },
  );
  const bundling = bundleBrowserScripts(browserScripts(files), output);
  const [{ emitted }, scripts] = await Promise.all([checking, bundling]);
  // The `js` target writes dist/ alone: the sources (and their build's tsconfig) were only compiled.
  const checked = [...output, ...emitted];
  const written =
    target === "js"
      ? checked.filter(
          (f) => distModule(f.path) === undefined && !/^[^/]+\/tsconfig\.json$/.test(f.path),
        )
      : checked;
  return {
    output: [...written, ...scripts],
    project: [...files.filter((f) => f.project === "always"), ...stub],
  };
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
