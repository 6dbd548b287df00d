/**
 * The runtime modules compiled once, when soapgen is packed, not once per run. A generated
 * package's runtime modules are copies of the toolchain's own (templates/runtime, client-runtime,
 * server-runtime), the same for every contract: checking and compiling them again on every run
 * took a third of the compiler's time for the school contract. `npm pack` compiles them into the
 * build (scripts/build-package.js, pipeline/prebuild-runtime.ts), and the type-check
 * (typecheck.ts) stages such a module's declarations in place of its source, and takes its
 * compiled files as they are.
 *
 * Which module is "such a module" is decided by a key: the compiler's settings, then the module
 * and everything it imports, followed to the end (in its package's runtime folder, and in another
 * generated package's through `<name>/runtime/<module>`), each by its place and content. A runtime
 * module imports only such files and Node's own modules, so an equal key means an equal check and
 * equal output. What is specific to a contract (the packages' names; the re-export list the client
 * and server render, however the formatter wrapped it) is written alike before hashing. Any other
 * difference makes a new key, and that module is compiled with the rest, as before.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { importsOf } from "../emit/runtime-files.ts";
import { leadingLineComments } from "../emit/provenance.ts";
import { TRANSFORM } from "./compile-dist.ts";
import { compilerOptions, installedVersion, NATIVE } from "./compiler.ts";

/** One module's compiled files, as a run compiles them (compile-dist.ts). */
export interface PrebuiltModule {
  js: string;
  map: string;
  dts: string;
}

/** Prebuilt modules by key (see above). */
export type PrebuiltRuntime = ReadonlyMap<string, PrebuiltModule>;

const FILE_NAME = "prebuilt-runtime.json";
/** `<package>/src/runtime/<module>.ts` */
const RUNTIME_MODULE = /^([^/]+)\/src\/runtime\/([^/]+)\.ts$/;
/** The runtime module rendered per contract: re-exports from the contract package's runtime. */
const RENDERED = "contract-runtime";

/**
 * The prebuilt runtime kept in `folder`, by default beside the code running now: the bundle's
 * folder. Empty when there is none (the generator runs from its sources, say).
 */
export function readPrebuiltRuntime(
  folder = path.dirname(fileURLToPath(import.meta.url)),
): PrebuiltRuntime {
  try {
    return new Map(
      Object.entries(
        JSON.parse(readFileSync(path.join(folder, FILE_NAME), "utf8")) as Record<
          string,
          PrebuiltModule
        >,
      ),
    );
  } catch {
    return new Map();
  }
}

export function writePrebuiltRuntime(folder: string, modules: PrebuiltRuntime): void {
  writeFileSync(path.join(folder, FILE_NAME), JSON.stringify(Object.fromEntries(modules)));
}

/**
 * What a module's key holds beside its files: the compiler and its options, oxc (the
 * declarations), esbuild and how it compiles (whether the map holds the sources changes only the
 * map, which compile-dist.ts fills in), and the version of the Node types.
 */
export function prebuiltSettings(): string {
  return JSON.stringify([
    installedVersion(NATIVE),
    compilerOptions(),
    installedVersion("oxc-transform"),
    installedVersion("esbuild"),
    TRANSFORM,
    installedVersion("@types/node"),
  ]);
}

/**
 * The key of every runtime module among `files` (by path) whose imports are all there, under
 * `settings` (the compiler's version and options, and the versions of the types it reads).
 */
