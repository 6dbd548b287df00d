/** The round trip of every operation in the fixtures package: its data, module names and index. */
import { describe, expect, it } from "vitest";
import { emitFixturesPackage } from "../../generator/emit/fixtures/emit-fixtures-package.ts";
import { fixtureFileNames } from "../../generator/emit/fixtures/fixture-file-names.ts";
import { fixtureGap } from "../../generator/emit/fixtures/operation-fixture.ts";
import { roundTrip } from "../../generator/emit/fixtures/round-trip-fixture.ts";
import { SampleValues } from "../../generator/emit/fixtures/sample-values.ts";
import { ContractError } from "../../generator/model/contract-error.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { complex, field, modelOf, operation, ref, simple, xsd } from "./sample-model.ts";
import { emitScope } from "../../generator/emit/emit-scope.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";

const fixturesOf = (model: ServiceModel) =>
  emitFixturesPackage(model, emitScope(model, loadEmitContext()));

const point = complex("Point", {
  fields: [field("x", xsd("int")), field("y", xsd("int"), { minOccurs: 0 })],
});
const model = modelOf([point]);
const samples = new SampleValues(model);

describe("the round trip of an operation", () => {
  it("has the parameters, and no result when the operation is one-way or answers nothing", () => {
    const params = [
      field("at", ref("Point")),
      field("tags", xsd("string"), { minOccurs: 0, maxOccurs: null }),
    ];
    const expected = {
      at: { x: 2147483647, y: 2147483647 },
      tags: ["sample & <text>", "sample & <text>"],
    };
    expect(roundTrip(samples, operation("notify", params))).toEqual({ params: expected });
    expect(roundTrip(samples, operation("ping", [], []))).toEqual({ params: {} });
  });

  it("resolves to the single result field's value, or to an object of the result fields", () => {
    expect(
      roundTrip(
        samples,
        operation("get", [field("id", xsd("long"))], [field("getResult", ref("Point"))]),
      ),
    ).toEqual({
      params: { id: -9223372036854775808n },
      result: { x: 2147483647, y: 2147483647 },
    });
    expect(
      roundTrip(
        samples,
        operation("swap", [], [field("a", xsd("boolean")), field("b", xsd("date"))]),
      ),
    ).toEqual({
      params: {},
      result: { a: true, b: "2024-02-29" },
    });
  });
});

describe("fixture module names", () => {
  it("are the operation names, numbered where names differ only in case", () => {
    const ops = [
      operation("getItem", []),
      operation("GetItem", []),
      operation("GETITEM", []),
      operation("other", []),
    ];
    expect([...fixtureFileNames(ops)].map(([op, name]) => [op.name, name])).toEqual([
      ["GETITEM", "GETITEM"],
      ["GetItem", "GetItem-2"],
      ["getItem", "getItem-3"],
      ["other", "other"],
    ]);
  });
});

describe("the fixtures package", () => {
  const ops = [
    operation("getPoint", [field("id", xsd("int"))], [field("getPointResult", ref("Point"))]),
    operation("GetPoint", [field("at", ref("Point"))], []),
  ];
  const files = fixturesOf(modelOf([point], ops));
  const file = (path: string) => files.find((f) => f.path === `t-fixtures/${path}`)?.content;

  it("has wire fixtures only for operations shaped as ASMX publishes them", () => {
    expect(fixtureGap(modelOf([point], ops), ops[0]!)).toBeNull();
    expect(fixtureGap(modelOf([point], ops), ops[1]!)).toBe(
      "its response is not one result element in a wrapper",
    );
    expect(
      fixtureGap(model, {
        ...ops[0]!,
        input: { ...ops[0]!.input, fields: [field("at", ref("Point"))] },
      }),
    ).toBe("parameters at are not strings, ints, booleans, dateTimes or enumerations");
    expect(fixtureGap(model, { ...ops[0]!, style: "rpc" })).toBe(
      "its request is not a document/literal wrapper",
    );
  });

  it("gives every operation a module with its round trip, under a name no other module's differs from in case only", () => {
    // Laid out as the formatter lays them out (emit/code/print-data-module.ts).
    expect(file("src/fixtures/GetPoint.ts")).toContain(
      'export const GetPointFixture: RoundTripFixture = {\n  operation: "GetPoint",\n  method: "GetPoint",\n  bindings: ["soap11"],\n  roundTrip: { params: { at: { x: 2147483647, y: 2147483647 } } },\n};',
    );
    expect(file("src/fixtures/getPoint-2.ts")).toContain(
      "export const getPointFixture: OperationFixture = {\n",
    );
    expect(file("src/fixtures/getPoint-2.ts")).toContain(
      '  bindings: ["soap11"],\n  roundTrip: { params: { id: 2147483647 }, result: { x: 2147483647, y: 2147483647 } },\n};',
    );
    expect(file("src/fixtures/index.ts")).toContain(
      "export const FIXTURES: readonly OperationFixture[] = [getPointFixture];",
    );
    expect(file("src/fixtures/index.ts")).toContain(
      "export const ROUND_TRIPS: readonly RoundTripFixture[] = [GetPointFixture, getPointFixture];",
    );
    expect(file("src/fixtures/index.ts")).toContain(
      'import { getPointFixture } from "./getPoint-2.js";',
    );
  });

  it("exports an operation named as a fixture type under another name", () => {
    const named = fixturesOf(modelOf([], [operation("Operation", []), operation("RoundTrip", [])]));
    const index = named.find((f) => f.path === "t-fixtures/src/fixtures/index.ts")!.content;
    expect(index).toContain('import { Operation_Fixture } from "./Operation.js";');
    expect(index).toContain(
      "export const ROUND_TRIPS: readonly RoundTripFixture[] = [Operation_Fixture, RoundTrip_Fixture];",
    );
  });

  it("names the operation and the type when no sample value can be made", () => {
    const bad = simple("Code", "string", { patterns: ["[a-z]{3}"], length: 2 });
    const op = operation("send", [field("code", ref("Code"))]);
    expect(() => fixturesOf(modelOf([bad], [op]))).toThrow(
      new ContractError(
        'operation send: cannot make a sample value of simple type Code (a restriction of xsd:string): no value found that meets pattern "[a-z]{3}", length 2',
      ),
    );
  });
});

describe("the parameters of a body with a choice", () => {
  it("hold its first alternative only", () => {
    const op = operation("find", [
      field("id", xsd("int"), { choice: { group: 0, alternative: 0 } }),
      field("name", xsd("string"), { choice: { group: 0, alternative: 1 } }),
    ]);
    expect(roundTrip(samples, op)).toEqual({ params: { id: 2147483647 } });
  });
});
