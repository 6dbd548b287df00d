/**
 * zeep's own signature check (python3-xmlsec), the one it runs on a signed answer, verifies the
 * generated client's signed requests on both SOAP versions and algorithms, with the signer's
 * certificate; and refuses one whose Body changed after signing, or another certificate.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { WsSecurity } from "school-service-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { recordingClient } from "../client/fake-fetch.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { runPythonJson } from "../support/run-python.ts";
import { makeCertificates, type TestCertificates } from "./support/certificates.ts";

const SCRIPT = path.join(REPO_ROOT, "test/ws-security/peers/zeep_verify.py");

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
      timestamp: {},
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

it("zeep verifies the client's signed requests, and refuses a changed Body or another certificate", async () => {
  const cases: Record<string, { envelope: string; cert: string }> = {};
  const add = (name: string, xml: string, cert: string) => {
    const envelope = path.join(certs.folder, `zeep-${name}.xml`);
    writeFileSync(envelope, xml);
    cases[name] = { envelope, cert };
  };
  for (const binding of ["soap11", "soap12"] as const)
    for (const algorithm of ["rsa-sha256", "rsa-sha1"] as const)
      add(
        `${binding}-${algorithm}`,
        await signedRequest(binding, algorithm),
        certs.signer.certFile,
      );
  const signed = await signedRequest("soap11", "rsa-sha256");
  add(
    "changed-body",
    signed.replace("<EventID>5</EventID>", "<EventID>6</EventID>"),
    certs.signer.certFile,
  );
  add("other-certificate", signed, certs.untrusted.certFile);
  const verdicts = await runPythonJson<Record<string, string>>(SCRIPT, [], { cases });
  expect(verdicts).toMatchObject({
    "soap11-rsa-sha256": "ok",
    "soap11-rsa-sha1": "ok",
    "soap12-rsa-sha256": "ok",
    "soap12-rsa-sha1": "ok",
  });
  expect(signed).toContain("<EventID>5</EventID>");
  expect(verdicts["changed-body"]).toMatch(/SignatureVerificationFailed/);
  expect(verdicts["other-certificate"]).toMatch(/SignatureVerificationFailed/);
});
