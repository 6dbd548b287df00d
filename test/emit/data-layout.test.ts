/**
 * Data modules laid out as printed (print-data-module.ts) are what Biome makes of them: data of
 * every kind, nested, near the 100-column edge, and the fixture modules of the contracts under
 * test, each checked against Biome run as the generator runs it (check/format.ts).
 */
import fc from "fast-check";
import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { formatFiles } from "../../generator/check/format.ts";
import { printDataModule } from "../../generator/emit/code/print-data-module.ts";
import { printModule } from "../../generator/emit/code/print-module.ts";
import { fixtureModule, key, value } from "../support/data-arbitraries.ts";
import { FIXTURE_CONTRACTS, fixtureDataModules } from "../support/fixture-data-modules.ts";

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
  it.each(FIXTURE_CONTRACTS)(
    "%s are laid out already, as Biome lays them out",
    async (name, contract) => {
      const modules = await fixtureDataModules(contract);
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
    },
  );
});

/** Whether V8 holds `text` at one byte a character: its serializer writes such a string with the tag `"`. */
function oneByte(text: string): boolean {
  return v8.serialize(text)[2] === 0x22;
}
