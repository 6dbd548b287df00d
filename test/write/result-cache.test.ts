import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORMAT_CONFIG, formatFiles } from "../../generator/write/format.ts";
import { ResultCache, packageVersion } from "../../generator/write/result-cache.ts";
import { TypeCheckError, typeCheck } from "../../generator/write/typecheck.ts";

let dir: string;
const saved = process.env.SOAPGEN_CACHE_DIR;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-cache-"));
  process.env.SOAPGEN_CACHE_DIR = dir;
});
afterEach(() => {
  if (saved === undefined) delete process.env.SOAPGEN_CACHE_DIR;
  else process.env.SOAPGEN_CACHE_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

/** A generated package's manifest: its exports say where imports of its name lead. */
const PKG_A = JSON.stringify({ name: "pkg-a", type: "module", exports: { ".": "./src/index.ts" } });
const OUT = "/tmp/soapgen-cache-typecheck";
const good = [
  { path: "a/package.json", content: PKG_A },
  { path: "a/src/index.ts", content: "export interface A { x: number }\n" },
];

describe("ResultCache", () => {
  it("keeps parts apart in its keys and reads back what it stored", () => {
    expect(ResultCache.key("ab", "c")).not.toBe(ResultCache.key("a", "bc"));
    const cache = ResultCache.forStep("s");
    const key = ResultCache.key("x");
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, "value");
    expect(cache.get(key)).toBe("value");
    expect(readdirSync(path.join(dir, "s"))).toEqual([key]);
  });

  it("stores nothing when turned off", () => {
    process.env.SOAPGEN_CACHE_DIR = "off";
    const cache = ResultCache.forStep("s");
    cache.set("k", "v");
    expect(cache.get("k")).toBeUndefined();
  });
});

describe("typeCheck with the cache", () => {
  it("checks a set of files once, then knows it passed", async () => {
    expect((await typeCheck(good, OUT)).ran).toBe("checked");
    expect((await typeCheck(good, OUT)).ran).toBe("cached");
    expect((await typeCheck(good, `${OUT}-elsewhere`)).ran).toBe("checked");
  });

  it("checks again when any file changes, and still reports the broken one", async () => {
    expect((await typeCheck(good, OUT)).ran).toBe("checked");
    const broken = [...good, { path: "a/src/use.ts", content: 'import type { A } from "pkg-a";\nexport const a: A = { x: "1" };\n' }];
    await expect(typeCheck(broken, OUT)).rejects.toThrow(TypeCheckError);
    // A failure is not recorded: the same files fail again.
    await expect(typeCheck(broken, OUT)).rejects.toThrow(TypeCheckError);
    const edited = [good[0]!, { path: "a/src/index.ts", content: "export interface A { x: string }\n" }];
    expect((await typeCheck(edited, OUT)).ran).toBe("checked");
  });

  it("checks again when a package.json changes (it decides how imports resolve)", async () => {
    expect((await typeCheck(good, OUT)).ran).toBe("checked");
    expect((await typeCheck([{ path: "a/package.json", content: PKG_A.replace("pkg-a", "pkg-b") }, good[1]!], OUT)).ran).toBe("checked");
  });
});

describe("formatFiles with the cache", () => {
  it("gives the same bytes from the cache as from the formatter", async () => {
    const input = [{ path: "p/a.ts", content: "export const x = {a:1,b:'two'}" }];
    const [first] = await formatFiles(input);
    expect(readdirSync(path.join(dir, "format"))).toHaveLength(1);
    const [second] = await formatFiles(input);
    expect(second).toEqual(first);
    expect(second!.content).toBe('export const x = { a: 1, b: "two" };\n');
  });

  /** Where the results of an output folder's last run are kept, as key -> formatted text. */
  const entryPath = (scope: string) =>
    path.join(dir, "format", ResultCache.key("formatted files", JSON.stringify([packageVersion("@biomejs/biome"), FORMAT_CONFIG]), scope));
  const entryOf = (scope: string) => JSON.parse(readFileSync(entryPath(scope), "utf8")) as Record<string, string>;

  it("keeps one entry per output folder, holding its last run's results: a file left as it was is taken from it", async () => {
    const a = { path: "p/a.ts", content: "export const a = {x:1}" };
    const b = { path: "p/b.ts", content: "export const b = {y:2}" };
    await formatFiles([a, b], "/out/one");
    await formatFiles([a], "/out/two");
    expect(readdirSync(path.join(dir, "format"))).toHaveLength(2);
    expect(Object.values(entryOf("/out/one")).sort()).toEqual(["export const a = { x: 1 };\n", "export const b = { y: 2 };\n"]);
    // The entry's text for a is what the next run gives for it: it was taken, not formatted again.
    writeFileSync(entryPath("/out/one"), readFileSync(entryPath("/out/one"), "utf8").replace("export const a = { x: 1 };", "export const a = { taken: 1 };"));
    const changed = { ...b, content: "export const b = {y:3}" };
    expect((await formatFiles([a, changed], "/out/one")).map((f) => f.content)).toEqual(["export const a = { taken: 1 };\n", "export const b = { y: 3 };\n"]);
    // The entry now holds this run's two results, the old b's no more.
    expect(Object.values(entryOf("/out/one")).sort()).toEqual(["export const a = { taken: 1 };\n", "export const b = { y: 3 };\n"]);
  });

  it("formats everything again when its entry does not read", async () => {
    const a = { path: "p/a.ts", content: "export const a = {x:1}" };
    await formatFiles([a], "/out/one");
    writeFileSync(entryPath("/out/one"), "{ not json");
    expect((await formatFiles([a], "/out/one"))[0]!.content).toBe("export const a = { x: 1 };\n");
  });
});
