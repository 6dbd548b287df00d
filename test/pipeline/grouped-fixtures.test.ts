/**
 * A contract with more operations than get a fixture module each: `generate` writes their
 * fixtures in shared modules, which the compiler checks (generate refuses code that does not
 * type-check) and compiles like any other.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { ONE_MODULE_EACH_UP_TO } from "../../generator/emit/fixtures/fixture-modules.ts";
import { makeSyntheticWsdl } from "../../scripts/make-synthetic-wsdl.ts";
import { runCli } from "../support/run-cli.ts";

const dir = mkdtempSync(path.join(tmpdir(), "soapgen-grouped-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("generates, checks and compiles a large contract's fixtures in shared modules", () => {
  const operations = ONE_MODULE_EACH_UP_TO + 20;
  const wsdl = path.join(dir, "large.wsdl");
  writeFileSync(wsdl, makeSyntheticWsdl({ operations, types: 2 * operations }));
  const out = path.join(dir, "generated");
  const run = runCli(["generate", "--wsdl", wsdl, "--out", out, "--no-implementation"], undefined, { SOAPGEN_CACHE_DIR: "off" });
  expect(run.status, run.stderr).toBe(0);

  const fixtures = path.join(out, "synthetic-service-fixtures");
  const modules = readdirSync(path.join(fixtures, "src/fixtures")).filter((f) => f !== "index.ts");
  expect(modules.length).toBeGreaterThan(1);
  expect(modules.length).toBeLessThan(operations / 4);
  const index = readFileSync(path.join(fixtures, "src/fixtures/index.ts"), "utf8");
  const roundTrips = /export const ROUND_TRIPS: [^=]+= \[([^\]]*)\];/.exec(index)![1]!.match(/\w+Fixture\b/g);
  // Every operation has a round trip; each module was compiled with its declarations.
  expect(roundTrips).toHaveLength(operations);
  for (const module of modules) {
    const compiled = path.join(fixtures, "dist/fixtures", module.replace(/\.ts$/, ""));
    expect(readFileSync(`${compiled}.d.ts`, "utf8")).toMatch(/export declare const \w+Fixture: (?:OperationFixture|RoundTripFixture);/);
    expect(readFileSync(`${compiled}.js`, "utf8")).toMatch(/^export const \w+Fixture = /m);
  }
}, 120_000);
