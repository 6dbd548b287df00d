/**
 * `soapgen diff` end to end: the committed contract against itself and against its git revision
 * (nothing, exit 0), then a changed copy of it in each output format, and the exit code under
 * each `--fail-on`, judged for one side (`--for`) and for the code that uses the client (`--used-by`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDiff, type DiffFlags } from "../../generator/cli/run-diff.ts";
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

/**
 * `soapgen diff` in this process (the command line's own run of it is tested above): the flags
 * as the command line gives them, `overrides` over them.
 */
async function diffHere(
  old: string,
  now: string,
  overrides: Partial<DiffFlags>,
): Promise<{ status: number; stdout: string }> {
  const flags: DiffFlags = { old, new: now, format: "text", "fail-on": "breaking", for: "both" };
  const { exitCode, output } = await runDiff({ ...flags, ...overrides });
  return { status: exitCode, stdout: output };
}

describe("judged for one side", () => {
  it("--for clients ignores what only implementations must mind; --for servers does not", async () => {
    // An optional field added to a response type: safe for clients, a warning for servers.
    const clients = await diffHere(before, warningOnly, { "fail-on": "warning", for: "clients" });
    expect(clients.status).toBe(0);
    expect(clients.stdout.split("\n").slice(0, 3)).toEqual([
      `${before} -> ${warningOnly}: 1 change (0 breaking, 0 warnings, 1 safe), judged for clients`,
      "",
      "Safe:",
    ]);
    const servers = await diffHere(before, warningOnly, { "fail-on": "warning", for: "servers" });
    expect(servers.status).toBe(1);
    expect(servers.stdout).toContain("Warning:\n  type ErrorDetail: optional field source added");
  });

  it("json says whose severities it gives", async () => {
    const r = await diffHere(before, after, { format: "json", for: "servers" });
    const report = JSON.parse(r.stdout) as { for: string; summary: object };
    // The required parameter breaks clients only: for servers nothing is breaking.
    expect([r.status, report.for, report.summary]).toEqual([
      0,
      "servers",
      { breaking: 0, warning: 1, safe: 1 },
    ]);
  });

  it("the command line takes --for", () => {
    expect(
      runCli(["diff", before, warningOnly, "--fail-on", "warning", "--for", "clients"]).status,
    ).toBe(0);
  });
});

describe("judged for the code that uses the client (--used-by)", () => {
  const app = (name: string, source: string): string => {
    const folder = path.join(dir, name);
    mkdirSync(path.join(folder, "src"), { recursive: true });
    writeFileSync(path.join(folder, "src", "app.ts"), source);
    return folder;
  };
  const importing = 'import { SchoolServiceClient } from "school-service-client";\n';

  it("leaves out changes to operations the code does not call, and says how many", async () => {
    const lists = app(
      "lists-events",
      `${importing}const client = new SchoolServiceClient({ url: "http://x" });\nawait client.eventGetList({ CategoryID: 1 });\n`,
    );
    const r = await diffHere(before, after, { "used-by": [lists] });
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe(
      `${before} -> ${after}: 1 change (0 breaking, 1 warning, 0 safe); 1 more touch nothing the project's code uses`,
    );
    expect(r.stdout).not.toContain("eventGet:");
  });

  it("keeps them for code that calls the operation", async () => {
    const gets = app(
      "gets-an-event",
      `${importing}export const get = (c: SchoolServiceClient) => c.eventGet({ EventID: 1 });\n`,
    );
    const r = await diffHere(before, after, { "used-by": [gets] });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("operation eventGet: required parameter Since added");
  });

  it("refuses a folder whose code imports neither package (exit 2 on the command line)", () => {
    const none = app("imports-nothing", "export const x = 1;\n");
    const r = runCli(["diff", before, after, "--used-by", none]);
    expect([r.status, r.stderr]).toEqual([
      2,
      `error: --used-by: no source file in ${none} imports school-service-client or school-service-contract\n`,
    ]);
  });
});
