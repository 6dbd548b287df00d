/**
 * A browser script bundled with the generated packages it imports, from the files in memory:
 * esbuild resolves its own modules, relative imports and the generated packages' names
 * (`<package>[/<module>]` -> `<package folder>/src/<module>.ts`, before anything is compiled) to
 * the run's files, and reads nothing from the disk. Not minified, so that a contract change shows
 * in the bundle as the lines that change; pinned esbuild and no source map: the same files give
 * the same bytes. The bundle starts with its entry's provenance header.
 */
import type { Plugin } from "esbuild";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { leadingLineComments } from "../emit/provenance.ts";
import { esbuild, withEsbuild } from "./esbuild-service.ts";

export interface BrowserScriptInput {
  path: string;
  entry: string;
  modules: GeneratedFile[];
}

const NAMESPACE = "generated";

/** Bundles each script. */
export function bundleBrowserScripts(
  scripts: readonly BrowserScriptInput[],
  files: readonly GeneratedFile[],
): Promise<GeneratedFile[]> {
  if (scripts.length === 0) return Promise.resolve([]);
  return withEsbuild(() => Promise.all(scripts.map((s) => bundleBrowserScript(s, files))));
}

async function bundleBrowserScript(
  script: BrowserScriptInput,
  files: readonly GeneratedFile[],
): Promise<GeneratedFile> {
  const sources = new Map([...files, ...script.modules].map((f) => [f.path, f.content]));
  const folders = packageFolders(files);
  const result = await esbuild.build({
    entryPoints: [script.entry],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    legalComments: "none",
    charset: "utf8",
    logLevel: "silent",
    plugins: [inMemory(sources, folders)],
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${script.path}`);
  const header = leadingLineComments(sources.get(script.entry) ?? "");
  return {
    path: script.path,
    content: header === "" ? output.text : `${header}\n${output.text}`,
    preformatted: true,
  };
}

/** Each generated package's folder, by its npm name (from its package.json). */
function packageFolders(files: readonly GeneratedFile[]): Map<string, string> {
  const folders = new Map<string, string>();
  for (const f of files) {
    const match = /^([^/]+)\/package\.json$/.exec(f.path);
    if (match) folders.set((JSON.parse(f.content) as { name: string }).name, match[1]!);
  }
  return folders;
}

function inMemory(
  sources: ReadonlyMap<string, string>,
  folders: ReadonlyMap<string, string>,
): Plugin {
  const found = (file: string, importer: string) => {
    const ts = file.replace(/\.js$/, ".ts");
    if (!sources.has(ts))
      throw new Error(`${importer} imports ${file}, which the run does not generate`);
    return { path: ts, namespace: NAMESPACE };
  };
  return {
    name: "generated-files",
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === "entry-point") return found(args.path, "the bundle");
        if (args.path.startsWith("."))
          return found(
            path.posix.join(path.posix.dirname(args.importer), args.path),
            args.importer,
          );
        const name = packageName(args.path);
        const folder = folders.get(name);
        if (folder === undefined)
          throw new Error(
            `${args.importer} imports ${args.path}: a browser script may import only generated packages`,
          );
        const module = args.path.slice(name.length + 1) || "index";
        return found(`${folder}/src/${module}.ts`, args.importer);
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: sources.get(args.path)!,
        loader: "ts",
      }));
    },
  };
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}
