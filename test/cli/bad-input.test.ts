/**
 * Bad contracts at the command line: one clear line naming what and where, exit code 1, no stack
 * trace unless --verbose, and the output folder left exactly as it was.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, runCli } from "../support/run-cli.ts";

const WSDL_TEXT = readFileSync(path.join(REPO_ROOT, "wsdl/schoolservice.wsdl"), "utf8");
const MANIFEST_TEXT = readFileSync(
  path.join(REPO_ROOT, "wsdl/schoolservice.manifest.yaml"),
  "utf8",
);
let dir: string;
let out: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-bad-"));
  out = path.join(dir, "generated");
  mkdirSync(path.join(out, "kept"), { recursive: true });
  writeFileSync(path.join(out, "kept/file.ts"), "// written before the failed run\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Replaces the first occurrence of `from`, failing loudly if the contract no longer has it. */
function edit(text: string, from: string, to: string): string {
  if (!text.includes(from))
    throw new Error(`fixture: the contract no longer contains ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

const cases: {
  name: string;
  file: string;
  text: () => string;
  flag: "--wsdl" | "--manifest";
  message: RegExp;
}[] = [
  {
    name: "malformed WSDL",
    file: "malformed.wsdl",
    flag: "--wsdl",
    text: () => edit(WSDL_TEXT, "</wsdl:types>", "</wsdl:typez>"),
    message: /^error: .*malformed\.wsdl:\d+:\d+: .+/,
  },
  {
    name: "unresolved type",
    file: "unresolved-type.wsdl",
    flag: "--wsdl",
    text: () => edit(WSDL_TEXT, 'type="tns:cStatus"', 'type="tns:cStatusX"'),
    message: /^error: .*unresolved-type\.wsdl:\d+:\d+: .*cStatusX/,
  },
  {
    name: "unresolved message",
    file: "unresolved-message.wsdl",
    flag: "--wsdl",
    text: () => edit(WSDL_TEXT, 'message="tns:eventGetSoapIn"', 'message="tns:eventGetSoapInX"'),
    message: /^error: .*unresolved-message\.wsdl:\d+:\d+: .*eventGetSoapInX/,
  },
  {
    name: "missing import",
    file: "missing-import.wsdl",
    flag: "--wsdl",
    text: () =>
      edit(
        WSDL_TEXT,
        "<wsdl:types>",
        '<wsdl:import namespace="urn:x" location="nowhere.wsdl" />\n  <wsdl:types>',
      ),
    message: /^error: .*missing-import\.wsdl:\d+:\d+: .*nowhere\.wsdl/,
  },
  {
    name: "duplicate operation",
    file: "duplicate.yaml",
    flag: "--manifest",
    text: () =>
      edit(
        MANIFEST_TEXT,
        "\noperations:\n",
        "\noperations:\n  eventGet:\n    parameters: { EventID: int }\n    result: rtnObject\n",
      ),
    message: /^error: .*duplicate\.yaml:\d+:\d+: .*eventGet/,
  },
  {
    name: "unsupported construct",
    file: "unsupported.wsdl",
    flag: "--wsdl",
    text: () => edit(WSDL_TEXT, '<soap:body use="literal" />', '<soap:body use="encoded" />'),
    message:
      /^error: .*unsupported\.wsdl:\d+:\d+: use="encoded" of the document-style operation \w+ \(document\/encoded/,
  },
  {
    name: "malformed manifest",
    file: "malformed.yaml",
    flag: "--manifest",
    text: () => edit(MANIFEST_TEXT, "operations:", "operations: [\n"),
    message: /^error: .*malformed\.yaml:\d+:\d+: .+/,
  },
];

describe.each(cases)("$name", ({ file, text, flag, message }) => {
  it("prints one located message, exits 1 and writes nothing", () => {
    const contract = path.join(dir, file);
    writeFileSync(contract, text());
    const r = runCli(["generate", flag, contract, "--out", out]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(readdirSync(dir).filter((f) => /\.(staging|old)-/.test(f))).toEqual([]);
    expect(readdirSync(out, { recursive: true }).sort()).toEqual([
      "kept",
      path.join("kept", "file.ts"),
    ]);
    expect(readFileSync(path.join(out, "kept/file.ts"), "utf8")).toBe(
      "// written before the failed run\n",
    );
  });
});

it("prints the stack trace with --verbose", () => {
  const contract = path.join(dir, "verbose.wsdl");
  writeFileSync(contract, edit(WSDL_TEXT, 'type="tns:cStatus"', 'type="tns:cStatusX"'));
  const r = runCli(["generate", "--wsdl", contract, "--out", out, "--verbose"]);
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/^\s+at /m);
});
