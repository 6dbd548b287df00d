/**
 * Every operation on every binding, against the shipped demo implementation: raw HTTP requests as
 * ASMX clients send them, checking status, content type, the envelope's wrapping and the `_data`
 * items (the demo echoes the parameters it was handed, so each binding's reading shows too).
 */
import { DEMO_CREDENTIALS, demoAuthenticate, demoImplementation } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import { send, type RawResponse } from "./support/raw-http.ts";
import { CALLS, codecOf, formOf } from "./support/sample-calls.ts";
import {
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "./support/start.ts";

const AUTH_HEADER = `<AuthHeader xmlns="${NS}"><Schoolname>${DEMO_CREDENTIALS.Schoolname}</Schoolname><Username>${DEMO_CREDENTIALS.Username}</Username><Password>${DEMO_CREDENTIALS.Password}</Password></AuthHeader>`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer(demoImplementation, { authenticate: demoAuthenticate });
});
afterAll(() => server.close());

/** The `_data` items: the echo's text and the xsi:types of the ones after it. */
function dataOf(body: string): { echo: string; types: string[] } {
  const types = [...body.matchAll(/<anyType xsi:type="([^"]+)"/g)].map((m) => m[1]!);
  const echo = /<anyType xsi:type="xsd:string">([^<]*)<\/anyType>/.exec(body)?.[1] ?? "";
  return { echo, types: types.slice(1) };
}

function expectItems(name: string, res: RawResponse): void {
  const call = CALLS[name]!;
  const echo = (call.echo === "" ? name : `${name}: ${call.echo}`)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
  expect(dataOf(res.body)).toEqual({ echo, types: call.items });
}

it("covers the 20 operations", () => {
  expect(Object.keys(CALLS)).toEqual(SCHOOL_OPERATIONS);
});

describe.each(["1.1", "1.2"] as const)("SOAP %s", (version) => {
  const soapNs =
    version === "1.1"
      ? "http://schemas.xmlsoap.org/soap/envelope/"
      : "http://www.w3.org/2003/05/soap-envelope";
  it.each(SCHOOL_OPERATIONS)("%s", async (name) => {
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: soapHeaders(version, name),
      body: envelope(version, codecOf(name).writeSoap(CALLS[name]!.params as never), AUTH_HEADER),
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe(
      version === "1.1" ? "text/xml; charset=utf-8" : "application/soap+xml; charset=utf-8",
    );
    expect(
      res.body.startsWith(
        `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${soapNs}" xmlns:xsi=`,
      ),
    ).toBe(true);
    expect(res.body).toContain(
      `<soap:Body><${name}Response xmlns="${NS}"><${name}Result><_status><bln_Success>true</bln_Success><detail /></_status><_data>`,
    );
    expect(
      res.body.endsWith(`</_data></${name}Result></${name}Response></soap:Body></soap:Envelope>`),
    ).toBe(true);
    expectItems(name, res);
  });
});

describe.each(["GET", "POST"] as const)("HTTP %s", (method) => {
  it.each(SCHOOL_OPERATIONS)("%s", async (name) => {
    const form = formOf(name);
    const res =
      method === "GET"
        ? await send(server.port, { method, path: `${ENDPOINT}/${name}?${form}` })
        : await send(server.port, {
            method,
            path: `${ENDPOINT}/${name}`,
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: form,
          });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(
      res.body.startsWith(
        `<?xml version="1.0" encoding="utf-8"?>\n<rtnObject xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi=`,
      ),
    ).toBe(true);
    expect(res.body).toContain(
      `xmlns="${NS}">\n  <_status>\n    <bln_Success>true</bln_Success>\n    <detail />\n  </_status>\n  <_data>\n    <anyType`,
    );
    expect(res.body.endsWith("\n  </_data>\n</rtnObject>")).toBe(true);
    expectItems(name, res);
  });
});

describe("HTTP GET's path", () => {
  it("is decoded: an escaped operation name names the operation, a malformed escape stays as sent", async () => {
    const form = formOf("eventGetList");
    const escaped = await send(server.port, {
      method: "GET",
      path: `${ENDPOINT}/eventGet%4Cist?${form}`,
    });
    expect(escaped.status).toBe(200);
    expectItems("eventGetList", escaped);
    const malformed = await send(server.port, {
      method: "GET",
      path: `${ENDPOINT}/eventGet%zz?${form}`,
    });
    expect(malformed.status).toBe(500);
    expect(malformed.body).toBe(
      "System.InvalidOperationException: eventGet%zz Web Service method name is not valid.",
    );
  });
});

describe("the endpoint's path", () => {
  const GET_FORM = formOf("eventGetList");

  it.each([
    // Any case; the `.` a character like any other.
    ["/api/SchoolService.asmx", "/API/schoolservice.ASMX/eventGetList", 200],
    ["/api/SchoolService.asmx", "/api/schoolserviceXasmx/eventGetList", 404],
    ["/api/SchoolService.asmx", "/api/schoolservice.asmxX/eventGetList", 404],
    // At `/`: `/Op` and `//Op`.
    ["/", "/eventGetList", 200],
    ["/", "//eventGetList", 200],
    // Ending in `/`: `/svc/Op` and `/svc//Op`.
    ["/svc/", "/svc/eventGetList", 200],
    ["/svc/", "/svc//eventGetList", 200],
    ["/svc/", "/svcX/eventGetList", 404],
  ])("at %s: GET %s is answered %i", async (endpointPath, path, status) => {
    const own = await startServer(demoImplementation, { endpointPath });
    try {
      const res = await send(own.port, { method: "GET", path: `${path}?${GET_FORM}` });
      expect(res.status).toBe(status);
      if (status === 200) expectItems("eventGetList", res);
    } finally {
      await own.close();
    }
  });
});
