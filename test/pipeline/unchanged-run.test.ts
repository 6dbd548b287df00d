/**
 * An unchanged run (write/lock-file.ts): when the lock file records a run of the installed soapgen
 * version with the same options, and the contract's files and the output on disk are as it names
 * them, `generate` and `check` render nothing. A run that renders needs the formatter, so a
 * formatter that cannot start (BIOME_BINARY naming no program) shows which runs rendered. Any
 * change among those inputs, or to the output, makes the run a full one again; a clone's sources,
 * which change under the same version, never take the lock file's word.
 */
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { packedSoapgen } from "../support/packed-soapgen.ts";
import { REPO_ROOT, runCloneCli } from "../support/run-cli.ts";

let work: string;
let project: string;
let soapgen: string;
const at = (p: string) => path.join(project, p);
/** No formatter: a run that renders fails. */
const NO_FORMATTER = { BIOME_BINARY: "/nonexistent/biome" };

/** The installed soapgen's command in the project. */
function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [soapgen, ...args, "--no-implementation"], {
    cwd: project,
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "soapgen-unchanged-"));
  // soapgen as `npm pack` packed it, unpacked as a project's node_modules holds it.
  soapgen = path.join((await packedSoapgen()).unpacked, "bin/soapgen.js");
  project = path.join(work, "project");
  mkdirSync(at("wsdl"), { recursive: true });
  for (const file of [
    "soapgen.config.json",
    "wsdl/schoolservice.manifest.yaml",
    "wsdl/manifest.schema.json",
  ])
    cpSync(path.join(REPO_ROOT, file), at(file));
  symlinkSync(path.join(REPO_ROOT, "node_modules"), at("node_modules"));
  const first = run(["generate"]);
  expect(first.status, first.stderr).toBe(0);
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("the build generates what the sources generate, byte for byte", () => {
  // The sources' check, in the project the build generated into.
  const check = runCloneCli(["check", "--no-implementation"], project);
  expect(check.stderr).toBe("");
  expect(check.stdout).toBe("generated matches wsdl/schoolservice.manifest.yaml\n");
});

it("renders nothing when nothing changed: generate and check need no formatter", () => {
  const again = run(["generate"], NO_FORMATTER);
  expect(again.status, again.stderr).toBe(0);
  expect(again.stdout).toMatch(/^generated: 0 added, 0 changed, 0 removed, \d+ unchanged\n$/);
  const check = run(["check"], NO_FORMATTER);
  expect(check.status, check.stderr).toBe(0);
  expect(check.stdout).toBe("generated matches wsdl/schoolservice.manifest.yaml\n");
});

it("renders when the contract's bytes changed, even where they change no code", () => {
  const manifest = at("wsdl/schoolservice.manifest.yaml");
  const original = readFileSync(manifest, "utf8");
  try {
    appendFileSync(manifest, "# a comment\n");
    expect(run(["check"], NO_FORMATTER).stderr).toMatch(/Biome/);
    const check = run(["check"]);
    // The lock file records the contract's hash (and the service pages serve the manifest as written).
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("changed: .soapgen-lock.json");
    expect(check.stderr).not.toMatch(/changed: school-service-contract\//);
  } finally {
    writeFileSync(manifest, original);
  }
});

it("renders when an option changed", () => {
  expect(run(["check", "--package-version", "2.0.0"], NO_FORMATTER).stderr).toMatch(/Biome/);
  const check = run(["check", "--package-version", "2.0.0"]);
  expect(check.status).toBe(1);
  expect(check.stderr).toContain(
    "generated file(s) in generated differ from what wsdl/schoolservice.manifest.yaml generates",
  );
});

it("renders when another version of soapgen wrote the output", () => {
  const lock = at("generated/.soapgen-lock.json");
  const original = readFileSync(lock, "utf8");
  try {
    writeFileSync(
      lock,
      original.replace(/"generator": "soapgen [^"]+"/, '"generator": "soapgen 0.0.1"'),
    );
    expect(run(["check"], NO_FORMATTER).status).toBe(1);
    expect(run(["generate"]).stdout).toMatch(
      /^generated: 0 added, 1 changed, 0 removed, \d+ unchanged\n$/,
    );
    expect(readFileSync(lock, "utf8")).toBe(original);
  } finally {
    writeFileSync(lock, original);
  }
});

it("catches a generated file edited, removed or added by hand", () => {
  const types = at("generated/school-service-contract/src/types.ts");
  const original = readFileSync(types, "utf8");
  writeFileSync(types, `${original}// edited\n`);
  const edited = run(["check"]);
  expect(edited.status).toBe(1);
  expect(edited.stdout).toContain("-// edited");
  writeFileSync(types, original);
  expect(run(["check"], NO_FORMATTER).status).toBe(0);

  writeFileSync(at("generated/school-service-contract/src/stray.ts"), "export {};\n");
  const stray = run(["check"]);
  expect(stray.status).toBe(1);
  expect(stray.stderr).toContain("orphaned: school-service-contract/src/stray.ts");
  rmSync(at("generated/school-service-contract/src/stray.ts"));

  rmSync(types);
  const missing = run(["check"]);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain("missing: school-service-contract/src/types.ts");
  expect(run(["generate"]).stdout).toMatch(
    /^generated: 1 added, 0 changed, 0 removed, \d+ unchanged\n$/,
  );
  // Four full renders of the school contract: past the default 30 s on a busy machine.
}, 90_000);

it("a clone's sources always render: they may differ under the same version", () => {
  const check = runCloneCli(["check", "--no-implementation"], project, NO_FORMATTER);
  expect(check.status).toBe(1);
  expect(check.stderr).toMatch(/Biome/);
});
