/**
 * `soapgen openapi` on the School contract and the edge-case scenario: the documents pass an
 * OpenAPI 3.1 validator, every operation's round trip from the committed fixtures (as JSON, by
 * docs/openapi.md) passes the document's request and response schemas, a wrong value does not,
 * and the same contract gives the same text.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUND_TRIPS as SCHOOL_TRIPS } from "../../generated/school-service-fixtures/src/fixtures/index.ts";
import { ROUND_TRIPS as EDGE_TRIPS } from "../scenarios/edge-cases/generated/edge-cases-service-fixtures/src/fixtures/index.ts";
import { openApiDocument, openApiText } from "../../generator/emit/openapi/openapi-document.ts";
import { jsonOf } from "../../templates/runtime/json-values.ts";
import { runCli } from "../support/run-cli.ts";
import {
  DocumentSchemas,
  EDGE_CASES,
  modelOf,
  openApiErrors,
  SCHOOL,
  wrongValue,
} from "./openapi-support.ts";

const CONTRACTS = [
  { name: "School", contract: SCHOOL, trips: SCHOOL_TRIPS },
  { name: "edge cases", contract: EDGE_CASES, trips: EDGE_TRIPS },
];

describe.each(CONTRACTS)("the $name contract's document", ({ contract, trips }) => {
  it("is valid OpenAPI 3.1, one POST /{operation} per operation", async () => {
    const model = await modelOf(contract);
    const document = openApiDocument(model) as { paths: Record<string, object> };
    expect(await openApiErrors(document)).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      model.operations.map((op) => `/${encodeURIComponent(op.name)}`),
    );
    for (const item of Object.values(document.paths)) expect(Object.keys(item)).toEqual(["post"]);
  });

  it("takes every round trip's params and result, as JSON, and refuses a wrong value", async () => {
    const model = await modelOf(contract);
    const schemas = new DocumentSchemas(openApiDocument(model) as never);
    expect(trips.map((t) => t.operation).sort()).toEqual(
      model.operations.map((op) => op.name).sort(),
    );
    for (const trip of trips) {
      const request = schemas.request(trip.operation);
      const params = jsonOf(trip.roundTrip.params) as Record<string, unknown>;
      expect(request(params), `${trip.operation}: ${JSON.stringify(request.errors)}`).toBe(true);
      expect(request(wrongValue(params)), `${trip.operation} params`).toBe(false);
      const entries = Object.entries(params);
      if (entries.length > 0) {
        const [first, value] = entries[0]!;
        expect(
          request({ ...params, [first]: wrongValue(value) }),
          `${trip.operation} ${first}`,
        ).toBe(false);
        const { [first]: _, ...without } = params;
        const op = model.operations.find((o) => o.name === trip.operation)!;
        if (op.input.fields[0]!.minOccurs > 0)
          expect(request(without), `${trip.operation} without ${first}`).toBe(false);
      }

      const response = schemas.response(trip.operation);
      if (!("result" in trip.roundTrip)) {
        expect(response).toBeUndefined();
        continue;
      }
      const result = jsonOf(trip.roundTrip.result) ?? null;
      expect(response!(result), `${trip.operation}: ${JSON.stringify(response!.errors)}`).toBe(
        true,
      );
      expect(response!(wrongValue(result)), `${trip.operation} result`).toBe(false);
    }
  });

  it("describes faults as a JSON body of code, message and detail", async () => {
    const model = await modelOf(contract);
    const schemas = new DocumentSchemas(openApiDocument(model) as never);
    const fault = schemas.fault(model.operations[0]!.name);
    expect(fault({ code: "Server", message: "It broke.", detail: { Reason: "disk" } })).toBe(true);
    expect(fault({ code: "Client", message: "Bad input." })).toBe(true);
    expect(fault({ message: "no code" })).toBe(false);
    const document = openApiDocument(model) as {
      paths: Record<
        string,
        { post: { responses: Record<string, { content: Record<string, { example?: unknown }> }> } }
      >;
    };
    for (const op of model.operations) {
      const example =
        document.paths[`/${encodeURIComponent(op.name)}`]!.post.responses["500"]!.content[
          "application/json"
        ]!.example;
      expect(schemas.fault(op.name)(example), op.name).toBe(true);
    }
  });

  it("is the same text every time", async () => {
    const first = openApiText(await modelOf(contract));
    const again = openApiText(await modelOf(contract));
    expect(again).toBe(first);
    const { components } = JSON.parse(first) as { components: { schemas: object } };
    const names = Object.keys(components.schemas);
    expect(names).toEqual([...names].sort());
  });
});

it("the School document: the AuthHeader is a security scheme of the operations that carry it, examples are the fixtures'", async () => {
  const model = await modelOf(SCHOOL);
  const document = openApiDocument(model) as {
    paths: Record<
      string,
      {
        post: {
          security?: object[];
          requestBody: { content: Record<string, { example: unknown }> };
        };
      }
    >;
    components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  };
  expect(document.components.securitySchemes).toMatchObject({
    AuthHeader: { type: "apiKey", in: "header", name: "X-SOAP-AuthHeader" },
  });
  for (const op of model.operations)
    expect(document.paths[`/${op.name}`]!.post.security).toEqual(
      op.headers.length > 0 ? [{ AuthHeader: [] }] : undefined,
    );
  const trip = SCHOOL_TRIPS.find((t) => t.operation === "eventGetList")!;
  expect(
    document.paths["/eventGetList"]!.post.requestBody.content["application/json"]!.example,
  ).toEqual(jsonOf(trip.roundTrip.params));
});

it("soapgen openapi --out FILE writes the document; without --out it prints it; --server names one", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "soapgen-openapi-"));
  try {
    const out = path.join(dir, "nested", "school.openapi.json");
    const written = runCli(["openapi", "--manifest", SCHOOL.path, "--out", out]);
    expect(written.stderr).toBe("");
    expect(written.status).toBe(0);
    expect(written.stdout).toBe("");
    const printed = runCli(["openapi", "--manifest", SCHOOL.path, "--operations", "eventGet*"]);
    expect(printed.status).toBe(0);
    const sliced = JSON.parse(printed.stdout) as { paths: object; servers?: unknown };
    expect(Object.keys(sliced.paths)).toEqual(["/eventGetList", "/eventGet"]);
    expect(sliced.servers).toBeUndefined();
    const located = runCli([
      "openapi",
      "--manifest",
      SCHOOL.path,
      "--server",
      "https://a.example/s.asmx",
    ]);
    expect(located.status).toBe(0);
    expect(JSON.parse(located.stdout)).toEqual(
      openApiDocument(await modelOf(SCHOOL), { server: "https://a.example/s.asmx" }),
    );
    // Another process writes the same text as this one makes.
    expect(readFileSync(out, "utf8")).toBe(openApiText(await modelOf(SCHOOL)));
    const whole = JSON.parse(readFileSync(out, "utf8")) as { openapi: string; paths: object };
    expect(whole.openapi).toBe("3.1.1");
    expect(Object.keys(whole.paths).length).toBe(SCHOOL_TRIPS.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("names no server unless asked; asked, the one given, after info (the generated server's copy)", async () => {
  const model = await modelOf(SCHOOL);
  expect(openApiDocument(model)).not.toHaveProperty("servers");
  const served = openApiDocument(model, { server: "/api/schoolservice.asmx" });
  expect(Object.keys(served).slice(0, 4)).toEqual(["openapi", "info", "servers", "paths"]);
  expect(served).toEqual({
    ...openApiDocument(model),
    servers: [{ url: "/api/schoolservice.asmx" }],
  });
  expect(await openApiErrors(served)).toEqual([]);
});
