/**
 * JavaScript (ESM, ES2022) and source maps of each package's formatted `src/`, into its `dist/`:
 * esbuild's transform, file by file (a millisecond each), so compiling waits only for prettier,
 * while the native compiler type-checks and writes the declarations at the same time
 * (typecheck.ts). The maps point at `src/` as written (`../src/x.ts`), or hold the sources when
 * `src/` is not written.
 */
import { transformSync } from "esbuild";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { distModule } from "./dist-module.ts";
import { leadingLineComments } from "./provenance.ts";

export function compileJs(files: readonly GeneratedFile[], { withSources }: { withSources: boolean }): GeneratedFile[] {
  const compiled: GeneratedFile[] = [];
  for (const file of files) {
    const dist = distModule(file.path);
    if (dist === undefined) continue;
    const source = path.posix.relative(path.posix.dirname(dist), file.path);
    const result = transformSync(file.content, {
      loader: "ts",
      format: "esm",
      target: "es2022",
      sourcemap: "external",
      sourcefile: source,
      sourcesContent: !withSources,
      // The generated code's own settings: no tsconfig is read.
      tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: false } },
    });
    // esbuild keeps no comment: the provenance header goes back on top, the map a line per header line lower.
    const header = leadingLineComments(file.content);
    const map = JSON.parse(result.map) as { mappings: string };
    map.mappings = ";".repeat(header.split("\n").length - 1) + map.mappings;
    const base = path.posix.basename(dist);
    compiled.push(
      { path: `${dist}.js`, content: `${header}${result.code}//# sourceMappingURL=${base}.js.map\n` },
      { path: `${dist}.js.map`, content: `${JSON.stringify(map)}\n` },
    );
  }
  return compiled;
}
