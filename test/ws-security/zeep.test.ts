/**
 * Python's zeep with python3-xmlsec, an independent WS-Security stack, calls the generated server:
 * its UsernameToken (text and digest) and its signatures (Signature with X509Data, BinarySignature
 * with RSA-SHA256) are accepted, a wrong password and an untrusted signer refused with the
 * specification's faults; zeep verifies the server's signed answers with the server's certificate
 * (and fails with another one), on SOAP 1.1 and 1.2.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPythonJson } from "../support/run-python.ts";
import { makeCertificates, type TestCertificates } from "./support/certificates.ts";
import { startSecuredServer, validateUser, type CountingServer } from "./support/servers.ts";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "peers/zeep_wsse.py");
const WSSE = "{http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd}";

type Outcome = { success: boolean } | { fault: string; subcodes: string[] } | { error: string };

let certs: TestCertificates;
let tokens: CountingServer;
let signed: CountingServer;
const results: Record<string, Record<string, Outcome>> = {};
const PORTS = { soap11: "SchoolServiceSoap", soap12: "SchoolServiceSoap12" } as const;

beforeAll(async () => {
  certs = makeCertificates();
  tokens = await startSecuredServer({ usernameToken: { validate: validateUser } });
  signed = await startSecuredServer({
    signature: {
      trusted: [certs.ca.certificate],
      signAnswers: { privateKey: certs.server.privateKey, certificate: certs.server.certificate },
    },
  });
  const pair = (p: { keyFile: string; certFile: string }) => ({ key: p.keyFile, cert: p.certFile });
  for (const [binding, port] of Object.entries(PORTS))
    results[binding] = await runPythonJson(SCRIPT, [], {
      tokens: tokens.url,
      signed: signed.url,
      port,
      user: "alice",
      password: "wonder land",
      signer: pair(certs.signer),
      untrusted: pair(certs.untrusted),
      server_cert: certs.server.certFile,
      other_cert: certs.untrusted.certFile,
    });
}, 60_000);
afterAll(async () => {
  await Promise.all([tokens?.close(), signed?.close()]);
  certs?.remove();
});

describe.each(["soap11", "soap12"] as const)("zeep on %s", (binding) => {
  // zeep gives the code as written (1.1's faultcode, 1.2's Value) and 1.2's subcodes resolved.
  const fault = (code: string) =>
    binding === "soap11"
      ? { fault: `wsse:${code}`, subcodes: [] }
      : { fault: "soap:Sender", subcodes: [`${WSSE}${code}`] };

  it.each(["text", "digest"])("a UsernameToken (%s) is accepted", (c) => {
    expect(results[binding]![c]).toEqual({ success: true });
  });

  it("a digest of a wrong password: FailedAuthentication", () => {
    expect(results[binding]!["wrong-digest"]).toEqual(fault("FailedAuthentication"));
  });

  it("a Signature (X509Data in the token reference, RSA-SHA1) is accepted and the signed answer verified by zeep", () => {
    expect(results[binding]!.signature).toEqual({ success: true });
  });

  it("a BinarySignature with RSA-SHA256 is accepted and the signed answer verified by zeep", () => {
    expect(results[binding]!["binary-signature-sha256"]).toEqual({ success: true });
  });

  it("zeep refuses the signed answer with another certificate (its check is real)", () => {
    expect(results[binding]!["answer-checked-with-other-cert"]).toEqual({
      error: "SignatureVerificationFailed",
    });
  });

  it("a signer the server does not trust: InvalidSecurityToken", () => {
    expect(results[binding]!["untrusted-signer"]).toEqual(fault("InvalidSecurityToken"));
  });
});
