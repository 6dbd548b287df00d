/**
 * The check stage: from every file emitService made to the files a run writes. The output's files
 * and the implementation stub are formatted and type-checked together and, unless the target is
 * `ts`, compiled into each package's dist/ (format-and-check.ts); the browser scripts are bundled
 * meanwhile (bundle-browser-script.ts), as neither step reads the other's files. A failure is a
 * generator defect, and nothing is written.
 */
import type { GeneratedFile } from "../emit/generated-file.ts";
import type { PackageTarget } from "../options.ts";
import { bundleBrowserScripts, type BrowserScriptInput } from "./bundle-browser-script.ts";
import { distModule } from "./dist-module.ts";
import { formatAndCheck } from "./format-and-check.ts";

export interface CheckedFiles {
  /** The output folder's files, as they are to be written (the lock file aside). */
  output: GeneratedFile[];
  /** The project's files outside the output folder (see GeneratedFile.project). */
  project: GeneratedFile[];
}

export async function checkOutput(
  files: readonly GeneratedFile[],
  outDir: string,
  target: PackageTarget,
): Promise<CheckedFiles> {
  const output = files.filter((f) => f.project === undefined && f.script === undefined);
  const stub = files.filter((f) => f.project === "once");
  // The formatter starts at once (formatAndCheck spawns it before it returns); the scripts are
  // bundled meanwhile. The compiler, which waits for the formatter, is the longest step.
  const checking = formatAndCheck(
    output,
    outDir,
    stub,
    target === "ts" ? undefined : { withSources: target === "ts+js" },
  );
  const bundling = bundleBrowserScripts(browserScripts(files), output);
  const [checked, scripts] = await Promise.all([checking, bundling]);
  // The `js` target writes dist/ alone: the sources (and their build's tsconfig) were only compiled.
  const written =
    target === "js"
      ? checked.files.filter(
          (f) => distModule(f.path) === undefined && !/^[^/]+\/tsconfig\.json$/.test(f.path),
        )
      : checked.files;
  return {
    output: [...written, ...scripts],
    project: [...files.filter((f) => f.project === "always"), ...checked.projectFiles],
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
