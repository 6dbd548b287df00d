/**
 * The whole path with the generated demo server as the "real service": `soapgen record` in front
 * of it writes each call of the generated client as a fixture file (credentials redacted),
 * `soapgen mock --fixtures` answers those calls as the service did, and `soapgen verify` passes
 * against the service and fails, naming the field, against one whose answer differs.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSchoolServiceClient, SoapFaultError, WsSecurity } from "school-service-client";
import { DEMO_CREDENTIALS } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildServer,
  runSoapgen,
  startDemoService,
  startSoapgen,
} from "./support/child-server.ts";

const folder = mkdtempSync(path.join(tmpdir(), "soapgen-record-"));
const fixtures = path.join(folder, "fixtures");
const BASIC = "Basic dXNlcjpzM2NyZXQ=";
const COOKIE = "session=c00kie-value";
const SECRETS = ["Schoolname", "Username", "Password"].flatMap((field) => [
  "--secret",
  `AuthHeader.${field}=demo`,
]);

let service: ChildServer;
let recorder: ChildServer;
/** What the service answered each binding's call, through the recorder. */
const answers = new Map<string, unknown>();

const clientOf = (baseUrl: string, binding: "soap11" | "soap12" | "httpGet") =>
  createSchoolServiceClient({
    baseUrl,
    binding,
    auth: DEMO_CREDENTIALS,
    headers: { Authorization: BASIC, Cookie: COOKIE },
  });

beforeAll(async () => {
  service = await startDemoService();
  recorder = await startSoapgen([
    "record",
    "--port",
    "0",
    "--target",
    service.url,
    "--out",
    fixtures,
  ]);
  for (const binding of ["soap11", "soap12"] as const)
    answers.set(binding, await clientOf(recorder.url, binding).eventGet({ EventID: 41 }));
});
afterAll(async () => {
  await Promise.all([service?.stop(), recorder?.stop()]);
  rmSync(folder, { recursive: true, force: true });
});

const fixtureFiles = () =>
  readdirSync(fixtures)
    .filter((n) => n.endsWith(".json"))
    .sort();

