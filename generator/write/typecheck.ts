/**
 * Type-checks the generated TypeScript before anything is written, with TypeScript 7's native
 * compiler (the package `typescript-native`, a Go executable: a few seconds where the 5.9 JS API
 * took several times as long, most of it loading @types/node and the libs). The compiler reads
 * files, so they are staged in a fresh temporary folder, each at its absolute path under
 * `<tmp>/root`: the output folder's files at the paths they will have, project files (the
 * implementation stub) at theirs. So relative imports resolve as they will once written, and only
 * the new files are there, never older files on disk. Packages resolve as they will once written
 * and installed: `<tmp>/root/node_modules` links each generated package's name to its new, unwritten
 * sources (as the workspace links will), and `<tmp>/node_modules`, farther up, is the project's
 * installed `node_modules` for every other package; so an output folder outside the project (a
 * temporary one, say) checks the same as `generated/`, and so does a project file beside it.
 * Diagnostics name files by their real paths, relative to the output folder. The staging folder
 * is always removed.
 *
 * With `emit`, the same run compiles each package's src/ into its dist/: JavaScript (ESM, ES2022)
 * with source maps, and `.d.ts` declarations. The files it compiles are formatted already, so the
 * maps point at src/ as written (`../src/x.ts`), or hold the sources when src/ is not written
 * (`withSources: false`). Inside the staging folder the packages resolve to their sources (their
 * package.json there names src/), so dist/ need not exist to be made.
 *
 * The runtime modules compiled when the toolchain was built (prebuilt-runtime.ts) are staged as
 * their declarations, and their compiled files taken as they are: the compiler checks and compiles
 * only what this contract made.
 *
 * A large contract is checked in two runs of the compiler, as project references would build it:
 * first the package the others depend on (the contract package), which also writes its
 * declarations, then the others against those declarations, as they will read it once installed.
 * The second run holds the contract's declarations instead of its sources (the validators' zod
 * types are worked out in the first run alone), so neither run holds the whole program: for 1,500
 * operations the compiler's peak went from 2.6-2.7 to 1.4 GB, in the same time. The modules of
 * data (`dataOnly`: the fixtures, half of a large contract's sources, which import only types of
 * their own package) get a run of their own before the last, which reads their declarations: for
 * 1,500 operations the last run's peak went from 1.25-1.4 GB to 0.9 GB (the data) and 0.5 GB (the
 * rest), and the whole generate took no longer (13.0-13.2 -> 12.7 s, alternated). A small contract
 * is checked in one run: another start of the compiler costs more than it saves there.
 *
 * A set of files that passed once passes again: the check is skipped when the cache holds the hash
 * of every file's path and content, the compiler's version and options and the versions of the
 * packages the files import (see result-cache.ts), and the cache holds what was emitted. The
 * compiler is started only when a check runs.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { TOOLCHAIN_ROOT } from "../toolchain-root.ts";
import { compilerEnv } from "./compiler-env.ts";
import { distModule } from "./dist-module.ts";
import { readPrebuiltRuntime, runtimeModuleKeys, type PrebuiltModule, type PrebuiltRuntime } from "./prebuilt-runtime.ts";
import { leadingLineComments } from "./provenance.ts";
import { ResultCache, packageVersion } from "./result-cache.ts";
import { runTool } from "./run-tool.ts";
import { makeTempFolder, removeTempFolder } from "./temp-folders.ts";

const require = createRequire(import.meta.url);

/** The npm alias of the native compiler (`typescript` itself is 5.9, whose parser API others use). */
const NATIVE = "typescript-native";

export class TypeCheckError extends Error {
  constructor(readonly diagnostics: string[]) {
    super(`the generated code does not type-check (a generator defect):\n${diagnostics.join("\n")}`);
    this.name = "TypeCheckError";
  }
}

