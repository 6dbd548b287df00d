/**
 * The XSD constructs the School and edge-case contracts lack, in a contract of their own: an
 * xsi:type family, choices, attributes, simple content, lists, unions, enumerations, facets,
 * 64-bit integers, decimals, binary and nil. The document is valid OpenAPI 3.1; the example of
 * each operation (the fixtures' sample round trip, as JSON) passes its schemas; values the
 * mapping refuses are refused.
 */
import { beforeAll, expect, it } from "vitest";
import { buildServiceModel } from "../../generator/model/build-service-model.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { openApiDocument } from "../../generator/emit/openapi/openapi-document.ts";
import {
  builtin,
  complex,
  field,
  named,
  NS,
  operation,
  simple,
} from "../emit/validators/emit-fragment.ts";
import { DocumentSchemas, openApiErrors } from "./openapi-support.ts";

let model: ServiceModel;
let document: {
  paths: Record<
    string,
    { post: { requestBody: { content: Record<string, { example: unknown }> } } }
  >;
  components: { schemas: Record<string, Record<string, unknown>> };
};
let schemas: DocumentSchemas;

beforeAll(() => {
  model = buildServiceModel({
    file: "constructs.wsdl",
    service: { name: "Constructs", namespace: NS },
    bindings: [
      {
        kind: "soap11",
        address: "https://localhost/constructs.asmx",
        security: { usernameToken: { digest: false }, timestamp: true },
      },
      {
        kind: "soap12",
        address: "https://localhost/constructs.asmx",
        security: { transport: { clientCertificate: true }, timestamp: false },
      },
    ],
    headers: [
      { element: { namespace: NS, local: "Tenant" }, type: builtin("string") },
      { element: { namespace: NS, local: "Trace" }, type: named("Trace") },
    ],
    elements: [],
    types: [
      complex("Shape", [field("id", builtin("long"))], { abstract: true }),
      complex("Circle", [field("radius", builtin("double"))], {
        base: named("Shape"),
        derivation: "extension",
      }),
      complex("Ring", [field("inner", builtin("double"))], {
        base: named("Circle"),
        derivation: "extension",
      }),
      complex(
        "Contact",
        [
          field("name", builtin("string")),
          field("email", builtin("string"), { choice: { group: 0, alternative: 0 } }),
          field("street", builtin("string"), { choice: { group: 0, alternative: 1 } }),
          field("city", builtin("string"), { choice: { group: 0, alternative: 1 } }),
          field("fax", builtin("string"), { choice: { group: 1, alternative: 0 } }),
          field("phone", builtin("string"), { choice: { group: 1, alternative: 1 } }),
        ],
        { choices: [{ required: true }, { required: false }] },
      ),
      complex("Price", [], {
        text: builtin("decimal"),
        attributes: [
          { xmlName: "currency", namespace: "", type: named("Currency"), required: true },
        ],
        anyAttribute: true,
      }),
      {
        kind: "enum",
        name: { namespace: NS, local: "Currency" },
        base: "string",
        values: ["EUR", "USD"],
      },
      simple("Code", "string", { patterns: ["[A-Z]{2}\\d{3}"], maxLength: 5 }),
      simple("Percent", "int", { minInclusive: "0", maxInclusive: "100" }),
      {
        kind: "list",
        name: { namespace: NS, local: "Codes" },
        item: named("Code"),
        facets: { maxLength: 3 },
      },
      {
        kind: "union",
        name: { namespace: NS, local: "CodeOrPercent" },
        members: [named("Code"), named("Percent")],
      },
      complex("Trace", [field("id", builtin("guid"))]),
      complex("DrawError", [field("reason", builtin("string")), field("at", builtin("int"))]),
      complex("Note", [], { mixed: true, anyElements: { minOccurs: 0, maxOccurs: null } }),
      complex("Drawing", [
        field("shapes", named("Shape"), { maxOccurs: null }),
        field("circle", named("Circle")),
        field("contact", named("Contact")),
        field("price", named("Price")),
        field("codes", named("Codes")),
        field("either", named("CodeOrPercent")),
        field("share", named("Percent"), { nillable: true }),
        field("picture", builtin("base64Binary"), { minOccurs: 0 }),
        field("drawn", builtin("dateTime")),
        field("note", named("Note"), { minOccurs: 0 }),
      ]),
    ],
    operations: [
      operation("Draw", [field("drawing", named("Drawing"))], named("Drawing"), {
        headers: [
          { namespace: NS, local: "Tenant" },
          { namespace: NS, local: "Trace" },
        ],
        outputHeaders: [{ namespace: NS, local: "Trace" }],
        faults: [
          {
            name: "DrawFault",
            element: { namespace: NS, local: "DrawError" },
            type: named("DrawError"),
          },
        ],
      }),
    ],
  });
  document = openApiDocument(model) as typeof document;
  schemas = new DocumentSchemas(document as never);
});

it("is valid OpenAPI 3.1", async () => {
  expect(await openApiErrors(document)).toEqual([]);
});

