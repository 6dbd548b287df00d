/**
 * `soapgen gateway` as a user runs it, in front of the generated School demo server, called by a
 * client no one here wrote (openapi-typescript's types, openapi-fetch's client) from the document
 * the gateway serves: every operation's JSON answer is what the generated SOAP client gets from
 * the same server, as JSON; the edge-case contract's examples pass through it. And: a bad body is a 400 naming the field; a fault is the mapping's
 * JSON fault; a target that is down is a 502 naming it; hostile requests get clear answers and
 * the gateway goes on; a signal stops it.
 */
import { createServer } from "node:net";
import createClient from "openapi-fetch";
import { DEMO_CREDENTIALS } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildServer,
  runSoapgen,
  startDemoService,
  startSoapgen,
} from "../mock/support/child-server.ts";
import { CALLS } from "../server/support/sample-calls.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import {
  type GatewayCaller,
  openapiFetchCaller,
  soapAnswer,
  typeCheckDocument,
} from "./support/gateway-client.ts";

const AUTH = { ...DEMO_CREDENTIALS } as Record<string, string>;

let demo: ChildServer;
let gateway: ChildServer;
let call: GatewayCaller;
beforeAll(async () => {
  demo = await startDemoService();
  gateway = await startSoapgen(["gateway", "--target", demo.url, "--port", "0"]);
  call = openapiFetchCaller(gateway.url);
});
afterAll(async () => {
  await gateway?.stop();
  await demo?.stop();
});

describe("soapgen gateway in front of the generated demo server", () => {
  it("serves the document soapgen openapi prints at /openapi.json", async () => {
    const printed = await runSoapgen(["openapi"]);
    const served = await fetch(`${gateway.url}/openapi.json`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await served.text()).toBe(printed.stdout);
  });

  it("has a document openapi-typescript makes types of that type-check a typed openapi-fetch client", async () => {
    const document = await (await fetch(`${gateway.url}/openapi.json`)).text();
    expect(await typeCheckDocument(document)).toBe("");
  });

  it.each(SCHOOL_OPERATIONS)(
    "answers %s as JSON with what the generated SOAP client gets",
    async (op) => {
      const params = CALLS[op]!.params;
      const got = await call(op, params, AUTH);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(await soapAnswer(demo.url, op, params, AUTH));
    },
  );

  it("passes the X-SOAP-AuthHeader on: without it the service says so", async () => {
    const got = await call("eventGet", { EventID: 5 });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(await soapAnswer(demo.url, "eventGet", { EventID: 5 }, undefined));
    expect(JSON.stringify(got.body)).toContain("The AuthHeader SOAP header is required.");
  });

  it("answers a bad body with a 400 naming the field, and calls nothing", async () => {
    const got = await call(
      "athleticScheduleDateRangeGetList",
      { SDate: "yesterday", EDate: new Date("2024-05-31T00:00:00Z"), ShowPractice: true },
      AUTH,
    );
    expect(got.status).toBe(400);
    const body = got.body as { code: string; message: string; detail: { issues: unknown[] } };
    expect(body.code).toBe("Client");
    expect(body.message).toContain("SDate");
    expect(body.detail.issues).toEqual([{ path: "SDate", message: expect.any(String) }]);
    expect(
      ((await call("eventGet", { EventID: "five" }, AUTH)).body as { message: string }).message,
    ).toMatch(/^invalid parameters: EventID: /);
  });

  it("answers a bad X-SOAP-AuthHeader with a 400 naming the header's field", async () => {
    const got = await call("eventGet", { EventID: 5 }, { ...AUTH, Username: 5 } as never);
    expect(got.status).toBe(400);
    expect((got.body as { detail: unknown }).detail).toEqual({
      issues: [{ path: "X-SOAP-AuthHeader.Username", message: expect.any(String) }],
    });
    const text = await fetch(`${gateway.url}/eventGet`, {
      method: "POST",
      body: '{"EventID":5}',
      headers: { "X-SOAP-AuthHeader": "{not json" },
    });
    expect(await text.json()).toMatchObject({
      code: "Client",
      detail: { issues: [{ path: "X-SOAP-AuthHeader" }] },
    });
  });

  it("refuses an unknown path, a GET of an operation, a body that is no JSON object", async () => {
    const at = (path: string, init?: RequestInit) => fetch(`${gateway.url}${path}`, init);
    expect((await at("/noSuchOperation", { method: "POST", body: "{}" })).status).toBe(404);
    const get = await at("/eventGet");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    for (const body of ["{", "[1]", "null", '"x"']) {
      const r = await at("/eventGet", { method: "POST", body });
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ code: "Client" });
    }
  });

  it("survives hostile requests and answers the next call", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${gateway.url}/eventGet`, { method: "POST", body, headers });
    expect((await post("x".repeat(2 * 1024 * 1024))).status).toBe(413);
    const deep = `{"EventID":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    expect((await post(deep)).status).toBe(400);
    const proto = await post('{"__proto__":{"EventID":5},"EventID":5}', {
      "X-SOAP-AuthHeader": JSON.stringify(AUTH),
    });
    expect(proto.status).toBe(200);
    expect((await post("{}", { "X-SOAP-AuthHeader": "{not json" })).status).toBe(400);
    const raw = await fetch(`${gateway.url}/%E0%A4%A`, { method: "POST", body: "{}" });
    expect(raw.status).toBe(404);
    const got = await call("eventGet", { EventID: 5 }, AUTH);
    expect(got.body).toEqual(await soapAnswer(demo.url, "eventGet", { EventID: 5 }, AUTH));
  });
});

