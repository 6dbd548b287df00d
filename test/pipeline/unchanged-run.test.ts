/**
 * An unchanged run (pipeline/run-record.ts): when the contract, the options, the toolchain and the
 * output on disk are all as an earlier run left them, `generate` and `check` do no work at all:
 * they format, type-check and compile nothing, which shows as the step caches staying empty. Any
 * change among those inputs, or to the output, makes the run a full one again.
 */
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { REPLAYED } from "../../generator/cli/replay.ts";
import { REPO_ROOT, runCli } from "../support/run-cli.ts";

let project: string;
let cache: string;
const at = (p: string) => path.join(project, p);
const STEPS = ["format", "typecheck"];
const run = (...args: string[]) => runCli([...args, "--no-implementation"], project, { SOAPGEN_CACHE_DIR: cache });
/** Empties the step caches, keeping the run records. */
const forgetSteps = () => STEPS.forEach((step) => rmSync(path.join(cache, step), { recursive: true, force: true }));
const stepsDone = () => STEPS.filter((step) => existsSync(path.join(cache, step)));

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "soapgen-unchanged-"));
  cache = path.join(project, "cache");
  mkdirSync(at("wsdl"));
  for (const file of ["soapgen.config.json", "wsdl/schoolservice.manifest.yaml", "wsdl/manifest.schema.json"]) cpSync(path.join(REPO_ROOT, file), at(file));
  symlinkSync(path.join(REPO_ROOT, "node_modules"), at("node_modules"));
  const first = run("generate");
  expect(first.status, first.stderr).toBe(0);
  expect(stepsDone()).toEqual(STEPS);
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

it("does no work when nothing changed: generate and check format, check and compile nothing", () => {
  forgetSteps();
  const again = run("generate");
  expect(again.status, again.stderr).toBe(0);
  expect(again.stdout).toMatch(/^generated: 0 added, 0 changed, 0 removed, \d+ unchanged\n$/);
  const check = run("check");
  expect(check.status, check.stderr).toBe(0);
  expect(check.stdout).toBe("generated matches wsdl/schoolservice.manifest.yaml\n");
  expect(stepsDone()).toEqual([]);
});

it("runs in full when the contract's bytes changed, even where they change no code", () => {
  forgetSteps();
  const manifest = at("wsdl/schoolservice.manifest.yaml");
  const original = readFileSync(manifest, "utf8");
  try {
    appendFileSync(manifest, "# a comment\n");
    const check = run("check");
    // The lock file records the contract's hash (and the service pages serve the manifest as written).
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("changed: .soapgen-lock.json");
    expect(check.stderr).not.toMatch(/changed: school-service-contract\//);
    expect(stepsDone()).toEqual(STEPS);
  } finally {
    writeFileSync(manifest, original);
  }
});

it("runs in full when an option changed", () => {
  forgetSteps();
  const check = run("check", "--package-version", "2.0.0");
  expect(check.status).toBe(1);
  expect(check.stderr).toContain("generated file(s) in generated differ from what wsdl/schoolservice.manifest.yaml generates");
  expect(stepsDone()).toEqual(STEPS);
});

it("catches a generated file edited, removed or added by hand after an unchanged run", () => {
  expect(run("check").status).toBe(0);
  const types = at("generated/school-service-contract/src/types.ts");
  const original = readFileSync(types, "utf8");
  writeFileSync(types, `${original}// edited\n`);
  const edited = run("check");
  expect(edited.status).toBe(1);
  expect(edited.stdout).toContain("-// edited");
  writeFileSync(types, original);
  expect(run("check").status).toBe(0);

  writeFileSync(at("generated/school-service-contract/src/stray.ts"), "export {};\n");
  const stray = run("check");
  expect(stray.status).toBe(1);
  expect(stray.stderr).toContain("orphaned: school-service-contract/src/stray.ts");
  rmSync(at("generated/school-service-contract/src/stray.ts"));

  rmSync(types);
  const missing = run("check");
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain("missing: school-service-contract/src/types.ts");
  expect(run("generate").stdout).toMatch(/^generated: 1 added, 0 changed, 0 removed, \d+ unchanged\n$/);
});

it("gives an identical command's answer again before parsing it (cli/replay.ts), unless a project file or the output changed", () => {
  const verbose = (command: string) => run(command, "--verbose");
  verbose("generate");
  const replayed = verbose("generate");
  expect(replayed.status, replayed.stderr).toBe(0);
  expect(replayed.stdout).toMatch(/^generated: 0 added, 0 changed, 0 removed, \d+ unchanged\n$/);
  expect(replayed.stderr).toBe(`${REPLAYED}\n`);

  // The project file is read by the parse the replay skips: a change to it is a new invocation.
  const config = at("soapgen.config.json");
  const original = readFileSync(config, "utf8");
  try {
    writeFileSync(config, `${original}\n`);
    const edited = verbose("generate");
    expect(edited.status, edited.stderr).toBe(0);
    expect(edited.stderr).not.toContain(REPLAYED);
    expect(verbose("generate").stderr).toContain(REPLAYED);
  } finally {
    writeFileSync(config, original);
  }

  verbose("check");
  expect(verbose("check").stderr).toContain(REPLAYED);
  const types = at("generated/school-service-contract/src/types.ts");
  const text = readFileSync(types, "utf8");
  writeFileSync(types, `${text}// edited\n`);
  const drifted = verbose("check");
  expect(drifted.status).toBe(1);
  expect(drifted.stderr).not.toContain(REPLAYED);

  // A generate that wrote a file answers the next, unchanged, one in advance: all unchanged.
  const restored = verbose("generate");
  expect(restored.stdout).toMatch(/^generated: 0 added, 1 changed, 0 removed, \d+ unchanged\n$/);
  const after = verbose("generate");
  expect(after.stderr).toContain(REPLAYED);
  expect(after.stdout).toBe(replayed.stdout);
});
