/**
 * Writes generated files so the output folder is never half-written: everything is written to a
 * staging folder beside it first, then the two folders are swapped with renames. Files that are no
 * longer generated disappear with the old folder; installed `node_modules` folders are carried over.
 * Neither folder outlives the run: a signal removes them (`removeLeftovers`, called by cli/main.ts),
 * and what a killed run left (`<out>.staging-<pid>`, `<out>.old-<pid>` of a process that is gone)
 * the next run removes.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { link, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { inParallel } from "../in-parallel.ts";
import { readTree } from "./read-tree.ts";

export interface WriteSummary {
  added: string[];
  changed: string[];
  removed: string[];
  unchanged: number;
}

/**
 * A write of the output folder under way. Files final before the others (a large run's sources,
 * once formatted, and their JavaScript, while the compiler still checks) may be written into the
 * staging folder at once (`early`), while the disk is idle; the rest, the summary and the swap
 * come with `finish`, and `abandon` removes the staging folder of a run that failed. Nothing is
 * in the output folder before `finish`.
 */
export class OutputWrite {
  private readonly out: string;
  private readonly staging: string;
  private readonly retired: string;
  private before?: Promise<Map<string, string>>;
  /** The files written early, by path: their content. */
  private readonly written = new Map<string, string>();
  private writing: Promise<void> = Promise.resolve();

  constructor(outDir: string) {
    this.out = path.resolve(outDir);
    this.staging = `${this.out}.staging-${process.pid}`;
    this.retired = `${this.out}.old-${process.pid}`;
  }

  /** Writes `files`, as they will be in the output folder, into the staging folder now. */
  early(files: readonly GeneratedFile[]): void {
    if (this.written.size === 0) this.openStaging();
    for (const file of files) this.written.set(file.path, file.content);
    const writing = Promise.all([this.beforeTree(), this.writing]).then(([before]) =>
      writeFiles(this.staging, files, (file) => this.unchanged(before, file)),
    );
    // Awaited by finish; a failure meanwhile is not unhandled.
    writing.catch(() => undefined);
    this.writing = writing;
  }

  async finish(files: GeneratedFile[]): Promise<WriteSummary> {
    const before = await this.beforeTree();
    const summary = summarize(before, files);
    try {
      await this.writing;
      // Nothing to change: the folder and its files' times stay as they are (watchers see no change).
      if (summary.added.length + summary.changed.length + summary.removed.length === 0) {
        leftovers.delete(this.retired);
        return summary;
      }
      if (this.written.size === 0) this.openStaging();
      // What was written early and is no longer so (the run's own files are final once given).
      const now = new Map(files.map((f) => [f.path, f.content]));
      const stale = [...this.written].filter(([file, content]) => now.get(file) !== content);
      await Promise.all(stale.map(([file]) => rm(path.join(this.staging, file), { force: true })));
      await writeFiles(
        this.staging,
        files.filter((f) => this.written.get(f.path) !== f.content),
        (file) => this.unchanged(before, file),
      );
      // The carry-over and the swap are synchronous: no signal handler (see cli/main.ts) can run
      // between their renames and find the installed packages moved, or no output folder.
      carryOverNodeModules(this.out, this.staging, files);
      const existed = existsSync(this.out);
      if (existed) renameSync(this.out, this.retired);
      try {
        renameSync(this.staging, this.out);
      } catch (err) {
        if (existed) renameSync(this.retired, this.out);
        throw err;
      }
    } finally {
      await this.removeStaging();
    }
    await rm(this.retired, { recursive: true, force: true });
    leftovers.delete(this.retired);
    return summary;
  }

  /** Removes the staging folder, if any: the run writes nothing. */
  async abandon(): Promise<void> {
    await this.removeStaging();
    leftovers.delete(this.retired);
  }

  private async removeStaging(): Promise<void> {
    await this.writing.catch(() => undefined);
    await rm(this.staging, { recursive: true, force: true });
    leftovers.delete(this.staging);
  }

  private openStaging(): void {
    removeStale(this.out);
    leftovers.add(this.staging).add(this.retired);
  }

  /** The output folder's files as they were before the run, read once. */
  private beforeTree(): Promise<Map<string, string>> {
    this.before ??= readTree(this.out);
    return this.before;
  }

  /** The output folder's file to link, when `file` is that file as it is. */
  private unchanged(before: Map<string, string>, file: GeneratedFile): string | undefined {
    return before.get(file.path) === file.content ? path.join(this.out, file.path) : undefined;
  }
}

/**
 * Writes the files under `root`: the folders first, synchronously and each once (hundreds of
 * awaited calls took longer than the writing), then the files, several at a time, which the disk
 * serves faster than one by one (bench/README.md). A file the output folder already holds
 * as it is (`unchanged` gives its path there) is linked instead: it keeps its inode and times, so
 * tools that go by times (incremental builds) see only the files that changed (the folders are new:
 * a watcher of folders sees them swapped, as before), and a link costs the kernel
 * far less than a new file. A file
 * edited by hand in the milliseconds between its reading and its link keeps the edit, which
 * `check` then reports as drift.
 */
async function writeFiles(
  root: string,
  files: readonly GeneratedFile[],
  unchanged: (file: GeneratedFile) => string | undefined,
): Promise<void> {
  for (const dir of new Set(files.map((file) => path.dirname(path.join(root, file.path)))))
    mkdirSync(dir, { recursive: true });
  await inParallel(files, (file) => {
    const to = path.join(root, file.path);
    const from = unchanged(file);
    return from === undefined ? writeFile(to, file.content) : linkOrWrite(from, to, file.content);
  });
}

/** Links `from` as `to`; where the file system cannot (or `from` is gone), writes `content` there. */
export async function linkOrWrite(from: string, to: string, content: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await writeFile(to, content);
  }
}

/** The staging and retired folders of writes under way in this process. */
const leftovers = new Set<string>();

/** Removes the folders of writes under way, at once: for a signal's handler. */
export function removeLeftovers(): void {
  for (const dir of leftovers) rmSync(dir, { recursive: true, force: true });
}

/** Removes the staging and retired folders beside `out` that runs since killed left behind. */
function removeStale(out: string): void {
  let names: string[];
  try {
    names = readdirSync(path.dirname(out));
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^(.*)\.(?:staging|old)-(\d+)$/.exec(name);
    if (m?.[1] === path.basename(out) && !isRunning(Number(m[2])))
      rmSync(path.join(path.dirname(out), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: running, as another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function carryOverNodeModules(out: string, staging: string, files: GeneratedFile[]): void {
  const dirs = new Set(["", ...files.map((f) => path.dirname(f.path)).filter((d) => d !== ".")]);
  for (const dir of [...dirs].sort()) {
    const from = path.join(out, dir, "node_modules");
    if (existsSync(from)) {
      mkdirSync(path.join(staging, dir), { recursive: true });
      renameSync(from, path.join(staging, dir, "node_modules"));
    }
  }
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
