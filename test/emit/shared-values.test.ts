/**
 * A module of data holding a long value more than once declares it once and names it where it
 * is held (shared-values.ts): the module still means the same values, each shared value is long
 * and named at least twice, and a large contract's fixtures hold their samples so.
 */
import { transform } from "esbuild";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRANSFORM } from "../../generator/check/compile-dist.ts";
import type { ModuleNode } from "../../generator/emit/code/code-model.ts";
import { dataExpr } from "../../generator/emit/code/data-expr.ts";
import { printDataModule } from "../../generator/emit/code/print-data-module.ts";
import { SHARED_FROM, sharedValues } from "../../generator/emit/code/shared-values.ts";
import { roundTrip } from "../../generator/emit/fixtures/round-trip-fixture.ts";
import { SampleValues } from "../../generator/emit/fixtures/sample-values.ts";
import { key, value } from "../support/data-arbitraries.ts";
import { FIXTURE_CONTRACTS, fixtureDataModules } from "../support/fixture-data-modules.ts";

/** The module's exports, compiled by esbuild and evaluated. */
async function exportsOf(source: string): Promise<Record<string, unknown>> {
  const { code } = await transform(source, TRANSFORM);
  return {
    ...(await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)),
  };
}

/** `data` as the module's exported statements `s0`, `s1`, ..., its repeated values shared. */
function sharingModule(data: readonly unknown[]): ModuleNode {
  const shared = sharedValues(data, new Set(data.map((_, i) => `s${i}`)));
  return {
    imports: [],
    statements: [
      ...shared.consts,
      ...data.map((d, i) => ({
        kind: "const" as const,
        name: `s${i}`,
        value: dataExpr(d, shared.names),
      })),
    ],
  };
}

// Values drawn from a small pool, so that long ones repeat, in objects and arrays around them.
const pool = fc.array(value, { minLength: 1, maxLength: 4 });
const statements = pool.chain((values) => {
  const pick = fc.constantFrom(...values);
  const holder = fc.oneof(
    fc.array(fc.tuple(key, pick), { minLength: 1, maxLength: 5 }).map((es) => new Map(es)),
    fc.array(pick, { minLength: 1, maxLength: 5 }),
  );
  return fc.array(
    fc
      .array(fc.tuple(key, fc.oneof(pick, holder)), { minLength: 1, maxLength: 5 })
      .map((es) => new Map(es)),
    { minLength: 1, maxLength: 4 },
  );
});

it("keeps what the module means, declares only long values held more than once, each before it is named", async () => {
  const samples = fc.sample(statements, { seed: 20261130, numRuns: 400 });
  let sharedConsts = 0;
  for (const data of samples) {
    const module = sharingModule(data);
    const { content } = printDataModule(module);
    const unshared = printDataModule({
      ...module,
      statements: data.map((d, i) => ({
        kind: "const" as const,
        name: `s${i}`,
        value: dataExpr(d),
      })),
    });
    // Evaluated, the same values as the module printed without sharing (toEqual: -0, Dates, bytes).
    expect(await exportsOf(content)).toEqual(await exportsOf(unshared.content));
    const consts = module.statements.filter((s) => s.kind === "const" && !/^s\d+$/.test(s.name));
    sharedConsts += consts.length;
    for (const c of consts) {
      if (c.kind !== "const") continue;
      const word = new RegExp(`(?<![\\w$])${c.name.replace(/\$/g, "\\$")}(?![\\w$])`, "g");
      const uses = [...content.matchAll(word)].map((m) => m.index);
      // Declared once, above every place that names it, which are two at least.
      expect(uses.length, c.name).toBeGreaterThanOrEqual(3);
      expect(uses[0]).toBe(content.indexOf(`const ${c.name} = `) + "const ".length);
    }
  }
  // The sample reaches sharing often.
  expect(sharedConsts).toBeGreaterThan(50);
});

it("names a shared value after the key that first holds it, as an identifier, never one taken", () => {
  const long = { text: "x".repeat(SHARED_FROM) };
  const data = [{ "1st key": long, other: [long, long] }, { aValue: long }];
  const shared = sharedValues(data, new Set(["_1st_keyValue"]));
  expect(shared.consts.map((c) => c.kind === "const" && c.name)).toEqual(["_1st_keyValue2"]);
  // A value shorter than SHARED_FROM is written where it is held, however often.
  const short = { text: "x".repeat(SHARED_FROM / 3) };
  expect(sharedValues([{ a: short, b: short, c: [short] }], new Set()).consts).toEqual([]);
});

describe("the fixtures of a large contract", () => {
  const [, synthetic] = FIXTURE_CONTRACTS.find(([name]) => name === "a synthetic one's")!;
  it("declare the samples their round trips repeat, and hold the same round trips", async () => {
    const model = await synthetic();
    const modules = await fixtureDataModules(async () => model);
    expect(modules.some((m) => /^const \w+Value\d* = /m.test(m.content))).toBe(true);
    const samples = new SampleValues(model);
    const byFixture = new Map(model.operations.map((op) => [`${op.tsName}Fixture`, op]));
    let compared = 0;
    for (const m of modules)
      for (const [name, fixture] of Object.entries(await exportsOf(m.content))) {
        const op = byFixture.get(name)!;
        expect((fixture as { roundTrip: unknown }).roundTrip, name).toEqual(roundTrip(samples, op));
        compared++;
      }
    expect(compared).toBeGreaterThan(100);
  });
});
