/**
 * Issue #47's proof against a real ASP.NET ASMX stack, the Mono peer (test/asmx-peer/service/):
 * - `soapgen record` in front of the peer records the calls of three clients, each into a folder
 *   of its own: the generated School client (all 20 operations on SOAP 1.1 and 1.2, and a call the
 *   peer answers with a fault: a date past the year 9999, which .NET cannot read), node-soap
 *   (SOAP 1.1 and 1.2) and zeep (all four ports), and passes each answer on as the peer gave it;
 * - the recordings hold no credential: the AuthHeader's values are placeholders in the requests,
 *   and the password the peer echoes in its answers is one in the answers;
 * - `soapgen mock --fixtures` serves each recording: the client that made it gets from the mock
 *   what it gets from the peer (deep equal, faults included), but for the echoed password, which
 *   the mock answers with its placeholder; every call is answered from a recorded fixture, none by
 *   the generated defaults;
 * - `soapgen verify` passes against the peer, and fails, naming the field, against the peer behind
 *   a node:http proxy that changes one thing in its answers: an element renamed (`bln_Success`,
 *   or cPhone's `Number` in two operations' answers only), or the answer in another namespace.
 * And what they cannot do, shown once: a call the contract's own server refuses (a required
 * parameter empty) is passed on but not recorded, record saying why, and the mock answers it with
 * the generated server's refusal, without the peer's echo.
 * Every peer is started here; without Mono the test fails, naming the packages to install.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Binding, createSchoolServiceClient } from "school-service-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runSoapgen, startSoapgen, type ChildServer } from "../mock/support/child-server.ts";
import { CALLS } from "../server/support/sample-calls.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import {
  callAllWithNodeSoap,
  callAllWithZeep,
  NODE_SOAP_PORTS,
  SAMPLE_AUTH,
  startAsmxPeer,
  ZEEP_PORTS,
  type AsmxPeer,
  type ResultsByOperation,
} from "./peer-results.ts";

const SOAP_BINDINGS = ["soap11", "soap12"] as const satisfies readonly Binding[];
/** What the peer cannot read: .NET's DateTime ends at 9999, xsd:dateTime does not. */
const FAULTING = {
  op: "userGetListByModDate",
  params: { ModifiedDate: new Date("+010000-01-01") },
};
/** The generated client's calls: every operation's sample call, then the faulting one. */
const CLIENT_CALLS = [
  ...SCHOOL_OPERATIONS.map((op) => ({ name: op, op, params: CALLS[op]!.params })),
  { name: "fault", ...FAULTING },
];
const SECRETS = Object.entries(SAMPLE_AUTH).flatMap(([field, value]) => [
  "--secret",
  `AuthHeader.${field}=${value}`,
]);

const folder = mkdtempSync(path.join(tmpdir(), "soapgen-asmx-mock-"));
const recordings = {
  client: path.join(folder, "client"),
  nodeSoap: path.join(folder, "node-soap"),
  zeep: path.join(folder, "zeep"),
};
let peer: AsmxPeer;
let peerWsdl: string;
const servers: ChildServer[] = [];

/** A call's outcome as the generated client gives it: its result, or its error's name and fields. */
async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return await call();
  } catch (err) {
    const e = err as Error;
    return { ...e, error: e.name, message: e.message };
  }
}

/** The generated client's calls on one SOAP version, each call's outcome by name. */
async function callWithClient(url: string, binding: Binding): Promise<Record<string, unknown>> {
  const client = createSchoolServiceClient({ baseUrl: url, binding, auth: SAMPLE_AUTH });
  const methods = client as unknown as Record<string, (p: object) => Promise<unknown>>;
  const results: Record<string, unknown> = {};
  for (const { name, op, params } of CLIENT_CALLS)
    results[name] = await outcome(() => methods[op]!(params));
  return results;
}

/** What each client got from the peer: through its recording proxy, and (`...Direct`) straight from the peer. */
const fromPeer = {
  client: {} as Record<string, Record<string, unknown>>,
  clientDirect: {} as Record<string, Record<string, unknown>>,
  nodeSoap: {} as Record<string, ResultsByOperation>,
  nodeSoapDirect: {} as Record<string, ResultsByOperation>,
  zeep: {} as Record<string, ResultsByOperation>,
  zeepDirect: {} as Record<string, ResultsByOperation>,
};

const start = async (args: string[]) => {
  const server = await startSoapgen([...args, "--port", "0"]);
  servers.push(server);
  return server;
};

