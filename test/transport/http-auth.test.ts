/**
 * HTTP authentication: Basic (UTF-8 credentials, RFC 7617) and Bearer (a token, or a function
 * asked before each attempt) reach the server on the node:http transport and on fetch, and
 * replace an Authorization header the caller set by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "school-service-server";
import { HttpStatusError, createSchoolServiceClient } from "school-service-client";
import { said, startService, type Service } from "./support/service.ts";

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

/** A gate asking for this Authorization: anything else gets 401. */
function requireAuthorization(expected: string) {
  service.gate = (req, _body, res) => {
    if (req.headers.authorization === expected) return false;
    res.writeHead(401, { "WWW-Authenticate": 'Basic realm="test"' }).end();
    return true;
  };
}

const transports = [
  ["node:http", undefined],
  ["fetch", globalThis.fetch],
] as const;

describe.each(transports)("on %s", (_name, fetch) => {
  const client = (options: object) =>
    createSchoolServiceClient({
      baseUrl: service.url,
      auth: DEMO_CREDENTIALS,
      ...(fetch ? { fetch } : {}),
      ...options,
    });

  it("sends Basic credentials, UTF-8 encoded, and is refused without them", async () => {
    const expected = `Basic ${Buffer.from("jürgen:pä:ss", "utf8").toString("base64")}`;
    requireAuthorization(expected);
    const ok = client({ httpAuth: { type: "basic", username: "jürgen", password: "pä:ss" } });
    expect(said(await ok.eventGet({ EventID: 7 }))).toBe("eventGet: EventID=7");
    const error = await client({})
      .eventGet({ EventID: 7 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(401);
  });

  it("sends a Bearer token, over an Authorization header given by hand", async () => {
    requireAuthorization("Bearer tok-123");
    const c = client({
      httpAuth: { type: "bearer", token: "tok-123" },
      headers: { authorization: "Bearer stale" },
    });
    expect(said(await c.eventGet({ EventID: 3 }))).toBe("eventGet: EventID=3");
    const last = service.seen.at(-1)!;
    expect(last.headers.authorization).toBe("Bearer tok-123");
  });

  it("asks a token function before every call", async () => {
    let n = 0;
    const c = client({ httpAuth: { type: "bearer", token: async () => `tok-${++n}` } });
    service.gate = undefined;
    await c.eventGet({ EventID: 1 });
    await c.eventGet({ EventID: 2 });
    expect(service.seen.slice(-2).map((s) => s.headers.authorization)).toEqual([
      "Bearer tok-1",
      "Bearer tok-2",
    ]);
  });
});
