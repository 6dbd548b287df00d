/**
 * A large contract's first run of the compiler started on the contract package while the others
 * are emitted (generator/check/base-check.ts): the contract package emitted first is what the
 * whole run emits of it; taken up, the check gives what it gives started at once, byte for byte;
 * given up when the files do not allow it, it still gives that, and leaves no folder behind.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { abandonBaseCheck, startBaseCheck } from "../../generator/check/base-check.ts";
import { readPrebuiltRuntime } from "../../generator/check/prebuilt-runtime.ts";
import { tempFoldersRemoved } from "../../generator/check/temp-folders.ts";
import {
  checkTypes,
  prebuiltAmong,
  TypeCheckError,
  type CheckedTypes,
} from "../../generator/check/typecheck.ts";
import { emitServiceInSteps } from "../../generator/emit/emit-service.ts";
import type { GeneratedFile } from "../../generator/emit/generated-file.ts";
import { usedRuntime } from "../../generator/emit/runtime-files.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { builtin, complex, field, named, tinyModel, wrapped } from "../emit/support/tiny-model.ts";

// The committed school output's sources, as the generator checks them.
const OUT = "generated";
const CONTRACT = "school-service-contract";
const sources: GeneratedFile[] = readdirSync(OUT, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(OUT, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
  .filter((file) => !/^[^/]+\/dist\//.test(file))
  .map((file) => ({ path: file, content: readFileSync(path.join(OUT, file), "utf8") }));
const runtime = readPrebuiltRuntime(inject("prebuiltRuntime"));
const prebuilt = prebuiltAmong(sources, runtime);

/** The contract package as emitted first: its runtime modules only those its own modules use. */
const ownRuntime = new Set(
  usedRuntime(
    loadEmitContext().templates,
    sources.filter((f) => f.path.startsWith(`${CONTRACT}/`) && !f.path.includes("/runtime/")),
    { from: "runtime", into: `${CONTRACT}/src/runtime`, exportedAs: CONTRACT },
  ).map((f) => f.path),
);
const contractFirst = sources.filter(
  (f) =>
    f.path.startsWith(`${CONTRACT}/`) && (!f.path.includes("/runtime/") || ownRuntime.has(f.path)),
);

const check = (
  files: GeneratedFile[],
  started?: Awaited<ReturnType<typeof startBaseCheck>>,
  modules = prebuilt,
): Promise<CheckedTypes> =>
  checkTypes(files, OUT, [], modules, { declarations: true, twoRunsFromChars: 0, started });

let atOnce: Promise<CheckedTypes> | undefined;
/** The check started once every file is there: what the early start must give. */
const checkedAtOnce = () => {
  atOnce ??= check(sources);
  return atOnce;
};

describe("the contract package's run started before the other packages are emitted", () => {
  it("the contract package emitted first is what the whole run emits of it, a runtime module or more short", () => {
    const model = tinyModel({
      types: [complex("Quote", [field("price", builtin("decimal"))])],
      operations: [wrapped("getQuote", [], [field("quote", named("Quote"), { minOccurs: 0 })])],
    });
    const steps = emitServiceInSteps(model, loadEmitContext());
    const all = new Map(steps.all().map((f) => [f.path, f]));
    for (const file of steps.contract) expect(all.get(file.path)).toBe(file);
    const contractInAll = [...all.keys()].filter((p) => p.startsWith("tiny-contract/"));
    const late = contractInAll.filter((p) => !steps.contract.some((f) => f.path === p));
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((p) => p.startsWith("tiny-contract/src/runtime/"))).toBe(true);
  });

  it("is started for a large contract package only, with the runtime taken prebuilt", async () => {
    // The school's contract package is below the bound of a run of its own.
    expect(await startBaseCheck(contractFirst, OUT, prebuilt)).toBeUndefined();
    expect(await startBaseCheck(contractFirst, OUT, new Map(), 0)).toBeUndefined();
    // The other packages' files are not the base package's alone.
    expect(await startBaseCheck(sources, OUT, prebuilt, 0)).toBeUndefined();
  });

  it("taken up, gives what the check started at once gives, byte for byte", async () => {
    expect([...ownRuntime].length).toBeLessThan(
      sources.filter((f) => f.path.startsWith(`${CONTRACT}/src/runtime/`)).length,
    );
    const started = await startBaseCheck(contractFirst, OUT, prebuilt, 0);
    expect(started).toBeDefined();
    const early = await check(sources, started);
    const usual = await checkedAtOnce();
    expect(early.runs).toBe(usual.runs);
    expect(early.runs).toBeGreaterThan(1);
    expect(early.declarations).toEqual(usual.declarations);
    await tempFoldersRemoved();
    expect(existsSync(started!.staged.tmp)).toBe(false);
  }, 60_000);

  it("is given up and started afresh when a runtime module the others add needs compiling", async () => {
    const late = sources.find(
      (f) => f.path.startsWith(`${CONTRACT}/src/runtime/`) && !ownRuntime.has(f.path),
    )!;
    expect(prebuilt.has(late.path)).toBe(true);
    const started = await startBaseCheck(contractFirst, OUT, prebuilt, 0);
    const withoutLate = new Map([...prebuilt].filter(([file]) => file !== late.path));
    const afresh = await check(sources, started, withoutLate);
    // The late module compiled now: its declarations are among the check's.
    expect(afresh.declarations.has(late.path)).toBe(true);
    const usual = await checkedAtOnce();
    for (const [file, dts] of usual.declarations) expect(afresh.declarations.get(file)).toBe(dts);
    await tempFoldersRemoved();
    expect(existsSync(started!.staged.tmp)).toBe(false);
  }, 60_000);

  it("reports an error of the contract package's early run by its file", async () => {
    const broken = (files: GeneratedFile[]) =>
      files.map((f) =>
        f.path === `${CONTRACT}/src/types.ts`
          ? { ...f, content: `${f.content}\nexport const broken: number = "text";\n` }
          : f,
      );
    const started = await startBaseCheck(broken(contractFirst), OUT, prebuilt, 0);
    const error = await check(broken(sources), started).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(TypeCheckError);
    expect((error as TypeCheckError).diagnostics.join("\n")).toMatch(
      /^school-service-contract\/src\/types\.ts:\d+:\d+ TS2322: /m,
    );
    await tempFoldersRemoved();
    expect(existsSync(started!.staged.tmp)).toBe(false);
  }, 60_000);

  it("given up (the other packages' emitting failed), stops its run and leaves no folder", async () => {
    const started = await startBaseCheck(contractFirst, OUT, prebuilt, 0);
    await abandonBaseCheck(started!);
    // Stopped, not left to finish.
    await expect(started!.run).rejects.toThrow(/the TypeScript compiler .* was stopped/);
    await tempFoldersRemoved();
    expect(existsSync(started!.staged.tmp)).toBe(false);
  }, 60_000);
});