describe("soapgen record", () => {
  it("passes the service's answers on", async () => {
    const direct = await clientOf(service.url, "soap11").eventGet({ EventID: 41 });
    expect(answers.get("soap11")).toEqual(direct);
    expect(JSON.stringify(direct)).toContain("EventID=41");
  });

  it("writes each exchange as a readable JSON fixture: operation, binding, parameters, request, answer", () => {
    expect(fixtureFiles()).toEqual([
      expect.stringMatching(/^eventGet\.soap11\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^eventGet\.soap12\.[0-9a-f]{8}\.json$/),
    ]);
    const fixture = JSON.parse(readFileSync(path.join(fixtures, fixtureFiles()[0]!), "utf8"));
    expect(fixture).toMatchObject({
      operation: "eventGet",
      binding: "soap11",
      params: { EventID: 41 },
      request: { method: "POST", path: "/api/schoolservice.asmx" },
      response: { status: 200, contentType: "text/xml; charset=utf-8" },
      expect: { exact: [], ignore: [] },
    });
    expect(fixture.response.body).toContain(
      '<anyType xsi:type="xsd:string">eventGet: EventID=41</anyType>',
    );
  });

  it("redacts the AuthHeader's values and the Authorization and Cookie headers", () => {
    for (const file of fixtureFiles()) {
      const text = readFileSync(path.join(fixtures, file), "utf8");
      const { request } = JSON.parse(text);
      expect(request.body).toContain("<Password>{{secret:AuthHeader.Password}}</Password>");
      expect(request.body).toContain("<Username>{{secret:AuthHeader.Username}}</Username>");
      expect(request.body).not.toMatch(/>demo</);
      expect(request.headers.Authorization ?? request.headers.authorization).toBe(
        "{{secret:Authorization}}",
      );
      expect(text).not.toContain(BASIC);
      expect(text).not.toContain("c00kie-value");
    }
  });

  it("redacts a WS-Security UsernameToken's Password (a digest here) and Nonce", async () => {
    const out = path.join(folder, "ws-security");
    const proxy = await startSoapgen([
      "record",
      "--port",
      "0",
      "--target",
      service.url,
      "--out",
      out,
    ]);
    try {
      const client = createSchoolServiceClient({
        baseUrl: proxy.url,
        auth: DEMO_CREDENTIALS,
        wsSecurity: new WsSecurity({
          usernameToken: { username: "bob", password: "pl4in-text", digest: true },
        }),
      });
      // The demo does not understand WS-Security: its fault is the recorded answer.
      await expect(client.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(SoapFaultError);
      const [file] = readdirSync(out);
      const text = readFileSync(path.join(out, file!), "utf8");
      const { request, response } = JSON.parse(text);
      expect(request.body).toMatch(
        /<wsse:Password[^>]*>\{\{secret:UsernameToken\.Password\}\}<\/wsse:Password>/,
      );
      expect(request.body).toMatch(
        /<wsse:Nonce[^>]*>\{\{secret:UsernameToken\.Nonce\}\}<\/wsse:Nonce>/,
      );
      expect(request.body).toContain("<wsse:Username>bob</wsse:Username>");
      expect(text).not.toContain("pl4in-text");
      expect(response.status).toBe(500);
    } finally {
      await proxy.stop();
    }
  });

  it("passes a request the contract does not describe on without recording it, and refuses one too large", async () => {
    const before = fixtureFiles();
    const garbage = await fetch(recorder.url, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8" },
      body: "<not-soap",
    });
    expect(garbage.status).toBe(400);
    const huge = await fetch(recorder.url, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8" },
      body: "x".repeat(17 * 1024 * 1024),
    }).catch((e: unknown) => e);
    // The proxy answers before the body ends; the client may see the answer or the closed socket.
    if (huge instanceof Response) {
      expect(huge.status).toBe(413);
      expect(await huge.text()).toContain("soapgen record: the request body passes 16777216 bytes");
    } else expect(String(huge)).toMatch(/fetch failed|ECONNRESET|EPIPE/);
    await expect
      .poll(() => recorder.output())
      .toContain("not recorded: the contract's server answers it with HTTP 400");
    expect(fixtureFiles()).toEqual(before);
    await expect(clientOf(recorder.url, "soap11").eventGet({ EventID: 41 })).resolves.toEqual(
      answers.get("soap11"),
    );
  });

  it("passes on, without recording it, a call the contract's own server refuses, and says why", async () => {
    const before = fixtureFiles();
    for (const binding of ["soap11", "httpGet"] as const) {
      const refused = await clientOf(recorder.url, binding).userGetHostID({ hostid: "" });
      expect(refused._status?.bln_Success).toBe(false);
    }
    const why =
      "not recorded: the contract's server refuses its parameters itself (HTTP 200), calling no operation: the mock will answer it with that refusal, not with the service's answer";
    await expect.poll(() => recorder.output()).toContain(`POST /api/schoolservice.asmx: ${why}`);
    await expect
      .poll(() => recorder.output())
      .toContain(`GET /api/schoolservice.asmx/userGetHostID?hostid=: ${why}`);
    expect(fixtureFiles()).toEqual(before);
  });

  it("answers 502 naming the target when the service is down", async () => {
    const down = await startSoapgen([
      "record",
      "--port",
      "0",
      "--target",
      "http://127.0.0.1:9/api/schoolservice.asmx",
      "--out",
      path.join(folder, "down"),
    ]);
    try {
      const res = await fetch(down.url, { method: "POST", body: "<x/>" });
      expect(res.status).toBe(502);
      expect(await res.text()).toContain(
        "http://127.0.0.1:9/api/schoolservice.asmx did not answer",
      );
    } finally {
      await down.stop();
    }
  });
});

describe("soapgen mock --fixtures <recorded>", () => {
  it("answers the recorded calls as the service did, on either SOAP version, and others by default", async () => {
    const mock = await startSoapgen(["mock", "--port", "0", "--fixtures", fixtures]);
    try {
      for (const binding of ["soap11", "soap12"] as const)
        expect(await clientOf(mock.url, binding).eventGet({ EventID: 41 })).toEqual(
          answers.get(binding),
        );
      const other = await clientOf(mock.url, "soap11").eventGet({ EventID: 42 });
      expect(JSON.stringify(other)).not.toContain("EventID=");
    } finally {
      expect(await mock.stop()).toBe(0);
    }
  });
});

