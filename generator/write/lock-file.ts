/**
 * `.soapgen-lock.json` in the output folder: the one record of a run. It says what the output was
 * made from (the toolchain's version, the contract's files with their sha256, the options that
 * shape the output, the warnings the contract gave) and what it is (the sha256 of every generated
 * file). File headers only name the contract, so a contract change touches the files whose content
 * changes and this one.
 *
 * The same record answers an unchanged run (`heldLock`): when the installed toolchain is the
 * version the lock names, the options are those it records, and every file it names still has its
 * hash (and the output folder holds no other), rendering again would give the same files, so
 * `generate` and `check` stop there.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { listTree } from "./read-tree.ts";

export const LOCK_FILE = ".soapgen-lock.json";

/** What the lock file records of a run, and what an unchanged run is compared with. */
export interface LockedRun {
  /** `soapgen <version>`. */
  generator: string;
  /** The contract's path and every file read, with its sha256 (paths from the working folder). */
  contract: { path: string; files: { path: string; sha256: string }[] };
  /** The options that shape the output (see lockedOptions). */
  options: object;
  warnings: { message: string; loc?: { file: string; line?: number; column?: number } }[];
}

interface Lock {
  lockfileVersion: 2;
  generator: string;
  contract: string;
  options: object;
  sources: Record<string, string>;
  warnings?: LockedRun["warnings"];
  projectFiles?: Record<string, string>;
  files: Record<string, string>;
}

/** `files`: the output folder's (paths relative to it); `projectFiles`: written outside it (the WSDL of a manifest), paths from the project. */
export function lockFile(
  run: LockedRun,
  files: readonly GeneratedFile[],
  projectFiles: readonly GeneratedFile[],
): GeneratedFile {
  const hashes = (list: readonly GeneratedFile[]) =>
    Object.fromEntries([...list].sort(byPath).map((f) => [f.path, sha256(f.content)]));
  const lock: Lock = {
    lockfileVersion: 2,
    generator: run.generator,
    contract: run.contract.path,
    options: run.options,
    sources: Object.fromEntries(run.contract.files.map((f) => [f.path, f.sha256])),
    ...(run.warnings.length > 0 ? { warnings: run.warnings } : {}),
    ...(projectFiles.length > 0 ? { projectFiles: hashes(projectFiles) } : {}),
    files: hashes(files),
  };
  return { path: LOCK_FILE, content: `${JSON.stringify(lock, null, 2)}\n` };
}

/**
 * The lock file of `outDir`, when it records a run of this toolchain version, contract path and
 * options, and the contract's files, the project files and the output folder still hold what it
 * names: then rendering again would change nothing. Its output files and warnings.
 */
export async function heldLock(
  outDir: string,
  run: Omit<LockedRun, "contract" | "warnings"> & { contract: string },
): Promise<{ files: number; warnings: LockedRun["warnings"] } | undefined> {
  let lock: Lock;
  try {
    lock = JSON.parse(readFileSync(path.join(outDir, LOCK_FILE), "utf8")) as Lock;
  } catch {
    return undefined;
  }
  if (
    lock.lockfileVersion !== 2 ||
    lock.generator !== run.generator ||
    lock.contract !== run.contract
  )
    return undefined;
  if (JSON.stringify(lock.options) !== JSON.stringify(run.options)) return undefined;
  // Bytes, not texts: their hash is the same, without decoding.
  const holds = (file: string, sha: string) => {
    try {
      return sha256(readFileSync(file)) === sha;
    } catch {
      return false;
    }
  };
  const allHold = (hashes: Record<string, string>, at: (p: string) => string | undefined) =>
    Object.entries(hashes).every(([p, sha]) => at(p) !== undefined && holds(at(p)!, sha));
  if (!allHold(lock.sources, (p) => p) || !allHold(lock.projectFiles ?? {}, (p) => p))
    return undefined;
  const onDisk = await listTree(outDir);
  // The lock file names every file but itself.
  if (onDisk.size !== Object.keys(lock.files).length + 1 || !onDisk.has(LOCK_FILE))
    return undefined;
  return allHold(lock.files, (p) => onDisk.get(p))
    ? { files: onDisk.size, warnings: lock.warnings ?? [] }
    : undefined;
}

/** The sha256 of a file's content, as the lock file gives it. */
export function sha256(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex");
}

function byPath(a: GeneratedFile, b: GeneratedFile): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
