/**
 * `soapgen diff` end to end: the committed contract against itself and against its git revision
 * (nothing, exit 0), then a changed copy of it in each output format, and the exit code under
 * each `--fail-on`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.ts";
import { SCHOOL_MANIFEST } from "../support/school-contract.ts";

let dir: string;
let before: string;
let after: string;
let warningOnly: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-diff-"));
  const text = readFileSync(SCHOOL_MANIFEST, "utf8");
  before = path.join(dir, "before.yaml");
  after = path.join(dir, "after.yaml");
  warningOnly = path.join(dir, "warning-only.yaml");
  writeFileSync(before, text);
  const withSource = text.replace(
    "      desc: string\n",
    "      desc: string\n      source: string\n",
  );
  writeFileSync(warningOnly, withSource);
  writeFileSync(
    after,
    withSource.replace(
      "    parameters: { EventID: int }",
      "    parameters: { EventID: int, Since: dateTime }",
    ),
  );
  expect(readFileSync(after, "utf8")).toContain("EventID: int, Since: dateTime");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the committed contract", () => {
  it("against the WSDL generated from it: nothing, exit 0", () => {
    const r = runCli(["diff", "wsdl/schoolservice.manifest.yaml", "wsdl/schoolservice.wsdl"]);
    expect([r.status, r.stdout, r.stderr]).toEqual([
      0,
      "wsdl/schoolservice.manifest.yaml -> wsdl/schoolservice.wsdl: no changes\n",
      "",
    ]);
  });

  it("against itself at the git revision HEAD, the project's contract being the one after: nothing, exit 0", () => {
    const r = runCli(["diff", "--base", "HEAD:wsdl/schoolservice.manifest.yaml"]);
    expect([r.status, r.stdout]).toEqual([
      0,
      "HEAD:wsdl/schoolservice.manifest.yaml -> wsdl/schoolservice.manifest.yaml: no changes\n",
    ]);
  });

  it("names a revision that lacks the file, or no contract before, clearly (exit 2)", () => {
    const missing = runCli(["diff", "--base", "HEAD:wsdl/absent.wsdl"]);
    expect([missing.status, missing.stderr]).toEqual([
      2,
      "error: --base HEAD:wsdl/absent.wsdl: wsdl/absent.wsdl is not in HEAD\n",
    ]);
    const none = runCli(["diff"]);
    expect([none.status, none.stderr]).toEqual([
      2,
      "error: name the contract before: soapgen diff <old> [<new>], or --base <revision>:<path>\n",
    ]);
  });
});

describe("a changed contract", () => {
  it("text: grouped by severity, each change with both sides' classification and its lines; exit 1", () => {
    const r = runCli(["diff", before, after]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      [
        `${before} -> ${after}: 2 changes (1 breaking, 1 warning, 0 safe)`,
        "",
        "Breaking:",
        "  operation eventGet: required parameter Since added",
        "    clients: breaking, servers: safe (parameter-added-required)",
        `    at new ${after}:101`,
        "",
        "Warning:",
        "  type ErrorDetail: optional field source added",
        "    clients: safe, servers: warning (field-added-optional)",
        `    at new ${after}:37`,
        "",
      ].join("\n"),
    );
  });

  it("json: the summary, and every change with its severity, rule, sides and locations", () => {
    const r = runCli(["diff", before, after, "--format", "json"]);
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout) as { summary: object; changes: object[] };
    expect(report.summary).toEqual({ breaking: 1, warning: 1, safe: 0 });
    expect(report.changes[0]).toEqual({
      severity: "breaking",
      rule: "parameter-added-required",
      client: "breaking",
      server: "safe",
      message: "operation eventGet: required parameter Since added",
      where: { new: ["eventGet", "Since"] },
      new: { file: after, line: 101 },
    });
  });

  it("github: one workflow annotation per change, on the contract's line", () => {
    const r = runCli(["diff", before, after, "--format", "github"]);
    expect(r.status).toBe(1);
    expect(r.stdout.split("\n")).toEqual([
      `::error file=${after},line=101,title=Contract change (breaking)%3A parameter-added-required::operation eventGet: required parameter Since added (clients: breaking, servers: safe)`,
      `::warning file=${after},line=37,title=Contract change (warning)%3A field-added-optional::type ErrorDetail: optional field source added (clients: safe, servers: warning)`,
      "",
    ]);
  });

  it("--fail-on: never exits 0 on a breaking change; warning exits 1 on a warning that breaking lets through", () => {
    expect(runCli(["diff", before, after, "--fail-on", "never"]).status).toBe(0);
    expect(runCli(["diff", before, warningOnly]).status).toBe(0);
    expect(runCli(["diff", before, warningOnly, "--fail-on", "warning"]).status).toBe(1);
  });
});
