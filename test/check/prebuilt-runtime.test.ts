import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedFile } from "../../generator/emit/generated-file.ts";
import { prebuildRuntime } from "../../generator/pipeline/prebuild-runtime.ts";
import {
  readPrebuiltRuntime,
  runtimeModuleKeys,
  type PrebuiltRuntime,
} from "../../generator/check/prebuilt-runtime.ts";
import { prebuiltSettings } from "../../generator/check/prebuilt-runtime.ts";
import { typeCheck } from "../../generator/check/typecheck.ts";

// The committed school output: its sources as the generator checks them, and the dist/ it wrote.
const OUT = "generated";
const committed: GeneratedFile[] = readdirSync(OUT, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(OUT, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
  .map((file) => ({ path: file, content: readFileSync(path.join(OUT, file), "utf8") }));
const sources = committed.filter((f) => !/^[^/]+\/dist\//.test(f.path));
const dist = committed.filter(
  (f) => /^[^/]+\/dist\//.test(f.path) && f.path.startsWith("school-service-"),
);
// Those that read another package's types (zod's: typed-schema.ts) are compiled with the output.
const runtimeModules = sources
  .filter(
    (f) =>
      /\/src\/runtime\/(?!contract-runtime\.ts$)[^/]+\.ts$/.test(f.path) &&
      !f.content.includes('from "zod"'),
  )
  .map((f) => f.path);

const byPath = (files: GeneratedFile[]) =>
  Object.fromEntries(files.map((f) => [f.path, f.content]));
const withChange = (file: string, change: (text: string) => string) =>
  sources.map((f) => (f.path === file ? { ...f, content: change(f.content) } : f));
const foundIn = (table: PrebuiltRuntime, files: GeneratedFile[]) =>
  [...runtimeModuleKeys(files, prebuiltSettings())]
    .filter(([, key]) => table.has(key))
    .map(([file]) => file);

let folder: string;
let table: PrebuiltRuntime;
const tmpdirSetting = process.env.TMPDIR;
/** The compiler's temporary folders go here while the runtime is prebuilt. */
let tools: string;
/** What was left there when prebuildRuntime had finished. */
let leftInTools: string[];

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "soapgen-prebuilt-"));
  tools = mkdtempSync(path.join(tmpdir(), "soapgen-prebuilt-tools-"));
  process.env.TMPDIR = tools;
  try {
    await prebuildRuntime(folder);
  } finally {
    if (tmpdirSetting === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdirSetting;
  }
  leftInTools = readdirSync(tools);
  table = readPrebuiltRuntime(folder);
}, 60_000);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(tools, { recursive: true, force: true });
});

describe("the prebuilt runtime", () => {
  it("is made with its temporary folders removed once it is (the command that built it may then exit at once)", () => {
    expect(leftInTools).toEqual([]);
  });

  it("holds every runtime module of the school output", () => {
    expect(runtimeModules.length).toBeGreaterThan(30);
    expect(foundIn(table, sources).sort()).toEqual([...runtimeModules].sort());
  });

  it("gives what compiling every module gives, byte for byte, and the committed JavaScript", async () => {
    const prebuilt = await typeCheck(sources, OUT, [], { withSources: true }, table);
    const compiled = await typeCheck(sources, OUT, [], { withSources: true }, new Map());
    expect([prebuilt.prebuilt, compiled.prebuilt]).toEqual([runtimeModules.length, 0]);
    expect(byPath(prebuilt.emitted)).toEqual(byPath(compiled.emitted));
    // The committed declarations were made from the sources as emitted, before formatting: the
    // compiler keeps a list's trailing comma from the text it reads.
    // Not the fixtures' data: the generator prints their JavaScript with them, which the sources
    // read back do not say (data-module-js.test.ts holds it to esbuild's).
    const javaScript = (files: GeneratedFile[]) =>
      byPath(files.filter((f) => !f.path.endsWith(".d.ts") && !f.path.includes("/dist/fixtures/")));
    expect(javaScript(compiled.emitted)).toEqual(javaScript(dist));
  }, 60_000);

  it("puts the sources into the maps for the js target, as the compiler does", async () => {
    const prebuilt = await typeCheck(sources, OUT, [], { withSources: false }, table);
    const compiled = await typeCheck(sources, OUT, [], { withSources: false }, new Map());
    expect(prebuilt.prebuilt).toBe(runtimeModules.length);
    expect(byPath(prebuilt.emitted)).toEqual(byPath(compiled.emitted));
    const map = JSON.parse(
      byPath(prebuilt.emitted)["school-service-contract/dist/runtime/xml-text.js.map"]!,
    ) as { sourcesContent: string[] };
    expect(map.sourcesContent).toEqual([
      byPath(sources)["school-service-contract/src/runtime/xml-text.ts"],
    ]);
  }, 60_000);

  it("is not taken for a module changed since, nor for the modules importing it", () => {
    const changed = "school-service-contract/src/runtime/own-property.ts";
    const found = foundIn(
      table,
      withChange(changed, (text) => `${text}export const added = 1;\n`),
    );
    expect(found).not.toContain(changed);
    // complex-codec.ts imports own-property.ts; the client's contract-runtime.ts re-exports
    // codec.ts, which imports complex-codec.ts: the client's modules reading it are compiled too.
    expect(found).not.toContain("school-service-contract/src/runtime/complex-codec.ts");
    expect(found).not.toContain("school-service-client/src/runtime/caller.ts");
    expect(found).toContain("school-service-contract/src/runtime/xml-text.ts");
  });

  it("is taken whatever the contract's names and however the re-export list is laid out", () => {
    const relaidOut = withChange("school-service-client/src/runtime/contract-runtime.ts", (text) =>
      text.replace(/\{ /g, "{\n  ").replace(/ \}/g, ",\n}"),
    );
    expect(foundIn(table, relaidOut).sort()).toEqual([...runtimeModules].sort());
    const scoped = sources.map((f) => ({
      ...f,
      content: f.content.replaceAll('"school-service-contract', '"@acme/school-service-contract'),
    }));
    expect(foundIn(table, scoped).sort()).toEqual([...runtimeModules].sort());
    const reExported = withChange("school-service-client/src/runtime/contract-runtime.ts", (text) =>
      text.replace("escapeXml", "escapeXmlText"),
    );
    expect(foundIn(table, reExported)).not.toContain("school-service-client/src/runtime/caller.ts");
  });
});
