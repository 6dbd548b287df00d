/**
 * Writes generated files so the output folder is never half-written: everything is written to a
 * staging folder beside it first, then the two folders are swapped with renames. Files that are no
 * longer generated disappear with the old folder; installed `node_modules` folders are carried over.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { readTree } from "./read-tree.ts";

export interface WriteSummary {
  added: string[];
  changed: string[];
  removed: string[];
  unchanged: number;
}

export async function writeOutput(files: GeneratedFile[], outDir: string): Promise<WriteSummary> {
  const out = path.resolve(outDir);
  const before = await readTree(out);
  const summary = summarize(before, files);
  // Nothing to change: the folder and its files' times stay as they are (watchers see no change).
  if (summary.added.length + summary.changed.length + summary.removed.length === 0) return summary;
  const staging = `${out}.staging-${process.pid}`;
  const retired = `${out}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    // Synchronously, each folder made once: hundreds of awaited calls took longer than the writing.
    const made = new Set<string>();
    for (const file of files) {
      const target = path.join(staging, file.path);
      const dir = path.dirname(target);
      if (!made.has(dir)) mkdirSync(dir, { recursive: true });
      made.add(dir);
      writeFileSync(target, file.content);
    }
    await carryOverNodeModules(out, staging, files);
    const existed = await exists(out);
    // The swap is synchronous: no signal handler (see cli/main.ts) can run between its renames.
    if (existed) renameSync(out, retired);
    try {
      renameSync(staging, out);
    } catch (err) {
      if (existed) renameSync(retired, out);
      throw err;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  await rm(retired, { recursive: true, force: true });
  return summary;
}

async function carryOverNodeModules(out: string, staging: string, files: GeneratedFile[]): Promise<void> {
  const dirs = new Set(["", ...files.map((f) => path.dirname(f.path)).filter((d) => d !== ".")]);
  for (const dir of [...dirs].sort()) {
    const from = path.join(out, dir, "node_modules");
    if (await exists(from)) {
      await mkdir(path.join(staging, dir), { recursive: true });
      await rename(from, path.join(staging, dir, "node_modules"));
    }
  }
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

function summarize(before: Map<string, string>, files: GeneratedFile[]): WriteSummary {
  const summary: WriteSummary = { added: [], changed: [], removed: [], unchanged: 0 };
  const now = new Set(files.map((f) => f.path));
  for (const f of files) {
    const old = before.get(f.path);
    if (old === undefined) summary.added.push(f.path);
    else if (old !== f.content) summary.changed.push(f.path);
    else summary.unchanged++;
  }
  summary.removed = [...before.keys()].filter((p) => !now.has(p)).sort();
  return summary;
}
