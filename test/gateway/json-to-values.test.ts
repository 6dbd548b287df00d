/**
 * json-to-values.ts is the reverse of toJsonValue, led by the model: every fixture's parameters of
 * the School and edge-case contracts, and a value of every construct that changes in JSON (64-bit
 * and unbounded integers, doubles' NaN and infinities, dates, bytes, xsi:type families, lists,
 * unions, simpleContent, anyType items), come back as they were from their JSON. A value that
 * does not fit its type is left as it came, for the validators to name; faults map as
 * docs/openapi.md says.
 */
import { expect, it } from "vitest";
import { FIXTURES as SCHOOL_FIXTURES } from "../../generated/school-service-fixtures/src/fixtures/index.ts";
import {
  FIXTURES as EDGE_FIXTURES,
  ROUND_TRIPS as EDGE_ROUND_TRIPS,
} from "../scenarios/edge-cases/generated/edge-cases-service-fixtures/src/fixtures/index.ts";
import { toJsonValue } from "../../generator/emit/openapi/json-value.ts";
import { faultAnswer } from "../../generator/gateway/json-answers.ts";
import { JsonToValues } from "../../generator/gateway/json-to-values.ts";
import { buildServiceModel } from "../../generator/model/build-service-model.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { builtin, complex, field, named, NS, operation } from "../emit/validators/emit-fragment.ts";
import { EDGE_CASES, modelOf, SCHOOL } from "../openapi/openapi-support.ts";

function paramsBack(model: ServiceModel, opName: string, params: unknown): unknown {
  const op = model.operations.find((o) => o.name === opName)!;
  return new JsonToValues(model).fields(op.input.fields, toJsonValue(params));
}

it.each([
  ["School", SCHOOL, SCHOOL_FIXTURES],
  ["edge-case", EDGE_CASES, [...EDGE_FIXTURES, ...EDGE_ROUND_TRIPS]],
] as const)(
  "gives back every %s fixture's parameters from their JSON",
  async (_, contract, fixtures) => {
    const model = await modelOf(contract);
    expect(fixtures.length).toBeGreaterThan(0);
    for (const f of fixtures)
      expect(paramsBack(model, f.operation, f.roundTrip.params)).toEqual(f.roundTrip.params);
  },
);

const CONSTRUCTS = buildServiceModel({
  file: "constructs.wsdl",
  service: { name: "Constructs", namespace: NS },
  bindings: [{ kind: "soap11", address: "https://localhost/constructs.asmx" }],
  headers: [],
  elements: [],
  types: [
    complex("Shape", [field("id", builtin("long"))], { abstract: true }),
    complex("Circle", [field("radius", builtin("double"))], {
      base: named("Shape"),
      derivation: "extension",
    }),
    complex("Price", [], { text: builtin("unsignedLong") }),
    { kind: "list", name: { namespace: NS, local: "Sizes" }, item: builtin("integer"), facets: {} },
    {
      kind: "union",
      name: { namespace: NS, local: "WhenOrCode" },
      members: [builtin("dateTime"), builtin("string")],
    },
    complex("ArrayOfDouble", [field("double", builtin("double"), { maxOccurs: null })]),
    complex("Drawing", [
      field("shapes", named("Shape"), { maxOccurs: null }),
      field("price", named("Price")),
      field("sizes", named("Sizes")),
      field("when", named("WhenOrCode")),
      field("code", named("WhenOrCode")),
      field("ratios", named("ArrayOfDouble")),
      field("share", builtin("float"), { nillable: true }),
      field("picture", builtin("base64Binary"), { minOccurs: 0 }),
      field("hex", builtin("hexBinary")),
      field("drawn", builtin("dateTime")),
      field("items", builtin("anyType"), { maxOccurs: null }),
    ]),
  ],
  operations: [operation("Draw", [field("drawing", named("Drawing"))], named("Drawing"))],
});

const DRAWING = {
  shapes: [{ $type: "Circle", id: -(2n ** 63n), radius: Number.NaN }],
  price: { $value: 2n ** 64n - 1n },
  sizes: [1n, -123456789012345678901234567890n],
  when: new Date("+010000-01-01T00:00:00Z"),
  code: "AB123",
  ratios: [Infinity, -Infinity, 0.5],
  share: null,
  picture: new Uint8Array([0, 1, 127, 128, 254, 255]),
  hex: new Uint8Array([222, 173, 190, 239]),
  drawn: new Date("2024-02-29T23:59:59.999Z"),
  items: [
    { type: "xsd:long", value: 5n },
    { type: "xsd:dateTime", value: new Date("2024-05-01T00:00:00Z"), text: "2024-05-01T00:00:00" },
    { type: "Circle", value: { id: 7n, radius: 1.5 } },
    { type: "unknown", xsiType: "x:Thing", xsiTypeNamespace: "urn:x", value: { a: "1" } },
  ],
};

it("gives back a value of every construct that changes in JSON", () => {
  expect(paramsBack(CONSTRUCTS, "Draw", { drawing: DRAWING })).toEqual({ drawing: DRAWING });
});

it("leaves a value that does not fit its type as it came, and unknown properties too", () => {
  const json = {
    drawing: {
      shapes: [{ $type: "Circle", id: "1.5", radius: "fast" }],
      drawn: "yesterday",
      picture: "not base64!",
      extra: { "2": 2 },
    },
  };
  expect(paramsBack(CONSTRUCTS, "Draw", json)).toEqual(json);
});

it("keeps a property named __proto__ a property", () => {
  const back = paramsBack(CONSTRUCTS, "Draw", JSON.parse('{"__proto__":{"polluted":1}}')) as object;
  expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  expect(Object.hasOwn(back, "__proto__")).toBe(true);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it("maps a fault's code to its status, and a declared fault's detail to its JSON", () => {
  const fault = (local: string, declared?: { name: string; value: unknown }) =>
    Object.assign(new Error(local), {
      codeName: { local },
      reason: "why",
      actor: undefined,
      detail: undefined,
      declared,
    });
  expect(faultAnswer(fault("Client")).status).toBe(400);
  expect(faultAnswer(fault("Sender")).status).toBe(400);
  expect(faultAnswer(fault("Receiver")).status).toBe(500);
  expect(faultAnswer(fault("OrderNotFound"))).toEqual({
    status: 500,
    body: { code: "OrderNotFound", message: "why" },
  });
  expect(faultAnswer(fault("Server", { name: "DrawFault", value: { at: 1n } })).body).toEqual({
    code: "Server",
    message: "why",
    fault: "DrawFault",
    detail: { at: "1" },
  });
});
