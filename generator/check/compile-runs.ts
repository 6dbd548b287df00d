/**
 * How many runs of the compiler a set of packages is checked in. A large contract is checked as
 * project references would build it: first the package the others depend on (the contract
 * package), then the others against its declarations (declarations.ts), as they will read it once
 * installed. So no run holds the whole program, and the compiler's peak memory falls with the size
 * of the largest run for about the same work. Within the contract package its validators
 * (`checkRun: "validators"`, zod's types: half the compiler's work there) get a run after the rest
 * of it, and the modules of data (`checkRun: "data"`: the fixtures, half of a large contract's
 * sources, which import nothing but types) one or two runs of their own beside it, each reading
 * the declarations of the modules the runs before checked; the last run reads them all. The
 * contract package's run may start before the others are emitted (base-check.ts). A small
 * contract is checked in one run: another start of the compiler costs more than it saves there.
 * bench/README.md has the figures.
 */
import {
  cpSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import type { PrebuiltModule } from "./prebuilt-runtime.ts";
import {
  compiledPath,
  packageManifests,
  stagedPath,
  type PackageManifest,
  type Staged,
} from "./staging.ts";

/**
 * From how many characters of the contract package's own sources on it is checked in a run of
 * its own: about 120 operations (the school contract has 55,000; bench/README.md has the runs
 * this bound was chosen by).
 */
export const TWO_RUNS_FROM_CHARS = 500_000;

/**
 * The package to check in a run of its own: the one generated package the others depend on, when
 * its own sources (the prebuilt runtime's aside) reach `fromChars` characters.
 */
export function basePackage(
  files: readonly GeneratedFile[],
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
  fromChars: number,
): string | undefined {
  const byName = new Map(
    [...packageManifests(files)].map(([folder, manifest]) => [manifest.name, { folder, manifest }]),
  );
  const dependsOnGenerated = (m: PackageManifest) =>
    Object.keys(m.dependencies ?? {}).filter((d) => byName.has(d));
  const depended = new Set(
    [...byName.values()].flatMap(({ manifest }) => dependsOnGenerated(manifest)),
  );
  const bases = [...depended].filter(
    (name) => dependsOnGenerated(byName.get(name)!.manifest).length === 0,
  );
  if (bases.length !== 1 || byName.get(bases[0]!)!.manifest.exports === undefined) return undefined;
  const { folder } = byName.get(bases[0]!)!;
  return sourceChars(files, folder, prebuilt) >= fromChars ? bases[0] : undefined;
}

/**
 * basePackage's answer from the files of the base package alone, emitted before the others
 * (base-check.ts): its name, when it exports modules and its sources reach `fromChars`
 * characters. Whether the others depend on it is checked once they are there.
 */
export function earlyBasePackage(
  files: readonly GeneratedFile[],
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
  fromChars: number,
): string | undefined {
  const manifests = [...packageManifests(files)];
  if (manifests.length !== 1) return undefined;
  const [folder, manifest] = manifests[0]!;
  if (manifest.exports === undefined) return undefined;
  return sourceChars(files, folder, prebuilt) >= fromChars ? manifest.name : undefined;
}

/** The characters of the TypeScript sources in `folder`, the prebuilt runtime's aside. */
function sourceChars(
  files: readonly GeneratedFile[],
  folder: string,
  prebuilt: ReadonlyMap<string, PrebuiltModule>,
): number {
  let chars = 0;
  for (const file of files)
    if (file.path.startsWith(`${folder}/`) && file.path.endsWith(".ts") && !prebuilt.has(file.path))
      chars += file.content.length;
  return chars;
}

/**
 * The staged roots of the base package `name`: its validators, checked in a run of their own, and
 * the rest of them (`core`), checked first.
 */
export function baseRoots(
  staged: Staged,
  name: string,
): { dir: string; core: string[]; validators: Set<string> } {
  const dir = staged.packages.get(name)!;
  const inBase = (root: string) => root.startsWith(dir + path.sep);
  const validators = new Set(staged.apart.validators.filter(inBase));
  return {
    dir,
    core: staged.roots.filter((root) => inBase(root) && !validators.has(root)),
    validators,
  };
}

/**
 * Puts each module's declarations (by its path in the output folder) where a compiler writing
 * them would have: under `<tmp>/out`, beside its staged source's place.
 */
export function placeDeclarations(
  tmp: string,
  absOut: string,
  declarations: ReadonlyMap<string, string>,
): void {
  const folders = new Set<string>();
  for (const [file, text] of declarations) {
    const placed = placedDeclarations(tmp, stagedPath(tmp, path.join(absOut, file)));
    const folder = path.dirname(placed);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    writeFileSync(placed, text);
  }
}

/** Where placeDeclarations puts the declarations of the staged source `staged`. */
function placedDeclarations(tmp: string, staged: string): string {
  return compiledPath(tmp, staged).replace(/\.ts$/, ".d.ts");
}

/**
 * After the base package's run: its name leads to its declarations (placeDeclarations), beside the
 * prebuilt modules' declarations, copied there, as an installed package's would.
 */
export function useDeclarations(tmp: string, base: { name: string; dir: string }): void {
  const sources = path.join(base.dir, "src");
  const written = compiledPath(tmp, sources);
  cpSync(sources, written, {
    recursive: true,
    filter: (from) => !from.endsWith(".ts") || from.endsWith(".d.ts"),
  });
  const link = path.join(tmp, "root", "node_modules", base.name, "src");
  rmSync(link);
  symlinkSync(written, link, "junction");
}

/**
 * From how many characters of data modules on they are checked in two runs (the 1,500 synthetic
 * operations have 16 million: one run of them took 1.05 GB, two 0.57 GB each). Never more than
 * two: each run reads the contract's declarations again, which grow with the contract as the
 * data does, so runs of a fixed size made 5,000 operations' generate superlinear (bench/README.md).
 */
export const TWO_DATA_RUNS_FROM_CHARS = 9_000_000;

/** The data modules in one run, or from `fromChars` characters on in two of about equal size. */
export function dataRuns(
  data: readonly string[],
  fromChars = TWO_DATA_RUNS_FROM_CHARS,
): string[][] {
  return inHalves(data, fromChars);
}

/**
 * From how many characters of validators on they are checked in two runs, one after the other (the
 * 1,500 synthetic operations have 2.1 million: one run of them took 530-570 MB, two 446 and 237 MB
 * for a sixth more CPU).
 */
export const TWO_VALIDATOR_RUNS_FROM_CHARS = 1_000_000;

/** The validators in one run, or from `fromChars` characters on in two of about equal size. */
export function validatorRuns(
  validators: readonly string[],
  fromChars = TWO_VALIDATOR_RUNS_FROM_CHARS,
): string[][] {
  return inHalves(validators, fromChars);
}

/** The staged `modules` in one run, or from `fromChars` characters on in two of about equal size. */
function inHalves(modules: readonly string[], fromChars: number): string[][] {
  if (modules.length === 0) return [];
  const sizes = modules.map((staged) => statSync(staged).size);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total < fromChars || modules.length === 1) return [[...modules]];
  // The first run takes the modules whose middle comes before half of the whole.
  let split = 0;
  let chars = 0;
  while (split < modules.length - 1 && chars + sizes[split]! / 2 < total / 2)
    chars += sizes[split++]!;
  split = Math.max(1, split);
  return [modules.slice(0, split), modules.slice(split)];
}

/**
 * After a run of modules checked apart: each staged source gives way to its declarations
 * (placeDeclarations), which the modules importing it read in later runs (`./x.js` finds
 * `x.d.ts` there).
 */
export function useOwnDeclarations(tmp: string, modules: readonly string[]): void {
  for (const staged of modules) {
    const declarations = placedDeclarations(tmp, staged);
    rmSync(staged);
    cpSync(declarations, staged.replace(/\.ts$/, ".d.ts"));
  }
}

/**
 * For a run before the one that checks `modules`: their staged sources go aside, their
 * declarations (placeDeclarations) in their place, until the function returned puts the sources
 * back. Modules checked in runs one after the other may import each other so.
 */
export function declaredFor(tmp: string, modules: readonly string[]): () => void {
  for (const staged of modules) {
    renameSync(staged, `${staged}${ASIDE}`);
    cpSync(placedDeclarations(tmp, staged), staged.replace(/\.ts$/, ".d.ts"));
  }
  return () => {
    for (const staged of modules) {
      rmSync(staged.replace(/\.ts$/, ".d.ts"));
      renameSync(`${staged}${ASIDE}`, staged);
    }
  };
}

/** The ending of a staged source put aside: no run reads it. */
const ASIDE = ".aside";
