import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { GeneratedFile } from "../../generator/emit/generated-file.ts";
import {
  readPrebuiltRuntime,
  type PrebuiltRuntime,
} from "../../generator/check/prebuilt-runtime.ts";
import {
  dataRuns,
  TWO_RUNS_FROM_CHARS,
  validatorRuns,
} from "../../generator/check/compile-runs.ts";
import { TypeCheckError, typeCheck, type CheckResult } from "../../generator/check/typecheck.ts";
import { emitService } from "../../generator/emit/emit-service.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { FIXTURE_CONTRACTS } from "../support/fixture-data-modules.ts";

// The committed school output's sources, as the generator checks them.
const OUT = "generated";
const committed: GeneratedFile[] = readdirSync(OUT, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(OUT, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
  .map((file) => ({ path: file, content: readFileSync(path.join(OUT, file), "utf8") }));
const sources = committed.filter((f) => !/^[^/]+\/dist\//.test(f.path));

const byPath = (files: GeneratedFile[]) =>
  Object.fromEntries(files.map((f) => [f.path, f.content]));
const withChange = (file: string, change: (text: string) => string) =>
  sources.map((f) => (f.path === file ? { ...f, content: change(f.content) } : f));
/** The diagnostics a check of `files` in two runs fails with. */
const failure = async (files: GeneratedFile[]) => {
  const error = await typeCheck(files, OUT, [], { withSources: true }, new Map(), 0).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(TypeCheckError);
  return (error as TypeCheckError).diagnostics;
};

/** The runtime prebuilt from these sources for the test run (support/prebuilt-runtime-setup.ts). */
const table: PrebuiltRuntime = readPrebuiltRuntime(inject("prebuiltRuntime"));

let checkedInOneRun: Promise<CheckResult> | undefined;
/** What the sources give checked in one run, as the school contract is: what runs apart must give. */
const oneRun = () => {
  checkedInOneRun ??= typeCheck(sources, OUT, [], { withSources: true }, table);
  return checkedInOneRun;
};

describe("a large contract's check in two runs (the contract package, then the others against its declarations)", () => {
  it("is for large contracts only: the school contract is checked in one run", async () => {
    const contractChars = sources
      .filter(
        (f) => f.path.startsWith("school-service-contract/src/") && !f.path.includes("/runtime/"),
      )
      .reduce((n, f) => n + f.content.length, 0);
    expect(contractChars).toBeLessThan(TWO_RUNS_FROM_CHARS);
    expect((await oneRun()).runs).toBe(1);
  }, 60_000);

  it("gives what one run gives, byte for byte, with the runtime prebuilt and without", async () => {
    const prebuilt = await typeCheck(sources, OUT, [], { withSources: true }, table, 0);
    const compiled = await typeCheck(sources, OUT, [], { withSources: true }, new Map(), 0);
    expect([prebuilt.runs, compiled.runs]).toEqual([2, 2]);
    const one = byPath((await oneRun()).emitted);
    expect(byPath(prebuilt.emitted)).toEqual(one);
    expect(byPath(compiled.emitted)).toEqual(one);
  }, 60_000);

  it("checks without compiling too (the ts target, `check`)", async () => {
    const result = await typeCheck(sources, OUT, [], undefined, table, 0);
    expect([result.runs, result.emitted]).toEqual([2, []]);
  }, 60_000);

  it("reports an error of either run by its file", async () => {
    const inContract = await failure(
      withChange(
        "school-service-contract/src/types.ts",
        (t) => `${t}\nexport const broken: number = "text";\n`,
      ),
    );
    expect(inContract.join("\n")).toMatch(
      /^school-service-contract\/src\/types\.ts:\d+:\d+ TS2322: /m,
    );
    // The client reads the contract's declarations in the second run: a property they lack is an error there.
    const inClient = await failure(
      withChange(
        "school-service-client/src/calls.ts",
        (t) =>
          `${t}\nexport const missing: string = ({} as import("school-service-contract/types").AuthHeader).Nickname;\n`,
      ),
    );
    expect(inClient.join("\n")).toMatch(
      /^school-service-client\/src\/calls\.ts:\d+:\d+ TS2339: .*Nickname/m,
    );
  }, 60_000);
});

describe("the fixtures' data in a run of their own, before the last", () => {
  // What the generator marks: each operation's fixtures module.
  const FIXTURE_DATA = /^school-service-fixtures\/src\/fixtures\/(?!index\.ts$)[^/]+\.ts$/;
  const marked = (files: GeneratedFile[]) =>
    files.map((f) => (FIXTURE_DATA.test(f.path) ? { ...f, checkRun: "data" as const } : f));

  it("gives what one run gives, byte for byte", async () => {
    expect(marked(sources).filter((f) => f.checkRun === "data").length).toBe(20);
    const result = await typeCheck(marked(sources), OUT, [], { withSources: true }, table, 0);
    expect(result.runs).toBe(3);
    expect(byPath(result.emitted)).toEqual(byPath((await oneRun()).emitted));
  }, 60_000);

  it("reports an error in the data by its file, and one in the module importing them", async () => {
    const inData = await failure(
      marked(
        withChange("school-service-fixtures/src/fixtures/eventGet.ts", (t) =>
          t.replace('operation: "eventGet"', "operation: 5"),
        ),
      ),
    );
    expect(inData.join("\n")).toMatch(
      /^school-service-fixtures\/src\/fixtures\/eventGet\.ts:\d+:\d+ TS2322: /m,
    );
    const fromData = await failure(
      marked(
        withChange(
          "school-service-fixtures/src/fixtures/index.ts",
          (t) => `${t}\nexport const wrong: number = eventGetFixture.operation;\n`,
        ),
      ),
    );
    expect(fromData.join("\n")).toMatch(
      /^school-service-fixtures\/src\/fixtures\/index\.ts:\d+:\d+ TS2322: /m,
    );
  }, 60_000);
});

describe("the contract package's validators in a run of their own, after the rest of it", () => {
  // What the generator marks: validators.ts (and its parts, in a large contract).
  const VALIDATORS = /^school-service-contract\/src\/validators(\.ts|\/)/;
  const marked = (files: GeneratedFile[]) =>
    files.map((f) => (VALIDATORS.test(f.path) ? { ...f, checkRun: "validators" as const } : f));

  it("gives what one run gives, byte for byte", async () => {
    expect(marked(sources).filter((f) => f.checkRun === "validators").length).toBe(1);
    const result = await typeCheck(marked(sources), OUT, [], { withSources: true }, table, 0);
    expect(result.runs).toBe(3);
    expect(byPath(result.emitted)).toEqual(byPath((await oneRun()).emitted));
  }, 60_000);

  it("reports an error of the validators by their file, and one of the types they check against", async () => {
    const inValidators = await failure(
      marked(
        withChange(
          "school-service-contract/src/validators.ts",
          (t) => `${t}\nexport const wrong: T.AuthHeader = { Username: 5 };\n`,
        ),
      ),
    );
    expect(inValidators.join("\n")).toMatch(
      /^school-service-contract\/src\/validators\.ts:\d+:\d+ TS2322: /m,
    );
    // A field the validators give that the type (read from its declarations) no longer has.
    const againstTypes = await failure(
      marked(
        withChange("school-service-contract/src/types.ts", (t) =>
          t.replace(
            /^(export interface AuthHeader \{\n(?:.*\n)*?) {2}Username\?: string \| undefined;\n/m,
            "$1",
          ),
        ),
      ),
    );
    expect(againstTypes.join("\n")).toMatch(
      /^school-service-contract\/src\/validators\.ts:\d+:\d+ TS\d+: .*Username/m,
    );
  }, 60_000);
});

describe("a large contract's validators in two runs, one after the other", () => {
  // The synthetic contract's validators are split in parts that import each other.
  const synthetic = FIXTURE_CONTRACTS.find(([name]) => name.includes("synthetic"))![1];
  let emitted: Promise<GeneratedFile[]> | undefined;
  const files = () => {
    emitted ??= synthetic().then((model) =>
      emitService(model, loadEmitContext()).filter(
        (f) => f.project === undefined && f.script === undefined,
      ),
    );
    return emitted;
  };
  const inRuns = (files: GeneratedFile[], validatorsFrom: number) =>
    typeCheck(files, OUT, [], { withSources: true }, table, 0, validatorsFrom);

  it("gives what one run of them gives, byte for byte", async () => {
    const validators = (await files()).filter((f) => f.checkRun === "validators");
    expect(validators.length).toBeGreaterThan(3);
    const [one, two] = await Promise.all([
      inRuns(await files(), Infinity),
      inRuns(await files(), 0),
    ]);
    expect(two.runs).toBe(one.runs + 1);
    expect(byPath(two.emitted)).toEqual(byPath(one.emitted));
  }, 60_000);

  it("reports an error in either run by its file", async () => {
    const validators = (await files()).filter((f) => f.checkRun === "validators");
    const [first, last] = [validators.at(0)!.path, validators.at(-1)!.path];
    for (const file of [first, last]) {
      const error = await inRuns(
        (await files()).map((f) =>
          f.path === file
            ? { ...f, content: `${f.content}\nexport const wrong: number = "text";\n` }
            : f,
        ),
        0,
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeCheckError);
      expect((error as TypeCheckError).diagnostics.join("\n")).toMatch(
        new RegExp(`^${file.replace(/[.]/g, "\\.")}:\\d+:\\d+ TS2322: `, "m"),
      );
    }
  }, 60_000);
});

describe("the data's runs, and the validators'", () => {
  it("are one below the bound, and from it two of about equal size, in the modules' order", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "data-runs-"));
    try {
      const modules = [30, 30, 30, 30, 50, 10].map((size, i) => {
        const file = path.join(dir, `m${i}.ts`);
        writeFileSync(file, "x".repeat(size));
        return file;
      });
      const names = (runs: string[][]) => runs.map((run) => run.map((f) => path.basename(f)));
      expect(names(dataRuns(modules, 1_000))).toEqual([modules.map((f) => path.basename(f))]);
      // Never more than two, however far past the bound: each run reads the contract again.
      for (const bound of [100, 40, 1])
        expect(names(dataRuns(modules, bound))).toEqual([
          ["m0.ts", "m1.ts", "m2.ts"],
          ["m3.ts", "m4.ts", "m5.ts"],
        ]);
      expect(names(dataRuns(modules.slice(4), 1))).toEqual([["m4.ts"], ["m5.ts"]]);
      expect(names(dataRuns(modules.slice(0, 1), 1))).toEqual([["m0.ts"]]);
      expect(dataRuns([], 1)).toEqual([]);
      for (const bound of [1_000, 40])
        expect(names(validatorRuns(modules, bound))).toEqual(names(dataRuns(modules, bound)));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
