/**
 * The cors option: off by default (as ASMX, no CORS header and a preflight refused with 405);
 * configured, a preflight from an allowed origin gets what it may send, a call from it the headers
 * that let the page read the answer, and another origin gets nothing it could use.
 */
import { demoImplementation } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./support/raw-http.ts";
import {
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "./support/start.ts";

const APP = "https://app.example.org";
const preflight = (origin: string) => ({
  method: "OPTIONS",
  path: ENDPOINT,
  headers: {
    Origin: origin,
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": "content-type, soapaction",
  },
});
const soapCall = (origin: string) => ({
  method: "POST",
  path: ENDPOINT,
  headers: { ...soapHeaders("1.1", "eventGet"), Origin: origin },
  body: envelope("1.1", `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`),
});
const corsHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => name.startsWith("access-control-") || name === "vary",
    ),
  );

describe("without the cors option", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(demoImplementation);
  });
  afterAll(() => server.close());

  it("refuses a preflight as ASMX does, and sends no CORS header with an answer", async () => {
    const pre = await send(server.port, preflight(APP));
    expect([pre.status, pre.headers.allow, corsHeaders(pre.headers)]).toEqual([
      405,
      "GET, HEAD, POST",
      {},
    ]);
    const call = await send(server.port, soapCall(APP));
    expect(call.status).toBe(200);
    expect(corsHeaders(call.headers)).toEqual({});
  });
});

describe("with cors: listed origins", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(demoImplementation, {
      cors: { origins: [APP], exposeHeaders: ["Content-Length"], maxAgeSeconds: 60 },
    });
  });
  afterAll(() => server.close());

  it("answers an allowed origin's preflight with 204 and what it may send", async () => {
    const pre = await send(server.port, preflight(APP));
    expect(pre.status).toBe(204);
    expect(pre.body).toBe("");
    expect(corsHeaders(pre.headers)).toEqual({
      vary: "Origin",
      "access-control-allow-origin": APP,
      "access-control-allow-methods": "GET, POST",
      "access-control-allow-headers": "Content-Type, SOAPAction",
      "access-control-max-age": "60",
    });
  });

  it("lets the allowed origin read a SOAP answer", async () => {
    const call = await send(server.port, soapCall(APP));
    expect(call.status).toBe(200);
    expect(call.body).toContain("<eventGetResult>");
    expect(corsHeaders(call.headers)).toEqual({
      vary: "Origin",
      "access-control-allow-origin": APP,
      "access-control-expose-headers": "Content-Length",
    });
  });

  it("refuses another origin's preflight with 403, and gives its calls no header to read them by", async () => {
    const pre = await send(server.port, preflight("https://evil.example"));
    expect([pre.status, pre.body, corsHeaders(pre.headers)]).toEqual([
      403,
      "This origin may not call the service.",
      { vary: "Origin" },
    ]);
    const call = await send(server.port, soapCall("https://evil.example"));
    expect(corsHeaders(call.headers)).toEqual({ vary: "Origin" });
  });

  it("leaves a same-origin request (no Origin) and an OPTIONS that is no preflight as they were", async () => {
    const call = await send(server.port, {
      ...soapCall(APP),
      headers: soapHeaders("1.1", "eventGet"),
    });
    expect(corsHeaders(call.headers)).toEqual({});
    const options = await send(server.port, {
      method: "OPTIONS",
      path: ENDPOINT,
      headers: { Origin: APP },
    });
    expect(options.status).toBe(405);
  });
});

describe("with cors: every origin", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(demoImplementation, {
      cors: { origins: "*", methods: ["POST"], headers: ["Content-Type"] },
    });
  });
  afterAll(() => server.close());

  it("answers with the wildcard, and the methods and headers configured", async () => {
    const pre = await send(server.port, preflight("https://any.example"));
    expect(pre.status).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe("*");
    expect(pre.headers["access-control-allow-methods"]).toBe("POST");
    expect(pre.headers["access-control-allow-headers"]).toBe("Content-Type");
  });
});

describe("with cors and the JSON face", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(demoImplementation, {
      cors: { origins: [APP] },
      json: { enabled: true },
    });
  });
  afterAll(() => server.close());

  it("lets a page send and read the SOAP headers as X-SOAP-* headers by default", async () => {
    const pre = await send(server.port, {
      ...preflight(APP),
      path: `${ENDPOINT}/eventGet`,
      headers: {
        Origin: APP,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, x-soap-authheader",
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers["access-control-allow-headers"]).toBe(
      "Content-Type, SOAPAction, X-SOAP-AuthHeader",
    );
    const call = await send(server.port, {
      method: "POST",
      path: `${ENDPOINT}/eventGet`,
      headers: { "Content-Type": "application/json", Origin: APP },
      body: JSON.stringify({ EventID: 5 }),
    });
    expect(call.status).toBe(200);
    expect(corsHeaders(call.headers)).toEqual({
      vary: "Origin",
      "access-control-allow-origin": APP,
      "access-control-expose-headers": "X-SOAP-AuthHeader",
    });
  });
});

it("refuses credentials for every origin, and an unknown key, when the server is made", async () => {
  await expect(
    startServer(demoImplementation, { cors: { origins: "*", credentials: true } }),
  ).rejects.toThrow(
    "options.cors: credentials cannot be allowed for every origin; list the origins",
  );
  await expect(
    startServer(demoImplementation, { cors: { origins: [APP], origin: APP } as never }),
  ).rejects.toThrow(/options\.cors/);
});
