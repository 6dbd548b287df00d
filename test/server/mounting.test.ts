/**
 * The README's ways of mounting the generated handler in a web framework, each as written there:
 * plain node:http, Fastify and Koa (Express is a consumer app: test/consumers/express). In each,
 * the framework's own route still answers, and a SOAP call and an HTTP GET call reach the service.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import Koa from "koa";
import { createSchoolServiceClient } from "school-service-client";
import {
  createSchoolServiceHandler,
  DEMO_CREDENTIALS,
  demoAuthenticate,
  demoImplementation,
} from "school-service-server";
import { afterEach, describe, expect, it } from "vitest";

const handler = createSchoolServiceHandler(demoImplementation, {
  authenticate: demoAuthenticate,
  httpGet: { enabled: true, authenticate: null },
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function expectServed(url: string): Promise<void> {
  expect(await (await fetch(`${url}/health`)).text()).toBe("ok");
  const answer = await createSchoolServiceClient({ baseUrl: url, auth: DEMO_CREDENTIALS }).eventGet(
    { EventID: 5 },
  );
  expect(answer._status?.bln_Success).toBe(true);
  const get = await fetch(`${url}/api/schoolservice.asmx/eventGet?EventID=5`);
  expect([get.status, get.headers.get("content-type")]).toEqual([200, "text/xml; charset=utf-8"]);
  expect(await get.text()).toContain("<bln_Success>true</bln_Success>");
}

describe("mounting the handler", () => {
  it("plain node:http: the handler, then your own routes for what it passes on", async () => {
    const server = createServer((req, res) =>
      handler(req, res, () => {
        res.end(req.url === "/health" ? "ok" : "not found");
      }),
    );
    await expectServed(await listening(server));
  });

  it("Fastify: a route for the endpoint that hands the raw request over, bodies left unparsed", async () => {
    const app = Fastify();
    app.get("/health", async () => "ok");
    // The handler reads the body itself: no Fastify parser may consume it.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", (_request, _payload, done) => done(null));
    app.all("/api/schoolservice.asmx", (request, reply) => {
      reply.hijack();
      handler(request.raw, reply.raw);
    });
    app.all("/api/schoolservice.asmx/*", (request, reply) => {
      reply.hijack();
      handler(request.raw, reply.raw);
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    close = () => app.close();
    await expectServed(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  });

  it("Koa: a middleware that hands the raw request over, or calls next for the rest", async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      let passed = false;
      ctx.respond = false;
      handler(ctx.req, ctx.res, () => (passed = true));
      if (!passed) return;
      ctx.respond = true;
      await next();
    });
    app.use((ctx) => {
      if (ctx.path === "/health") ctx.body = "ok";
    });
    await expectServed(await listening(createServer(app.callback())));
  });
});
