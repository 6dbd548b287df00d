/**
 * JavaScript (ESM, ES2022) and source maps of each package's formatted `src/`, into its `dist/`:
 * esbuild's transform, file by file (a millisecond each), so compiling waits only for prettier,
 * while the native compiler type-checks and writes the declarations at the same time
 * (typecheck.ts). The maps point at `src/` as written (`../src/x.ts`), or hold the sources when
 * `src/` is not written. Like prettier's, esbuild's results are kept in the cache (result-cache.ts)
 * by a hash of all that decides them, so an unchanged file is not compiled again, and esbuild's
 * service process is not even started when nothing changed.
 */
import type { TransformOptions } from "esbuild";
import { createRequire } from "node:module";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { distModule } from "./dist-module.ts";
import { leadingLineComments } from "./provenance.ts";
import { ResultCache, packageVersion } from "./result-cache.ts";

const require = createRequire(import.meta.url);

/** The generated code's own settings: no tsconfig is read. */
const OPTIONS: TransformOptions = {
  loader: "ts",
  format: "esm",
  target: "es2022",
  sourcemap: "external",
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: false } },
};

export function compileJs(files: readonly GeneratedFile[], { withSources }: { withSources: boolean }): GeneratedFile[] {
  const cache = ResultCache.forStep("esbuild");
  const settings = JSON.stringify([packageVersion("esbuild"), OPTIONS, withSources]);
  const compiled: GeneratedFile[] = [];
  for (const file of files) {
    const dist = distModule(file.path);
    if (dist === undefined) continue;
    const key = ResultCache.key(settings, compileModule.toString(), file.path, file.content);
    const known = cache.get(key);
    const [js, map] = known === undefined ? compileModule(file, dist, withSources) : (JSON.parse(known) as [string, string]);
    if (known === undefined) cache.set(key, JSON.stringify([js, map]));
    compiled.push({ path: `${dist}.js`, content: js }, { path: `${dist}.js.map`, content: map });
  }
  return compiled;
}

/** The module's JavaScript and source map. */
function compileModule(file: GeneratedFile, dist: string, withSources: boolean): [string, string] {
  // Loaded only when something is to be compiled: starting its service process takes a while.
  const { transformSync } = require("esbuild") as typeof import("esbuild");
  const source = path.posix.relative(path.posix.dirname(dist), file.path);
  const result = transformSync(file.content, { ...OPTIONS, sourcefile: source, sourcesContent: !withSources });
  // esbuild keeps no comment: the provenance header goes back on top, the map a line per header line lower.
  const header = leadingLineComments(file.content);
  const map = JSON.parse(result.map) as { mappings: string };
  map.mappings = ";".repeat(header.split("\n").length - 1) + map.mappings;
  const base = path.posix.basename(dist);
  return [`${header}${result.code}//# sourceMappingURL=${base}.js.map\n`, `${JSON.stringify(map)}\n`];
}
