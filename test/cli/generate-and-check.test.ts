/**
 * The CLI end to end on the real contract: `generate` writes the packages, a second run changes
 * nothing, and `check` catches every kind of drift (edited, deleted and orphaned files) with a diff.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTree } from "../../generator/write/read-tree.ts";
import { REPO_ROOT, runCli } from "../support/run-cli.ts";

const WSDL = path.join(REPO_ROOT, "wsdl/schoolservice.wsdl");
let out: string;

beforeAll(() => {
  out = path.join(mkdtempSync(path.join(tmpdir(), "soapgen-cli-")), "generated");
  const first = runCli(["generate", "--wsdl", WSDL, "--out", out]);
  expect(first.stderr).toBe("");
  expect(first.status).toBe(0);
});
afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

describe("generate", () => {
  it("gives byte-identical output on a second run and says nothing changed", async () => {
    const before = await readTree(out);
    const again = runCli(["generate", "--wsdl", WSDL, "--out", out]);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/0 added, 0 changed, 0 removed, \d+ unchanged/);
    expect(await readTree(out)).toEqual(before);
  });

  it("writes the same files as the committed generated/ folder", async () => {
    const committed = await readTree(path.join(REPO_ROOT, "generated"));
    const fresh = await readTree(out);
    expect([...fresh.keys()].sort()).toEqual([...committed.keys()].sort());
    for (const [p, content] of fresh) expect(content, p).toBe(committed.get(p));
  });
});

describe("check", () => {
  let copy: string;
  beforeAll(() => {
    copy = path.join(path.dirname(out), "copy");
  });
  const fresh = () => {
    rmSync(copy, { recursive: true, force: true });
    cpSync(out, copy, { recursive: true });
  };
  const firstFile = () => [...readTreeSync(copy)].find((p) => p.endsWith("types.ts"))!;

  it("exits 0 when the files match the contract", () => {
    fresh();
    const r = runCli(["check", "--wsdl", WSDL, "--out", copy]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`${copy} matches`);
  });

  it("exits 1 with a unified diff after a hand edit", () => {
    fresh();
    const file = path.join(copy, firstFile());
    writeFileSync(file, readFileSync(file, "utf8").replace("export", "// edited by hand\nexport"));
    const r = runCli(["check", "--wsdl", WSDL, "--out", copy]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`--- ${copy}/${firstFile()}\ton disk`);
    expect(r.stdout).toContain("-// edited by hand");
    expect(r.stderr).toContain(`changed: ${firstFile()}`);
    expect(r.stderr).toContain("Run `npm run generate` and commit the result.");
  });

  it("exits 1 naming a deleted file as missing", () => {
    fresh();
    const deleted = firstFile();
    unlinkSync(path.join(copy, deleted));
    const r = runCli(["check", "--wsdl", WSDL, "--out", copy]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`missing: ${deleted}`);
  });

  it("exits 1 naming a file that is no longer generated as orphaned", () => {
    fresh();
    writeFileSync(path.join(copy, path.dirname(firstFile()), "stale.ts"), "export {};\n");
    const r = runCli(["check", "--wsdl", WSDL, "--out", copy]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`orphaned: ${path.dirname(firstFile())}/stale.ts`);
  });
});

function readTreeSync(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}