export interface CheckResult {
  /** Whether the compiler ran, or the cache knew the result. */
  ran: "checked" | "cached";
  /** The dist/ files, with `emit`; none without. */
  emitted: GeneratedFile[];
  /** How many runtime modules were taken prebuilt (none when cached). */
  prebuilt: number;
  /** How many times the compiler ran: two or three for a large contract (see above), none when cached. */
  runs: number;
}

/**
 * From how many characters of the contract package's own sources on it is checked in a run of
 * its own: the school contract has 55,000 (one run is 0.14 s faster there), 100 synthetic
 * operations 410,000 (the same time either way, a third less memory in two runs), 1,500
 * operations 6 million (the same time, half the memory).
 */
export const TWO_RUNS_FROM_CHARS = 500_000;

/** What to compile into dist/ (see above). */
export interface EmitOptions {
  withSources: boolean;
}

/**
 * Checks `files` as they will be under `outDir`, with `projectFiles` (absolute paths: the
 * implementation stub) beside them, and with `emit` compiles them into their packages' dist/.
 */
export async function typeCheck(
  files: GeneratedFile[],
  outDir: string,
  projectFiles: GeneratedFile[] = [],
  emit?: EmitOptions,
  runtime: PrebuiltRuntime = bundledRuntime(),
  twoRunsFromChars = TWO_RUNS_FROM_CHARS,
): Promise<CheckResult> {
  const absOut = path.resolve(outDir);
  const cache = ResultCache.forStep("typecheck");
  const key = checkKey([...files, ...projectFiles], absOut, emit);
  const known = cache.get(key);
  if (known !== undefined) return { ran: "cached", emitted: emit ? (JSON.parse(known) as GeneratedFile[]) : [], prebuilt: 0, runs: 0 };
  const prebuilt = prebuiltAmong(files, runtime);
  // The sources, then what the compiler writes of them: JavaScript, source maps, declarations.
  const tmp = makeTempFolder("soapgen-check-", 4 * [...files, ...projectFiles].reduce((sum, file) => sum + file.content.length, 0));
  let emitted: GeneratedFile[] = [];
  let runs = 0;
  try {
    const staged = stage(tmp, files, absOut, projectFiles, prebuilt);
    const baseName = basePackage(files, prebuilt, twoRunsFromChars);
    const base = baseName === undefined ? undefined : { name: baseName, dir: staged.packages.get(baseName)! };
    if (base === undefined) {
      await compile(tmp, absOut, "tsconfig.json", compilerOptions(emit), staged.roots);
      runs = 1;
    } else {
      const inBase = (root: string) => root.startsWith(base.dir + path.sep);
      await compile(tmp, absOut, "tsconfig.base.json", compilerOptions(emit ?? "declarations"), staged.roots.filter(inBase));
      useDeclarations(tmp, base);
      runs = 2;
      let rest = staged.roots.filter((root) => !inBase(root));
      if (staged.data.length > 0) {
        await compile(tmp, absOut, "tsconfig.data.json", compilerOptions(emit ?? "declarations"), staged.data);
        useDataDeclarations(tmp, staged.data);
        const data = new Set(staged.data);
        rest = rest.filter((root) => !data.has(root));
        runs = 3;
      }
      await compile(tmp, absOut, "tsconfig.json", compilerOptions(emit), rest);
    }
    if (emit) emitted = collectDist(tmp, absOut, files, emit, prebuilt);
  } finally {
    removeTempFolder(tmp);
  }
  cache.set(key, emit ? JSON.stringify(emitted) : "passed\n");
  return { ran: "checked", emitted, prebuilt: prebuilt.size, runs };
}

/** One run of the compiler over `roots`, with a tsconfig.json of that name written first. */
async function compile(tmp: string, absOut: string, name: string, options: Record<string, unknown>, roots: string[]): Promise<void> {
  const tsconfig = path.join(tmp, name);
  writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { ...options, typeRoots: typeRoots(tmp) }, files: roots }, null, 2));
  const { code, output } = await runTool("the TypeScript compiler", await compilerExe(), ["-p", tsconfig, "--pretty", "false"], tmp, compilerEnv());
  const diagnostics = parseDiagnostics(output, tmp, absOut);
  if (diagnostics.length > 0) throw new TypeCheckError(diagnostics);
  if (code !== 0) throw new Error(`the TypeScript compiler failed (exit code ${code}) without a diagnostic:\n${output}`);
}

