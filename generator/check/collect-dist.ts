/**
 * The compiled files of the output's packages, from `<tmp>/out` (which mirrors `<tmp>/root`):
 * `<package>/src/x.ts` gives `<package>/dist/x.js`, `x.js.map` and `x.d.ts`, each with the
 * source's provenance header (the compiler keeps a leading comment only when the code it is
 * attached to stays; the map then moves a line per header line down), the maps naming the source
 * as written, relative to dist/. A prebuilt runtime module's files are taken as they are.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { leadingLineComments } from "../emit/provenance.ts";
import type { EmitOptions } from "./compiler.ts";
import { distModule } from "./dist-module.ts";
import type { PrebuiltModule } from "./prebuilt-runtime.ts";
import { compiledPath, stagedPath } from "./staging.ts";

export function collectDist(
  tmp: string,
  absOut: string,
  files: readonly GeneratedFile[],
  emit: EmitOptions,
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
): GeneratedFile[] {
  const emitted: GeneratedFile[] = [];
  for (const file of files) {
    const dist = distModule(file.path);
    if (dist === undefined) continue;
    const staged = compiledPath(tmp, stagedPath(tmp, path.join(absOut, file.path))).replace(
      /\.ts$/,
      "",
    );
    const compiled = prebuilt.get(file.path) ?? {
      js: readFileSync(`${staged}.js`, "utf8"),
      map: readFileSync(`${staged}.js.map`, "utf8"),
      dts: readFileSync(`${staged}.d.ts`, "utf8"),
    };
    const header = leadingLineComments(file.content);
    const withHeader = (text: string) =>
      text.startsWith(header)
        ? { text, added: 0 }
        : { text: header + text, added: header.split("\n").length - 1 };
    const js = withHeader(compiled.js);
    const map = JSON.parse(compiled.map) as {
      sources: string[];
      mappings: string;
      sourcesContent?: string[];
    };
    map.sources = [path.posix.relative(path.posix.dirname(dist), file.path)];
    map.mappings = ";".repeat(js.added) + map.mappings;
    // A prebuilt module was compiled without its source in the map; the compiler puts it last.
    if (!emit.withSources) map.sourcesContent ??= [file.content];
    emitted.push(
      { path: `${dist}.js`, content: js.text },
      { path: `${dist}.js.map`, content: `${JSON.stringify(map)}\n` },
      { path: `${dist}.d.ts`, content: withHeader(compiled.dts).text },
    );
  }
  return emitted;
}
