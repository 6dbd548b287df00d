/**
 * The generated client and server with WS-Security: each accepts what the other sends
 * (UsernameToken as text and as digest, Timestamp, X.509 signatures with RSA-SHA256 and RSA-SHA1,
 * signed answers), on SOAP 1.1 and 1.2.
 */
import { createSchoolServiceClient, SecurityError, WsSecurity } from "school-service-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCertificates, type TestCertificates } from "./support/certificates.ts";
import { startSecuredServer, validateUser, type CountingServer } from "./support/servers.ts";

let certs: TestCertificates;
let tokens: CountingServer;
let signed: CountingServer;
beforeAll(async () => {
  certs = makeCertificates();
  tokens = await startSecuredServer({
    usernameToken: { validate: validateUser },
    timestamp: { required: true },
  });
  signed = await startSecuredServer({
    signature: {
      trusted: [certs.ca.certificate],
      signAnswers: { privateKey: certs.server.privateKey, certificate: certs.server.certificate },
    },
  });
});
afterAll(async () => {
  await Promise.all([tokens?.close(), signed?.close()]);
  certs?.remove();
});

describe.each(["soap11", "soap12"] as const)("%s", (binding) => {
  it.each([false, true])(
    "a UsernameToken (digest: %s) and a Timestamp are accepted",
    async (digest) => {
      const client = createSchoolServiceClient({
        baseUrl: tokens.url,
        binding,
        wsSecurity: new WsSecurity({
          usernameToken: { username: "bob", password: "s3cret&<>$&", digest },
          timestamp: { ttlSeconds: 60 },
        }),
      });
      const before = tokens.calls;
      const answer = await client.eventGet({ EventID: 5 });
      expect(answer?._status?.bln_Success).toBe(true);
      expect(tokens.calls).toBe(before + 1);
      expect(tokens.identity).toEqual({ username: "bob" });
    },
  );

  it.each(["rsa-sha256", "rsa-sha1"] as const)(
    "a request signed with %s is accepted and the signed answer verified",
    async (algorithm) => {
      const client = createSchoolServiceClient({
        baseUrl: signed.url,
        binding,
        wsSecurity: new WsSecurity({
          timestamp: {},
          signature: {
            privateKey: certs.signer.privateKey,
            certificate: certs.signer.certificate,
            algorithm,
            verifyAnswers: { trusted: [certs.ca.certificate] },
          },
        }),
      });
      const answer = await client.eventGet({ EventID: 5 });
      expect(answer?._status?.bln_Success).toBe(true);
      expect(signed.identity).toEqual({ certificate: certs.signer.certificate });
    },
  );

  it("an answer signed by a certificate the client does not trust is refused", async () => {
    const client = createSchoolServiceClient({
      baseUrl: signed.url,
      binding,
      wsSecurity: new WsSecurity({
        timestamp: {},
        signature: {
          privateKey: certs.signer.privateKey,
          certificate: certs.signer.certificate,
          verifyAnswers: { trusted: [certs.untrusted.certificate] },
        },
      }),
    });
    const err = await client.eventGet({ EventID: 5 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SecurityError);
    expect((err as SecurityError).code).toBe("InvalidSecurityToken");
  });

  it("an unsigned answer is refused when answers are to be verified", async () => {
    const client = createSchoolServiceClient({
      baseUrl: tokens.url,
      binding,
      wsSecurity: new WsSecurity({
        usernameToken: { username: "alice", password: "wonder land" },
        timestamp: {},
        signature: {
          privateKey: certs.signer.privateKey,
          certificate: certs.signer.certificate,
          verifyAnswers: { trusted: [certs.ca.certificate] },
        },
      }),
    });
    const err = await client.eventGet({ EventID: 5 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SecurityError);
    expect((err as SecurityError).code).toBe("InvalidSecurity");
  });
});

describe("the client's WsSecurity option", () => {
  it("refuses an unknown key and a certificate that is not PEM, naming no credential", () => {
    expect(
      () =>
        new WsSecurity({
          usernameToken: { username: "u", password: "hunter2" },
          timestmp: {},
        } as never),
    ).toThrow(new TypeError("wsSecurity: unknown option timestmp"));
    expect(
      () => new WsSecurity({ signature: { privateKey: "k", certificate: "MIIB-not-pem" } }),
    ).toThrow(new TypeError("the certificate must be PEM (-----BEGIN CERTIFICATE-----)"));
  });

  it("a key that cannot sign fails the call with SecurityError before anything is sent, without the key", async () => {
    let sent = 0;
    const key = "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n";
    const client = createSchoolServiceClient({
      baseUrl: "http://127.0.0.1:9",
      fetch: async () => {
        sent++;
        return new Response("");
      },
      wsSecurity: new WsSecurity({
        usernameToken: { username: "alice", password: "hunter2" },
        signature: { privateKey: key, certificate: certs.signer.certificate },
      }),
    });
    const err = (await client.eventGet({ EventID: 5 }).catch((e: unknown) => e)) as SecurityError;
    expect(err).toBeInstanceOf(SecurityError);
    expect(err.message).toBe(
      "eventGet (soap11): WS-Security (InvalidSecurity): the request could not be signed",
    );
    expect(sent).toBe(0);
    expect(`${err.message} ${String(err.cause)}`).not.toMatch(/hunter2|bm90IGEga2V5/);
  });
});