let bundled: PrebuiltRuntime | undefined;

/** The runtime prebuilt beside the bundle, read once. */
function bundledRuntime(): PrebuiltRuntime {
  bundled ??= readPrebuiltRuntime();
  return bundled;
}

/**
 * What a prebuilt module's key holds beside its files: the compiler, its options when compiling
 * (whether the map holds the sources changes only the map, which `collectDist` fills in), and the
 * version of the Node types.
 */
export function prebuiltSettings(): string {
  return JSON.stringify([packageVersion(NATIVE), compilerOptions({ withSources: true }), installedVersion("@types/node")]);
}

/** The files among `files` whose prebuilt module `runtime` holds, by path. */
function prebuiltAmong(files: readonly GeneratedFile[], runtime: PrebuiltRuntime): Map<string, PrebuiltModule> {
  const found = new Map<string, PrebuiltModule>();
  if (runtime.size === 0) return found;
  for (const [file, key] of runtimeModuleKeys(files, prebuiltSettings())) {
    const module = runtime.get(key);
    if (module) found.set(file, module);
  }
  return found;
}

/**
 * The compiler options, as in a tsconfig.json; with `emit`, those compiling into `<tmp>/out`, and
 * with "declarations" those writing only the declarations there (a first run's, for the second).
 */
function compilerOptions(emit: EmitOptions | "declarations" | undefined): Record<string, unknown> {
  const into = { noEmit: false, noEmitOnError: true, declaration: true, newLine: "lf", rootDir: "root", outDir: "out" };
  const build =
    emit === "declarations" ? { ...into, emitDeclarationOnly: true } : emit && { ...into, sourceMap: true, inlineSources: !emit.withSources };
  return {
    target: "es2022",
    module: "nodenext",
    moduleResolution: "nodenext",
    lib: ["es2022"],
    types: ["node"],
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    skipLibCheck: true,
    noEmit: true,
    // Two checkers, not the compiler's default four: each checker works out on its own every type
    // its files need, so the costly ones shared by all (a large contract's validators) were worked
    // out four times, for three times the CPU and twice the memory of one checker. Two share the
    // two cores of a small machine at little cost: against one, the school packages 0.20-0.24
    // against 0.23-0.26 s, 300 operations' contract package 0.90-0.98 against 1.19-1.34 s, 1,500
    // operations' 5.0-5.4 against 6.3-7.3 s, for 5-10% more memory and the same output.
    checkers: 2,
    ...build,
  };
}

/** Where a file of the given absolute path is staged: at that path under `<tmp>/root`. */
function stagedPath(tmp: string, abs: string): string {
  return path.join(tmp, "root", path.relative(path.parse(abs).root, abs));
}

/** Where the compiler writes what it makes of the staged path `staged` (`<tmp>/out` mirrors `<tmp>/root`). */
function compiledPath(tmp: string, staged: string): string {
  return path.join(tmp, "out", path.relative(path.join(tmp, "root"), staged));
}

interface Staged {
  /** The staged TypeScript files to check, sorted. */
  roots: string[];
  /** Those of them that are data only (`dataOnly`), sorted. */
  data: string[];
  /** Each generated package's staged folder, by its name. */
  packages: Map<string, string>;
}

