/**
 * The generated client against a real ASP.NET ASMX stack (Mono, test/asmx-peer/service): all 20
 * operations on all four bindings get the same decoded results from the ASMX peer as from our
 * generated server running the same test implementation (test/server/support/reference-implementation.ts),
 * apart from the DateTime kind ASMX's echo shows (peer-results.ts); and the answers are the same
 * bytes on the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSchoolServiceClient } from "school-service-client";
import { referenceImplementation } from "../server/support/reference-implementation.ts";
import { startServer, type TestServer } from "../server/support/start.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import {
  asAsmxAnswers,
  BINDINGS,
  callAllWithGeneratedClient,
  receivesUtcDates,
  SAMPLE_AUTH,
  startAsmxPeer,
  withUtcEchoDates,
  type AsmxPeer,
  type ResultsByOperation,
} from "./peer-results.ts";

let peer: AsmxPeer;
let ours: TestServer;
const fromPeer: Record<string, ResultsByOperation> = {};
const fromOurs: Record<string, ResultsByOperation> = {};
/** Each answer's status, Content-Type, Cache-Control and body, in call order. */
const wire: Record<string, { peer: string[]; ours: string[] }> = {};

/** A fetch that also writes down what each answer was on the wire. */
function recordingFetch(log: string[]): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    const body = await res.text();
    log.push(
      `${res.status} ${res.headers.get("content-type")} ${res.headers.get("cache-control")}\n${body}`,
    );
    return new Response(body, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
  };
}

beforeAll(async () => {
  [peer, ours] = await Promise.all([startAsmxPeer(), startServer(referenceImplementation)]);
  for (const binding of BINDINGS) {
    const log = (wire[binding] = { peer: [], ours: [] });
    [fromPeer[binding], fromOurs[binding]] = await Promise.all([
      callAllWithGeneratedClient(peer.url, binding, SAMPLE_AUTH, recordingFetch(log.peer)),
      callAllWithGeneratedClient(ours.url, binding, SAMPLE_AUTH, recordingFetch(log.ours)),
    ]);
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([peer?.close(), ours?.close()]);
});

const firstItem = (result: unknown) => (result as { _data: { value: unknown }[] })._data[0]!.value;

describe.each(BINDINGS)("generated client on %s", (binding) => {
  it.each(SCHOOL_OPERATIONS)("%s: ASMX answers as our server does", (op) => {
    const asmx = fromPeer[binding]![op];
    expect(asmx).toMatchObject({ _status: { bln_Success: true, detail: [] } });
    const auth = binding.startsWith("soap") ? "Lincoln High/jdoe/secret" : "<none>";
    expect(firstItem(asmx)).toMatch(new RegExp(`^${op}(;.*)?;auth=${auth}$`));
    expect(asmx).toEqual(
      asAsmxAnswers(fromOurs[binding]![op], receivesUtcDates("generated", binding)),
    );
  });
});

describe.each(BINDINGS)("on the wire, on %s", (binding) => {
  it("every answer has ASMX's status, Content-Type, Cache-Control and bytes, the echo's UTC dates apart", () => {
    const { peer: asmx, ours: mine } = wire[binding]!;
    expect(asmx).toHaveLength(SCHOOL_OPERATIONS.length);
    const utc = receivesUtcDates("generated", binding);
    expect(asmx).toEqual(mine.map((answer) => (utc ? withUtcEchoDates(answer) : answer)));
  });
});

describe("what ASMX's echo shows that ours cannot", () => {
  const echo = (zone: string, auth: string) =>
    `eventGetList;CategoryID=1;GroupTypeID=2;GroupID=3;SDate=2024-05-01T00:00:00.0000000${zone};EDate=2024-05-31T00:00:00.0000000${zone};auth=${auth}`;

  it("a Date sent over SOAP arrives as a UTC DateTime (the client sends `...Z`)", () => {
    expect(firstItem(fromPeer.soap11!.eventGetList)).toBe(echo("Z", "Lincoln High/jdoe/secret"));
    expect(firstItem(fromOurs.soap11!.eventGetList)).toBe(echo("", "Lincoln High/jdoe/secret"));
  });

  it("a Date sent over GET/POST arrives as an unspecified DateTime (the client sends zone-less text)", () => {
    expect(firstItem(fromPeer.httpGet!.eventGetList)).toBe(echo("", "<none>"));
    expect(firstItem(fromPeer.httpPost!.eventGetList)).toBe(echo("", "<none>"));
  });
});

describe("a wrong password", () => {
  it.each(["soap11", "soap12"] as const)(
    "on %s: the same AUTH refusal, echo included",
    async (binding) => {
      const call = (url: string) =>
        createSchoolServiceClient({
          baseUrl: url,
          binding,
          auth: { ...SAMPLE_AUTH, Password: "wrong" },
        }).eventGet({ EventID: 5 });
      const [asmx, mine] = await Promise.all([call(peer.url), call(ours.url)]);
      expect(asmx).toEqual({
        _status: {
          bln_Success: false,
          detail: [
            {
              code: "AUTH",
              desc: "Authentication failed for user 'jdoe' at school 'Lincoln High'.",
            },
          ],
        },
        _data: [{ type: "xsd:string", value: "eventGet;EventID=5;auth=Lincoln High/jdoe/wrong" }],
      });
      expect(mine).toEqual(asmx);
    },
  );
});
