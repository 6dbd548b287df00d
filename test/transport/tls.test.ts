/**
 * TLS on Node: a custom CA (the server's certificate is trusted through it, and refused without
 * it or with another CA), and mutual TLS against a node:https server that requires a client
 * certificate, given as PEM (cert and key) or as PKCS#12 (pfx with its passphrase). The PKI is
 * made by openssl for the run (support/pki.ts). What only Node applies is refused with fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "school-service-server";
import { NetworkError, createSchoolServiceClient } from "school-service-client";
import { makePki, type Pki } from "./support/pki.ts";
import { said, startService, type Service } from "./support/service.ts";

let pki: Pki;
let open: Service;
let mutual: Service;
beforeAll(async () => {
  pki = makePki();
  const tls = { key: pki.serverKey, cert: pki.serverCert };
  open = await startService(tls);
  mutual = await startService({ ...tls, ca: pki.ca, requestCert: true, rejectUnauthorized: true });
});
afterAll(async () => {
  await open?.close();
  await mutual?.close();
});

const call = (service: Service, options: object) =>
  createSchoolServiceClient({ baseUrl: service.url, auth: DEMO_CREDENTIALS, ...options }).eventGet({
    EventID: 5,
  });

describe("a custom CA", () => {
  it("trusts a server certificate the CA signed", async () => {
    expect(said(await call(open, { tls: { ca: pki.ca } }))).toBe("eventGet: EventID=5");
  });

  it("refuses it without the CA (Node's own CAs), and with another CA", async () => {
    for (const options of [{}, { tls: { ca: pki.otherCa } }]) {
      const error = await call(open, options).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).cause).toMatchObject({
        code: expect.stringMatching(
          /^(UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN)$/,
        ),
      });
    }
    expect(open.seen.filter((s) => s.method === "POST")).toHaveLength(1);
  });
});

describe("mutual TLS", () => {
  it("presents a PEM certificate and key", async () => {
    const before = mutual.seen.length;
    const tls = { ca: pki.ca, cert: pki.clientCert, key: pki.clientKey };
    expect(said(await call(mutual, { tls }))).toBe("eventGet: EventID=5");
    expect(mutual.seen.slice(before).map((s) => s.peer)).toEqual(["soapgen test client"]);
  });

  it("presents a PKCS#12 file with its passphrase", async () => {
    const before = mutual.seen.length;
    const tls = { ca: pki.ca, pfx: pki.clientPfx, passphrase: pki.pfxPassphrase };
    expect(said(await call(mutual, { tls }))).toBe("eventGet: EventID=5");
    expect(mutual.seen.slice(before).map((s) => s.peer)).toEqual(["soapgen test client"]);
  });

  it("is refused by the server without a client certificate, and nothing reaches the service", async () => {
    const before = mutual.seen.length;
    const error = await call(mutual, { tls: { ca: pki.ca } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(mutual.seen.length).toBe(before);
  });

  it("a PFX with the wrong passphrase fails without the passphrase in the message", async () => {
    const tls = { ca: pki.ca, pfx: pki.clientPfx, passphrase: "wrong-pass-phrase" };
    const error = (await call(mutual, { tls }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).not.toContain("wrong-pass-phrase");
  });
});

describe("where only Node applies TLS options", () => {
  it("refuses them with a fetch given, naming the option", () => {
    expect(() =>
      createSchoolServiceClient({
        baseUrl: open.url,
        fetch: globalThis.fetch,
        tls: { ca: pki.ca },
      }),
    ).toThrow(
      /^tls: only the node:http transport applies them, which is not used with options\.fetch/,
    );
  });
});
