/** Which module of the fixtures package holds each operation's fixture, and what a shared module holds. */
import { describe, expect, it } from "vitest";
import { emitFixturesPackage } from "../../generator/emit/fixtures/emit-fixtures-package.ts";
import {
  GROUP_SIZE,
  MAX_GROUP_SIZE,
  ONE_MODULE_EACH_UP_TO,
  fixtureModules,
  type FixtureModule,
} from "../../generator/emit/fixtures/fixture-modules.ts";
import { compareCodeUnits } from "../../generator/model/code-unit-order.ts";
import type { OperationModel } from "../../generator/model/service-model.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { field, modelOf, operation, xsd } from "./sample-model.ts";
import { emitScope } from "../../generator/emit/emit-scope.ts";

/** Operations named `<stem>0000`, `<stem>0001`..., in code unit order. */
function ops(count: number, stem = "get"): OperationModel[] {
  return Array.from({ length: count }, (_, i) =>
    operation(
      `${stem}${String(i).padStart(4, "0")}`,
      [field("id", xsd("int"))],
      [field("result", xsd("string"))],
    ),
  );
}

const sorted = (list: OperationModel[]) =>
  [...list].sort((a, b) => compareCodeUnits(a.name, b.name));
const layout = (modules: FixtureModule[]) =>
  modules.map((m) => JSON.stringify([m.name, m.ops.map((op) => op.name)]));
/** The modules of `a` that `b` does not have, whole. */
const missingFrom = (a: string[], b: string[]) => a.filter((m) => !b.includes(m));

describe("fixture modules", () => {
  it("are one per operation, named after it, up to the threshold", () => {
    const few = ops(ONE_MODULE_EACH_UP_TO);
    expect(layout(fixtureModules(few))).toEqual(
      few.map((op) => JSON.stringify([op.name, [op.name]])),
    );
  });

  it("group a larger contract's operations in runs, in order, each module named after its first operation", () => {
    const many = ops(1_500);
    const modules = fixtureModules(many);
    expect(modules.flatMap((m) => m.ops)).toEqual(many);
    expect(modules.map((m) => m.name)).toEqual(modules.map((m) => m.ops[0]!.name));
    expect(Math.max(...modules.map((m) => m.ops.length))).toBeLessThanOrEqual(MAX_GROUP_SIZE);
    // About GROUP_SIZE operations a module: far fewer modules than operations.
    expect(modules.length).toBeGreaterThan(1_500 / (GROUP_SIZE * 2));
    expect(modules.length).toBeLessThan(1_500 / (GROUP_SIZE / 2));
  });

  it("change only the module of an operation added or removed (which may split from or join the next)", () => {
    const base = ops(400);
    const before = layout(fixtureModules(base));
    for (const changed of [
      sorted([...base, operation("get0199a", [])]),
      base.filter((op) => op.name !== "get0200"),
      sorted([...base, operation("aaa", [])]),
    ]) {
      const after = layout(fixtureModules(changed));
      expect(missingFrom(before, after).length).toBeLessThanOrEqual(2);
      expect(missingFrom(after, before).length).toBeLessThanOrEqual(2);
    }
  });

  it("keep apart names that differ only in case, as single modules do", () => {
    const twins = sorted([...ops(120), operation("GET0005", []), operation("Get0005", [])]);
    const names = fixtureModules(twins).map((m) => m.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("a shared fixture module", () => {
  const many = ops(ONE_MODULE_EACH_UP_TO + 1);
  // A one-way operation has a round trip and no wire fixtures.
  const all = sorted([...many, operation("get0000a", [field("id", xsd("int"))])]);
  const model = modelOf([], all);
  const files = emitFixturesPackage(model, emitScope(model, loadEmitContext()));
  const modules = files.filter((f) => /\/src\/fixtures\/(?!index\.ts)/.test(f.path));
  const index = files.find((f) => f.path === "t-fixtures/src/fixtures/index.ts")!.content;

  it("holds each of its operations' fixture, documented, and imports the types they use", () => {
    const first = modules[0]!.content;
    expect(modules.length).toBeLessThan(all.length);
    expect(first).toMatch(
      /^\/\*\* The fixtures of \d+ operations, `get0000` to `get\d{4}a?`, one after another\. \*\/\nimport type \{ OperationFixture, RoundTripFixture \} from "\.\.\/fixture-types\.js";\n\n\/\*\*\n \* The fixtures of `get0000`: its requests on every binding/,
    );
    expect(first).toContain(
      "/** The fixtures of `get0000a`: its round trip through the generated client and server. */\nexport const get0000aFixture: RoundTripFixture = {",
    );
    expect(modules.every((m) => m.checkRun === "data")).toBe(true);
  });

  it("is imported by the index for every fixture it holds", () => {
    for (const op of all)
      expect(index).toMatch(
        new RegExp(`import \\{[^}]*\\b${op.name}Fixture\\b[^}]*\\} from "\\./get\\d{4}a?\\.js";`),
      );
    expect(index.match(/^import \{/gm)).toHaveLength(modules.length);
  });
});