describe("soapgen gateway of the edge-case contract", () => {
  it("answers each operation's request example with its response example, names beyond identifiers and __proto__ included", async () => {
    const config = ["--config", "test/scenarios/edge-cases/soapgen.config.json"];
    const mock = await startSoapgen(["mock", ...config, "--port", "0", "--quiet"]);
    const front = await startSoapgen(["gateway", ...config, "--target", mock.url, "--port", "0"]);
    try {
      const document = (await (await fetch(`${front.url}/openapi.json`)).json()) as {
        paths: Record<string, { post: EdgeOperation }>;
      };
      const client = createClient<Record<string, never>>({ baseUrl: front.url });
      const post = client.POST as unknown as (
        path: string,
        init: object,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      const paths = Object.keys(document.paths);
      expect(paths).toContain("/order-line.v2.send");
      for (const [path, { post: op }] of Object.entries(document.paths)) {
        const [status, answer] = Object.entries(op.responses).find(([s]) => s.startsWith("2"))!;
        const got = await post(path, {
          body: op.requestBody?.content["application/json"].example ?? {},
        });
        expect({ path, status: got.response.status, body: got.data ?? got.error }).toEqual({
          path,
          status: Number(status),
          body: answer.content?.["application/json"].example,
        });
      }
    } finally {
      await front.stop();
      await mock.stop();
    }
  });
});

interface EdgeOperation {
  requestBody?: { content: { "application/json": { example: unknown } } };
  responses: Record<string, { content?: { "application/json": { example: unknown } } }>;
}

describe("soapgen gateway's errors", () => {
  it("answers a SOAP fault of the service with the mapping's fault (500 for Server)", async () => {
    const mock = await startSoapgen(["mock", "--port", "0", "--fault", "eventGet", "--quiet"]);
    const front = await startSoapgen(["gateway", "--target", mock.url, "--port", "0"]);
    try {
      const got = await openapiFetchCaller(front.url)("eventGet", { EventID: 5 }, AUTH);
      expect(got.status).toBe(500);
      // The mock's fault has an empty detail element: its content, as XML values, is "".
      expect(got.body).toEqual({
        code: "Server",
        message: "Fault injected by soapgen mock",
        detail: "",
      });
    } finally {
      await front.stop();
      await mock.stop();
    }
  });

  it("answers 502 naming the target when the service is down", async () => {
    const port = await closedPort();
    const target = `http://127.0.0.1:${port}/api/schoolservice.asmx`;
    const front = await startSoapgen(["gateway", "--target", target, "--port", "0"]);
    try {
      const got = await openapiFetchCaller(front.url)("eventGet", { EventID: 5 }, AUTH);
      expect(got.status).toBe(502);
      expect(got.body).toMatchObject({ code: "Server", target });
      expect((got.body as { message: string }).message).toContain(target);
    } finally {
      await front.stop();
    }
  });

  it("stops on SIGINT with exit code 0", async () => {
    const front = await startSoapgen(["gateway", "--target", demo.url, "--port", "0"]);
    expect(await front.stop("SIGINT")).toBe(0);
  });

  it("refuses to start without --target, or with a binding the contract lacks", async () => {
    const none = await runSoapgen(["gateway", "--port", "0"]);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("--target");
    const bad = await runSoapgen(["gateway", "--target", demo.url, "--binding", "httpGet"]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("--binding httpGet");
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
