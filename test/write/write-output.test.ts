import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareOutput } from "../../generator/write/compare-output.ts";
import { readTree } from "../../generator/write/read-tree.ts";
import type { GeneratedFile } from "../../generator/emit/generated-file.ts";
import { linkOrWrite, OutputWrite } from "../../generator/write/write-output.ts";

/** The whole write at once. */
const writeOutput = (files: GeneratedFile[], out: string) => new OutputWrite(out).finish(files);

/** Each test's temp folder, removed at the end. */
const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function outDirWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "soapgen-write-"));
  roots.push(root);
  const out = path.join(root, "generated");
  for (const [p, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(out, p)), { recursive: true });
    await writeFile(path.join(out, p), content);
  }
  return out;
}

describe("writeOutput", () => {
  it("replaces the folder: adds, changes, removes orphans and reports each", async () => {
    const out = await outDirWith({
      "pkg/a.ts": "old a",
      "pkg/b.ts": "same",
      "pkg/orphan.ts": "gone",
    });
    const summary = await writeOutput(
      [
        { path: "pkg/a.ts", content: "new a" },
        { path: "pkg/b.ts", content: "same" },
        { path: "pkg/c.ts", content: "added" },
      ],
      out,
    );
    expect(summary).toEqual({
      added: ["pkg/c.ts"],
      changed: ["pkg/a.ts"],
      removed: ["pkg/orphan.ts"],
      unchanged: 1,
    });
    expect(Object.fromEntries(await readTree(out))).toEqual({
      "pkg/a.ts": "new a",
      "pkg/b.ts": "same",
      "pkg/c.ts": "added",
    });
    expect(await readdir(path.dirname(out))).toEqual(["generated"]);
  });

  it("keeps the files that did not change as they are on the disk (the same inode and times), and makes the others anew", async () => {
    const out = await outDirWith({ "pkg/same.ts": "same", "pkg/changed.ts": "old" });
    const before = {
      same: await stat(path.join(out, "pkg/same.ts")),
      changed: await stat(path.join(out, "pkg/changed.ts")),
    };
    await writeOutput(
      [
        { path: "pkg/same.ts", content: "same" },
        { path: "pkg/changed.ts", content: "new" },
      ],
      out,
    );
    const after = {
      same: await stat(path.join(out, "pkg/same.ts")),
      changed: await stat(path.join(out, "pkg/changed.ts")),
    };
    expect([after.same.ino, after.same.mtimeMs, after.same.nlink]).toEqual([
      before.same.ino,
      before.same.mtimeMs,
      1,
    ]);
    expect(after.changed.ino).not.toBe(before.changed.ino);
    expect(Object.fromEntries(await readTree(out))).toEqual({
      "pkg/same.ts": "same",
      "pkg/changed.ts": "new",
    });
  });

  it("writes a file it cannot link", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "soapgen-link-"));
    roots.push(root);
    await linkOrWrite(path.join(root, "gone.ts"), path.join(root, "written.ts"), "content");
    expect(await readFile(path.join(root, "written.ts"), "utf8")).toBe("content");
  });

  it("removes what killed runs left beside the folder, and nothing a running process is writing", async () => {
    const out = await outDirWith({ "pkg/a.ts": "a" });
    // A pid no process has (the kernel's ceiling is below it), and this test's parent, which runs.
    const gone = 99_999_999;
    for (const leftover of [
      `generated.staging-${gone}`,
      `generated.old-${gone}`,
      `generated.staging-${process.ppid}`,
      `other.staging-${gone}`,
    ]) {
      await mkdir(path.join(path.dirname(out), leftover, "pkg"), { recursive: true });
    }
    await writeOutput([{ path: "pkg/a.ts", content: "b" }], out);
    expect((await readdir(path.dirname(out))).sort()).toEqual([
      "generated",
      `generated.staging-${process.ppid}`,
      `other.staging-${gone}`,
    ]);
  });

  it("carries installed node_modules folders over", async () => {
    const out = await outDirWith({ "pkg/a.ts": "a", "pkg/node_modules/dep/index.js": "dep" });
    await writeOutput([{ path: "pkg/a.ts", content: "b" }], out);
    expect(await readFile(path.join(out, "pkg/node_modules/dep/index.js"), "utf8")).toBe("dep");
  });

  it("leaves the folder exactly as it was when writing fails", async () => {
    const out = await outDirWith({ "pkg/a.ts": "a" });
    // A file and a folder of the same name cannot both be written: the staging step fails.
    await expect(
      writeOutput(
        [
          { path: "pkg/x", content: "file" },
          { path: "pkg/x/y.ts", content: "under a file" },
        ],
        out,
      ),
    ).rejects.toThrow();
    expect(Object.fromEntries(await readTree(out))).toEqual({ "pkg/a.ts": "a" });
    expect(await readdir(path.dirname(out))).toEqual(["generated"]);
  });
});

