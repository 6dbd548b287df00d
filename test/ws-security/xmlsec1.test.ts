/**
 * xmlsec1 (Debian's, on OpenSSL), an independent implementation of XML signatures, verifies the
 * generated client's signed requests: the Body and the Timestamp, by their wsu:Id, with the
 * signer's certificate; and refuses them once the Body is changed, or with another certificate.
 */
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { WsSecurity } from "school-service-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingClient } from "../client/fake-fetch.ts";
import { makeCertificates, type TestCertificates } from "./support/certificates.ts";

const WSU_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";

let certs: TestCertificates;
beforeAll(() => {
  certs = makeCertificates();
});
afterAll(() => certs?.remove());

async function signedRequest(
  binding: "soap11" | "soap12",
  algorithm: "rsa-sha256" | "rsa-sha1",
): Promise<string> {
  const { client, requests } = recordingClient(binding, undefined, {
    wsSecurity: new WsSecurity({
      usernameToken: { username: "alice", password: "wonder land", digest: true },
      timestamp: { ttlSeconds: 60 },
      signature: {
        privateKey: certs.signer.privateKey,
        certificate: certs.signer.certificate,
        algorithm,
      },
    }),
  });
  // The canned answer is another operation's: only the request matters here.
  await client.eventGet({ EventID: 5 }).catch(() => undefined);
  return requests[0]!.body!;
}

/** xmlsec1 --verify of `xml` with `cert`'s key: its exit code and what it said. */
async function verify(
  xml: string,
  name: string,
  cert: string,
): Promise<{ ok: boolean; out: string }> {
  const file = path.join(certs.folder, `${name}.xml`);
  writeFileSync(file, xml);
  const soapNs = xml.includes("www.w3.org/2003/05/soap-envelope")
    ? "http://www.w3.org/2003/05/soap-envelope"
    : "http://schemas.xmlsoap.org/soap/envelope/";
  const args = [
    "--verify",
    "--id-attr:Id",
    `${soapNs}:Body`,
    "--id-attr:Id",
    `${WSU_NS}:Timestamp`,
    "--pubkey-cert-pem",
    cert,
    "--store-references",
    file,
  ];
  try {
    const { stdout, stderr } = await promisify(execFile)("xmlsec1", args);
    return { ok: true, out: stdout + stderr };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

describe.each(["soap11", "soap12"] as const)("%s", (binding) => {
  it.each(["rsa-sha256", "rsa-sha1"] as const)(
    "xmlsec1 verifies a request signed with %s, Body and Timestamp",
    async (algorithm) => {
      const xml = await signedRequest(binding, algorithm);
      const { ok, out } = await verify(xml, `${binding}-${algorithm}`, certs.signer.certFile);
      expect(out).toMatch(/^OK$/m);
      expect(ok).toBe(true);
      // Both references were checked: the stored references hold the Body and the Timestamp.
      expect(out).toContain("EventID>5<");
      expect(out).toMatch(/Timestamp[^>]*>/);
    },
  );

  it("xmlsec1 refuses the request once its Body is changed", async () => {
    const xml = await signedRequest(binding, "rsa-sha256");
    expect(xml).toContain("<EventID>5</EventID>");
    const { ok, out } = await verify(
      xml.replace("<EventID>5</EventID>", "<EventID>6</EventID>"),
      `${binding}-changed`,
      certs.signer.certFile,
    );
    expect(ok).toBe(false);
    expect(out).toMatch(/FAIL/);
  });

  it("xmlsec1 refuses it with another certificate's key", async () => {
    const xml = await signedRequest(binding, "rsa-sha256");
    const { ok } = await verify(xml, `${binding}-other`, certs.untrusted.certFile);
    expect(ok).toBe(false);
  });
});
