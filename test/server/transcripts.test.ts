/**
 * The generated server against the real ASMX transcripts: each transcript's request bytes are sent
 * as they are, to a server running an implementation that answers as the transcripts' service does.
 * Status, Content-Type, Cache-Control and body must be byte-identical (Server, Date, X-AspNet-Version
 * and connection framing are the host's). Where the server itself refuses (a stated requirement),
 * the transcripts' service had echoed the call in `_data` first; the generated server refuses before
 * any implementation runs, so that echo is the one difference. Faults compare with their text
 * blanked: Mono writes its exception texts unformatted and with stack traces.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTranscript, type Transcript } from "../support/transcripts.ts";
import { sendBytes, type RawResponse } from "./support/raw-http.ts";
import { referenceImplementation } from "./support/reference-implementation.ts";
import { startServer, type TestServer } from "./support/start.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer(referenceImplementation);
});
afterAll(() => server.close());

function replay(t: Transcript): Promise<RawResponse> {
  const { startLine, headers, body } = t.request;
  const head = `${startLine}\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join("")}\r\n`;
  return sendBytes(
    server.port,
    Buffer.concat([Buffer.from(head, "latin1"), Buffer.from(body, "utf8")]),
  );
}

function expectSameAnswer(t: Transcript, got: RawResponse, body = t.response.body): void {
  const header = (name: string) => t.response.headers.find(([n]) => n.toLowerCase() === name)?.[1];
  expect(got.status).toBe(t.response.status);
  expect(got.headers["content-type"]).toBe(header("content-type"));
  expect(got.headers["cache-control"]).toBe(header("cache-control"));
  expect(got.body).toBe(body);
}

// Calls whose answer the implementation gives: every byte the same. Left out: answers echoing a
// dateTime whose .NET kind (Utc, Local) or 7-digit fraction a JavaScript Date does not keep
// (55-57, 65, 67, 70-72).
const SAME = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 30, 31, 32, 34, 35, 40, 42,
  44, 45, 47, 48, 52, 53, 54, 58, 59, 60, 64, 66, 68, 69, 74, 77, 78, 81, 82, 84, 86, 90, 91, 92,
  93, 94, 95, 96, 97, 98, 99, 100,
];

describe("answers byte-identical to ASMX", () => {
  it.each(SAME)("transcript %i", async (n) => {
    const t = readTranscript(n);
    expectSameAnswer(t, await replay(t));
  });
});

describe("stated requirements: ASMX's answer without the service's echo item", () => {
  it.each([36, 37, 49, 50, 51, 88, 89])("transcript %i", async (n) => {
    const t = readTranscript(n);
    const withoutEcho = t.response.body
      .replace(/<_data><anyType xsi:type="xsd:string">[^<]*<\/anyType><\/_data>/, "<_data />")
      .replace(
        /<_data>\n {4}<anyType xsi:type="xsd:string">[^<]*<\/anyType>\n {2}<\/_data>/,
        "<_data />",
      );
    expect(withoutEcho).not.toBe(t.response.body);
    expectSameAnswer(t, await replay(t), withoutEcho);
  });
});

/** A fault envelope with its reason text blanked. */
const blankReason = (body: string) =>
  body
    .replace(/<faultstring>[\s\S]*?<\/faultstring>/, "<faultstring />")
    .replace(/<soap:Text xml:lang="en">[\s\S]*?<\/soap:Text>/, "<soap:Text />");

describe("faults: ASMX's envelope, status and content type", () => {
  it.each([29, 33, 38, 39, 41, 46, 73, 79, 103, 104, 105])("transcript %i", async (n) => {
    const t = readTranscript(n);
    const got = await replay(t);
    expect(got.status).toBe(500);
    expect(got.headers["content-type"]).toBe(
      t.response.headers.find(([h]) => h === "Content-Type")![1],
    );
    expect(blankReason(got.body)).toBe(blankReason(t.response.body));
  });
});

describe("HTTP errors: ASMX's status and content type, empty where ASMX's body is", () => {
  it.each([28, 43, 101, 102, 106])("transcript %i: empty body", async (n) => {
    const t = readTranscript(n);
    expectSameAnswer(t, await replay(t));
  });

  // ASMX's text is its exception (unformatted by Mono, with a stack trace); ours is its first line
  // with the names filled in.
  it.each([
    [21, "System.InvalidOperationException: Missing parameter: GroupID."],
    [
      22,
      'System.ArgumentException: Cannot convert "" to an xsd:int (-2147483648 to 2147483647) (parameter EventID).',
    ],
    [
      23,
      'System.ArgumentException: Cannot convert "not-a-date" to an xsd:dateTime (parameter ModifiedDate).',
    ],
    [
      24,
      'System.ArgumentException: Cannot convert "abc" to an xsd:int (-2147483648 to 2147483647) (parameter EventID).',
    ],
    [25, "System.InvalidOperationException: noSuchOp Web Service method name is not valid."],
    [26, "System.InvalidOperationException: noSuchOp Web Service method name is not valid."],
    [27, "System.InvalidOperationException: Missing parameter: EventID."],
    [
      61,
      'System.ArgumentException: Cannot convert "20240501" to an xsd:dateTime (parameter ModifiedDate).',
    ],
    [
      62,
      'System.ArgumentException: Cannot convert "2024-13-01" to an xsd:dateTime (parameter ModifiedDate).',
    ],
    [
      63,
      'System.ArgumentException: Cannot convert "2024-05-01T10:00:00 02:00" to an xsd:dateTime (parameter ModifiedDate).',
    ],
    [
      75,
      'System.ArgumentException: Cannot convert "1" to an xsd:boolean (true, false, 1 or 0) (parameter ShowPractice).',
    ],
    [
      76,
      'System.ArgumentException: Cannot convert "yes" to an xsd:boolean (true, false, 1 or 0) (parameter ShowPractice).',
    ],
    [
      80,
      'System.ArgumentException: Cannot convert "athletics" to a bt value (Academics, Athletics) (parameter bt).',
    ],
    [
      83,
      'System.ArgumentException: Cannot convert "Gym" to a bt value (Academics, Athletics) (parameter bt).',
    ],
    [
      85,
      "System.ArgumentException: Cannot convert EventID: the parameter is given more than once.",
    ],
    [
      87,
      "System.ArgumentException: Invalid method name 'EventGet', method names are case sensitive. The method name 'eventGet' with the same name but different casing was found.",
    ],
    [107, "System.InvalidOperationException: Request format is invalid: text/plain."],
  ])("transcript %i: text/plain naming the problem", async (n, text) => {
    const t = readTranscript(n);
    const got = await replay(t);
    expect(got.status).toBe(t.response.status);
    expect(got.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(t.response.body.split(":")[0]).toBe(text.split(":")[0]);
    expect(got.body).toBe(text);
  });

  it("transcript 108: PUT is 405", async () => {
    const got = await replay(readTranscript(108));
    expect(got.status).toBe(405);
    expect(got.headers.allow).toBe("GET, HEAD, POST");
    expect(got.body).toBe("Request format is unrecognized.");
  });
});
