/**
 * Apache WSS4J 1.6 (Debian's libwss4j-java), an independent WS-Security stack, from a small Java
 * program compiled here (peers/Wss4jPeer.java): it verifies the generated client's signed requests
 * (Body and Timestamp, the signer trusted through the CA) and its UsernameToken digest, and refuses
 * a changed Body; the generated server accepts what WSS4J signs (RSA-SHA256 and RSA-SHA1) and its
 * UsernameTokens (digest and text), and refuses a WSS4J-signed message whose Body was changed.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  createSchoolServiceClient,
  WsSecurity,
  type WsSecurityOptions,
} from "school-service-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCertificates, type TestCertificates } from "./support/certificates.ts";
import { startSecuredServer, validateUser, type CountingServer } from "./support/servers.ts";

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), "peers/Wss4jPeer.java");
const JARS = ["wss4j", "xmlsec", "commons-logging", "slf4j-api", "slf4j-nop"].map(
  (j) => `/usr/share/java/${j}.jar`,
);
const SOAP_NS = {
  soap11: "http://schemas.xmlsoap.org/soap/envelope/",
  soap12: "http://www.w3.org/2003/05/soap-envelope",
} as const;
const BINDINGS = ["soap11", "soap12"] as const;
type Binding = (typeof BINDINGS)[number];

let certs: TestCertificates;
let tokens: CountingServer;
let signed: CountingServer;
/** Trusts the signer's own certificate, which an X509IssuerSerial reference names. */
let bySerial: CountingServer;
/** WSS4J's verdict on each of the client's requests, by name. */
const verdicts: Record<string, string> = {};
/** What WSS4J wrote, by binding and kind. */
const secured: Record<string, string> = {};

const run = promisify(execFile);
const java = (...args: string[]) =>
  run("java", [
    "-cp",
    [path.join(certs.folder, "classes"), ...JARS].join(":"),
    "Wss4jPeer",
    ...args,
  ]);

/** The request the generated client sends (not sent anywhere). */
async function clientRequest(
  binding: Binding,
  wsSecurity?: WsSecurityOptions,
): Promise<{ headers: Record<string, string>; body: string }> {
  let sent: { headers: Record<string, string>; body: string } | undefined;
  const client = createSchoolServiceClient({
    baseUrl: "http://127.0.0.1:9",
    binding,
    ...(wsSecurity ? { wsSecurity: new WsSecurity(wsSecurity) } : {}),
    fetch: async (_url, init) => {
      sent = { headers: init!.headers as Record<string, string>, body: String(init!.body) };
      throw new Error("not sent");
    },
  });
  await client.eventGet({ EventID: 5 }).catch(() => undefined);
  return sent!;
}

const headers: Partial<Record<Binding, Record<string, string>>> = {};

beforeAll(async () => {
  certs = makeCertificates();
  await run("javac", ["-d", path.join(certs.folder, "classes"), "-cp", JARS.join(":"), SOURCE]);
  tokens = await startSecuredServer({ usernameToken: { validate: validateUser } });
  signed = await startSecuredServer({ signature: { trusted: [certs.ca.certificate] } });
  bySerial = await startSecuredServer({ signature: { trusted: [certs.signer.certificate] } });
  const files: string[] = [];
  const names: string[] = [];
  const dir = path.join(certs.folder, "messages");
  mkdirSync(dir);
  for (const binding of BINDINGS) {
    for (const algorithm of ["rsa-sha256", "rsa-sha1"] as const) {
      const { body } = await clientRequest(binding, {
        usernameToken: { username: "alice", password: "wonder land", digest: true },
        timestamp: { ttlSeconds: 120 },
        signature: {
          privateKey: certs.signer.privateKey,
          certificate: certs.signer.certificate,
          algorithm,
        },
      });
      for (const [name, xml] of [
        [`${binding}-${algorithm}`, body],
        [
          `${binding}-${algorithm}-changed`,
          body.replace("<EventID>5</EventID>", "<EventID>6</EventID>"),
        ],
      ] as const) {
        const file = path.join(dir, `client-${name}.xml`);
        writeFileSync(file, xml);
        files.push(file);
        names.push(name);
      }
    }
    const plain = await clientRequest(binding);
    headers[binding] = plain.headers;
    const file = path.join(dir, `plain-${binding}.xml`);
    writeFileSync(file, plain.body);
    await java(
      "sign",
      certs.signer.keyFile,
      certs.signer.certFile,
      SOAP_NS[binding],
      file,
      path.join(dir, `wss4j-${binding}`),
    );
    for (const kind of ["signed", "signed-sha1", "signed-issuer-serial", "digest", "text"])
      secured[`${binding}-${kind}`] = readFileSync(
        path.join(dir, `wss4j-${binding}-${kind}.xml`),
        "utf8",
      );
  }
  const { stdout } = await java("verify", certs.ca.certFile, ...files);
  stdout
    .trim()
    .split("\n")
    .forEach((line, i) => (verdicts[names[i]!] = line));
}, 60_000);
afterAll(async () => {
  await Promise.all([tokens?.close(), signed?.close(), bySerial?.close()]);
  certs?.remove();
});

