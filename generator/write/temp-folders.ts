/**
 * The temporary folders a run stages files in for its tools (the formatter, the compiler). One is
 * removed in the background once its tool is done, while the run goes on (the process still exits
 * only when the removal has finished); a signal's handler removes them all at once (cli/main.ts).
 */
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const folders = new Set<string>();

/** A new folder under the system's temporary folder, by its real path (the compiler names files by theirs; os.tmpdir() may be a link). */
export function makeTempFolder(prefix: string): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
  folders.add(dir);
  return dir;
}

export function removeTempFolder(dir: string): void {
  void rm(dir, { recursive: true, force: true })
    .catch(() => {})
    .finally(() => folders.delete(dir));
}

/** Removes every temporary folder of the run, at once: for a signal's handler. */
export function removeTempFolders(): void {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
