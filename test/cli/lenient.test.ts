/**
 * --lenient at the command line (and `"lenient": true` in the project file): a broken contract
 * that is an error by default is read with one `warning: file:line:column: ...` line on stderr per
 * problem, and the packages are generated.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asmxWsdl, edit, positionOf, TNS } from "../parse/wsdl/asmx-fixture.ts";
import { runCli } from "../support/run-cli.ts";

let dir: string;
let contract: string;
/** The problem of the broken contract, named by `file` as the command names it. */
let problem: (file: string) => string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-lenient-"));
  contract = path.join(dir, "broken.wsdl");
  // A header naming a message there is not (marketo.wsdl of node-soap's tests): --lenient leaves it out.
  const text = edit(
    asmxWsdl({ ports: ["soap11"], operations: [{ name: "ping", authHeader: true }] }),
    'message="tns:pingAuthHeader" part=',
    'message="tns:Nope" part=',
  );
  writeFileSync(contract, text);
  const { line, column } = positionOf(text, '<soap:header message="tns:Nope"');
  problem = (file) =>
    `${file}:${line}:${column}: unresolved message tns:Nope in the header of operation ping: expected a wsdl:message named Nope in namespace ${TNS}`;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("--lenient", () => {
  it("is off by default: the problem is the one-line error", () => {
    const r = runCli(["inspect", "--wsdl", contract]);
    expect([r.status, r.stdout, r.stderr]).toEqual([1, "", `error: ${problem(contract)}\n`]);
  });

  it("prints the problem as a warning on stderr, saying what was assumed, and generates", () => {
    const out = path.join(dir, "out");
    const r = runCli([
      "generate",
      "--wsdl",
      contract,
      "--out",
      out,
      "--no-implementation",
      "--lenient",
    ]);
    expect(r.stderr).toBe(`warning: ${problem(contract)}: the header is left out (--lenient)\n`);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^.+: \d+ added, 0 changed, 0 removed, 0 unchanged\n$/);
    expect(readdirSync(out).length).toBeGreaterThan(0);
  }, 120_000);

  it("prints what it read past before a problem it cannot read past", () => {
    const portless = path.join(dir, "portless.wsdl");
    const text = edit(
      asmxWsdl({ ports: ["soap11"] }),
      '<wsdl:port name="TestServiceSoap" binding="tns:TestServiceSoap">',
      '<wsdl:port name="TestServiceSoap">',
    );
    writeFileSync(portless, text);
    const port = positionOf(text, "<wsdl:port ");
    const service = positionOf(text, "<wsdl:service ");
    const r = runCli(["inspect", "--wsdl", portless, "--lenient"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `warning: ${portless}:${port.line}:${port.column}: <wsdl:port> needs a binding attribute: the port is left out (--lenient)\n` +
        `error: ${portless}:${service.line}:${service.column}: the service has no SOAP port: expected a port whose binding has soap:binding or soap12:binding (operations are read from its messages)\n`,
    );
  });

  it("may be set in the project file", () => {
    writeFileSync(
      path.join(dir, "soapgen.config.json"),
      JSON.stringify({ contract: "broken.wsdl", implementation: null, lenient: true }),
    );
    const r = runCli(["inspect"], dir);
    expect(r.stderr).toBe(
      `warning: ${problem("broken.wsdl")}: the header is left out (--lenient)\n`,
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("ping");
  });
});
