/** The corpus command's classification of a WSDL's run: on errors generate throws, and on canned vitest results. */
import { describe, expect, it } from "vitest";
import { ContractError } from "../../generator/model/contract-error.ts";
import { TypeCheckError } from "../../generator/check/typecheck.ts";
import {
  classifyError,
  classifyRoundTrip,
  generateOutcome,
  type VitestFile,
} from "../../scripts/corpus/classify.ts";

describe("generate", () => {
  it("a clear error: a ContractError, grouped by its message without names", () => {
    const err = new ContractError(
      "unresolved type tns:Foo in element bar: expected a complexType or simpleType named Foo in namespace urn:x",
      { file: "/corpus/a.wsdl", line: 12, column: 5 },
    );
    expect(classifyError(err)).toEqual({
      class: "clearError",
      line: "/corpus/a.wsdl:12:5: unresolved type tns:Foo in element bar: expected a complexType or simpleType named Foo in namespace urn:x",
      reason:
        "unresolved type … in element … expected a complexType or simpleType named … in namespace …",
    });
  });

  it("a crash: any other error, named by its class", () => {
    expect(
      classifyError(new TypeError("Cannot read properties of undefined (reading 'fields')")),
    ).toEqual({
      class: "crash",
      line: "TypeError: Cannot read properties of undefined (reading 'fields')",
    });
    expect(classifyError("a string")).toEqual({ class: "crash", line: "thrown: a string" });
  });

  it("a crash: a type-check failure, with its first diagnostic", () => {
    const err = new TypeCheckError([
      "x-contract/src/index.ts:5:1 TS2308: Module \"./types.js\" has already exported a member named 'X'.",
    ]);
    expect(classifyError(err)).toEqual({
      class: "crash",
      line: "TypeCheckError: the generated code does not type-check (a generator defect): x-contract/src/index.ts:5:1 TS2308: Module \"./types.js\" has already exported a member named 'X'.",
    });
  });

  describe("strict, then --lenient after a clear error", () => {
    const clear = new ContractError(
      "the imported schema's targetNamespace is urn:a: expected urn:b",
    );
    const defect = new TypeCheckError([
      "x-contract/src/codecs.ts:1:1 TS6133: 'w' is declared but its value is never read.",
    ]);

    it("generated strictly, or only with --lenient", () => {
      expect(generateOutcome(undefined)).toEqual({ outcome: "generated", lenient: false });
      expect(generateOutcome(clear, undefined)).toEqual({ outcome: "generated", lenient: true });
    });

    it("the strict clear error, where --lenient gives one too", () => {
      expect(generateOutcome(clear, new ContractError("another"))).toEqual({
        outcome: classifyError(clear),
        lenient: false,
      });
    });

    it("a crash --lenient reaches, not hidden behind the clear error that called for it", () => {
      expect(generateOutcome(clear, defect)).toEqual({
        outcome: {
          class: "crash",
          line: "with --lenient: TypeCheckError: the generated code does not type-check (a generator defect): x-contract/src/codecs.ts:1:1 TS6133: 'w' is declared but its value is never read.",
        },
        lenient: false,
      });
    });

    it("a strict crash, with no lenient run", () => {
      expect(generateOutcome(defect)).toEqual({ outcome: classifyError(defect), lenient: false });
    });
  });
});

describe("round trip", () => {
  const END = { timedOut: false, limitMs: 60_000, output: "" };
  const file = (
    assertionResults: VitestFile["assertionResults"],
    status = "passed",
    message = "",
  ): VitestFile => ({
    name: "/w/003/out/x-fixtures/test/fixtures.test.ts",
    status,
    message,
    assertionResults,
  });

  it("passed: every test of the fixture test passed", () => {
    expect(
      classifyRoundTrip(
        [file([{ fullName: "get round trip on soap11", status: "passed", failureMessages: [] }])],
        END,
      ),
    ).toEqual({ class: "passed", line: "" });
  });

  it("failed: the first failing test and the first line of its message", () => {
    const failed = file(
      [
        { fullName: "a round trip on soap11", status: "passed", failureMessages: [] },
        {
          fullName: "b round trip on soap12",
          status: "failed",
          failureMessages: [
            "AssertionError: expected { x: 1 } to deeply equal { x: 2 }\n    at ...",
          ],
        },
      ],
      "failed",
    );
    expect(classifyRoundTrip([failed], END)).toEqual({
      class: "roundTripFailed",
      line: "b round trip on soap12: AssertionError: expected { x: 1 } to deeply equal { x: 2 }",
    });
  });

  it("failed: a test file that did not load, or ran no test", () => {
    const broken = file(
      [],
      "failed",
      "Failed to load url x-client (resolved id: x-client)\nDoes the file exist?",
    );
    expect(classifyRoundTrip([broken], END)).toEqual({
      class: "roundTripFailed",
      line: "Failed to load url x-client (resolved id: x-client)",
    });
    expect(classifyRoundTrip([file([])], END)).toEqual({
      class: "roundTripFailed",
      line: "the fixture test ran no test",
    });
  });

  it("failed: the batch ended without the file's result", () => {
    expect(
      classifyRoundTrip([], { ...END, output: "npm warn x\nError: Cannot find module 'vitest'\n" }),
    ).toEqual({ class: "roundTripFailed", line: "Error: Cannot find module 'vitest'" });
  });

  it("a hang: the batch was killed at its limit before the file's result", () => {
    expect(classifyRoundTrip([], { ...END, timedOut: true })).toEqual({
      class: "hang",
      line: "the round trip did not finish within the batch's 60 s",
    });
  });
});
