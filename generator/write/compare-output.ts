/**
 * The drift check: compares freshly generated files with the output folder on disk and describes
 * every changed, missing and orphaned file as a unified diff.
 */
import { createTwoFilesPatch } from "diff";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { readTree } from "./read-tree.ts";

export interface Drift {
  /** Relative to the output folder, or for a project file (see compareProjectFiles) to the working folder. */
  path: string;
  kind: "changed" | "missing" | "orphaned";
  diff: string;
}

export async function compareOutput(files: GeneratedFile[], outDir: string): Promise<Drift[]> {
  const onDisk = await readTree(path.resolve(outDir));
  const drift: Drift[] = [];
  const label = (p: string) => `${outDir}/${p}`;
  for (const file of files) {
    const old = onDisk.get(file.path);
    if (old === file.content) continue;
    drift.push({
      path: file.path,
      kind: old === undefined ? "missing" : "changed",
      diff: createTwoFilesPatch(
        label(file.path),
        label(file.path),
        old ?? "",
        file.content,
        "on disk",
        "generated",
      ),
    });
  }
  const generated = new Set(files.map((f) => f.path));
  for (const [p, content] of [...onDisk].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (generated.has(p)) continue;
    drift.push({
      path: p,
      kind: "orphaned",
      diff: createTwoFilesPatch(label(p), label(p), content, "", "on disk", "not generated"),
    });
  }
  return drift;
}

/** The same comparison for files of the project outside the output folder (paths from the working folder). */
export async function compareProjectFiles(files: GeneratedFile[]): Promise<Drift[]> {
  const drift: Drift[] = [];
  for (const file of files) {
    const old = await readFile(file.path, "utf8").catch(() => undefined);
    if (old === file.content) continue;
    drift.push({
      path: file.path,
      kind: old === undefined ? "missing" : "changed",
      diff: createTwoFilesPatch(
        file.path,
        file.path,
        old ?? "",
        file.content,
        "on disk",
        "generated",
      ),
    });
  }
  return drift;
}