beforeAll(async () => {
  peer = await startAsmxPeer();
  peerWsdl = `${peer.url}?WSDL`;
  const [client, nodeSoap, zeep] = await Promise.all(
    Object.values(recordings).map((out) => start(["record", "--target", peer.url, "--out", out])),
  );
  const zeepRuns = Promise.all([
    callAllWithZeep(peerWsdl, SAMPLE_AUTH, zeep!.url),
    callAllWithZeep(peerWsdl, SAMPLE_AUTH),
  ]);
  for (const binding of SOAP_BINDINGS) {
    fromPeer.client[binding] = await callWithClient(client!.url, binding);
    fromPeer.clientDirect[binding] = await callWithClient(peer.url, binding);
  }
  for (const port of NODE_SOAP_PORTS) {
    fromPeer.nodeSoap[port] = await callAllWithNodeSoap(peerWsdl, port, SAMPLE_AUTH, nodeSoap!.url);
    fromPeer.nodeSoapDirect[port] = await callAllWithNodeSoap(peerWsdl, port, SAMPLE_AUTH);
  }
  [fromPeer.zeep, fromPeer.zeepDirect] = await zeepRuns;
}, 180_000);

afterAll(async () => {
  await Promise.all([...servers.map((s) => s.stop()), peer?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const fixtureFiles = (dir: string) => readdirSync(dir).filter((n) => n.endsWith(".json"));
const readFixture = (dir: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
    operation: string;
    binding: string;
    request: { headers: Record<string, string>; body?: string };
    response: { status: number; body: string };
  };

describe("soapgen record in front of the ASMX peer", () => {
  it.each(SOAP_BINDINGS)("the generated client on %s gets the peer's answers through it", (b) => {
    const results = fromPeer.client[b]!;
    for (const op of SCHOOL_OPERATIONS) {
      const result = results[op] as { _status?: { bln_Success: boolean }; _data?: unknown[] };
      expect(result._status?.bln_Success, op).toBe(true);
      expect((result._data?.[0] as { value?: unknown })?.value, op).toMatch(
        new RegExp(`^${op}(;.*)?;auth=Lincoln High/jdoe/secret$`),
      );
    }
    expect(results.fault).toMatchObject({
      error: "SoapFaultError",
      status: 500,
      reason: expect.stringMatching(
        /^System\.Web\.Services\.Protocols\.SoapException: Server was unable to read request\./,
      ),
      codeName: { local: b === "soap11" ? "Client" : "Sender" },
    });
    expect(results).toEqual(fromPeer.clientDirect[b]);
  });

  it("node-soap and zeep get the peer's answers through it", () => {
    for (const port of NODE_SOAP_PORTS) {
      const phone = fromPeer.nodeSoap[port]!.phoneGet as { phoneGetResult?: object };
      expect(JSON.stringify(phone.phoneGetResult)).toContain(
        "phoneGet;phone_id=77;auth=Lincoln High/jdoe/secret",
      );
      expect(fromPeer.nodeSoap[port]).toEqual(fromPeer.nodeSoapDirect[port]);
    }
    for (const port of ZEEP_PORTS) {
      const auth = port.startsWith("SchoolServiceSoap") ? "Lincoln High/jdoe/secret" : "<none>";
      expect(JSON.stringify(fromPeer.zeep[port]!.phoneGet)).toContain(
        `phoneGet;phone_id=77;auth=${auth}`,
      );
      expect(fromPeer.zeep[port]).toEqual(fromPeer.zeepDirect[port]);
    }
  });

  it("writes one fixture per distinct call, the AuthHeader's values redacted", () => {
    const expected = SOAP_BINDINGS.flatMap((b) =>
      [...SCHOOL_OPERATIONS, FAULTING.op].map((op) => `${op}.${b}`),
    ).sort();
    const recorded = (dir: string) =>
      fixtureFiles(dir)
        .map((f) => f.replace(/\.[0-9a-f]{8}\.json$/, ""))
        .sort();
    expect(recorded(recordings.client)).toEqual(expected);
    expect(recorded(recordings.nodeSoap)).toEqual(
      SOAP_BINDINGS.flatMap((b) => SCHOOL_OPERATIONS.map((op) => `${op}.${b}`)).sort(),
    );
    expect(recorded(recordings.zeep)).toEqual(
      ["soap11", "soap12", "httpGet", "httpPost"]
        .flatMap((b) => SCHOOL_OPERATIONS.map((op) => `${op}.${b}`))
        .sort(),
    );
    for (const dir of Object.values(recordings))
      for (const file of fixtureFiles(dir)) {
        const { binding, request } = readFixture(dir, file);
        if (!binding.startsWith("soap")) continue;
        for (const field of ["Schoolname", "Username", "Password"])
          expect(request.body, `${dir}/${file}`).toMatch(
            new RegExp(
              `<(\\w+:)?${field}>\\{\\{secret:AuthHeader\\.${field}\\}\\}</(\\w+:)?${field}>`,
            ),
          );
        expect(request.body, `${dir}/${file}`).not.toMatch(/>(Lincoln High|jdoe|secret)</);
      }
  });

  it("writes the answers without the password the peer echoes", () => {
    let echoes = 0;
    for (const dir of Object.values(recordings))
      for (const file of fixtureFiles(dir)) {
        const { response } = readFixture(dir, file);
        // The password, "secret", anywhere but in a placeholder's `{{secret:`.
        expect(response.body, `${dir}/${file}`).not.toMatch(/(?<!\{\{)\bsecret\b(?!:)/);
        if (response.body.includes("jdoe/{{secret:AuthHeader.Password}}")) echoes++;
      }
    expect(echoes).toBeGreaterThan(0);
  });
});

/** The peer's answers as the mock gives them: the password it echoed as its placeholder. */
function asRecorded(value: unknown): unknown {
  if (typeof value === "string")
    return value.replaceAll("jdoe/secret", "jdoe/{{secret:AuthHeader.Password}}");
  if (Array.isArray(value)) return value.map(asRecorded);
  if (
    value !== null &&
    typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asRecorded(v)]));
  return value;
}

/** Starts `soapgen mock --fixtures <dir>`; each call it answers is logged with the answer's source. */
const startMock = (dir: string) => start(["mock", "--fixtures", dir]);

/** The mock's log lines of calls: `<operation> (<binding>): <where the answer came from>`. */
const answeredCalls = (mock: ChildServer) =>
  mock
    .output()
    .split("\n")
    .filter((line) => /^\w+ \((soap11|soap12|httpGet|httpPost)\): /.test(line));

async function expectAllFromRecording(mock: ChildServer, dir: string, calls: number) {
  // The mock logs a call after answering it: the last line may reach the pipe after the answer.
  await vi.waitFor(() => expect(answeredCalls(mock)).toHaveLength(calls), { timeout: 5_000 });
  const lines = answeredCalls(mock);
  for (const line of lines) {
    expect(line).toContain(`: ${dir}/`);
    expect(line).toMatch(/\.json$/);
  }
}

describe("soapgen mock --fixtures <the peer's recording>", () => {
  it("answers the generated client on SOAP 1.1 and 1.2 as the peer did, the fault too", async () => {
    const mock = await startMock(recordings.client);
    for (const binding of SOAP_BINDINGS)
      expect(await callWithClient(mock.url, binding)).toEqual(asRecorded(fromPeer.client[binding]));
    await expectAllFromRecording(mock, recordings.client, 2 * CLIENT_CALLS.length);
  });

  it("answers node-soap (built from the peer's WSDL) on SOAP 1.1 and 1.2 as the peer did", async () => {
    const mock = await startMock(recordings.nodeSoap);
    for (const port of NODE_SOAP_PORTS)
      expect(await callAllWithNodeSoap(peerWsdl, port, SAMPLE_AUTH, mock.url)).toEqual(
        asRecorded(fromPeer.nodeSoap[port]),
      );
    await expectAllFromRecording(mock, recordings.nodeSoap, 2 * SCHOOL_OPERATIONS.length);
  });

  it("answers zeep (built from the peer's WSDL) on all four ports as the peer did", async () => {
    const mock = await startMock(recordings.zeep);
    expect(await callAllWithZeep(peerWsdl, SAMPLE_AUTH, mock.url)).toEqual(
      asRecorded(fromPeer.zeep),
    );
    await expectAllFromRecording(
      mock,
      recordings.zeep,
      ZEEP_PORTS.length * SCHOOL_OPERATIONS.length,
    );
  }, 60_000);
});

describe("a call the contract's own server refuses (a required parameter empty)", () => {
  const refused = { hostid: "" };

  it("is passed on but not recorded, and record says why; the mock answers it with that refusal", async () => {
    const out = path.join(folder, "refused");
    const recorder = await start(["record", "--target", peer.url, "--out", out]);
    const answers: Record<string, unknown> = {};
    for (const binding of ["soap11", "httpGet"] as const) {
      const client = createSchoolServiceClient({
        baseUrl: recorder.url,
        binding,
        auth: SAMPLE_AUTH,
      });
      answers[binding] = await client.userGetHostID(refused);
      expect(answers[binding]).toEqual({
        _status: {
          bln_Success: false,
          detail: [{ code: "REQUIRED", desc: "hostid is required." }],
        },
        _data: [
          {
            type: "xsd:string",
            value: `userGetHostID;hostid=;auth=${binding === "soap11" ? "Lincoln High/jdoe/secret" : "<none>"}`,
          },
        ],
      });
    }
    await expect
      .poll(() => recorder.output().match(/: not recorded: [^\n]*/g))
      .toEqual(
        Array(2).fill(
          ": not recorded: the contract's server refuses its parameters itself (HTTP 200), calling no operation: the mock will answer it with that refusal, not with the service's answer",
        ),
      );
    expect(recorder.output()).toContain(
      "GET /api/schoolservice.asmx/userGetHostID?hostid=: not recorded",
    );
    expect(readdirSync(out)).toEqual([]);

    // The refusal is the generated server's: its words, without the peer's echo in _data.
    const mock = await startMock(recordings.client);
    const client = createSchoolServiceClient({ baseUrl: mock.url, auth: SAMPLE_AUTH });
    expect(await client.userGetHostID(refused)).toEqual({
      ...(answers.soap11 as object),
      _data: [],
    });
  });
});

/** The peer behind a node:http proxy that passes requests on and rewrites each answer's body. */
async function startChangedPeer(
  rewrite: (body: string) => string,
): Promise<Server & { url: string }> {
  const target = new URL(peer.url);
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: target.host };
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", () => {
          const body = rewrite(Buffer.concat(chunks).toString("utf8"));
          res.writeHead(answer.statusCode ?? 502, {
            "content-type": answer.headers["content-type"] ?? "text/plain",
          });
          res.end(body);
        });
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(server, { url: `http://127.0.0.1:${port}${target.pathname}` });
}

interface VerifyReport {
  passed: number;
  failed: number;
  cases: { operation: string; binding: string; file: string; violations: string[] }[];
}

/** `soapgen verify` of a recording against `url`: its exit status, text report and JSON report. */
async function verify(url: string, dir: string, extra: string[] = SECRETS) {
  const json = path.join(folder, `report-${Math.random().toString(36).slice(2)}.json`);
  const run = await runSoapgen([
    "verify",
    "--against",
    url,
    "--fixtures",
    dir,
    ...extra,
    "--json",
    json,
  ]);
  const report = JSON.parse(readFileSync(json, "utf8")) as VerifyReport;
  return { ...run, report };
}

/** The failing cases of a report as `<operation> (<binding>): <violations>`. */
const failures = (report: VerifyReport) =>
  report.cases
    .filter((c) => c.violations.length > 0)
    .map((c) => `${c.operation} (${c.binding}): ${c.violations.join("; ")}`)
    .sort();

describe("soapgen verify", () => {
  it.each(Object.keys(recordings) as (keyof typeof recordings)[])(
    "passes every fixture of the %s recording against the peer",
    async (which) => {
      const r = await verify(peer.url, recordings[which]);
      expect(failures(r.report)).toEqual([]);
      expect(r.report.passed).toBe(fixtureFiles(recordings[which]).length);
      expect(r.stdout).toContain(`fixtures pass against ${peer.url}.`);
      expect(r.status).toBe(0);
    },
  );

  it("fails, naming the field, against the peer answering bln_Success as blnSuccess", async () => {
    const changed = await startChangedPeer((body) => body.replace(/bln_Success>/g, "blnSuccess>"));
    try {
      const r = await verify(changed.url, recordings.client);
      expect(r.status).toBe(1);
      // Every answer but the faults carries _status.
      expect(r.report.failed).toBe(2 * SCHOOL_OPERATIONS.length);
      for (const failure of failures(r.report)) expect(failure).toMatch(/: _status\.bln_Success: /);
      expect(r.stdout).toMatch(/FAIL {2}phoneGet \(soap12\) [^\n]+\n {6}_status\.bln_Success: /);
    } finally {
      changed.close();
    }
  });

  it("fails only the answers that change, naming the field, when the peer renames cPhone's Number", async () => {
    const changed = await startChangedPeer((body) =>
      body.replace(/<(\/?)Number>/g, "<$1PhoneNumber>"),
    );
    try {
      const r = await verify(changed.url, recordings.client);
      expect(r.status).toBe(1);
      const renamed =
        "_data[1].value.Number: missing, expected a string; _data[1].value.PhoneNumber: not in the recorded answer, got a string";
      expect(failures(r.report)).toEqual(
        [
          "phoneGet (soap11)",
          "phoneGet (soap12)",
          "phoneUserGet (soap11)",
          "phoneUserGet (soap12)",
        ].map((call) => `${call}: ${renamed}`),
      );
    } finally {
      changed.close();
    }
  });

  it("fails, naming the element, against the peer answering in another namespace", async () => {
    const changed = await startChangedPeer((body) =>
      body.replace(
        /(<\w+Response xmlns=)"http:\/\/schoolservice\.example\.org\/api\/"/,
        '$1"http://elsewhere.example.org/"',
      ),
    );
    try {
      const r = await verify(changed.url, recordings.client);
      expect(r.status).toBe(1);
      expect(r.report.failed).toBe(2 * SCHOOL_OPERATIONS.length);
      for (const failure of failures(r.report))
        expect(failure).toMatch(
          /^(\w+) \(soap1[12]\): the answer does not match the contract: expected <\1Response> in http:\/\/schoolservice\.example\.org\/api\/ in the SOAP Body, got <\1Response> in http:\/\/elsewhere\.example\.org\/$/,
        );
    } finally {
      changed.close();
    }
  });
});
