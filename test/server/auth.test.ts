/**
 * Authentication and the switchable bindings: the SOAP `authenticate` hook sees the AuthHeader; a
 * call without one, or with credentials it rejects, is answered `bln_Success=false` with the AUTH
 * ErrorDetail and never reaches the implementation. HTTP GET and POST are off unless switched on,
 * per binding and per operation, with their own hook. Nothing the server does logs credentials.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createSchoolServiceHandler,
  demoAuthenticate,
  type AuthContext,
  type SchoolServiceContext,
  type SchoolServiceImplementation,
} from "school-service-server";
import type * as T from "school-service-contract/types";
import { referenceImplementation } from "./support/reference-implementation.ts";
import { send } from "./support/raw-http.ts";
import {
  AUTH,
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "./support/start.ts";

const calls: { op: string; ctx: SchoolServiceContext }[] = [];
const seen: { header: T.AuthHeader; ctx: AuthContext }[] = [];
const recording: SchoolServiceImplementation = {
  ...referenceImplementation,
  async eventGet(params, ctx) {
    calls.push({ op: "eventGet", ctx });
    return referenceImplementation.eventGet(params, ctx);
  },
  async userGetHostID(params, ctx) {
    calls.push({ op: "userGetHostID", ctx });
    return referenceImplementation.userGetHostID(params, ctx);
  },
};

/** Lincoln High / jdoe / secret only; a password of "boom" makes the hook throw. */
async function authenticate(header: T.AuthHeader, ctx: AuthContext): Promise<boolean> {
  seen.push({ header, ctx });
  if (header.Password === "boom") throw new Error("directory unavailable");
  return (
    header.Schoolname === "Lincoln High" &&
    header.Username === "jdoe" &&
    header.Password === "secret"
  );
}

const refusal = (op: string, code: string, desc: string) =>
  `<${op}Result><_status><bln_Success>false</bln_Success><detail><ErrorDetail><code>${code}</code><desc>${desc}</desc></ErrorDetail></detail></_status><_data /></${op}Result>`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer(recording, {
    authenticate,
    httpGet: { enabled: true, authenticate: (ctx) => ctx.headers["x-api-key"] === "k1" },
  });
});
afterAll(() => server.close());

const eventGet = (version: "1.1" | "1.2", header: string, id = 5) =>
  send(server.port, {
    method: "POST",
    path: ENDPOINT,
    headers: soapHeaders(version, "eventGet"),
    body: envelope(version, `<eventGet xmlns="${NS}"><EventID>${id}</EventID></eventGet>`, header),
  });