export function runtimeModuleKeys(
  files: readonly GeneratedFile[],
  settings: string,
): Map<string, string> {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const folderOf = new Map<string, string>();
  for (const file of files) {
    if (/^[^/]+\/package\.json$/.test(file.path))
      folderOf.set(
        (JSON.parse(file.content) as { name: string }).name,
        path.posix.dirname(file.path),
      );
  }
  const names = [...folderOf.keys()];
  // Each file's text hashed once, however many closures it is in.
  const hashes = new Map<string, string>();
  const hashOf = (file: string) => {
    let hash = hashes.get(file);
    if (hash === undefined)
      hashes.set(file, (hash = hashOfParts(normalized(byPath.get(file)!, names))));
    return hash;
  };
  // Each file's imports read once, however many closures it is in (the closures overlap: read
  // again for each, they took most of the 50 ms this took for the school contract).
  const runtimeImports = new Map<string, string[] | undefined>();
  const importsOfFile = (file: string) => {
    if (!runtimeImports.has(file))
      runtimeImports.set(file, runtimeImportsOf(file, byPath.get(file)!.content, byPath, folderOf));
    return runtimeImports.get(file);
  };
  const keys = new Map<string, string>();
  for (const file of files) {
    const root = RUNTIME_MODULE.exec(file.path);
    if (!root || root[2] === RENDERED) continue;
    const closure = importClosure(file.path, importsOfFile);
    if (closure === undefined) continue;
    const parts = [...closure].map((p) => `${place(p, root[1]!)}\n${hashOf(p)}`).sort();
    // The module's own name first: modules that import each other share their closure.
    keys.set(file.path, hashOfParts(settings, root[2]!, ...parts));
  }
  return keys;
}

/**
 * The runtime files a module imports (Node's own modules aside); undefined when it imports
 * anything else, or a runtime file that is not among the files.
 */
function runtimeImportsOf(
  file: string,
  content: string,
  byPath: ReadonlyMap<string, GeneratedFile>,
  folderOf: ReadonlyMap<string, string>,
): string[] | undefined {
  const targets: string[] = [];
  for (const specifier of importsOf(content)) {
    const target = resolve(specifier, file, folderOf);
    if (target === null) continue;
    if (target === undefined || !byPath.has(target) || !RUNTIME_MODULE.test(target))
      return undefined;
    targets.push(target);
  }
  return targets;
}

/** The files `start` imports, followed to the end; undefined when one is not a runtime file there. */
function importClosure(
  start: string,
  importsOfFile: (file: string) => readonly string[] | undefined,
): Set<string> | undefined {
  const seen = new Set([start]);
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const targets = importsOfFile(file);
    if (targets === undefined) return undefined;
    for (const target of targets) {
      if (!seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
    }
  }
  return seen;
}

/** The runtime file an import names; null for Node's modules; undefined for anything else. */
function resolve(
  specifier: string,
  importer: string,
  folderOf: ReadonlyMap<string, string>,
): string | null | undefined {
  if (specifier.startsWith("node:")) return null;
  if (specifier.startsWith("./"))
    return `${path.posix.dirname(importer)}/${specifier.slice(2).replace(/\.js$/, ".ts")}`;
  const bare = /^((?:@[^/]+\/)?[^/]+)\/runtime\/([^/]+)$/.exec(specifier);
  const folder = bare ? folderOf.get(bare[1]!) : undefined;
  return folder === undefined ? undefined : `${folder}/src/runtime/${bare![2]}.ts`;
}

/** A runtime file's place as the module sees it: in its own package's runtime folder, or another's. */
function place(file: string, modulePackage: string): string {
  const [, pkg, module] = RUNTIME_MODULE.exec(file)!;
  return `${pkg === modulePackage ? "." : ".."}/${module}`;
}

/**
 * The text that decides the check: without the header (comments); the packages' names written
 * alike; the rendered re-export list without its layout.
 */
function normalized(file: GeneratedFile, packageNames: readonly string[]): string {
  let text = file.content.slice(leadingLineComments(file.content).length);
  for (const name of packageNames)
    text = text.replaceAll(`"${name}/runtime/`, `"<package>/runtime/`);
  if (RUNTIME_MODULE.exec(file.path)![2] === RENDERED)
    text = text.replace(/\s+/g, "").replaceAll(",}", "}");
  return text;
}

/** A sha256 of the parts; their lengths keep them apart: ("ab", "c") and ("a", "bc") differ. */
function hashOfParts(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest("hex");
}