/** A service answering every call with `answer`'s rewrite of the recorded soap11 answer. */
async function startAlteredService(
  rewrite: (body: string) => string,
): Promise<{ url: string; server: Server }> {
  const recorded = JSON.parse(readFileSync(path.join(fixtures, fixtureFiles()[0]!), "utf8"));
  const server = createServer((req, res) => {
    req.resume().on("end", () => {
      res.writeHead(200, { "content-type": recorded.response.contentType });
      res.end(rewrite(recorded.response.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/api/schoolservice.asmx`, server };
}

describe("soapgen verify", () => {
  const soap11Only = path.join(folder, "soap11");

  it("passes against the service, with the recorded secrets given, and writes JSON and JUnit reports", async () => {
    const json = path.join(folder, "report.json");
    const junit = path.join(folder, "report.xml");
    const r = await runSoapgen([
      "verify",
      "--against",
      service.url,
      "--fixtures",
      fixtures,
      ...SECRETS,
      "--json",
      json,
      "--junit",
      junit,
    ]);
    expect(r.stdout).toContain("2 of 2 fixtures pass");
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync(json, "utf8"))).toMatchObject({ passed: 2, failed: 0 });
    expect(readFileSync(junit, "utf8")).toContain(
      '<testsuites name="soapgen verify" tests="2" failures="0"',
    );
  });

  it("fails each fixture, saying so, when the service does not answer", async () => {
    const down = "http://127.0.0.1:9/api/schoolservice.asmx";
    const r = await runSoapgen(["verify", "--against", down, "--fixtures", fixtures, ...SECRETS]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/FAIL {2}eventGet \(soap11\)[^\n]*\n {6}no answer: .*ECONNREFUSED/);
  });

  it("fails naming the secret a recorded request needs when it is not given", async () => {
    const r = await runSoapgen(["verify", "--against", service.url, "--fixtures", fixtures]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("--secret AuthHeader.Schoolname=VALUE");
  });

  it("compares by type unless the fixture marks a field exact", async () => {
    const edited = path.join(folder, "edited");
    const file = fixtureFiles()[0]!;
    const fixture = JSON.parse(readFileSync(path.join(fixtures, file), "utf8"));
    // The demo echoes the parameters in its first item: another EventID, another value.
    fixture.request.body = fixture.request.body.replace("<EventID>41<", "<EventID>43<");
    mkdirSync(edited, { recursive: true });
    writeFileSync(path.join(edited, file), JSON.stringify(fixture));
    const byType = await runSoapgen([
      "verify",
      "--against",
      service.url,
      "--fixtures",
      edited,
      ...SECRETS,
    ]);
    expect(byType.status).toBe(0);

    fixture.expect.exact = ["_data[0].value"];
    writeFileSync(path.join(edited, file), JSON.stringify(fixture));
    const exact = await runSoapgen([
      "verify",
      "--against",
      service.url,
      "--fixtures",
      edited,
      ...SECRETS,
    ]);
    expect(exact.status).toBe(1);
    expect(exact.stdout).toContain(
      '_data[0].value: expected exactly "eventGet: EventID=41", got "eventGet: EventID=43"',
    );
  });

  it("fails naming the field when the answer has an element renamed", async () => {
    mkdirSync(soap11Only, { recursive: true });
    copyFileSync(
      path.join(fixtures, fixtureFiles()[0]!),
      path.join(soap11Only, fixtureFiles()[0]!),
    );
    const altered = await startAlteredService((body) =>
      body.replace(/bln_Success>/g, "blnSuccess>"),
    );
    try {
      const junit = path.join(folder, "renamed.xml");
      const r = await runSoapgen([
        "verify",
        "--against",
        altered.url,
        "--fixtures",
        soap11Only,
        ...SECRETS,
        "--junit",
        junit,
      ]);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(/FAIL {2}eventGet \(soap11\)/);
      expect(r.stdout).toContain("_status.bln_Success:");
      expect(readFileSync(junit, "utf8")).toMatch(/<failure message="_status\.bln_Success: /);
    } finally {
      altered.server.close();
    }
  });

  it("fails when the answer is in another namespace, and record reports it with the fixture's path", async () => {
    const altered = await startAlteredService((body) =>
      body.replace(
        '<eventGetResponse xmlns="http://schoolservice.example.org/api/"',
        '<eventGetResponse xmlns="http://elsewhere.example.org/"',
      ),
    );
    try {
      const r = await runSoapgen([
        "verify",
        "--against",
        altered.url,
        "--fixtures",
        soap11Only,
        ...SECRETS,
      ]);
      expect(r.status).toBe(1);
      expect(r.stdout).toContain(
        "the answer does not match the contract: expected <eventGetResponse>",
      );

      const proxy = await startSoapgen([
        "record",
        "--port",
        "0",
        "--target",
        altered.url,
        "--out",
        path.join(folder, "altered"),
      ]);
      try {
        await clientOf(proxy.url, "soap11")
          .eventGet({ EventID: 41 })
          .catch(() => {});
        await expect
          .poll(() => proxy.output())
          .toMatch(
            /altered\/eventGet\.soap11\.[0-9a-f]{8}\.json: eventGet \(soap11\): the answer does not match the contract: expected <eventGetResponse>/,
          );
      } finally {
        await proxy.stop();
      }
    } finally {
      altered.server.close();
    }
  });
});
