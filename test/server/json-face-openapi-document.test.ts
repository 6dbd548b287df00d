/**
 * The OpenAPI document the generated server serves at `GET <endpoint>?openapi` when its JSON face
 * is on: the emitter's document of the contract, naming the endpoint as its server and without
 * the examples, byte for byte (the package's `openapi.json`); matched case-insensitively as `?WSDL` is; a 404 with the face
 * off; readable by a page on another origin the `cors` option allows; linked from the service
 * page; and enough for a client that knows nothing else: fetched, parsed, its server resolved
 * against its URL, the example `soapgen openapi` prints sent to its path through openapi-fetch.
 */
import createClient from "openapi-fetch";
import {
  DEMO_CREDENTIALS,
  demoImplementation,
  demoServerOptions,
  listen,
} from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument, openApiText } from "../../generator/emit/openapi/openapi-document.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { publishedOpenApi } from "../../generated/school-service-server/src/runtime/service-description.ts";
import { withProvenance } from "../../generator/emit/provenance.ts";
import { soapAnswer } from "../gateway/support/gateway-client.ts";
import { DocumentSchemas, modelOf, openApiErrors, SCHOOL } from "../openapi/openapi-support.ts";

const APP = "https://app.example.org";
const AUTH = { ...DEMO_CREDENTIALS } as Record<string, string>;

type Running = { url: string; close(): Promise<void> };
let model: ServiceModel;
let withJson: Running;
let withoutJson: Running;
beforeAll(async () => {
  model = await modelOf(SCHOOL);
  withJson = await listen(demoImplementation, {
    ...demoServerOptions,
    json: { enabled: true },
    cors: { origins: [APP] },
    port: 0,
  });
  withoutJson = await listen(demoImplementation, { ...demoServerOptions, port: 0 });
});
afterAll(async () => {
  await withJson?.close();
  await withoutJson?.close();
});

describe("GET <endpoint>?openapi", () => {
  it("answers the emitter's document of the contract, naming the endpoint as its server, without the examples", async () => {
    const res = await fetch(`${withJson.url}?openapi`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const text = await res.text();
    expect(text).toBe(openApiText(model, { server: "/api/schoolservice.asmx", examples: false }));
    // What `soapgen openapi` prints without its examples, and the server besides.
    const { servers, ...printed } = JSON.parse(text) as { servers: unknown };
    expect(servers).toEqual([{ url: "/api/schoolservice.asmx" }]);
    expect(printed).toEqual(openApiDocument(model, { examples: false }));
    expect(text).not.toContain('"example"');
    expect(await openApiErrors(JSON.parse(text) as object)).toEqual([]);
  });

  it("matches the query case-insensitively, as ?WSDL", async () => {
    const expected = await (await fetch(`${withJson.url}?openapi`)).text();
    for (const query of ["OpenAPI", "OPENAPI"]) {
      const res = await fetch(`${withJson.url}?${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(expected);
    }
  });

  it("is a 404 with a reason in words when the JSON face is off", async () => {
    const res = await fetch(`${withoutJson.url}?openapi`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe("This service publishes no OpenAPI document.");
  });

  it("lets a page on an allowed origin read it, and no other", async () => {
    const allowed = await fetch(`${withJson.url}?openapi`, { headers: { Origin: APP } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(APP);
    const other = await fetch(`${withJson.url}?openapi`, {
      headers: { Origin: "https://elsewhere.example.org" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

it("is the package's openapi.json without the generated-file key, whatever the contract's path holds", () => {
  const document = '{\n  "openapi": "3.1.1",\n  "info": {\n    "title": "T"\n  }\n}\n';
  for (const contract of ["wsdl/t.wsdl", 'we\\ird "path".wsdl']) {
    const file = withProvenance({ path: "t-server/openapi.json", content: document }, contract);
    expect(file.content).toContain('"$generated"');
    expect(publishedOpenApi(file.content)).toBe(document);
  }
  // A document without the key is left as it is.
  expect(publishedOpenApi(document)).toBe(document);
});

it("is linked from the service page only when the JSON face is on", async () => {
  // Both servers serve one service definition, whose pages are rendered once a process: per face.
  const page = await (await fetch(withJson.url)).text();
  expect(page).toContain('<a href="?openapi">the OpenAPI document</a>');
  expect(page).toContain("<code>POST /api/schoolservice.asmx/{operation}</code>");
  expect(await (await fetch(withoutJson.url)).text()).not.toContain("?openapi");
});

it("is all a client needs: its server and path, with the example soapgen openapi prints, make a call that answers what SOAP does", async () => {
  const documentUrl = `${withJson.url}?openapi`;
  const document = (await (await fetch(documentUrl)).json()) as {
    servers: { url: string }[];
    paths: Record<string, { post: OpenApiPost }>;
  };
  // A relative server URL is relative to the document's own (OpenAPI 3.1, 4.6).
  const baseUrl = new URL(document.servers[0]!.url, documentUrl).href;
  expect(baseUrl).toBe(withJson.url);
  const [path] = Object.entries(document.paths).find(([, i]) => i.post.operationId === "eventGet")!;
  const printed = openApiDocument(model) as unknown as {
    paths: Record<string, { post: OpenApiPost }>;
  };
  const example = printed.paths[path]!.post.requestBody.content["application/json"].example;
  const client = createClient<Record<string, never>>({ baseUrl });
  const post = client.POST as unknown as (
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; response: Response }>;
  const { data, response } = await post(path, {
    body: example,
    headers: { "X-SOAP-AuthHeader": JSON.stringify(AUTH) },
  });
  expect(response.status).toBe(200);
  const schemas = new DocumentSchemas(document as never);
  const valid = schemas.response("eventGet")!;
  expect(valid(data), JSON.stringify(valid.errors)).toBe(true);
  expect(data).toEqual(
    await soapAnswer(withJson.url, "eventGet", example as Record<string, unknown>, AUTH),
  );
});

interface OpenApiPost {
  operationId: string;
  requestBody: { content: { "application/json": { example: unknown } } };
}
