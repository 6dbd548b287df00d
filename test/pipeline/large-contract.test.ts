/**
 * A contract with more operations than get a fixture module each, and more declarations than fit
 * in one module: `generate` checks (it refuses code that does not type-check) and compiles it like
 * any other, with its fixtures in shared modules and its long name lists in several statements.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { NAMES_PER_STATEMENT } from "../../generator/emit/code/name-lists.ts";
import { ONE_MODULE_EACH_UP_TO } from "../../generator/emit/fixtures/fixture-modules.ts";
import { makeSyntheticWsdl } from "../../scripts/make-synthetic-wsdl.ts";
import { runCli } from "../support/run-cli.ts";

const dir = mkdtempSync(path.join(tmpdir(), "soapgen-large-"));
const operations = ONE_MODULE_EACH_UP_TO + 20;
const out = path.join(dir, "generated");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  const wsdl = path.join(dir, "large.wsdl");
  writeFileSync(wsdl, makeSyntheticWsdl({ operations, types: 2 * operations }));
  const run = runCli(["generate", "--wsdl", wsdl, "--out", out, "--no-implementation"]);
  expect(run.status, run.stderr).toBe(0);
}, 120_000);

it("generates, checks and compiles a large contract's fixtures in shared modules", () => {
  const fixtures = path.join(out, "synthetic-service-fixtures");
  const modules = readdirSync(path.join(fixtures, "src/fixtures")).filter((f) => f !== "index.ts");
  expect(modules.length).toBeGreaterThan(1);
  expect(modules.length).toBeLessThan(operations / 4);
  const index = readFileSync(path.join(fixtures, "src/fixtures/index.ts"), "utf8");
  const roundTrips = /export const ROUND_TRIPS: [^=]+= \[([^\]]*)\];/
    .exec(index)![1]!
    .match(/\w+Fixture\b/g);
  // Every operation has a round trip; each module was compiled with its declarations.
  expect(roundTrips).toHaveLength(operations);
  for (const module of modules) {
    const compiled = path.join(fixtures, "dist/fixtures", module.replace(/\.ts$/, ""));
    expect(readFileSync(`${compiled}.d.ts`, "utf8")).toMatch(
      /export declare const \w+Fixture: (?:OperationFixture|RoundTripFixture);/,
    );
    const js = readFileSync(`${compiled}.js`, "utf8");
    expect(js).toMatch(/^export const \w+Fixture = \{$/m);
  }
});

it("writes a long list of imported or re-exported names as several statements, whose compiled lines stay short", () => {
  // The client imports a function per operation, the caller's factory and its two types.
  const client = readFileSync(path.join(out, "synthetic-service-client/src/client.ts"), "utf8");
  const fromCalls = [...client.matchAll(/^import \{([^}]*)\} from "\.\/calls\.js";/gm)].map((m) =>
    m[1]!.split(",").filter((n) => n.trim() !== ""),
  );
  expect(fromCalls.map((names) => names.length)).toEqual([
    NAMES_PER_STATEMENT,
    operations + 3 - NAMES_PER_STATEMENT,
  ]);
  const hub = readFileSync(path.join(out, "synthetic-service-contract/src/validators.ts"), "utf8");
  expect(hub.match(/^export \{$/gm)!.length).toBeGreaterThan(2);
  for (const pkg of readdirSync(out).filter((name) => name.startsWith("synthetic-service-"))) {
    for (const file of readdirSync(path.join(out, pkg, "dist"), {
      recursive: true,
      encoding: "utf8",
    }).filter((f) => f.endsWith(".js"))) {
      const lists = readFileSync(path.join(out, pkg, "dist", file), "utf8")
        .split("\n")
        .filter((line) => /^(?:import|export) \{/.test(line));
      const longest = Math.max(0, ...lists.map((line) => line.length));
      expect(longest, `${pkg}/dist/${file}`).toBeLessThan(40 * NAMES_PER_STATEMENT);
    }
  }
});
