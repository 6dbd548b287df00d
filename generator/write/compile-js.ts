/**
 * JavaScript (ESM, ES2022) and source maps of each package's formatted `src/`, into its `dist/`:
 * esbuild's transform, all files at once, as soon as the formatter is done, while the native
 * compiler type-checks and writes the declarations (typecheck.ts). The maps point at `src/` as
 * written (`../src/x.ts`), or hold the sources when `src/` is not written. Like the formatter's,
 * esbuild's results are kept in the cache (result-cache.ts) by a hash of all that decides them, so
 * an unchanged file is not compiled again, and esbuild's service is not even started when nothing
 * changed.
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

export async function compileJs(files: readonly GeneratedFile[], { withSources }: { withSources: boolean }): Promise<GeneratedFile[]> {
  const cache = ResultCache.forStep("esbuild");
  const settings = JSON.stringify([packageVersion("esbuild"), OPTIONS, withSources]);
  const modules = files.flatMap((file) => {
    const dist = distModule(file.path);
    return dist === undefined ? [] : [{ file, dist }];
  });
  // All at once: esbuild's service compiles them side by side.
  const compiled = await Promise.all(
    modules.map(async ({ file, dist }) => {
      const key = ResultCache.key(settings, compileModule.toString(), file.path, file.content);
      const known = cache.get(key);
      const [js, map] = known === undefined ? await compileModule(file, dist, withSources) : (JSON.parse(known) as [string, string]);
      if (known === undefined) cache.set(key, JSON.stringify([js, map]));
      return [
        { path: `${dist}.js`, content: js },
        { path: `${dist}.js.map`, content: map },
      ];
    }),
  );
  return compiled.flat();
}

/** The module's JavaScript and source map. */
async function compileModule(file: GeneratedFile, dist: string, withSources: boolean): Promise<[string, string]> {
  // Loaded only when something is to be compiled: starting its service process takes a while.
  const { transform } = require("esbuild") as typeof import("esbuild");
  const source = path.posix.relative(path.posix.dirname(dist), file.path);
  const result = await transform(file.content, { ...OPTIONS, sourcefile: source, sourcesContent: !withSources });
  // esbuild keeps no comment: the provenance header goes back on top, the map a line per header line lower.
  const header = leadingLineComments(file.content);
  const map = JSON.parse(result.map) as { mappings: string };
  map.mappings = ";".repeat(header.split("\n").length - 1) + map.mappings;
  const base = path.posix.basename(dist);
  return [`${header}${result.code}//# sourceMappingURL=${base}.js.map\n`, `${JSON.stringify(map)}\n`];
}
