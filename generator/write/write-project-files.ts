/**
 * Writes the files of the project outside the output folder: each is written beside its place
 * and renamed into it, so none is ever half-written. A file marked `createOnly` (the
 * implementation stub) is created when absent and otherwise left as it is: it is the user's.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface ProjectFile {
  /** Relative to the working folder. */
  path: string;
  content: string;
  createOnly: boolean;
}

/** Writes the files; returns the paths of those it created or changed. */
export async function writeProjectFiles(
  files: ProjectFile[],
): Promise<{ created: string[]; changed: string[] }> {
  const done = { created: [] as string[], changed: [] as string[] };
  for (const file of files) {
    const existing = await readIfPresent(file.path);
    if (existing !== undefined && (file.createOnly || existing === file.content)) continue;
    await mkdir(path.dirname(path.resolve(file.path)), { recursive: true });
    const temp = `${file.path}.soapgen-${process.pid}`;
    try {
      await writeFile(temp, file.content);
      await rename(temp, file.path);
    } finally {
      await rm(temp, { force: true });
    }
    (existing === undefined ? done.created : done.changed).push(file.path);
  }
  return done;
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}