describe("SOAP authentication", () => {
  it("hands the hook the AuthHeader and the call, and the implementation the header in its context", async () => {
    calls.length = seen.length = 0;
    const res = await eventGet("1.1", AUTH);
    expect(res.status).toBe(200);
    expect(res.body).toContain("<bln_Success>true</bln_Success>");
    expect(seen).toEqual([
      {
        header: { Schoolname: "Lincoln High", Username: "jdoe", Password: "secret" },
        ctx: {
          binding: "soap11",
          operation: "eventGet",
          headers: expect.objectContaining({ soapaction: `"${NS}eventGet"` }),
        },
      },
    ]);
    expect(calls.map((c) => [c.op, c.ctx.binding, c.ctx.authHeader, c.ctx.signal.aborted])).toEqual(
      [
        [
          "eventGet",
          "soap11",
          { Schoolname: "Lincoln High", Username: "jdoe", Password: "secret" },
          false,
        ],
      ],
    );
  });

  it.each([
    ["no SOAP header", ""],
    ["an empty SOAP header", "<!-- nothing -->"],
    ["a nil AuthHeader", `<AuthHeader xmlns="${NS}" xsi:nil="true" />`],
  ])("refuses %s with AUTH, without calling the implementation", async (_, header) => {
    calls.length = 0;
    for (const version of ["1.1", "1.2"] as const) {
      const res = await eventGet(version, header);
      expect(res.status).toBe(200);
      expect(res.body).toContain(
        refusal("eventGet", "AUTH", "The AuthHeader SOAP header is required."),
      );
    }
    expect(calls).toEqual([]);
  });

  it("refuses credentials the hook rejects with AUTH, without calling the implementation", async () => {
    calls.length = 0;
    const res = await eventGet("1.2", AUTH.replace("secret", "wrong"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/soap+xml; charset=utf-8");
    expect(res.body).toContain(
      refusal("eventGet", "AUTH", "The credentials in the AuthHeader SOAP header were rejected."),
    );
    expect(calls).toEqual([]);
  });

  it("checks credentials before stated requirements", async () => {
    calls.length = 0;
    const body = envelope("1.1", `<userGetHostID xmlns="${NS}" />`, "");
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: soapHeaders("1.1", "userGetHostID"),
      body,
    });
    expect(res.body).toContain(
      refusal("userGetHostID", "AUTH", "The AuthHeader SOAP header is required."),
    );
    expect(calls).toEqual([]);
  });

  it("answers a hook that throws with a Server fault, and calls nothing", async () => {
    calls.length = 0;
    const res = await eventGet("1.1", AUTH.replace("secret", "boom"));
    expect(res.status).toBe(500);
    expect(res.body).toContain(
      "<faultcode>soap:Server</faultcode><faultstring>Server was unable to process request.</faultstring>",
    );
    expect(calls).toEqual([]);
  });

  it("logs no credentials, and tells onError none", async () => {
    const logged = [
      vi.spyOn(console, "log"),
      vi.spyOn(console, "error"),
      vi.spyOn(console, "warn"),
      vi.spyOn(console, "info"),
    ];
    const reported: unknown[] = [];
    const quiet = await startServer(recording, {
      authenticate,
      onError: (...args) => reported.push(args),
    });
    try {
      await send(quiet.port, {
        method: "POST",
        path: ENDPOINT,
        headers: soapHeaders("1.1", "eventGet"),
        body: envelope(
          "1.1",
          `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`,
          AUTH.replace("secret", "boom"),
        ),
      });
      await send(quiet.port, {
        method: "POST",
        path: ENDPOINT,
        headers: soapHeaders("1.1", "eventGet"),
        body: envelope(
          "1.1",
          `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`,
          AUTH.replace("secret", "wrong"),
        ),
      });
    } finally {
      await quiet.close();
    }
    for (const spy of logged) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
    expect(reported).toEqual([
      [new Error("directory unavailable"), { operation: "eventGet", binding: "soap11" }],
    ]);
    expect(JSON.stringify(reported)).not.toMatch(/boom|jdoe|Lincoln/);
  });

  it("uses the ErrorDetail codes it is given", async () => {
    const custom = await startServer(recording, {
      authenticate,
      errorCodes: { auth: "E_AUTH", required: "E_REQUIRED" },
    });
    try {
      const denied = await send(custom.port, {
        method: "POST",
        path: ENDPOINT,
        headers: soapHeaders("1.1", "eventGet"),
        body: envelope("1.1", `<eventGet xmlns="${NS}" />`, ""),
      });
      expect(denied.body).toContain("<code>E_AUTH</code>");
      const required = await send(custom.port, {
        method: "POST",
        path: ENDPOINT,
        headers: soapHeaders("1.1", "userGetHostID"),
        body: envelope("1.1", `<userGetHostID xmlns="${NS}" />`),
      });
      expect(required.body).toContain(
        refusal("userGetHostID", "E_REQUIRED", "hostid is required."),
      );
    } finally {
      await custom.close();
    }
  });
});

describe("HTTP GET and POST", () => {
  const UNRECOGNIZED = (op: string) =>
    `System.InvalidOperationException: Request format is unrecognized for URL unexpectedly ending in '/${op}'.`;

  it("are off by default", async () => {
    const plain = await startServer(recording, {
      authenticate: null,
      httpGet: undefined,
      httpPost: undefined,
    });
    try {
      const get = await send(plain.port, { method: "GET", path: `${ENDPOINT}/eventGet?EventID=4` });
      expect([get.status, get.headers["content-type"], get.body]).toEqual([
        500,
        "text/plain; charset=utf-8",
        UNRECOGNIZED("eventGet"),
      ]);
      const post = await send(plain.port, {
        method: "POST",
        path: `${ENDPOINT}/eventGet`,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "EventID=4",
      });
      expect([post.status, post.body]).toEqual([500, UNRECOGNIZED("eventGet")]);
      const unknown = await send(plain.port, { method: "GET", path: `${ENDPOINT}/noSuchOp` });
      expect(unknown.body).toBe(UNRECOGNIZED("noSuchOp"));
    } finally {
      await plain.close();
    }
  });

  it("can be switched on for some operations only", async () => {
    const some = await startServer(recording, {
      authenticate: null,
      httpGet: { enabled: true, operations: ["eventGet"], authenticate: null },
      httpPost: { enabled: false, authenticate: null },
    });
    try {
      expect(
        (await send(some.port, { method: "GET", path: `${ENDPOINT}/eventGet?EventID=4` })).status,
      ).toBe(200);
      const del = await send(some.port, {
        method: "GET",
        path: `${ENDPOINT}/eventDelete?EventID=4`,
      });
      expect([del.status, del.body]).toEqual([500, UNRECOGNIZED("eventDelete")]);
      const post = await send(some.port, {
        method: "POST",
        path: `${ENDPOINT}/eventGet`,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "EventID=4",
      });
      expect([post.status, post.body]).toEqual([500, UNRECOGNIZED("eventGet")]);
    } finally {
      await some.close();
    }
  });

  it("have their own authentication hook: refused without calling the implementation", async () => {
    calls.length = 0;
    const denied = await send(server.port, {
      method: "GET",
      path: `${ENDPOINT}/eventGet?EventID=4`,
    });
    expect(denied.status).toBe(200);
    expect(denied.body).toContain(
      "<bln_Success>false</bln_Success>\n    <detail>\n      <ErrorDetail>\n        <code>AUTH</code>\n        <desc>The request could not be authenticated.</desc>\n      </ErrorDetail>\n    </detail>\n  </_status>\n  <_data />\n</rtnObject>",
    );
    expect(calls).toEqual([]);
    const allowed = await send(server.port, {
      method: "GET",
      path: `${ENDPOINT}/eventGet?EventID=4`,
      headers: { "X-Api-Key": "k1" },
    });
    expect(allowed.body).toContain("<bln_Success>true</bln_Success>");
    expect(calls.map((c) => [c.op, c.ctx.binding, c.ctx.authHeader])).toEqual([
      ["eventGet", "httpGet", undefined],
    ]);
  });
});

