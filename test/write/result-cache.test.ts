import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatFiles } from "../../generator/write/format.ts";
import { ResultCache } from "../../generator/write/result-cache.ts";
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

  it("stores many results at once, each readable, with nothing left aside", async () => {
    const cache = ResultCache.forStep("many");
    const entries = Array.from({ length: 30 }, (_, i) => [ResultCache.key(`k${i}`), `value ${i}`] as const);
    await cache.setAll(entries);
    for (const [key, value] of entries) expect(cache.get(key)).toBe(value);
    expect(readdirSync(path.join(dir, "many")).sort()).toEqual(entries.map(([key]) => key).sort());
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
});
