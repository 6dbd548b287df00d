/**
 * The gateway's security schemes (docs/openapi.md, "Security"), with `soapgen gateway` run as a
 * user runs it: a caller's HTTP Basic credentials become the call's WS-Security UsernameToken,
 * which the generated server's WS-Security check validates; a malformed Authorization header is a
 * 401 that calls nothing; and `--cert`/`--key`/`--ca` make the gateway present its client
 * certificate to a service that requires one (mutual TLS, the PKI made by openssl for the run).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DEMO_CREDENTIALS,
  demoImplementation,
  demoServerOptions,
  listen,
} from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startSoapgen } from "../mock/support/child-server.ts";
import { CALLS } from "../server/support/sample-calls.ts";
import { makePki, type Pki } from "../transport/support/pki.ts";
import { startService, type Service } from "../transport/support/service.ts";

const AUTH = JSON.stringify(DEMO_CREDENTIALS);
const PARAMS = JSON.stringify(CALLS.eventGet!.params);

function post(gateway: ChildServer, headers: Record<string, string>): Promise<Response> {
  return fetch(`${gateway.url}/eventGet`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-SOAP-AuthHeader": AUTH, ...headers },
    body: PARAMS,
  });
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("HTTP Basic as the WS-Security UsernameToken", () => {
  const tokens: { username: string; password: string }[] = [];
  let service: { url: string; close(): Promise<void> };
  let gateway: ChildServer;
  beforeAll(async () => {
    service = await listen(demoImplementation, {
      ...demoServerOptions,
      port: 0,
      wsSecurity: {
        usernameToken: {
          validate: (token: { username: string; password?: string | undefined }) => {
            tokens.push({ username: token.username, password: token.password ?? "" });
            return token.username === "ada" && token.password === "lovelace:1815";
          },
        },
      },
    });
    gateway = await startSoapgen(["gateway", "--target", service.url, "--port", "0"]);
  });
  afterAll(async () => {
    await gateway?.stop();
    await service?.close();
  });

  it("sends the caller's user name and password as the call's UsernameToken", async () => {
    const res = await post(gateway, { Authorization: basic("ada", "lovelace:1815") });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain("eventGet: EventID=5");
    expect(tokens.at(-1)).toEqual({ username: "ada", password: "lovelace:1815" });
    // A second caller gets a token of its own, not the first's.
    const other = await post(gateway, { Authorization: basic("bob", "guess") });
    expect(tokens.at(-1)).toEqual({ username: "bob", password: "guess" });
    expect(other.status).toBe(500);
    expect(((await other.json()) as { code: string }).code).toBe("FailedAuthentication");
  });

  it("sends no token without credentials: the service's refusal comes back as its fault", async () => {
    const before = tokens.length;
    const res = await post(gateway, {});
    const body = (await res.json()) as { code: string; message: string };
    // wsse:InvalidSecurity: a fault code of WS-Security's, so a 500 by the mapping.
    expect(res.status).toBe(500);
    expect(body.code).toBe("InvalidSecurity");
    expect(tokens.length).toBe(before);
  });

  it("answers a malformed Authorization header with a 401 and calls nothing", async () => {
    const before = tokens.length;
    for (const authorization of [
      "Bearer abc",
      `Basic ${Buffer.from("nocolon").toString("base64")}`,
    ]) {
      const res = await post(gateway, { Authorization: authorization });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Basic /);
      expect(((await res.json()) as { code: string }).code).toBe("Client");
    }
    expect(tokens.length).toBe(before);
  });
});

describe("mutual TLS to the service", () => {
  let pki: Pki;
  let mutual: Service;
  let dir: string;
  beforeAll(async () => {
    pki = makePki();
    mutual = await startService({
      key: pki.serverKey,
      cert: pki.serverCert,
      ca: pki.ca,
      requestCert: true,
      rejectUnauthorized: true,
    });
    dir = mkdtempSync(path.join(tmpdir(), "soapgen-gateway-tls-"));
    for (const [name, pem] of Object.entries({
      "client.pem": pki.clientCert,
      "client.key": pki.clientKey,
      "ca.pem": pki.ca,
    }))
      writeFileSync(path.join(dir, name), pem);
  });
  afterAll(async () => {
    await mutual?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("presents --cert and --key, trusting the service's certificate by --ca", async () => {
    const at = (name: string) => path.join(dir, name);
    const gateway = await startSoapgen([
      "gateway",
      "--target",
      mutual.url,
      "--port",
      "0",
      "--cert",
      at("client.pem"),
      "--key",
      at("client.key"),
      "--ca",
      at("ca.pem"),
    ]);
    try {
      const res = await post(gateway, {});
      expect(res.status).toBe(200);
      expect(mutual.seen.at(-1)!.peer).toBe("soapgen test client");
    } finally {
      await gateway.stop();
    }
  });

  it("without a certificate the service cannot be reached: a 502 naming it", async () => {
    const gateway = await startSoapgen([
      "gateway",
      "--target",
      mutual.url,
      "--port",
      "0",
      "--ca",
      path.join(dir, "ca.pem"),
    ]);
    try {
      const res = await post(gateway, {});
      expect(res.status).toBe(502);
      expect(((await res.json()) as { target: string }).target).toBe(mutual.url);
    } finally {
      await gateway.stop();
    }
  });
});
