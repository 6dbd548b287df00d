/**
 * What the generated server refuses, each with the fault the WS-Security specification names
 * (SOAP 1.1: the faultcode; SOAP 1.2: Sender with the code as Subcode), its table's wording only,
 * and the implementation never called: a wrong password (text and digest), a stale Timestamp or
 * digest token, a replayed nonce or signed message, a Body changed after signing, an untrusted
 * certificate, a signature whose token is missing, and a request without the signature required.
 */
import {
  createSchoolServiceClient,
  SoapFaultError,
  WsSecurity,
  type Binding,
  type WsSecurityOptions,
} from "school-service-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCertificates, type TestCertificates } from "./support/certificates.ts";
import { startSecuredServer, validateUser, type CountingServer } from "./support/servers.ts";

const WSSE_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
const SOAP_NS = {
  soap11: "http://schemas.xmlsoap.org/soap/envelope/",
  soap12: "http://www.w3.org/2003/05/soap-envelope",
};
const REASONS = {
  FailedAuthentication: "The security token could not be authenticated or authorized",
  InvalidSecurity: "An error was discovered processing the &lt;wsse:Security&gt; header.",
  FailedCheck: "The signature or decryption was invalid",
  MessageExpired: "The message has expired",
  InvalidSecurityToken: "An invalid security token was provided",
  SecurityTokenUnavailable: "Referenced security token could not be retrieved",
};
type Code = keyof typeof REASONS;

/** The fault envelope the server answers `code` with, exactly. */
function expectedFault(binding: "soap11" | "soap12", code: Code): string {
  const fault =
    binding === "soap11"
      ? `<soap:Fault><faultcode xmlns:wsse="${WSSE_NS}">wsse:${code}</faultcode><faultstring>${REASONS[code]}</faultstring></soap:Fault>`
      : `<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value><soap:Subcode><soap:Value xmlns:wsse="${WSSE_NS}">wsse:${code}</soap:Value></soap:Subcode></soap:Code>` +
        `<soap:Reason><soap:Text xml:lang="en">${REASONS[code]}</soap:Text></soap:Reason></soap:Fault>`;
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP_NS[binding]}" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
    `<soap:Body>${fault}</soap:Body></soap:Envelope>`
  );
}

let certs: TestCertificates;
let tokens: CountingServer;
let signed: CountingServer;
beforeAll(async () => {
  certs = makeCertificates();
  tokens = await startSecuredServer({
    usernameToken: { validate: validateUser },
    timestamp: { clockSkewSeconds: 60 },
    maxAgeSeconds: 120,
  });
  signed = await startSecuredServer({ signature: { trusted: [certs.ca.certificate] } });
});
afterAll(async () => {
  await Promise.all([tokens?.close(), signed?.close()]);
  certs?.remove();
});

/** The request the generated client sends with `wsSecurity` (not sent anywhere). */
async function request(binding: Binding, wsSecurity: WsSecurityOptions) {
  let sent: { headers: Record<string, string>; body: string } | undefined;
  const client = createSchoolServiceClient({
    baseUrl: "http://127.0.0.1:9",
    binding,
    wsSecurity: new WsSecurity(wsSecurity),
    fetch: async (_url, init) => {
      sent = { headers: init!.headers as Record<string, string>, body: String(init!.body) };
      throw new Error("not sent");
    },
  });
  await client.eventGet({ EventID: 5 }).catch(() => undefined);
  return sent!;
}

/** Posts the request to `server`: the answer's status and body, and whether the implementation ran. */
async function post(
  server: CountingServer,
  req: { headers: Record<string, string>; body: string },
) {
  const before = server.calls;
  const res = await fetch(new URL("/api/schoolservice.asmx", server.url), {
    method: "POST",
    headers: req.headers,
    body: req.body,
  });
  return { status: res.status, body: await res.text(), called: server.calls > before };
}

