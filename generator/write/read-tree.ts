/** Lists and reads the files of an output folder by `/`-separated relative paths, skipping node_modules. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The folder's files: relative path to absolute path; empty when the folder does not exist. Read
 * synchronously: awaiting the listing took twice as long, on the way of an unchanged run.
 */
export async function listTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return files;
    throw err;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, abs).split(path.sep).join("/");
    if (rel.split("/").includes("node_modules")) continue;
    files.set(rel, abs);
  }
  return files;
}

/** The folder's files and their texts. */
export async function readTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  // Synchronously: hundreds of awaited reads of small files took longer than the reading.
  for (const [rel, abs] of await listTree(dir)) files.set(rel, readFileSync(abs, "utf8"));
  return files;
}
