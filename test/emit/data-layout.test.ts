/**
 * Data modules laid out as printed (print-data-module.ts) are what Biome makes of them: data of
 * every kind, nested, near the 100-column edge, and the fixture modules of the contracts under
 * test, each checked against Biome run as the generator runs it (check/format.ts).
 */
import fc from "fast-check";
import path from "node:path";
import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { formatFiles } from "../../generator/check/format.ts";
import type { ModuleNode } from "../../generator/emit/code/code-model.ts";
import { dataExpr } from "../../generator/emit/code/data-expr.ts";
import { printDataModule } from "../../generator/emit/code/print-data-module.ts";
import { printModule } from "../../generator/emit/code/print-module.ts";
import { emitScope } from "../../generator/emit/emit-scope.ts";
import { emitFixturesPackage } from "../../generator/emit/fixtures/emit-fixtures-package.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { makeSyntheticWsdl } from "../../scripts/make-synthetic-wsdl.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { SCHOOL_MANIFEST } from "../support/school-contract.ts";
import { makeTempFolder, removeTempFolder } from "../../generator/check/temp-folders.ts";
import { writeFileSync } from "node:fs";

/** Pieces of keys and strings: quotes, escapes, wide and combining characters, one beyond the BMP. */
const PIECES = [
  "a",
  "Z",
  "_",
  "$",
  "-",
  " ",
  "1",
  "é",
  "名",
  '"',
  "'",
  "\\",
  "\n",
  "xxxxxxxxxx",
  "e\u0301",
];
const key = fc.oneof(
  fc.constantFrom(
    "a",
    "ab",
    "abcd",
    "abcde",
    "1",
    "12",
    "-",
    "a-b",
    "__proto__",
    "名前",
    'a"b',
    "a'b",
  ),
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 14 }).map((p) => p.join("")),
  fc.integer({ min: 1, max: 100 }).map((n) => "k".repeat(n)),
);
const text = fc.oneof(
  fc.array(fc.constantFrom(...PIECES, "😀"), { maxLength: 30 }).map((p) => p.join("")),
  fc.integer({ min: 0, max: 110 }).map((n) => "s".repeat(n)),
  fc.string({ maxLength: 20 }),
);
const leaf = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.constantFrom(-0, Infinity, -Infinity, NaN, 1e21, 1.5e-7, true, false, null),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  fc.date({ min: new Date(-8e15), max: new Date(8e15), noInvalidDate: true }),
  fc.uint8Array({ minLength: 1, maxLength: 60 }),
  fc.array(fc.integer({ min: -1_000_000, max: 100_000_000 }), { maxLength: 40 }),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, tie("object"), tie("array"), tie("rows")),
  object: fc.array(fc.tuple(key, tie("value")), { maxLength: 6 }).map((es) => new Map(es)),
  array: fc.array(tie("value"), { maxLength: 6 }),
  // Arrays of objects of one shape, which always break.
  rows: fc.array(
    fc.dictionary(fc.constantFrom("a", "bb", "ccc", "dddddddd"), tie("value"), {
      minKeys: 1,
      maxKeys: 3,
      noNullPrototype: true,
    }),
    { minLength: 2, maxLength: 3 },
  ),
}));

function fixtureModule(data: unknown, i: number): ModuleNode {
  return {
    doc: ["The fixtures of 2 operations."],
    imports: [
      { from: "../fixture-types.js", names: [{ name: "OperationFixture" }], typeOnly: true },
    ],
    statements: [
      {
        kind: "const",
        name: `op${i}Fixture`,
        doc: ["The fixtures of `op`."],
        type: "OperationFixture<T.AuthHeader>",
        value: dataExpr(data),
      },
    ],
  };
}