/** Writes the files and the package links under `tmp`. */
function stage(
  tmp: string,
  files: GeneratedFile[],
  absOut: string,
  projectFiles: GeneratedFile[],
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
): Staged {
  const roots: string[] = [];
  const data: string[] = [];
  const write = (abs: string, content: string, dataOnly = false) => {
    const staged = stagedPath(tmp, abs);
    mkdirSync(path.dirname(staged), { recursive: true });
    writeFileSync(staged, content);
    if (staged.endsWith(".ts") && !staged.endsWith(".d.ts")) {
      roots.push(staged);
      if (dataOnly) data.push(staged);
    }
  };
  const generated = new Map<string, { dir: string; manifest: PackageManifest }>();
  for (const file of files) {
    // A prebuilt module by its declarations, which the modules importing it read instead.
    const module = prebuilt.get(file.path);
    if (module) write(path.join(absOut, file.path.replace(/\.ts$/, ".d.ts")), module.dts);
    else write(path.join(absOut, file.path), file.content, file.dataOnly);
    if (/^[^/]+\/package\.json$/.test(file.path)) {
      const manifest = JSON.parse(file.content) as PackageManifest;
      generated.set(manifest.name, { dir: stagedPath(tmp, path.join(absOut, path.dirname(file.path))), manifest });
    }
  }
  for (const file of projectFiles) write(file.path, file.content);
  // Nearer to every staged file than the installed packages: a generated name leads to its
  // sources, through a package.json whose exports name them, and a link to its src/.
  for (const [name, { dir, manifest }] of generated) {
    const pkg = path.join(tmp, "root", "node_modules", name);
    if (manifest.exports === undefined) {
      mkdirSync(path.dirname(pkg), { recursive: true });
      symlinkSync(dir, pkg, "junction");
      continue;
    }
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, "package.json"), JSON.stringify({ name, type: manifest.type, exports: sourceExports(manifest.exports) }));
    symlinkSync(path.join(dir, "src"), path.join(pkg, "src"), "junction");
  }
  symlinkSync(path.resolve("node_modules"), path.join(tmp, "node_modules"), "junction");
  for (const [name, folder] of toolchainFallbacks()) {
    const link = path.join(tmp, "root", "node_modules", name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(folder, link, "junction");
  }
  return { roots: roots.sort(), data: data.sort(), packages: new Map([...generated].map(([name, { dir }]) => [name, dir])) };
}

/**
 * What the generated code imports that the project has not installed (yet), taken from soapgen's
 * own: so a project whose only dependency is soapgen generates and checks. zod is soapgen's
 * dependency; vitest, which the fixture tests import, is not: where the project has none, the
 * tests are checked against the declarations of the part of its API they use (types/vitest), and
 * running them needs vitest itself. The Node types are found by `typeRoots` (see compile).
 */
function toolchainFallbacks(): [string, string][] {
  const fallbacks: [string, string][] = [];
  if (!installedInProject("zod")) fallbacks.push(["zod", path.dirname(require.resolve("zod/package.json"))]);
  if (!installedInProject("vitest")) fallbacks.push(["vitest", path.join(TOOLCHAIN_ROOT, "types", "vitest")]);
  return fallbacks;
}

function installedInProject(name: string): boolean {
  return existsSync(path.resolve("node_modules", name, "package.json"));
}

/**
 * The folders the compiler looks for `types: ["node"]` in: the project's, then soapgen's own
 * (its dependency @types/node, where npm put it).
 */
function typeRoots(tmp: string): string[] {
  return [path.join(tmp, "node_modules", "@types"), path.dirname(path.dirname(require.resolve("@types/node/package.json")))];
}

/**
 * The package to check in a run of its own (see above): the one generated package the others
 * depend on, when its own sources (the prebuilt runtime's aside) reach `fromChars` characters.
 */
