/**
 * The contract runtime's JSON reading (json-values.ts) is the reverse of `jsonOf`, led by the
 * contract's codecs: every fixture's parameters and result of the School and edge-case contracts
 * come back as they were from their JSON, read by that contract's own runtime (its codecs and its
 * reading must be one copy). A value that does not fit its type is left as it came, for the
 * validators to name; a property named `__proto__` stays a property. The constructs whose JSON
 * differs from their value are proven through the server's JSON face (server/json-face.test.ts).
 */
import { expect, it } from "vitest";
import { FIXTURES as SCHOOL_FIXTURES } from "../../generated/school-service-fixtures/src/fixtures/index.ts";
import { operations as SCHOOL_OPERATIONS } from "../../generated/school-service-contract/src/operations.ts";
import * as SCHOOL_JSON from "../../generated/school-service-contract/src/runtime/json-values.ts";
import {
  FIXTURES as EDGE_FIXTURES,
  ROUND_TRIPS as EDGE_ROUND_TRIPS,
} from "../scenarios/edge-cases/generated/edge-cases-service-fixtures/src/fixtures/index.ts";
import { operations as EDGE_OPERATIONS } from "../scenarios/edge-cases/generated/edge-cases-service-contract/src/operations.ts";
import * as EDGE_JSON from "../scenarios/edge-cases/generated/edge-cases-service-contract/src/runtime/json-values.ts";

/** A generated contract's operations and its runtime's JSON reading (each contract's own copy). */
interface Contract {
  operations: Readonly<Record<string, Operation>>;
  json: {
    JsonValues: new () => { fields(fields: readonly never[], json: unknown): unknown };
    jsonOf(value: unknown): unknown;
  };
}
interface Operation {
  name: string;
  input: { fields: readonly unknown[] };
}

const SCHOOL: Contract = { operations: SCHOOL_OPERATIONS, json: SCHOOL_JSON };
const EDGE: Contract = { operations: EDGE_OPERATIONS, json: EDGE_JSON };

function operationOf(contract: Contract, name: string): Operation {
  const op = Object.values(contract.operations).find((o) => o.name === name);
  if (!op) throw new Error(`no operation ${name}`);
  return op;
}

function paramsBack(contract: Contract, operation: string, params: unknown): unknown {
  const { json } = contract;
  return new json.JsonValues().fields(
    operationOf(contract, operation).input.fields as never[],
    json.jsonOf(params),
  );
}

it.each([
  ["School", SCHOOL, SCHOOL_FIXTURES],
  ["edge-case", EDGE, [...EDGE_FIXTURES, ...EDGE_ROUND_TRIPS]],
] as const)("gives back every %s fixture's parameters from their JSON", (_, contract, fixtures) => {
  expect(fixtures.length).toBeGreaterThan(0);
  for (const f of fixtures)
    expect(paramsBack(contract, f.operation, f.roundTrip.params)).toEqual(f.roundTrip.params);
});

it("leaves a value that does not fit its type as it came, and unknown properties too", () => {
  const json = { ID: "1.5", SDate: "yesterday", extra: { "2": 2 } };
  expect(paramsBack(SCHOOL, "athleticScheduleDateRangeGetList", json)).toEqual(json);
});

it("keeps a property named __proto__ a property", () => {
  const back = paramsBack(SCHOOL, "eventGet", JSON.parse('{"__proto__":{"polluted":1}}')) as object;
  expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  expect(Object.hasOwn(back, "__proto__")).toBe(true);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
