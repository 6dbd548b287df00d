/** How `soapgen verify` compares a live result with the recorded one. */
import { describe, expect, it } from "vitest";
import type { Plain } from "../../generator/mock/plain-values.ts";
import { shapeDifferences } from "../../generator/mock/shape-compare.ts";

const recorded = {
  _status: { bln_Success: true, detail: [] },
  _data: [
    { type: "xsd:string", value: "a" },
    { type: "xsd:int", value: 1 },
  ],
};
const none = { exact: [], ignore: [] };

describe("shape comparison", () => {
  it("passes other values of the same types, and lists of another length", () => {
    const live = {
      _status: { bln_Success: false, detail: [] },
      _data: [{ type: "xsd:string", value: "b" }],
    };
    expect(shapeDifferences(recorded, live, none)).toEqual([]);
  });

  it("names a field missing, added, or of another type", () => {
    const live: Plain = {
      _status: { bln_Success: "true", detail: [] },
      _data: [{ type: "xsd:string" }, { type: "xsd:int", value: 1, extra: 2 }],
    };
    expect(shapeDifferences(recorded, live, none)).toEqual([
      "_status.bln_Success: expected a boolean, got a string",
      "_data[0].value: missing, expected a string",
      "_data[1].extra: not in the recorded answer, got a number",
    ]);
  });

  it("compares exact paths by value ([*] any index) and skips ignored ones", () => {
    const live = {
      _status: { bln_Success: false, detail: [] },
      _data: [{ type: "xsd:int", value: "a" }],
    };
    expect(
      shapeDifferences(recorded, live, {
        exact: ["_status.bln_Success", "_data[*].type"],
        ignore: ["_data[0].value"],
      }),
    ).toEqual([
      "_status.bln_Success: expected exactly true, got false",
      '_data[0].type: expected exactly "xsd:string", got "xsd:int"',
    ]);
  });
});
