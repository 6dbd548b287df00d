/** Which corpus rows the command runs, which are the target, and the floor CI holds it to. */
import { describe, expect, it } from "vitest";
import { isDistinct, isTarget, readCorpusIndex } from "../../scripts/corpus/corpus-index.ts";
import { floorShortfalls } from "../../scripts/corpus/floor.ts";
import type { CorpusOutcome } from "../../scripts/corpus/report.ts";

const INDEX = [
  "path\tbytes\toperations\tbindings\tstyle\tuse\tdotnet\tdotnet_kind\tnote\tdup_of",
  "a/plain.wsdl\t100\t1\tsoap11\tdocument\tliteral\tn\t-\t-\t-",
  "a/rpc.wsdl\t100\t1\tsoap11\trpc\tliteral\tn\t-\twsdl:import\t-",
  "a/encoded.wsdl\t100\t1\tsoap11\trpc\tencoded\tn\t-\t-\t-",
  "a/doc-encoded.wsdl\t100\t1\tsoap11\tdocument\tencoded\tn\t-\t-\t-",
  "a/broken.wsdl\t100\t1\tsoap11\tdocument\tliteral\tn\t-\tMAY-BE-INVALID: dangling refs\t-",
  "b/copy.wsdl\t100\t1\tsoap11\tdocument\tliteral\tn\t-\t-\ta/plain.wsdl",
  "",
].join("\n");

describe("the corpus index", () => {
  const entries = readCorpusIndex(INDEX);

  it("runs the distinct files; the target is document/literal, rpc/literal and rpc/encoded not marked broken", () => {
    expect(entries.filter(isDistinct).map((e) => [e.path, isTarget(e)])).toEqual([
      ["a/plain.wsdl", true],
      ["a/rpc.wsdl", true],
      ["a/encoded.wsdl", true],
      ["a/doc-encoded.wsdl", false],
      ["a/broken.wsdl", false],
    ]);
  });

  it("refuses an index without the columns it reads", () => {
    expect(() => readCorpusIndex("path\tstyle\n")).toThrow(
      "INDEX.tsv has no column use, bindings, note, dup_of",
    );
  });
});

describe("the floor", () => {
  const outcome = (path: string, cls: CorpusOutcome["class"], target = true): CorpusOutcome => ({
    path,
    target,
    class: cls,
    line: "",
    stage: cls === "passed" || cls === "roundTripFailed" ? "roundTrip" : "generate",
    lenient: false,
    generateMs: 1000,
  });

  it("holds when no file crashed or hung and the target counts reach it", () => {
    const run = [
      outcome("a", "passed"),
      outcome("b", "roundTripFailed"),
      outcome("c", "clearError"),
      outcome("d", "clearError", false),
    ];
    expect(floorShortfalls(run, { targetGenerated: 2, targetPassed: 1 })).toEqual([]);
  });

  it("fails on any crash or hang, and below either count", () => {
    const run = [outcome("a", "passed"), outcome("b", "crash", false), outcome("c", "hang")];
    expect(floorShortfalls(run, { targetGenerated: 2, targetPassed: 2 })).toEqual([
      "2 crash(es) or hang(s): b, c",
      "1 target WSDLs generated, below the floor of 2",
      "1 target WSDLs passed their round trip, below the floor of 2",
    ]);
  });

  it("fails on an OpenAPI document that is not valid, of any file that generated", () => {
    const run = [outcome("a", "passed"), { ...outcome("b", "passed", false), openApiProblem: "x" }];
    expect(floorShortfalls(run, { targetGenerated: 1, targetPassed: 1 })).toEqual([
      "1 invalid OpenAPI document(s): b",
    ]);
  });
});