const signer = () => ({
  privateKey: certs.signer.privateKey,
  certificate: certs.signer.certificate,
});
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe.each(["soap11", "soap12"] as const)("%s", (binding) => {
  const refused = async (
    server: CountingServer,
    req: { headers: Record<string, string>; body: string },
    code: Code,
  ) => {
    const answer = await post(server, req);
    expect(answer).toEqual({ status: 500, body: expectedFault(binding, code), called: false });
  };

  it("a request the checks pass reaches the implementation (the baseline of the others)", async () => {
    const req = await request(binding, {
      usernameToken: { username: "alice", password: "wonder land", digest: true },
      timestamp: {},
    });
    expect(await post(tokens, req)).toMatchObject({ status: 200, called: true });
  });

  it.each([false, true])("a wrong password (digest: %s): FailedAuthentication", async (digest) => {
    const req = await request(binding, {
      usernameToken: { username: "alice", password: "wonderland", digest },
    });
    await refused(tokens, req, "FailedAuthentication");
  });

  it("an unknown user: FailedAuthentication", async () => {
    const req = await request(binding, { usernameToken: { username: "mallory", password: "x" } });
    await refused(tokens, req, "FailedAuthentication");
  });

  it("a stale Timestamp: MessageExpired", async () => {
    const req = await request(binding, {
      usernameToken: { username: "alice", password: "wonder land" },
      timestamp: {},
    });
    req.body = req.body
      .replace(/<wsu:Created>[^<]*</, `<wsu:Created>${minutesAgo(20)}<`)
      .replace(/<wsu:Expires>[^<]*</, `<wsu:Expires>${minutesAgo(15)}<`);
    await refused(tokens, req, "MessageExpired");
  });

  it("a Timestamp created beyond the clock skew in the future: MessageExpired", async () => {
    const req = await request(binding, {
      usernameToken: { username: "alice", password: "wonder land" },
      timestamp: {},
    });
    req.body = req.body.replace(/<wsu:Created>[^<]*</, `<wsu:Created>${minutesAgo(-5)}<`);
    await refused(tokens, req, "MessageExpired");
  });

  it("a replayed nonce: InvalidSecurity, the first request passing", async () => {
    const req = await request(binding, {
      usernameToken: { username: "alice", password: "wonder land", digest: true },
    });
    expect(await post(tokens, req)).toMatchObject({ status: 200, called: true });
    await refused(tokens, req, "InvalidSecurity");
  });

  it("a second Timestamp or UsernameToken: InvalidSecurity", async () => {
    const req = await request(binding, {
      usernameToken: { username: "alice", password: "wonder land" },
      timestamp: {},
    });
    const timestamp = /<wsu:Timestamp[\s\S]*?<\/wsu:Timestamp>/.exec(req.body)![0];
    const token = /<wsse:UsernameToken[\s\S]*?<\/wsse:UsernameToken>/.exec(req.body)![0];
    await refused(
      tokens,
      { ...req, body: req.body.replace(timestamp, timestamp + timestamp) },
      "InvalidSecurity",
    );
    await refused(
      tokens,
      { ...req, body: req.body.replace(token, token + token) },
      "InvalidSecurity",
    );
  });

  it("a request without the UsernameToken required: InvalidSecurity", async () => {
    await refused(tokens, await request(binding, { timestamp: {} }), "InvalidSecurity");
  });

  it("a Body changed after signing: FailedCheck", async () => {
    const req = await request(binding, { timestamp: {}, signature: signer() });
    expect(req.body).toContain("<EventID>5</EventID>");
    req.body = req.body.replace("<EventID>5</EventID>", "<EventID>6</EventID>");
    await refused(signed, req, "FailedCheck");
  });

  it("a signed Timestamp changed after signing: FailedCheck", async () => {
    const req = await request(binding, { timestamp: { ttlSeconds: 60 }, signature: signer() });
    req.body = req.body.replace(/<wsu:Expires>[^<]*</, `<wsu:Expires>${minutesAgo(-30)}<`);
    await refused(signed, req, "FailedCheck");
  });

  it("a replayed signed request: InvalidSecurity, the first passing", async () => {
    const req = await request(binding, { timestamp: {}, signature: signer() });
    expect(await post(signed, req)).toMatchObject({ status: 200, called: true });
    await refused(signed, req, "InvalidSecurity");
  });

  it("a signature by an untrusted certificate: InvalidSecurityToken", async () => {
    const req = await request(binding, {
      signature: {
        privateKey: certs.untrusted.privateKey,
        certificate: certs.untrusted.certificate,
      },
    });
    await refused(signed, req, "InvalidSecurityToken");
  });

  it("a signature whose token is not in the header: SecurityTokenUnavailable", async () => {
    const req = await request(binding, { signature: signer() });
    req.body = req.body.replace(/<wsse:Reference URI="#X509-/, '<wsse:Reference URI="#gone-');
    await refused(signed, req, "SecurityTokenUnavailable");
  });

  it("a signature that does not cover a Timestamp: InvalidSecurity, unless the option lets it", async () => {
    const req = await request(binding, { signature: signer() });
    expect(req.body).not.toContain("Timestamp");
    await refused(signed, req, "InvalidSecurity");
    const lenient = await startSecuredServer({
      signature: { trusted: [certs.ca.certificate], requireSignedTimestamp: false },
    });
    try {
      expect(await post(lenient, req)).toMatchObject({ status: 200, called: true });
    } finally {
      await lenient.close();
    }
  });

  it("a request without the signature required: InvalidSecurity", async () => {
    await refused(signed, await request(binding, { timestamp: {} }), "InvalidSecurity");
  });

  it("a DTD in a signed request is refused before any parser expands it", async () => {
    const req = await request(binding, { timestamp: {}, signature: signer() });
    req.body = req.body.replace(/^(<\?xml[^>]*\?>)/, '$1<!DOCTYPE x [<!ENTITY e "6">]>');
    expect(req.body).toContain("<!DOCTYPE");
    expect(await post(signed, req)).toMatchObject({ status: 400, called: false });
  });

  it("a validate hook that throws: the server's fault, reported, the implementation not called", async () => {
    const errors: unknown[] = [];
    const failing = await startSecuredServer(
      {
        usernameToken: {
          validate: () => {
            throw new Error("directory down");
          },
        },
      },
      { onError: (err) => errors.push(err) },
    );
    try {
      const req = await request(binding, { usernameToken: { username: "alice", password: "pw" } });
      const answer = await post(failing, req);
      expect(answer).toMatchObject({ status: 500, called: false });
      expect(answer.body).toContain(
        binding === "soap11" ? "<faultcode>soap:Server</faultcode>" : "soap:Receiver",
      );
      expect(answer.body).not.toContain("directory down");
      expect(errors.map((e) => (e as Error).message)).toEqual(["directory down"]);
    } finally {
      await failing.close();
    }
  });

  it("the client reads the refusal as a SoapFaultError with the code", async () => {
    const client = createSchoolServiceClient({
      baseUrl: tokens.url,
      binding,
      wsSecurity: new WsSecurity({ usernameToken: { username: "bob", password: "wrong" } }),
    });
    const err = (await client.eventGet({ EventID: 5 }).catch((e: unknown) => e)) as SoapFaultError;
    expect(err).toBeInstanceOf(SoapFaultError);
    const code = { namespace: WSSE_NS, local: "FailedAuthentication" };
    if (binding === "soap11") expect(err.codeName).toEqual(code);
    else expect(err.subcodes).toEqual([code]);
    expect(err.message).not.toContain("wrong");
  });
});
