/**
 * Authentication cannot be bypassed: every operation, on every binding, without credentials, with
 * wrong ones and with malformed ones (a header of the wrong shape, two headers, a megabyte of
 * password, characters XML refuses); HTTP GET and POST off, then on behind their own hook. The
 * implementation is never reached, and no answer carries a credential, a stack or a file path.
 */
import { operations } from "school-service-contract/operations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolServiceImplementation } from "school-service-server";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import { send, type RawResponse } from "../server/support/raw-http.ts";
import { CALLS, codecOf, formOf } from "../server/support/sample-calls.ts";
import {
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "../server/support/start.ts";

const SECRET = "s3cret-Password";
const reached: string[] = [];
/** Records any call that gets through; answers nothing useful. */
const implementation = new Proxy({} as SchoolServiceImplementation, {
  get: (_, name) =>
    typeof name === "string" && name !== "then" ? async () => (reached.push(name), []) : undefined,
});

const auth = (password: string, user = "jdoe") =>
  `<AuthHeader xmlns="${NS}"><Schoolname>Lincoln</Schoolname><Username>${user}</Username><Password>${password}</Password></AuthHeader>`;
const SOAP_CASES: [string, string][] = [
  ["no AuthHeader", ""],
  ["a wrong password", auth("wrong")],
  ["an empty AuthHeader", `<AuthHeader xmlns="${NS}" />`],
  [
    "an AuthHeader in another namespace",
    auth(SECRET).replace(`xmlns="${NS}"`, 'xmlns="urn:other"'),
  ],
  ["two AuthHeaders, a wrong one first", auth("wrong") + auth(SECRET)],
  ["a megabyte of password", auth("x".repeat(1024 * 1024))],
  ["a password with an element inside", auth(`<b>${SECRET}</b>`)],
  ["a password holding U+0001", auth("&#1;")],
];

/** Nothing in an answer that the attacker should not learn. */
function expectNothingLeaked(res: RawResponse): void {
  expect(res.body).not.toContain(SECRET);
  expect(res.body).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+|\/work\/|node_modules/);
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer(implementation, {
    authenticate: (h) => h.Username === "jdoe" && h.Password === SECRET,
    httpGet: { enabled: false, authenticate: null },
    httpPost: { enabled: false, authenticate: null },
    onError: () => {},
  });
});
afterAll(() => server.close());

describe.each(["1.1", "1.2"] as const)("SOAP %s", (version) => {
  describe.each(SOAP_CASES)("with %s", (_, header) => {
    it.each(SCHOOL_OPERATIONS)("%s never reaches the implementation", async (name) => {
      reached.length = 0;
      const res = await send(server.port, {
        method: "POST",
        path: ENDPOINT,
        headers: soapHeaders(version, name),
        body: envelope(version, codecOf(name).writeSoap(CALLS[name]!.params as never), header),
      });
      expect(reached).toEqual([]);
      // A refusal in the envelope (bln_Success=false, AUTH), or a fault for a header it cannot read.
      if (res.status === 200)
        expect(res.body).toContain(
          "<bln_Success>false</bln_Success><detail><ErrorDetail><code>AUTH</code>",
        );
      else expect([400, 413, 500]).toContain(res.status);
      expectNothingLeaked(res);
    });
  });

  it("refuses an AuthHeader sent twice with a client fault, whichever comes first", async () => {
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: soapHeaders(version, "eventGet"),
      body: envelope(
        version,
        operations.eventGet.writeSoap({ EventID: 5 }),
        auth(SECRET) + auth("wrong"),
      ),
    });
    expect(res.status).toBe(500);
    expect(res.body).toContain(
      "Server was unable to read request. ---&gt; The SOAP header AuthHeader appears more than once.",
    );
  });

  it("lets the right credentials through, so the refusals above are the hook's", async () => {
    reached.length = 0;
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: soapHeaders(version, "eventGet"),
      body: envelope(version, operations.eventGet.writeSoap({ EventID: 5 }), auth(SECRET)),
    });
    expect([res.status, reached]).toEqual([200, ["eventGet"]]);
  });
});

describe.each(["GET", "POST"] as const)("HTTP %s", (method) => {
  const request = (port: number, name: string, headers: Record<string, string> = {}) =>
    method === "GET"
      ? send(port, { method, path: `${ENDPOINT}/${name}?${formOf(name)}`, headers })
      : send(port, {
          method,
          path: `${ENDPOINT}/${name}`,
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body: formOf(name),
        });

  it.each(SCHOOL_OPERATIONS)(
    "off (the default): %s is refused as ASMX refuses it",
    async (name) => {
      reached.length = 0;
      const res = await request(server.port, name, { Authorization: `Bearer ${SECRET}` });
      expect([res.status, res.body, reached]).toEqual([
        500,
        `System.InvalidOperationException: Request format is unrecognized for URL unexpectedly ending in '/${name}'.`,
        [],
      ]);
    },
  );

  describe("on, behind a hook that checks a bearer token", () => {
    let guarded: TestServer;
    beforeAll(async () => {
      const hook = {
        enabled: true,
        authenticate: (ctx: { headers: Record<string, unknown> }) =>
          ctx.headers.authorization === `Bearer ${SECRET}`,
      };
      guarded = await startServer(implementation, {
        authenticate: () => false,
        httpGet: hook,
        httpPost: hook,
        onError: () => {},
      });
    });
    afterAll(() => guarded.close());

    it.each(SCHOOL_OPERATIONS)(
      "%s without, with a wrong and with a malformed token never reaches the implementation",
      async (name) => {
        reached.length = 0;
        for (const headers of [
          {} as Record<string, string>,
          { Authorization: "Bearer wrong" },
          { Authorization: `Bearer ${SECRET}\u0000` },
          { Authorization: "x".repeat(8000) },
        ]) {
          const res = await request(guarded.port, name, headers);
          expect(res.status === 200 ? res.body : String(res.status)).toMatch(
            /<bln_Success>false<\/bln_Success>|^4\d\d$/,
          );
          expectNothingLeaked(res);
        }
        expect(reached).toEqual([]);
        const res = await request(guarded.port, name, { Authorization: `Bearer ${SECRET}` });
        expect([res.status, reached]).toEqual([200, [name]]);
      },
    );
  });
});