function basePackage(files: readonly GeneratedFile[], prebuilt: ReadonlyMap<string, PrebuiltModule>, fromChars: number): string | undefined {
  const manifests = new Map<string, { folder: string; manifest: PackageManifest }>();
  for (const file of files) {
    if (/^[^/]+\/package\.json$/.test(file.path)) {
      const manifest = JSON.parse(file.content) as PackageManifest;
      manifests.set(manifest.name, { folder: file.path.slice(0, file.path.indexOf("/")), manifest });
    }
  }
  const dependsOnGenerated = (m: PackageManifest) => Object.keys(m.dependencies ?? {}).filter((d) => manifests.has(d));
  const depended = new Set([...manifests.values()].flatMap(({ manifest }) => dependsOnGenerated(manifest)));
  const bases = [...depended].filter((name) => dependsOnGenerated(manifests.get(name)!.manifest).length === 0);
  if (bases.length !== 1 || manifests.get(bases[0]!)!.manifest.exports === undefined) return undefined;
  const { folder } = manifests.get(bases[0]!)!;
  let chars = 0;
  for (const file of files) if (file.path.startsWith(`${folder}/`) && file.path.endsWith(".ts") && !prebuilt.has(file.path)) chars += file.content.length;
  return chars >= fromChars ? bases[0] : undefined;
}

/**
 * After the base package's run: its name leads to what that run wrote (its declarations, beside
 * the prebuilt modules' declarations, copied there), as an installed package's would.
 */
function useDeclarations(tmp: string, base: { name: string; dir: string }): void {
  const sources = path.join(base.dir, "src");
  const written = compiledPath(tmp, sources);
  cpSync(sources, written, { recursive: true, filter: (from) => !from.endsWith(".ts") || from.endsWith(".d.ts") });
  const link = path.join(tmp, "root", "node_modules", base.name, "src");
  rmSync(link);
  symlinkSync(written, link, "junction");
}

/**
 * After the data's run: each data module's staged source gives way to the declarations that run
 * wrote, which the modules importing it read in the last run (`./x.js` finds `x.d.ts` there).
 */
function useDataDeclarations(tmp: string, data: readonly string[]): void {
  for (const staged of data) {
    const declarations = compiledPath(tmp, staged).replace(/\.ts$/, ".d.ts");
    rmSync(staged);
    cpSync(declarations, staged.replace(/\.ts$/, ".d.ts"));
  }
}

interface PackageManifest {
  name: string;
  type?: string;
  exports?: Record<string, string | { types: string; default: string }>;
  dependencies?: Record<string, string>;
}

/**
 * The exports, each naming its module under src/ (`./dist/x.js` or `./src/x.ts` -> `./src/x.js`),
 * which the compiler reads as `./src/x.ts`, or as `./src/x.d.ts` for a prebuilt one.
 */
