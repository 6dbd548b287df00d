/**
 * bin/generator-bundle.js: the prebuilt generator is rebuilt when a source it was built from
 * changes, or a runtime module its prebuilt runtime was compiled from.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript without declarations (bin/ runs before any TypeScript loader).
import { generatorBundle } from "../../bin/generator-bundle.js";

const root = mkdtempSync(path.join(os.tmpdir(), "soapgen-bundle-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeSource(file: string, content: string, mtime: Date, at = root): void {
  const abs = path.join(at, file);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, content);
  utimesSync(abs, mtime, mtime);
}

async function run(): Promise<string> {
  const urls = (await generatorBundle(root)) as { main: string; replay: string } | undefined;
  expect(urls).toBeDefined();
  // A new query each time: the module cache would otherwise give the first import's result.
  const module = (await import(`${urls!.main}?t=${Math.random()}`)) as { answer: string };
  // The build made its prebuilt runtime (here a stand-in's marker) beside the bundle.
  expect(existsSync(path.join(path.dirname(fileURLToPath(urls!.main)), "prebuilt.marker"))).toBe(true);
  return module.answer;
}

it("builds the bundle from generator/cli/main.ts, replay.ts and prebuild-runtime.ts and what they import, and rebuilds it when one of them changed", async () => {
  const past = new Date(Date.now() - 60_000);
  writeSource("generator/cli/replay.ts", "export async function replay(): Promise<boolean> {\n  return false;\n}\n", past);
  writeSource("generator/cli/main.ts", 'import { word } from "../word.ts";\nexport const answer: string = word;\n', past);
  writeSource("generator/word.ts", 'export const word = "first";\n', past);
  writeSource(
    "generator/pipeline/prebuild-runtime.ts",
    'import { writeFileSync } from "node:fs";\nexport async function prebuildRuntime(folder: string): Promise<void> {\n  writeFileSync(`${folder}/prebuilt.marker`, "");\n}\n',
    past,
  );
  expect(await run()).toBe("first");

  // Unchanged sources: the bundle is reused (the import a source would change is not read again).
  writeSource("generator/word.ts", 'export const word = "edited without a newer time";\n', past);
  expect(await run()).toBe("first");

  writeSource("generator/word.ts", 'export const word = "second";\n', new Date(Date.now() + 1_000));
  expect(await run()).toBe("second");
});

it("rebuilds when a runtime module it compiled changes or is added", async () => {
  const at = mkdtempSync(path.join(os.tmpdir(), "soapgen-bundle-runtime-"));
  try {
    const past = new Date(Date.now() - 60_000);
    writeSource("generator/cli/replay.ts", "export async function replay(): Promise<boolean> {\n  return false;\n}\n", past, at);
    writeSource("generator/cli/main.ts", "export const answer = 1;\n", past, at);
    writeSource("generator/pipeline/prebuild-runtime.ts", "export async function prebuildRuntime(): Promise<void> {}\n", past, at);
    writeSource("templates/runtime/codec.ts", "export const codec = 1;\n", past, at);
    utimesSync(path.join(at, "templates/runtime"), past, past);
    const main = async () => ((await generatorBundle(at)) as { main: string }).main;
    const built = await main();
    expect(await main()).toBe(built);

    writeSource("templates/runtime/codec.ts", "export const codec = 2;\n", new Date(Date.now() + 1_000), at);
    const changed = await main();
    expect(changed).not.toBe(built);

    // A new module: its folder's time is newer than the build.
    writeSource("templates/runtime/added.ts", "export const added = 1;\n", past, at);
    expect(await main()).not.toBe(changed);
  } finally {
    rmSync(at, { recursive: true, force: true });
  }
});

it("gives undefined when the generator cannot be built, so the command falls back to the sources", async () => {
  const broken = mkdtempSync(path.join(os.tmpdir(), "soapgen-bundle-broken-"));
  try {
    mkdirSync(path.join(broken, "generator", "cli"), { recursive: true });
    writeFileSync(path.join(broken, "generator", "cli", "main.ts"), 'import "./missing.ts";\n');
    expect(await generatorBundle(broken)).toBeUndefined();
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});
