/**
 * A module of data printed laid out is its own JavaScript (check/data-module-js.ts): the module it
 * gives exports the same values as esbuild's compilation of the source, and its source map takes
 * each line to the line of the source it came from.
 */
import { decode } from "@jridgewell/sourcemap-codec";
import { transform } from "esbuild";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRANSFORM } from "../../generator/check/compile-dist.ts";
import { dataModuleJs } from "../../generator/check/data-module-js.ts";
import { printDataModule } from "../../generator/emit/code/print-data-module.ts";
import type { GeneratedFile } from "../../generator/emit/generated-file.ts";
import { withProvenance } from "../../generator/emit/provenance.ts";
import { fixtureModule, key, value } from "../support/data-arbitraries.ts";
import { FIXTURE_CONTRACTS, fixtureDataModules } from "../support/fixture-data-modules.ts";

/** The file as the check gets it (its provenance header on top), and what it compiles to. */
function compiled(file: GeneratedFile) {
  const withHeader = withProvenance(file, "contract.wsdl");
  expect(withHeader.javaScript, file.path).toBeDefined();
  return {
    source: withHeader.content,
    ...dataModuleJs(withHeader, withHeader.javaScript!, "m.js"),
  };
}

/** The module's exports, evaluated. */
async function exportsOf(js: string): Promise<Record<string, unknown>> {
  return { ...(await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) };
}

async function expectAsEsbuildCompiles(file: GeneratedFile): Promise<void> {
  const ours = compiled(file);
  const { code } = await transform(ours.source, { ...TRANSFORM, sourcefile: file.path });
  // toEqual tells -0 from 0 and compares Dates, bigints and bytes by value.
  expect(await exportsOf(ours.js), file.path).toEqual(await exportsOf(code));
}

/** Each line of the JavaScript is the line its map names, but for a type annotation cut out. */
function expectMappedLineByLine(file: GeneratedFile): void {
  const { source, js, map } = compiled(file);
  const sourceLines = source.split("\n");
  const jsLines = js.split("\n");
  const lines = decode((JSON.parse(map) as { mappings: string }).mappings);
  const code = jsLines.length - 2; // the last: the source map's URL, and the empty one after
  expect(lines).toHaveLength(code);
  for (const [i, segments] of lines.entries()) {
    expect(segments, `line ${i + 1}`).toEqual([[0, 0, expect.any(Number), 0]]);
    const sourceLine = sourceLines[segments[0]![2]!]!;
    const line = jsLines[i]!;
    if (line === sourceLine) continue;
    // A statement's first line: the source's but for `: Type` after the name.
    const cut = /^((?:export )?const [\w$]+)(: [^=]+)( = .*)$/.exec(sourceLine);
    expect(cut, `line ${i + 1}: ${line}`).not.toBeNull();
    expect(line).toBe(cut![1]! + cut![3]!);
  }
}

it("gives the values esbuild's compilation gives, for data of every kind", async () => {
  const data = fc.sample(
    fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 6 }).map((es) => new Map(es)),
    { seed: 20261130, numRuns: 300 },
  );
  const files = data
    .map((d, i) => ({ path: `pkg/src/fixtures/m${i}.ts`, ...printDataModule(fixtureModule(d, i)) }))
    .filter((f) => f.preformatted);
  expect(files.length).toBeGreaterThan(data.length * 0.9);
  for (const file of files) {
    await expectAsEsbuildCompiles(file);
    expectMappedLineByLine(file);
  }
});

describe("the fixture modules of a contract", () => {
  it.each(FIXTURE_CONTRACTS)("%s compile as esbuild compiles them", async (_, contract) => {
    const modules = await fixtureDataModules(contract);
    expect(modules.length).toBeGreaterThan(2);
    for (const file of modules) {
      await expectAsEsbuildCompiles(file);
      expectMappedLineByLine(file);
    }
  });
});

it("refuses a module changed after it was printed: its types are no longer where they were", () => {
  const printed = printDataModule(fixtureModule({ a: 1 }, 0));
  const file = { path: "pkg/src/fixtures/m.ts", ...printed };
  const changed = {
    ...file,
    content: file.content.replace(": OperationFixture", ":OperationFixture"),
  };
  expect(() => dataModuleJs(changed, file.javaScript!, "m.js")).toThrow(
    /pkg\/src\/fixtures\/m\.ts was changed after it was printed/,
  );
});

it("is left to esbuild where the module imports a value, which its statements alone would lose", () => {
  const module = fixtureModule({ a: 1 }, 0);
  const withValue = {
    ...module,
    imports: [...module.imports, { from: "./other.js", names: [{ name: "other" }] }],
  };
  const printed = printDataModule(withValue);
  expect(printed.preformatted).toBe(true);
  expect(printed.javaScript).toBeUndefined();
  expect(printDataModule(module).javaScript).toBeDefined();
});