it("lays out data of every kind as Biome does", async () => {
  const data = fc.sample(
    fc.array(fc.tuple(key, value), { maxLength: 6 }).map((es) => new Map(es)),
    { seed: 20261130, numRuns: 1500 },
  );
  const modules = data.map(fixtureModule);
  const printed = modules.map(printDataModule);
  const byBiome = await formatFiles(
    modules.map((m, i) => ({ path: `${i}.ts`, content: printModule(m) })),
  );
  const laidOut = printed.flatMap((p, i) => (p.preformatted ? [i] : []));
  // Refused only for what it cannot measure (a character beyond the BMP in a key, say).
  expect(laidOut.length).toBeGreaterThan(data.length * 0.9);
  for (const i of laidOut) expect(printed[i]!.content).toBe(byBiome[i]!.content);
  // The sample reaches each layout: a Date's argument and a hugged array broken, a fill of
  // numbers, a string, object and array after their key on the next line, a long string kept after
  // a short key, single quotes, an array of objects broken though it fits.
  const text = laidOut.map((i) => printed[i]!.content).join("\n");
  for (const layout of [
    /new Date\(\n/,
    /new Uint8Array\(\[\n/,
    /\n +-?\d+, -?\d+,/,
    /:\n +"/,
    /:\n +\{/,
    /:\n +\[/,
    /\n +\w{1,4}: "[^\n]{100}/,
    /: '/,
    /\[\n +\{ (?:a|bb|ccc|dddddddd): [^\n]*\},\n +\{/,
  ])
    expect(text).toMatch(layout);
  // Those refused are printed for the formatter, as before.
  for (const [i, p] of printed.entries())
    if (!p.preformatted) expect(p.content).toBe(printModule(modules[i]!));
});

describe("the fixture modules of a contract", () => {
  const contracts: [string, () => Promise<ServiceModel>][] = [
    ["the school's", () => load("manifest", SCHOOL_MANIFEST)],
    [
      "the edge cases'",
      () => load("wsdl", path.join(REPO_ROOT, "test/scenarios/edge-cases/edge-cases.wsdl")),
    ],
    // Past ONE_MODULE_EACH_UP_TO operations: several fixtures a module.
    ["a synthetic one's", () => loadSynthetic(120)],
  ];
  it.each(contracts)("%s are laid out already, as Biome lays them out", async (name, contract) => {
    const model = await contract();
    const modules = emitFixturesPackage(model, emitScope(model, loadEmitContext())).filter(
      (f) => f.checkRun === "data",
    );
    expect(modules.length).toBeGreaterThan(2);
    expect(modules.every((m) => m.preformatted)).toBe(true);
    const byBiome = await formatFiles(modules.map(({ path, content }) => ({ path, content })));
    expect(byBiome.map((f) => f.content)).toEqual(modules.map((m) => m.content));
    // Held at one byte a character, as Biome's output read from its files was: the hard sample's
    // character beyond the BMP, escaped, left none of them at two bytes a character.
    if (name === "the school's")
      expect(modules.some((m) => m.content.includes("\\u{1D11E}"))).toBe(true);
    for (const m of modules)
      if (!/[^\x00-\xff]/.test(m.content)) expect(oneByte(m.content), m.path).toBe(true);
  });
});

/** Whether V8 holds `text` at one byte a character: its serializer writes such a string with the tag `"`. */
function oneByte(text: string): boolean {
  return v8.serialize(text)[2] === 0x22;
}

async function load(kind: "wsdl" | "manifest", file: string): Promise<ServiceModel> {
  const options = { contract: { kind, path: file }, allowNetwork: false, lenient: false };
  return (await loadContract(options)).model;
}

/** The model of a synthetic WSDL of `operations` operations (written to a file: it is read by path). */
async function loadSynthetic(operations: number): Promise<ServiceModel> {
  const folder = makeTempFolder("soapgen-layout-", 0);
  try {
    const file = path.join(folder, "synthetic.wsdl");
    writeFileSync(file, makeSyntheticWsdl({ operations, types: operations * 2 }));
    return await load("wsdl", file);
  } finally {
    removeTempFolder(folder);
  }
}
