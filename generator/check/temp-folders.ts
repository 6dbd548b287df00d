/**
 * The temporary folders a run stages files in for its tools (the formatter, the compiler). One is
 * removed in the background once its tool is done, while the run goes on (the process still exits
 * only when the removal has finished); a signal's handler removes them all at once (cli/main.ts).
 *
 * They go to the folder TMPDIR names when it is set; else to memory when the machine has a
 * RAM-backed folder with room for them (Linux's /dev/shm); else to the system's temporary folder.
 * The tools read and write thousands of small files there, and each costs a disk write, which
 * memory spares (bench/README.md).
 */
import { accessSync, constants, mkdtempSync, realpathSync, rmSync, statfsSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const folders = new Set<string>();

/** Linux's RAM-backed folder, shared by every process of the machine. */
const MEMORY_FOLDER = "/dev/shm";

/**
 * A new folder for about `bytes` of files, by its real path (the compiler names files by theirs;
 * os.tmpdir() may be a link): under TMPDIR when it is set, else in memory when at least twice
 * that is free there, else under the system's temporary folder.
 */
export function makeTempFolder(prefix: string, bytes: number): string {
  const dir = realpathSync(mkdtempSync(path.join(tempRoot(bytes), prefix)));
  folders.add(dir);
  return dir;
}

function tempRoot(bytes: number): string {
  if (process.platform !== "linux" || process.env.TMPDIR) return os.tmpdir();
  try {
    accessSync(MEMORY_FOLDER, constants.W_OK);
    const { bavail, bsize } = statfsSync(MEMORY_FOLDER);
    // Twice the files: another process may be using it too (Docker gives containers 64 MB).
    if (bavail * bsize >= 2 * bytes) return MEMORY_FOLDER;
  } catch {
    // No such folder, or not ours to write: the disk it is.
  }
  return os.tmpdir();
}

/** Removals under way in the background. */
const removals = new Set<Promise<void>>();

export function removeTempFolder(dir: string): void {
  const removal = rm(dir, { recursive: true, force: true })
    .catch(() => {})
    .finally(() => {
      folders.delete(dir);
      removals.delete(removal);
    });
  removals.add(removal);
}

/**
 * Resolves when the removals under way have finished: for a process that ends without waiting for
 * what is pending (a test worker), which would otherwise leave folders half removed, in memory.
 */
export async function tempFoldersRemoved(): Promise<void> {
  await Promise.all(removals);
}

/** Removes every temporary folder of the run, at once: for a signal's handler. */
export function removeTempFolders(): void {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
