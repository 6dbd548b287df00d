/**
 * `.soapgen-lock.json` in the output folder: the one place that records what the output was made
 * from and what it is: the generator's version, the contract's files with their sha256, and the
 * sha256 of every generated file. File headers only name the contract, so a contract change
 * touches the files whose content changes and this one.
 */
import { createHash } from "node:crypto";
import type { GeneratedFile } from "../emit/generated-file.ts";

export const LOCK_FILE = ".soapgen-lock.json";

export interface LockInputs {
  generator: string;
  contract: { path: string; files: { path: string; sha256: string }[] };
  /** The output folder's files, paths relative to it. */
  files: GeneratedFile[];
  /** Files written outside the output folder (a WSDL generated from a manifest), paths from the project. */
  projectFiles: GeneratedFile[];
}

export function lockFile({ generator, contract, files, projectFiles }: LockInputs): GeneratedFile {
  const hashes = (list: GeneratedFile[]) => Object.fromEntries([...list].sort(byPath).map((f) => [f.path, sha256(f.content)]));
  const lock = {
    lockfileVersion: 1,
    generator,
    contract: contract.path,
    sources: Object.fromEntries(contract.files.map((f) => [f.path, f.sha256])),
    ...(projectFiles.length > 0 ? { projectFiles: hashes(projectFiles) } : {}),
    files: hashes(files),
  };
  return { path: LOCK_FILE, content: `${JSON.stringify(lock, null, 2)}\n` };
}

/** The sha256 of a file's content, as the lock file and the run record (pipeline/run-record.ts) give it. */
export function sha256(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex");
}

function byPath(a: GeneratedFile, b: GeneratedFile): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
