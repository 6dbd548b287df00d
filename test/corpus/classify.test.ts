/** The corpus command's classification of a WSDL's run, on canned process outputs. */
import { describe, expect, it } from "vitest";
import { classifyGenerate, classifyRoundTrip, type VitestReport } from "../../scripts/corpus/classify.ts";
import type { ProcessResult } from "../../scripts/corpus/run-process.ts";

const run = (r: Partial<ProcessResult>): ProcessResult => ({ code: 1, signal: null, stdout: "", stderr: "", timedOut: false, ms: 1200, ...r });
const LIMIT = 10_000;

describe("generate", () => {
  it("generated: exit 0", () => {
    expect(classifyGenerate(run({ code: 0, stdout: "out: 40 added, 0 changed, 0 removed, 0 unchanged\n" }), LIMIT)).toBe("generated");
  });

  it("a clear error: a ContractError, grouped by its message without names", () => {
    const stderr = [
      "error: /corpus/a.wsdl:12:5: unresolved type tns:Foo in element bar: expected a complexType or simpleType named Foo in namespace urn:x",
      "ContractError: /corpus/a.wsdl:12:5: unresolved type tns:Foo in element bar: expected a complexType or simpleType named Foo in namespace urn:x",
      "    at unresolved (/work/main/generator/parse/wsdl/unsupported.ts:10:10)",
    ].join("\n");
    expect(classifyGenerate(run({ stderr }), LIMIT)).toEqual({
      class: "clearError",
      line: "/corpus/a.wsdl:12:5: unresolved type tns:Foo in element bar: expected a complexType or simpleType named Foo in namespace urn:x",
      reason: "unresolved type … in element … expected a complexType or simpleType named … in namespace …",
    });
  });

  it("a crash: any other error, named by its class", () => {
    const stderr = ["error: Cannot read properties of undefined (reading 'fields')", "TypeError: Cannot read properties of undefined (reading 'fields')", "    at x (y.ts:1:1)"].join("\n");
    expect(classifyGenerate(run({ stderr }), LIMIT)).toEqual({ class: "crash", line: "TypeError: Cannot read properties of undefined (reading 'fields')" });
  });

  it("a crash: a type-check failure, with its first diagnostic", () => {
    const stderr = [
      "error: the generated code does not type-check (a generator defect):",
      "x-contract/src/index.ts:5:1 TS2308: Module \"./types.js\" has already exported a member named 'X'.",
      "TypeCheckError: the generated code does not type-check (a generator defect):",
      "x-contract/src/index.ts:5:1 TS2308: Module \"./types.js\" has already exported a member named 'X'.",
      "    at typeCheck (typecheck.ts:1:1)",
    ].join("\n");
    expect(classifyGenerate(run({ stderr }), LIMIT)).toEqual({
      class: "crash",
      line: "TypeCheckError: the generated code does not type-check (a generator defect): x-contract/src/index.ts:5:1 TS2308: Module \"./types.js\" has already exported a member named 'X'.",
    });
  });

  it("a crash: no error line at all", () => {
    expect(classifyGenerate(run({ stderr: "\nFATAL ERROR: Reached heap limit\n" }), LIMIT)).toEqual({ class: "crash", line: "FATAL ERROR: Reached heap limit" });
    expect(classifyGenerate(run({ code: null, signal: "SIGSEGV" }), LIMIT)).toEqual({ class: "crash", line: "killed by SIGSEGV" });
  });

  it("a hang: killed at the limit", () => {
    expect(classifyGenerate(run({ timedOut: true, code: null, signal: "SIGKILL" }), LIMIT)).toEqual({ class: "hang", line: "generate did not finish within 10 s" });
  });
});

describe("round trip", () => {
  const report = (results: VitestReport["testResults"]): VitestReport => ({
    numTotalTests: results.reduce((n, f) => n + f.assertionResults.length, 0),
    testResults: results,
  });
  const file = (assertionResults: VitestReport["testResults"][number]["assertionResults"], status = "passed", message = "") => ({ name: "fixtures.test.ts", status, message, assertionResults });

  it("passed: every test of the fixture test passed", () => {
    const ok = report([file([{ fullName: "get round trip on soap11", status: "passed", failureMessages: [] }])]);
    expect(classifyRoundTrip(run({ code: 0 }), ok, 60_000)).toEqual({ class: "passed", line: "" });
  });

  it("failed: the first failing test and the first line of its message", () => {
    const failed = report([
      file(
        [
          { fullName: "a round trip on soap11", status: "passed", failureMessages: [] },
          { fullName: "b round trip on soap12", status: "failed", failureMessages: ["AssertionError: expected { x: 1 } to deeply equal { x: 2 }\n    at ..."] },
        ],
        "failed",
      ),
    ]);
    expect(classifyRoundTrip(run({ code: 1 }), failed, 60_000)).toEqual({ class: "roundTripFailed", line: "b round trip on soap12: AssertionError: expected { x: 1 } to deeply equal { x: 2 }" });
  });

  it("failed: a test file that did not load", () => {
    const broken = report([file([], "failed", "Failed to load url x-client (resolved id: x-client)\nDoes the file exist?")]);
    expect(classifyRoundTrip(run({ code: 1 }), broken, 60_000)).toEqual({ class: "roundTripFailed", line: "Failed to load url x-client (resolved id: x-client)" });
  });

  it("failed: no report, or no test run", () => {
    expect(classifyRoundTrip(run({ code: 1, stderr: "Error: Cannot find module 'vitest'\n" }), undefined, 60_000)).toEqual({ class: "roundTripFailed", line: "Error: Cannot find module 'vitest'" });
    expect(classifyRoundTrip(run({ code: 1 }), report([]), 60_000)).toEqual({ class: "roundTripFailed", line: "the fixture test ran no test" });
  });

  it("a hang: killed at the limit", () => {
    expect(classifyRoundTrip(run({ timedOut: true }), undefined, 60_000)).toEqual({ class: "hang", line: "the round trip did not finish within 60 s" });
  });
});
