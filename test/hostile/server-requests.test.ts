/**
 * The generated server against hostile requests not covered by test/server/limits and errors:
 * each gets its exact answer (or a closed connection, for a body it refuses to read), the server
 * answers a normal call right after, and its memory ends near where it started. Where ASMX
 * answers an odd request normally (a SOAP 1.2 envelope on SOAP 1.1's content type, an action
 * naming another operation), so do we: the ASMX transcripts under test/fixtures show it.
 */
import { connect } from "node:net";
import { demoImplementation } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, type RawResponse } from "../server/support/raw-http.ts";
import {
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "../server/support/start.ts";

let server: TestServer;
let baseline: number;
beforeAll(async () => {
  server = await startServer(demoImplementation, { onError: () => {} });
  await normalCall();
  baseline = process.memoryUsage().rss;
});
afterAll(() => server.close());

const op = (id = "5") => `<eventGet xmlns="${NS}"><EventID>${id}</EventID></eventGet>`;
const soap = (body: string, headers = soapHeaders("1.1", "eventGet")) =>
  send(server.port, { method: "POST", path: ENDPOINT, headers, body });

async function normalCall(): Promise<void> {
  const res = await soap(envelope("1.1", op()));
  expect(res.status).toBe(200);
  expect(res.body).toContain("<bln_Success>true</bln_Success>");
}

/** The fault string of a SOAP 1.1 fault answer. */
const faultString = (res: RawResponse) => /<faultstring>([^<]*)<\/faultstring>/.exec(res.body)?.[1];

describe("hostile requests, each followed by a normal call", () => {
  it.each([
    [
      "100,000 sibling elements",
      () =>
        soap(
          envelope(
            "1.1",
            `<eventGet xmlns="${NS}"><EventID>5</EventID>${"<x/>".repeat(100_000)}</eventGet>`,
          ),
        ),
      400,
      "",
    ],
    [
      "100,000 attributes on one element",
      () =>
        soap(
          envelope(
            "1.1",
            `<eventGet xmlns="${NS}" ${Array.from({ length: 100_000 }, (_, i) => `a${i}="1"`).join(" ")}><EventID>5</EventID></eventGet>`,
          ),
        ),
      400,
      "",
    ],
    [
      "nesting 100,000 deep",
      () => soap(envelope("1.1", `${"<x>".repeat(100_000)}${"</x>".repeat(100_000)}`)),
      400,
      "",
    ],
    [
      "a 100 KB URL",
      () =>
        send(server.port, {
          method: "GET",
          path: `${ENDPOINT}/eventGet?EventID=${"5".repeat(100_000)}`,
        }),
      431,
      "",
    ],
  ] as const)("%s", async (_, request, status, body) => {
    const res = await request();
    expect([res.status, res.body]).toEqual([status, body]);
    await normalCall();
  });

  it("a 50 MB text node: refused before it is read (413, or the connection closed mid-upload)", async () => {
    const res = await soap(envelope("1.1", op("5".repeat(50 * 1024 * 1024)))).catch(
      (err: NodeJS.ErrnoException) => err.code ?? "no code",
    );
    if (typeof res === "string") expect(["ECONNRESET", "EPIPE"]).toContain(res);
    else expect(res.status).toBe(413);
    await normalCall();
  });

  it.each([
    [
      "an int beyond xsd:int",
      op("2147483648"),
      'Server was unable to read request. ---&gt; element &lt;EventID&gt;: "2147483648" is not an xsd:int (-2147483648 to 2147483647)',
    ],
    [
      "NaN for an int",
      op("NaN"),
      'Server was unable to read request. ---&gt; element &lt;EventID&gt;: "NaN" is not an xsd:int (-2147483648 to 2147483647)',
    ],
  ])("%s: a client fault naming the value", async (_, body, reason) => {
    const res = await soap(envelope("1.1", body));
    expect([res.status, faultString(res)]).toEqual([500, reason]);
    await normalCall();
  });

  it("a date no Date can hold: a client fault", async () => {
    const res = await soap(
      envelope(
        "1.1",
        `<userGetListByModDate xmlns="${NS}"><ModifiedDate>300000-01-01T00:00:00</ModifiedDate></userGetListByModDate>`,
      ),
      soapHeaders("1.1", "userGetListByModDate"),
    );
    expect(res.status).toBe(500);
    expect(faultString(res)).toMatch(
      /^Server was unable to read request\. ---&gt; element &lt;ModifiedDate&gt;: "300000-01-01T00:00:00" is not an xsd:dateTime/,
    );
    await normalCall();
  });

  it("two operation elements in the Body: the first is answered, as ASMX does", async () => {
    const res = await soap(
      envelope("1.1", `${op("7")}<eventDelete xmlns="${NS}"><EventID>8</EventID></eventDelete>`),
    );
    expect(res.status).toBe(200);
    expect(res.body).toContain("<eventGetResponse ");
    expect(res.body).not.toContain("eventDelete");
  });

  it("a SOAPAction naming another operation than the Body: the action's operation answers, as ASMX does (transcript 030)", async () => {
    const res = await soap(envelope("1.1", op()), soapHeaders("1.1", "eventDelete"));
    expect(res.status).toBe(200);
    expect(res.body).toContain("<eventDeleteResponse ");
  });

  it("a SOAP 1.2 envelope on SOAP 1.1's content type: answered in SOAP 1.2, as ASMX does (transcript 042)", async () => {
    const res = await soap(envelope("1.2", op()));
    expect([res.status, res.headers["content-type"]]).toEqual([
      200,
      "application/soap+xml; charset=utf-8",
    ]);
  });

  it.each([
    [
      "with a byte order mark",
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(
          envelope("1.1", op()).replace('encoding="utf-8"', 'encoding="utf-16"'),
          "utf16le",
        ),
      ]),
    ],
    [
      "without one",
      Buffer.from(
        envelope("1.1", op()).replace('encoding="utf-8"', 'encoding="utf-16"'),
        "utf16le",
      ),
    ],
  ])("UTF-16 %s, as its content type says: answered", async (_, body) => {
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: { ...soapHeaders("1.1", "eventGet"), "Content-Type": "text/xml; charset=utf-16" },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain("<bln_Success>true</bln_Success>");
  });

  it("an HTTP POST form of 1,000,000 pairs without a value: refused as ASMX refuses a missing parameter (form-values.test.ts: read in one pass)", async () => {
    const post = await startServer(demoImplementation, {
      httpPost: { enabled: true, authenticate: null },
    });
    try {
      const body = "a&".repeat(1_000_000);
      const headers = { "Content-Type": "application/x-www-form-urlencoded" };
      const res = await send(post.port, {
        method: "POST",
        path: `${ENDPOINT}/eventGet`,
        headers,
        body,
      });
      expect([res.status, res.body]).toEqual([
        500,
        "System.InvalidOperationException: Missing parameter: EventID.",
      ]);
    } finally {
      await post.close();
    }
  });

  it("a parameter given twice on HTTP GET: refused, as ASMX refuses it", async () => {
    const get = await startServer(demoImplementation, {
      httpGet: { enabled: true, authenticate: null },
    });
    try {
      const res = await send(get.port, {
        method: "GET",
        path: `${ENDPOINT}/eventGet?EventID=5&EventID=6`,
      });
      expect([res.status, res.body]).toEqual([
        500,
        "System.ArgumentException: Cannot convert EventID: the parameter is given more than once.",
      ]);
    } finally {
      await get.close();
    }
  });
});

it("answers 1,000 requests pipelined on one keep-alive connection, in order", async () => {
  const request = (id: number) => {
    const body = envelope("1.1", op(String(id)));
    const headers = Object.entries({
      Host: "x",
      ...soapHeaders("1.1", "eventGet"),
      "Content-Length": String(Buffer.byteLength(body)),
    })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    return `POST ${ENDPOINT} HTTP/1.1\r\n${headers}\r\n${body}`;
  };
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      if ((received.match(/<\/soap:Envelope>/g) ?? []).length === 1000) {
        socket.end();
        resolve(received);
      }
    });
    socket.on("error", reject);
    socket.write(Array.from({ length: 1000 }, (_, i) => request(i + 1)).join(""));
  });
  const ids = [...text.matchAll(/eventGet: EventID=(\d+)</g)].map((m) => Number(m[1]));
  expect(ids).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
}, 60_000);

it("ends with its memory near where it started", async () => {
  await normalCall();
  (globalThis as { gc?: () => void }).gc?.();
  expect(process.memoryUsage().rss - baseline).toBeLessThan(256 * 1024 * 1024);
});