function sourceExports(exports: NonNullable<PackageManifest["exports"]>): Record<string, string> {
  const inSrc = (target: string) => target.replace(/^\.\/dist\//, "./src/").replace(/\.ts$/, ".js");
  return Object.fromEntries(Object.entries(exports).map(([subpath, target]) => [subpath, inSrc(typeof target === "string" ? target : target.default)]));
}

/**
 * The compiled files of the output's packages, from `<tmp>/out` (which mirrors `<tmp>/root`):
 * `<package>/src/x.ts` gives `<package>/dist/x.js`, `x.js.map` and `x.d.ts`, each with the
 * source's provenance header (the compiler keeps a leading comment only when the code it is
 * attached to stays; the map then moves a line per header line down), the maps naming the source
 * as written, relative to dist/.
 */
function collectDist(tmp: string, absOut: string, files: GeneratedFile[], emit: EmitOptions, prebuilt: ReadonlyMap<string, PrebuiltModule>): GeneratedFile[] {
  const emitted: GeneratedFile[] = [];
  for (const file of files) {
    const dist = distModule(file.path);
    if (dist === undefined) continue;
    const staged = compiledPath(tmp, stagedPath(tmp, path.join(absOut, file.path))).replace(/\.ts$/, "");
    const compiled = prebuilt.get(file.path) ?? {
      js: readFileSync(`${staged}.js`, "utf8"),
      map: readFileSync(`${staged}.js.map`, "utf8"),
      dts: readFileSync(`${staged}.d.ts`, "utf8"),
    };
    const header = leadingLineComments(file.content);
    const withHeader = (text: string) => (text.startsWith(header) ? { text, added: 0 } : { text: header + text, added: header.split("\n").length - 1 });
    const js = withHeader(compiled.js);
    const map = JSON.parse(compiled.map) as { sources: string[]; mappings: string; sourcesContent?: string[] };
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

let exe: Promise<string> | undefined;

/**
 * The native executable, found as the package's own launcher (bin/tsc) finds it; started directly,
 * it spares the start of a node process.
 */
function compilerExe(): Promise<string> {
  exe ??= (async () => {
    try {
      const launcher = path.join(path.dirname(require.resolve(`${NATIVE}/package.json`)), "lib", "getExePath.js");
      const { default: getExePath } = (await import(pathToFileURL(launcher).href)) as { default: () => string };
      return getExePath();
    } catch (err) {
      throw new Error(`cannot find the native TypeScript compiler (the package ${NATIVE}): ${(err as Error).message}`, { cause: err });
    }
  })();
  return exe;
}

/** `file(line,col): error TSnnnn: message` or `error TSnnnn: message`; indented lines continue the message. */
const DIAGNOSTIC = /^(?:(.+)\((\d+),(\d+)\): )?(?:error|warning|message) TS(\d+): (.*)$/;

function parseDiagnostics(output: string, tmp: string, absOut: string): string[] {
  const diagnostics: string[] = [];
  for (const line of output.split(/\r?\n/)) {
    if (/^\s/.test(line) && diagnostics.length > 0) {
      diagnostics[diagnostics.length - 1] += `\n${line}`;
      continue;
    }
    const match = DIAGNOSTIC.exec(line);
    if (!match) continue;
    const [, file, row, column, code, text] = match;
    diagnostics.push(file === undefined ? `TS${code}: ${text}` : `${reportedPath(path.resolve(tmp, file), tmp, absOut)}:${row}:${column} TS${code}: ${text}`);
  }
  return diagnostics;
}

/** A diagnostic's file as the output folder sees it: a staged file by its real path. */
function reportedPath(file: string, tmp: string, absOut: string): string {
  const inside = (p: string, dir: string) => p.startsWith(dir + path.sep);
  let real = file;
  if (inside(real, tmp)) {
    // A file named through a link, by its target (not expected: the compiler names files so).
    try {
      real = realpathSync(real);
    } catch {
      // Left as it is.
    }
  }
  const root = path.join(tmp, "root");
  if (inside(real, root)) real = path.join(path.parse(absOut).root, path.relative(root, real));
  return path.relative(absOut, real);
}

function checkKey(files: GeneratedFile[], absOut: string, emit: EmitOptions | undefined): string {
  // The options as they are used, and the collecting by its source text: editing either is a new key.
  const parts = [packageVersion(NATIVE), JSON.stringify(compilerOptions(emit)), collectDist.toString(), absOut];
  // Packages the files import from node_modules, by version (the generated ones are in `files`).
  for (const name of externalDependencies(files)) parts.push(name, installedVersion(name));
  parts.push(installedVersion("@types/node"), ...toolchainFallbacks().map(([name]) => `${name} from soapgen`));
  // Every file, not only the .ts ones: package.json files decide how imports resolve.
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) parts.push(file.path, file.content);
  return ResultCache.key(...parts);
}

/** The dependencies the generated packages declare that are not generated packages themselves. */
function externalDependencies(files: GeneratedFile[]): string[] {
  const generated = new Set<string>();
  const declared = new Set<string>();
  for (const file of files) {
    if (!/^[^/]+\/package\.json$/.test(file.path)) continue;
    const manifest = JSON.parse(file.content) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    generated.add(manifest.name);
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) declared.add(dep);
  }
  return [...declared].filter((d) => !generated.has(d)).sort();
}

function installedVersion(name: string): string {
  try {
    return packageVersion(name);
  } catch {
    return "absent";
  }
}