describe("files written early", () => {
  it("are in the output folder only once the write finishes, with the others", async () => {
    const out = await outDirWith({ "pkg/a.ts": "a", "pkg/gone.ts": "g" });
    const write = new OutputWrite(out);
    write.early([
      { path: "pkg/a.ts", content: "a" },
      { path: "pkg/src.ts", content: "early" },
    ]);
    write.early([{ path: "pkg/dist.js", content: "later" }]);
    // Written beside the folder meanwhile; the folder as it was.
    await new Promise((done) => setTimeout(done, 50));
    expect(Object.fromEntries(await readTree(out))).toEqual({
      "pkg/a.ts": "a",
      "pkg/gone.ts": "g",
    });
    expect(
      await readdir(path.join(path.dirname(out), `generated.staging-${process.pid}`, "pkg")),
    ).toEqual(expect.arrayContaining(["a.ts", "src.ts", "dist.js"]));
    const summary = await write.finish([
      { path: "pkg/a.ts", content: "a" },
      { path: "pkg/src.ts", content: "early" },
      { path: "pkg/dist.js", content: "later" },
      { path: "pkg/dist.d.ts", content: "last" },
    ]);
    expect(summary).toEqual({
      added: ["pkg/src.ts", "pkg/dist.js", "pkg/dist.d.ts"],
      changed: [],
      removed: ["pkg/gone.ts"],
      unchanged: 1,
    });
    expect(Object.fromEntries(await readTree(out))).toEqual({
      "pkg/a.ts": "a",
      "pkg/src.ts": "early",
      "pkg/dist.js": "later",
      "pkg/dist.d.ts": "last",
    });
    expect(await readdir(path.dirname(out))).toEqual(["generated"]);
  });

  it("are written again when the finished write has them otherwise, and left out when it has them not; the old folder's linked files untouched", async () => {
    const out = await outDirWith({ "pkg/same.ts": "same" });
    const old = await stat(path.join(out, "pkg/same.ts"));
    const write = new OutputWrite(out);
    // Linked from the folder as it is, then given otherwise: the folder's file must not change.
    write.early([
      { path: "pkg/same.ts", content: "same" },
      { path: "pkg/dropped.ts", content: "x" },
    ]);
    await write.finish([{ path: "pkg/same.ts", content: "changed after all" }]);
    expect(Object.fromEntries(await readTree(out))).toEqual({ "pkg/same.ts": "changed after all" });
    const now = await stat(path.join(out, "pkg/same.ts"));
    expect(now.ino).not.toBe(old.ino);
  });

  it("are removed with the staging folder when the run fails, the output folder as it was", async () => {
    const out = await outDirWith({ "pkg/a.ts": "a" });
    const write = new OutputWrite(out);
    write.early([{ path: "pkg/a.ts", content: "b" }]);
    await write.abandon();
    expect(Object.fromEntries(await readTree(out))).toEqual({ "pkg/a.ts": "a" });
    expect(await readdir(path.dirname(out))).toEqual(["generated"]);
  });

  it("leave the folder and its times as they were when nothing changed after all", async () => {
    const out = await outDirWith({ "pkg/a.ts": "a" });
    const before = await stat(out);
    const write = new OutputWrite(out);
    write.early([{ path: "pkg/a.ts", content: "a" }]);
    const summary = await write.finish([{ path: "pkg/a.ts", content: "a" }]);
    expect(summary).toEqual({ added: [], changed: [], removed: [], unchanged: 1 });
    expect((await stat(out)).ino).toBe(before.ino);
    expect(await readdir(path.dirname(out))).toEqual(["generated"]);
  });
});

describe("compareOutput", () => {
  it("reports changed, missing and orphaned files with unified diffs", async () => {
    const out = await outDirWith({
      "pkg/a.ts": "line 1\nold\n",
      "pkg/same.ts": "x\n",
      "pkg/orphan.ts": "o\n",
    });
    const drift = await compareOutput(
      [
        { path: "pkg/a.ts", content: "line 1\nnew\n" },
        { path: "pkg/same.ts", content: "x\n" },
        { path: "pkg/missing.ts", content: "m\n" },
      ],
      out,
    );
    expect(drift.map((d) => [d.kind, d.path])).toEqual([
      ["changed", "pkg/a.ts"],
      ["missing", "pkg/missing.ts"],
      ["orphaned", "pkg/orphan.ts"],
    ]);
    expect(drift[0]!.diff).toContain(
      `--- ${out}/pkg/a.ts\ton disk\n+++ ${out}/pkg/a.ts\tgenerated\n@@ -1,2 +1,2 @@\n line 1\n-old\n+new\n`,
    );
  });
});