async function post(server: CountingServer, binding: Binding, body: string) {
  const before = server.calls;
  const res = await fetch(new URL("/api/schoolservice.asmx", server.url), {
    method: "POST",
    headers: headers[binding],
    body,
  });
  return { status: res.status, body: await res.text(), called: server.calls > before };
}

describe.each(BINDINGS)("%s", (binding) => {
  it.each(["rsa-sha256", "rsa-sha1"])(
    "WSS4J verifies the client's request signed with %s: signature (Body, Timestamp), UsernameToken digest, Timestamp",
    (algorithm) => {
      const verdict = verdicts[`${binding}-${algorithm}`]!;
      expect(verdict).toMatch(/^OK /);
      const [, actions, signedNames] = verdict.split(" ");
      expect(actions!.split(",").filter(Boolean).sort()).toEqual(["bst", "sign", "ts", "ut"]);
      expect(signedNames!.split(",").filter(Boolean).sort()).toEqual(["Body", "Timestamp"]);
    },
  );

  it("WSS4J refuses the client's signed request once its Body is changed", () => {
    expect(verdicts[`${binding}-rsa-sha256-changed`]).toMatch(/^FAIL /);
  });

  it.each(["signed", "signed-sha1"])("the server accepts WSS4J's %s request", async (kind) => {
    const xml = secured[`${binding}-${kind}`]!;
    expect(xml).toContain("BinarySecurityToken");
    expect(await post(signed, binding, xml)).toMatchObject({ status: 200, called: true });
  });

  it("the server accepts WSS4J's signature naming its key by X509IssuerSerial, the signer trusted", async () => {
    const xml = secured[`${binding}-signed-issuer-serial`]!;
    expect(xml).toContain("X509IssuerSerial");
    expect(xml).not.toContain("BinarySecurityToken");
    expect(await post(bySerial, binding, xml)).toMatchObject({ status: 200, called: true });
    // Named by issuer and serial, a certificate only a trusted CA vouches for cannot be found.
    const refused = await post(signed, binding, xml);
    expect(refused).toMatchObject({ status: 500, called: false });
    expect(refused.body).toContain("wsse:SecurityTokenUnavailable</");
  });

  it.each(["digest", "text"])("the server accepts WSS4J's UsernameToken (%s)", async (kind) => {
    const xml = secured[`${binding}-${kind}`]!;
    expect(xml).toContain(kind === "digest" ? "#PasswordDigest" : "#PasswordText");
    expect(await post(tokens, binding, xml)).toMatchObject({ status: 200, called: true });
  });

  it("the server refuses WSS4J's signed request once its Body is changed: FailedCheck", async () => {
    const xml = secured[`${binding}-signed`]!.replace(
      /<EventID>5<\/EventID>/,
      "<EventID>6</EventID>",
    );
    const answer = await post(signed, binding, xml);
    expect(answer).toMatchObject({ status: 500, called: false });
    expect(answer.body).toContain("wsse:FailedCheck</");
  });
});
