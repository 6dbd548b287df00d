import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareOutput } from "../../generator/write/compare-output.ts";
import { readTree } from "../../generator/write/read-tree.ts";
import { linkOrWrite, writeOutput } from "../../generator/write/write-output.ts";

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
