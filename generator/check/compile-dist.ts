/**
 * The compiled files of the output's packages: `<package>/src/x.ts` gives `<package>/dist/x.js`,
 * `x.js.map` and `x.d.ts`. The JavaScript and its map are esbuild's, from the formatted source,
 * each module on its own (the check's `isolatedModules` makes sure it can be); the declarations
 * are oxc's, each from its module alone too (declarations.ts), and come with the type-check
 * (typecheck.ts). The check need not wait for the formatter so: declarations do not depend on the
 * source's layout, maps do. Each file starts with its source's provenance header (esbuild keeps
 * no comments; the map moves a line per header line down), the maps naming the source as
 * written, relative to dist/. A prebuilt runtime module's files are taken as they are, and a
 * module of data printed laid out is its own JavaScript (data-module-js.ts).
 */
import path from "node:path";
import type { TransformOptions } from "esbuild";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { leadingLineComments } from "../emit/provenance.ts";
import { inParallel } from "../in-parallel.ts";
import { dataModuleJs } from "./data-module-js.ts";
import { distModule } from "./dist-module.ts";
import { esbuild, withEsbuild } from "./esbuild-service.ts";
import type { PrebuiltModule } from "./prebuilt-runtime.ts";

/** What to compile into dist/: with `withSources` src/ is written beside it, else the maps hold the sources. */
export interface EmitOptions {
  withSources: boolean;
}

/**
 * How esbuild compiles a module, as tsc would with the check's options: ES2022 modules, class
 * fields defined (the compiler's default for that target), imports used only as types left out.
 */
export const TRANSFORM: TransformOptions = {
  loader: "ts",
  format: "esm",
  target: "es2022",
  // Characters beyond ASCII as escapes (esbuild's default), as the sources write those beyond
  // Latin-1 (print-module.ts): one such character would make V8 hold the module at two bytes each.
  charset: "ascii",
  legalComments: "none",
  logLevel: "silent",
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
};

/**
 * `files`: formatted; `declarations`: each compiled module's `.d.ts`, by its source's path, once
 * the type-check has passed; `early` takes the JavaScript and maps before that. esbuild
 * compiles meanwhile: what it makes lives on to the write stage in any case, where the
 * generator's own memory peaks (a large contract's compiled text held through the compiler's runs
 * left the 1,500 synthetic operations' peak where it was, and took esbuild's 2 s off the end of
 * the run: bench/README.md).
 */
export async function compileDist(
  files: readonly GeneratedFile[],
  declarations: Promise<ReadonlyMap<string, string>>,
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
  emit: EmitOptions,
  early?: (files: readonly GeneratedFile[]) => void,
): Promise<GeneratedFile[]> {
  // Awaited below; a failure while esbuild compiles is not unhandled.
  declarations.catch(() => undefined);
  const modules = files.flatMap((file) => {
    const dist = distModule(file.path);
    return dist === undefined ? [] : [{ file, dist }];
  });
  const compiled = new Array<GeneratedFile[]>(modules.length);
  // A few at a time: given all of a large contract's modules at once, esbuild's requests and
  // answers took 60 MB of buffers in this process. Each module's files are made as soon as it is
  // compiled, so that esbuild's answer is garbage at once.
  await withEsbuild(() =>
    inParallel([...modules.keys()], async (i) => {
      const { file, dist } = modules[i]!;
      compiled[i] = javaScript(
        file,
        dist,
        prebuilt.get(file.path) ??
          (file.javaScript
            ? dataModuleJs(file, file.javaScript, jsName(file))
            : await compileModule(file)),
        emit,
      );
    }),
  );
  // The JavaScript is final now; the declarations come once the compiler's last run has passed.
  early?.(compiled.flat());
  const declared = await declarations;
  return modules.flatMap(({ file, dist }, i) => {
    const dts = prebuilt.get(file.path)?.dts ?? declared.get(file.path);
    if (dts === undefined) throw new Error(`the type-check gave no declarations of ${file.path}`);
    return [
      ...compiled[i]!,
      { path: `${dist}.d.ts`, content: withHeader(leadingLineComments(file.content), dts).text },
    ];
  });
}

async function compileModule(file: GeneratedFile): Promise<Omit<PrebuiltModule, "dts">> {
  const { code, map } = await esbuild.transform(file.content, {
    ...TRANSFORM,
    sourcefile: file.path,
    sourcemap: "external",
    // Put in by javaScript(), whichever way the module was compiled.
    sourcesContent: false,
  });
  return { js: `${code}//# sourceMappingURL=${jsName(file)}.map\n`, map };
}

function jsName(file: GeneratedFile): string {
  return path.posix.basename(file.path).replace(/\.ts$/, ".js");
}

/** The module's JavaScript and source map, with its source's header. */
function javaScript(
  file: GeneratedFile,
  dist: string,
  compiled: Omit<PrebuiltModule, "dts">,
  emit: EmitOptions,
): GeneratedFile[] {
  const js = withHeader(leadingLineComments(file.content), compiled.js);
  const { mappings, names } = JSON.parse(compiled.map) as { mappings: string; names: string[] };
  const map = {
    version: 3,
    sources: [path.posix.relative(path.posix.dirname(dist), file.path)],
    ...(emit.withSources ? {} : { sourcesContent: [file.content] }),
    mappings: ";".repeat(js.added) + mappings,
    names,
  };
  return [
    { path: `${dist}.js`, content: js.text },
    { path: `${dist}.js.map`, content: `${JSON.stringify(map)}\n` },
  ];
}

/** `text` with the source's `header` on top, and how many lines that added. */
function withHeader(header: string, text: string): { text: string; added: number } {
  return text.startsWith(header)
    ? { text, added: 0 }
    : { text: header + text, added: header.split("\n").length - 1 };
}