it("the example of the operation passes its request and response schemas", () => {
  const example = document.paths["/Draw"]!.post.requestBody.content["application/json"]!.example;
  const request = schemas.request("Draw");
  expect(request(example), JSON.stringify(request.errors)).toBe(true);
});

const circle = { $type: "Circle", id: "9223372036854775807", radius: 1.5 };
const valid = {
  shapes: [circle, { $type: "Ring", id: "-1", radius: 2, inner: 1 }],
  circle: { id: "1", radius: "INF" },
  contact: { name: "Ann", street: "Main St", city: "Springfield", phone: "555" },
  price: { $value: "12.50", currency: "EUR", $attributes: { "{urn:x}note": "sale" } },
  codes: ["AB123", "CD456"],
  either: 42,
  share: null,
  picture: "AAF/gP7/",
  drawn: "2024-02-29T23:59:59.999Z",
  note: { $text: "see <x/>", $any: ["<x/>"] },
};

it("maps each construct as docs/openapi.md says", () => {
  const request = schemas.request("Draw");
  expect(request({ drawing: valid }), JSON.stringify(request.errors)).toBe(true);
  const wrong: [string, Record<string, unknown>][] = [
    ["a 64-bit integer as a number", { shapes: [{ ...circle, id: 1 }] }],
    ["an abstract type's value without $type", { shapes: [{ id: "1", radius: 1 }] }],
    ["an unknown $type", { shapes: [{ ...circle, $type: "Square" }] }],
    ["a Ring's $type without its field", { shapes: [{ ...circle, $type: "Ring" }] }],
    ["two alternatives of a choice", { contact: { ...valid.contact, email: "a@b.c" } }],
    ["no alternative of a required choice", { contact: { name: "Ann", phone: "555" } }],
    ["both alternatives of an optional choice", { contact: { ...valid.contact, fax: "1" } }],
    ["simple content without $value", { price: { currency: "EUR" } }],
    ["an enumeration's unknown value", { price: { $value: "1", currency: "GBP" } }],
    ["a decimal as a number", { price: { $value: 12.5, currency: "EUR" } }],
    ["a pattern not matched", { codes: ["ab123"] }],
    ["a list longer than its maxLength", { codes: ["AB123", "AB123", "AB123", "AB123"] }],
    ["a bound passed", { share: 101 }],
    ["a union's value of no member", { either: "hello" }],
    ["text that is not base64", { picture: "not base64!" }],
    ["a dateTime that is not RFC 3339", { drawn: "29/02/2024" }],
    ["null for an element that is not nillable", { circle: null }],
    ["mixed text that is not text", { note: { $text: 1 } }],
  ];
  for (const [what, change] of wrong)
    expect(request({ drawing: { ...valid, ...change } }), what).toBe(false);
});

it("a family is a oneOf of its members with a discriminator on $type", () => {
  const family = document.components.schemas.ShapeFamily!;
  expect(family.discriminator).toEqual({
    propertyName: "$type",
    mapping: { Circle: "#/components/schemas/Circle", Ring: "#/components/schemas/Ring" },
  });
  expect((family.oneOf as unknown[]).length).toBe(2);
});

it("a UsernameToken policy is an HTTP basic scheme, a client certificate mutualTLS: one alternative per binding", () => {
  const doc = document as unknown as {
    components: { securitySchemes: object };
    paths: Record<string, { post: { security: object } }>;
  };
  expect(doc.components.securitySchemes).toEqual({
    UsernameToken: expect.objectContaining({ type: "http", scheme: "basic" }),
    ClientCertificate: expect.objectContaining({ type: "mutualTLS" }),
  });
  expect(doc.paths["/Draw"]!.post.security).toEqual([
    { UsernameToken: [] },
    { ClientCertificate: [] },
  ]);
});

it("SOAP headers are HTTP headers of JSON; a declared fault is named by `fault`, its detail typed", () => {
  const post = (
    document as unknown as {
      paths: Record<
        string,
        { post: { parameters: object[]; responses: Record<string, { headers?: object }> } }
      >;
    }
  ).paths["/Draw"]!.post;
  expect(post.parameters).toEqual([
    expect.objectContaining({ name: "X-SOAP-Tenant", in: "header" }),
    expect.objectContaining({ name: "X-SOAP-Trace", in: "header" }),
  ]);
  expect(Object.keys(post.responses["200"]!.headers!)).toEqual(["X-SOAP-Trace"]);
  const fault = schemas.fault("Draw");
  expect(
    fault({ fault: "DrawFault", code: "Server", message: "no", detail: { reason: "ink", at: 3 } }),
  ).toBe(true);
  expect(
    fault({
      fault: "DrawFault",
      code: "Server",
      message: "no",
      detail: { reason: "ink", at: "3" },
    }),
  ).toBe(false);
  expect(fault({ code: "Server", message: "no", detail: { anything: ["as", "XML"] } })).toBe(true);
  expect(fault({ fault: "OtherFault", code: "Server", message: "no" })).toBe(false);
});
