/**
 * What several test files need alike and what takes long to make (soapgen as `npm pack` packs it)
 * is made once, not once per file: kept in node_modules/.cache/soapgen-tests/<name>-<key>/, where
 * the key hashes every file it is made from, so a file (or a later run) takes it only while none
 * of them changed. Two files that need it at once (vitest runs two at a time) do not both make
 * it: the first takes a lock (a folder made exclusively, holding its process id), the other waits
 * until the artifact is complete. Artifacts of other sources are removed once unused for an hour:
 * two runs at once in one checkout, one of them on edited sources, each keep theirs.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { REPO_ROOT } from "./run-cli.ts";

const CACHE = path.join(REPO_ROOT, "node_modules/.cache/soapgen-tests");
/** Written last into a complete artifact's folder; its time is when the artifact was last taken. */
const COMPLETE = ".complete";
/** How long an artifact of other sources is kept after it was last taken. */
const KEPT_UNUSED_MS = 60 * 60_000;

/**
 * The folder of the artifact `name` made from `sources` (paths from the repository's root: files
 * or folders), made by `make` into the folder it is given when no complete one is kept.
 */
export async function sharedArtifact(
  name: string,
  sources: readonly string[],
  make: (dir: string) => Promise<void>,
): Promise<string> {
  const dir = path.join(CACHE, `${name}-${contentKey(sources)}`);
  const complete = () => taken(dir);
  if (complete()) return dir;
  mkdirSync(CACHE, { recursive: true });
  const lock = `${dir}.lock`;
  while (!takeLock(lock)) {
    if (complete()) return dir;
    await sleep(250);
  }
  try {
    if (complete()) return dir;
    removeUnused(name);
    const making = `${dir}.making`;
    rmSync(making, { recursive: true, force: true });
    mkdirSync(making);
    await make(making);
    writeFileSync(path.join(making, COMPLETE), "");
    renameSync(making, dir);
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Whether the artifact in `dir` is complete; if so, marks it taken now. */
function taken(dir: string): boolean {
  const complete = path.join(dir, COMPLETE);
  if (!existsSync(complete)) return false;
  const now = new Date();
  utimesSync(complete, now, now);
  return true;
}

/**
 * Removes the artifacts `name` has of other sources that no run took for an hour, and what a
 * stopped run left half made (its lock's process has ended).
 */
function removeUnused(name: string): void {
  for (const entry of readdirSync(CACHE)) {
    if (!entry.startsWith(`${name}-`) || entry.endsWith(".lock")) continue;
    const full = path.join(CACHE, entry);
    const unused = entry.endsWith(".making")
      ? !existsSync(`${full.slice(0, -".making".length)}.lock`)
      : Date.now() -
          (statSync(path.join(full, COMPLETE), { throwIfNoEntry: false })?.mtimeMs ?? 0) >
        KEPT_UNUSED_MS;
    if (unused) rmSync(full, { recursive: true, force: true });
  }
}

/**
 * Whether this process took the lock: made it, or found it held by a process that has ended (a
 * run that was stopped) and took it over.
 */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    if (!heldByEndedProcess(lock)) return false;
    rmSync(lock, { recursive: true, force: true });
    return takeLock(lock);
  }
  writeFileSync(path.join(lock, "pid"), String(process.pid));
  return true;
}

function heldByEndedProcess(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    // Made an instant ago, its pid not yet written; or left without one by a process that ended
    // right after making it: after a minute it is taken for left. Gone: taken again at once.
    const made = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    return made === undefined || Date.now() - made > 60_000;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** A hash of every file under `sources`, by path and content, and of the Node running. */
function contentKey(sources: readonly string[]): string {
  const hash = createHash("sha256").update(process.version);
  for (const source of [...sources].sort()) {
    const full = path.join(REPO_ROOT, source);
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
          .sort()
      : [full];
    for (const file of files)
      hash.update(`\0${path.relative(REPO_ROOT, file)}\0`).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}
