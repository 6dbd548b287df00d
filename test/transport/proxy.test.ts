/**
 * Proxies on Node: an https: target through a CONNECT tunnel (TLS end to end: the client's CA
 * and certificate still apply), an http: target through a forwarding proxy, credentials in the
 * proxy's URL sent as TestProxy-Authorization (and kept out of errors), the environment's
 * HTTPS_PROXY / HTTP_PROXY honoured unless NO_PROXY names the host or `proxy: false`, and an
 * agent given used as it is.
 */
import { Agent } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "school-service-server";
import { NetworkError, createSchoolServiceClient } from "school-service-client";
import { makePki, type Pki } from "./support/pki.ts";
import { startProxy, type TestProxy } from "./support/proxy.ts";
import { said, startService, type Service } from "./support/service.ts";

let pki: Pki;
let plain: Service;
let secure: Service;
let proxy: TestProxy;
let guarded: TestProxy;
const ENV = ["HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY", "https_proxy", "http_proxy", "no_proxy"];
const savedEnv = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));

beforeAll(async () => {
  pki = makePki();
  plain = await startService();
  secure = await startService({
    key: pki.serverKey,
    cert: pki.serverCert,
    ca: pki.ca,
    requestCert: true,
    rejectUnauthorized: true,
  });
  proxy = await startProxy();
  guarded = await startProxy(`Basic ${Buffer.from("pro xy:p@ss").toString("base64")}`);
});
afterAll(async () => {
  await Promise.all([plain, secure, proxy, guarded].map((s) => s?.close()));
});
afterEach(() => {
  for (const k of ENV) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  proxy.carried.length = 0;
});

const tls = () => ({ ca: pki.ca, cert: pki.clientCert, key: pki.clientKey });
const call = (baseUrl: string, options: object = {}) =>
  createSchoolServiceClient({ baseUrl, auth: DEMO_CREDENTIALS, ...options }).eventGet({
    EventID: 9,
  });
const hostOf = (url: string) => new URL(url).host;

describe("a proxy given", () => {
  it("tunnels an https: call with CONNECT, mutual TLS still end to end", async () => {
    const before = secure.seen.length;
    const result = await call(secure.url, { proxy: proxy.url, tls: tls() });
    expect(said(result)).toBe("eventGet: EventID=9");
    expect(proxy.carried).toEqual([`CONNECT ${hostOf(secure.url)}`]);
    expect(secure.seen.slice(before).map((s) => s.peer)).toEqual(["soapgen test client"]);
  });

  it("forwards an http: call, by its absolute URI", async () => {
    expect(said(await call(plain.url, { proxy: proxy.url }))).toBe("eventGet: EventID=9");
    expect(proxy.carried).toEqual([`POST ${plain.url}/api/schoolservice.asmx`]);
  });

  it("sends the URL's credentials as TestProxy-Authorization, to the proxy only", async () => {
    const url = guarded.url.replace("//", "//pro%20xy:p%40ss@");
    const before = plain.seen.length;
    expect(said(await call(plain.url, { proxy: url }))).toBe("eventGet: EventID=9");
    expect(said(await call(secure.url, { proxy: url, tls: tls() }))).toBe("eventGet: EventID=9");
    expect(guarded.authorizations.slice(-2)).toEqual([
      `Basic ${Buffer.from("pro xy:p@ss").toString("base64")}`,
      `Basic ${Buffer.from("pro xy:p@ss").toString("base64")}`,
    ]);
    expect(plain.seen.slice(before).map((s) => s.headers["proxy-authorization"])).toEqual([
      undefined,
    ]);
  });

  it("fails as a NetworkError when the proxy refuses the connection, without its credentials", async () => {
    const error = (await call(secure.url, {
      proxy: "http://someone:hunter2@127.0.0.1:9",
      tls: tls(),
    }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(NetworkError);
    expect(`${error.message} ${String((error.cause as Error)?.message)}`).not.toContain("hunter2");
  });
});

describe("the environment's proxy", () => {
  it("is used for https: (HTTPS_PROXY) and http: (HTTP_PROXY) targets", async () => {
    process.env.HTTPS_PROXY = proxy.url;
    process.env.HTTP_PROXY = proxy.url;
    await call(secure.url, { tls: tls() });
    await call(plain.url);
    expect(proxy.carried).toEqual([
      `CONNECT ${hostOf(secure.url)}`,
      `POST ${plain.url}/api/schoolservice.asmx`,
    ]);
  });

  it("is bypassed for a host NO_PROXY names, and with proxy: false", async () => {
    process.env.HTTP_PROXY = proxy.url;
    process.env.NO_PROXY = "example.org,127.0.0.1";
    const before = plain.seen.length;
    await call(plain.url);
    delete process.env.NO_PROXY;
    await call(plain.url, { proxy: false });
    expect(proxy.carried).toEqual([]);
    expect(plain.seen.length).toBe(before + 2);
  });
});

describe("an agent given", () => {
  it("carries every request, over the environment's proxy", async () => {
    process.env.HTTP_PROXY = proxy.url;
    const agent = new Agent({ keepAlive: true });
    let used = 0;
    const original = agent.createConnection.bind(agent);
    agent.createConnection = ((...args: Parameters<typeof original>) => {
      used++;
      return original(...args);
    }) as typeof agent.createConnection;
    expect(said(await call(plain.url, { agent }))).toBe("eventGet: EventID=9");
    expect([used, proxy.carried]).toEqual([1, []]);
    agent.destroy();
  });

  it("is refused with a fetch given, as are proxies", () => {
    for (const options of [{ agent: new Agent() }, { proxy: proxy.url }])
      expect(() =>
        createSchoolServiceClient({ baseUrl: plain.url, fetch: globalThis.fetch, ...options }),
      ).toThrow(TypeError);
    // proxy: false asks for nothing fetch cannot do.
    expect(() =>
      createSchoolServiceClient({ baseUrl: plain.url, fetch: globalThis.fetch, proxy: false }),
    ).not.toThrow();
  });
});