describe("options are checked when the handler is made", () => {
  it.each([
    [
      "no authenticate",
      {},
      "options.authenticate is required: a hook, or null for no authentication",
    ],
    [
      "HTTP GET on without a hook",
      { authenticate: null, httpGet: { enabled: true } },
      "options.httpGet.authenticate is required: a hook, or null",
    ],
    [
      "an unknown operation",
      { authenticate: null, httpPost: { enabled: true, authenticate: null, operations: ["nope"] } },
      "options.httpPost.operations: nope is not an operation",
    ],
    [
      "a misspelled option",
      { authenticate: null, httpget: { enabled: true } },
      "options: unknown option httpget (known: authenticate, endpointPath, httpGet, httpPost, json, errorCodes, errorDetails, limits, cors, servicePages, onError, wsSecurity, mtom)",
    ],
    [
      "a misspelled limit",
      { authenticate: null, limits: { maxBody: 1 } },
      "options.limits: unknown option maxBody (known: maxBodyBytes, bodyTimeoutMs, maxParts, xml)",
    ],
  ])("refuses %s", (_, options, message) => {
    expect(() => createSchoolServiceHandler(recording, options as never)).toThrow(
      new TypeError(message),
    );
  });
});

describe("as middleware", () => {
  it("passes requests outside the endpoint to next, and serves the endpoint under a mount path", async () => {
    const handler = createSchoolServiceHandler(recording, { authenticate: null });
    const passed: string[] = [];
    const app = createServer((req, res) => {
      // What Express does for app.use("/api", handler): `url` loses the mount path, `originalUrl` keeps it.
      const mounted = Object.assign(req, {
        originalUrl: req.url,
        url: req.url!.replace(/^\/api/, ""),
      });
      handler(mounted, res, () => {
        passed.push(req.url!);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const port = (app.address() as AddressInfo).port;
    try {
      expect((await send(port, { method: "GET", path: "/api/health" })).status).toBe(204);
      const res = await send(port, {
        method: "POST",
        path: ENDPOINT,
        headers: soapHeaders("1.1", "eventGet"),
        body: envelope("1.1", `<eventGet xmlns="${NS}"><EventID>3</EventID></eventGet>`),
      });
      expect(res.status).toBe(200);
      expect(passed).toEqual(["/health"]);
    } finally {
      await new Promise((resolve) => app.close(resolve));
    }
  });
  it("reads a body a framework already read as bytes, and reports one it parsed into something else", async () => {
    const reported: unknown[] = [];
    const handler = createSchoolServiceHandler(recording, {
      authenticate: null,
      onError: (error) => reported.push(error),
    });
    const app = createServer((req, res) => {
      // What express.raw() and express.json() leave behind: the stream read, `body` set.
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        handler(
          Object.assign(req, { body: req.headers["x-parsed"] ? { parsed: true } : raw }),
          res,
        );
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const port = (app.address() as AddressInfo).port;
    const body = envelope("1.1", `<eventGet xmlns="${NS}"><EventID>3</EventID></eventGet>`);
    try {
      expect(
        (
          await send(port, {
            method: "POST",
            path: ENDPOINT,
            headers: soapHeaders("1.1", "eventGet"),
            body,
          })
        ).status,
      ).toBe(200);
      const parsed = await send(port, {
        method: "POST",
        path: ENDPOINT,
        headers: { ...soapHeaders("1.1", "eventGet"), "X-Parsed": "1" },
        body,
      });
      expect([parsed.status, parsed.body]).toEqual([500, ""]);
      expect(String(reported)).toBe(
        "BodyError: another middleware consumed the request body: mount the handler before body parsers",
      );
    } finally {
      await new Promise((resolve) => app.close(resolve));
    }
  });
});

describe("the demo's authentication", () => {
  it.each([
    [{ Schoolname: "demo", Username: "demo", Password: "demo" }, true],
    [{ Schoolname: "demo", Username: "demo", Password: "demo!" }, false],
    [{ Schoolname: "demo", Username: "demo" }, false],
    [{ Schoolname: "Demo", Username: "demo", Password: "demo" }, false],
  ])("%j -> %s", (header, ok) => {
    expect(demoAuthenticate(header)).toBe(ok);
  });
});
