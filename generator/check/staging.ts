/**
 * The compiler reads files, so the generated files are staged in a fresh temporary folder, each at
 * its absolute path under `<tmp>/root`: the output folder's files at the paths they will have,
 * project files (the implementation stub) at theirs. So relative imports resolve as they will once
 * written, and only the new files are there, never older files on disk. Packages resolve as they
 * will once written and installed: `<tmp>/root/node_modules` links each generated package's name
 * to its new, unwritten sources (as the workspace links will), and `<tmp>/node_modules`, farther
 * up, is the project's installed `node_modules` for every other package; so an output folder
 * outside the project (a temporary one, say) checks the same as `generated/`.
 */
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { CheckRun, GeneratedFile } from "../emit/generated-file.ts";
import { TOOLCHAIN_ROOT } from "../toolchain-root.ts";
import type { PrebuiltModule } from "./prebuilt-runtime.ts";

const require = createRequire(import.meta.url);

export interface PackageManifest {
  name: string;
  type?: string;
  exports?: Record<string, string | { types: string; default: string }>;
  dependencies?: Record<string, string>;
}

export interface Staged {
  /** The staging folder. */
  tmp: string;
  /** The staged TypeScript files to check, sorted. */
  roots: string[];
  /** Those of them a large contract's check compiles in runs of their own (`checkRun`), sorted. */
  apart: Record<CheckRun, string[]>;
  /** Each generated package's staged folder, by its name. */
  packages: Map<string, string>;
  /** The folders the compiler looks for `types: ["node"]` in. */
  typeRoots: string[];
}

/** Where a file of the given absolute path is staged: at that path under `<tmp>/root`. */
export function stagedPath(tmp: string, abs: string): string {
  return path.join(tmp, "root", path.relative(path.parse(abs).root, abs));
}

/** Where the compiler writes what it makes of the staged path `staged` (`<tmp>/out` mirrors `<tmp>/root`). */
export function compiledPath(tmp: string, staged: string): string {
  return path.join(tmp, "out", path.relative(path.join(tmp, "root"), staged));
}

/** The generated packages' manifests, by the folder (in the output folder) each is the package.json of. */
export function packageManifests(files: readonly GeneratedFile[]): Map<string, PackageManifest> {
  const manifests = new Map<string, PackageManifest>();
  for (const file of files) {
    const folder = /^([^/]+)\/package\.json$/.exec(file.path)?.[1];
    if (folder !== undefined) manifests.set(folder, JSON.parse(file.content) as PackageManifest);
  }
  return manifests;
}

/**
 * Writes the files and the package links under `tmp`. A prebuilt runtime module is staged as its
 * declarations, which the modules importing it read instead.
 */
export function stage(
  tmp: string,
  files: readonly GeneratedFile[],
  absOut: string,
  projectFiles: readonly GeneratedFile[],
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
): Staged {
  return stageMore(stageStart(tmp), files, absOut, projectFiles, prebuilt);
}

/**
 * Nothing staged yet but the links every staged file reads the installed packages through: the
 * project's `node_modules`, and soapgen's own for what the project has not installed.
 */
export function stageStart(tmp: string): Staged {
  symlinkSync(path.resolve("node_modules"), path.join(tmp, "node_modules"), "junction");
  for (const [name, folder] of toolchainFallbacks()) {
    const link = path.join(tmp, "root", "node_modules", name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(folder, link, "junction");
  }
  const typeRoots = [
    path.join(tmp, "node_modules", "@types"),
    path.dirname(path.dirname(require.resolve("@types/node/package.json"))),
  ];
  return { tmp, roots: [], apart: { validators: [], data: [] }, packages: new Map(), typeRoots };
}

/**
 * `staged` with `files` and `projectFiles` staged beside what it has, and the packages of `files`
 * linked (a package's files may come in several calls; its package.json in one of them).
 */
export function stageMore(
  staged: Staged,
  files: readonly GeneratedFile[],
  absOut: string,
  projectFiles: readonly GeneratedFile[],
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
): Staged {
  const { tmp } = staged;
  const roots = [...staged.roots];
  const apart: Record<CheckRun, string[]> = {
    validators: [...staged.apart.validators],
    data: [...staged.apart.data],
  };
  const write = (abs: string, content: string, checkRun?: CheckRun) => {
    const file = stagedPath(tmp, abs);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (file.endsWith(".ts") && !file.endsWith(".d.ts")) {
      roots.push(file);
      if (checkRun) apart[checkRun].push(file);
    }
  };
  for (const file of files) {
    const module = prebuilt.get(file.path);
    if (module) write(path.join(absOut, file.path.replace(/\.ts$/, ".d.ts")), module.dts);
    else write(path.join(absOut, file.path), file.content, file.checkRun);
  }
  for (const file of projectFiles) write(file.path, file.content);
  const packages = new Map(staged.packages);
  for (const [folder, manifest] of packageManifests(files)) {
    const dir = stagedPath(tmp, path.join(absOut, folder));
    packages.set(manifest.name, dir);
    linkPackage(tmp, manifest, dir);
  }
  for (const run of Object.values(apart)) run.sort();
  return { ...staged, roots: roots.sort(), apart, packages };
}

/**
 * Nearer to every staged file than the installed packages: a generated name leads to its sources,
 * through a package.json whose exports name them, and a link to its src/ (dist/ is what is being
 * made).
 */
function linkPackage(tmp: string, manifest: PackageManifest, dir: string): void {
  const pkg = path.join(tmp, "root", "node_modules", manifest.name);
  if (manifest.exports === undefined) {
    mkdirSync(path.dirname(pkg), { recursive: true });
    symlinkSync(dir, pkg, "junction");
    return;
  }
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    path.join(pkg, "package.json"),
    JSON.stringify({
      name: manifest.name,
      type: manifest.type,
      exports: sourceExports(manifest.exports),
    }),
  );
  symlinkSync(path.join(dir, "src"), path.join(pkg, "src"), "junction");
}

/**
 * The exports, each naming its module under src/ (`./dist/x.js` or `./src/x.ts` -> `./src/x.js`),
 * which the compiler reads as `./src/x.ts`, or as `./src/x.d.ts` for a prebuilt one.
 */
function sourceExports(exports: NonNullable<PackageManifest["exports"]>): Record<string, string> {
  const inSrc = (target: string) => target.replace(/^\.\/dist\//, "./src/").replace(/\.ts$/, ".js");
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, target]) => [
      subpath,
      inSrc(typeof target === "string" ? target : target.default),
    ]),
  );
}

/**
 * What the generated code imports that the project has not installed (yet), taken from soapgen's
 * own: so a project whose only dependency is soapgen generates and checks. zod is soapgen's
 * dependency; vitest, which the fixture tests import, is not: where the project has none, the
 * tests are checked against the declarations of the part of its API they use (types/vitest), and
 * running them needs vitest itself. The Node types are found by `typeRoots`.
 */
function toolchainFallbacks(): [string, string][] {
  const fallbacks: [string, string][] = [];
  if (!installedInProject("zod"))
    fallbacks.push(["zod", path.dirname(require.resolve("zod/package.json"))]);
  if (!installedInProject("vitest"))
    fallbacks.push(["vitest", path.join(TOOLCHAIN_ROOT, "types", "vitest")]);
  return fallbacks;
}

function installedInProject(name: string): boolean {
  return existsSync(path.resolve("node_modules", name, "package.json"));
}
