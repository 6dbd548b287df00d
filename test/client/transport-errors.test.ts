/**
 * Failures outside the service's answers: network errors, time limits (client-wide and per call,
 * while waiting for headers or for the body), aborts through the caller's signal, and 2xx answers
 * that are not well-formed XML or not the element the operation answers with.
 */
import { describe, expect, it } from "vitest";
import {
  AbortError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
  createSchoolServiceClient,
  type Binding,
} from "school-service-client";
import {
  ENDPOINT,
  NS,
  recordingClient,
  recordingFetch,
  type RecordedRequest,
} from "./fake-fetch.ts";

/** Never answers; rejects with the signal's reason when aborted, as fetch does. */
const hanging = (request: RecordedRequest) =>
  new Promise<Response>((_, reject) =>
    request.signal?.addEventListener("abort", () => reject(request.signal!.reason)),
  );

describe("network errors", () => {
  it("a fetch that rejects becomes a NetworkError with the cause", async () => {
    const cause = new TypeError("fetch failed");
    const { client } = recordingClient("soap11", () => Promise.reject(cause));
    const error = await client.eventGet({ EventID: 1 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      message: "eventGet (soap11): network error: fetch failed",
      cause,
      operation: "eventGet",
      binding: "soap11",
    });
  });

  it("a real connection refused is a NetworkError too", async () => {
    const client = createSchoolServiceClient({ baseUrl: "http://127.0.0.1:9", binding: "httpGet" });
    await expect(client.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("time limits", () => {
  it("the client-wide timeoutMs ends a call that gets no answer", async () => {
    const { fetch } = recordingFetch(hanging);
    const client = createSchoolServiceClient({ baseUrl: ENDPOINT, fetch, timeoutMs: 30 });
    const error = await client.eventGet({ EventID: 1 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      timeoutMs: 30,
      message: "eventGet (soap11): no response within 30 ms",
    });
  });

  it("a per-call timeoutMs wins over the client's", async () => {
    const { fetch } = recordingFetch(hanging);
    const client = createSchoolServiceClient({ baseUrl: ENDPOINT, fetch, timeoutMs: 60_000 });
    await expect(client.eventGet({ EventID: 1 }, { timeoutMs: 25 })).rejects.toMatchObject({
      name: "TimeoutError",
      timeoutMs: 25,
    });
  });

  it("covers the body too, and holds even for a fetch that ignores its signal", async () => {
    const neverEnds = new ReadableStream({
      start: (c) => c.enqueue(new TextEncoder().encode("<soap:Envelope")),
    });
    const { fetch } = recordingFetch(
      async () => new Response(neverEnds, { status: 200, headers: { "content-type": "text/xml" } }),
    );
    const client = createSchoolServiceClient({ baseUrl: ENDPOINT, fetch, timeoutMs: 30 });
    await expect(client.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(TimeoutError);
    const deaf = recordingFetch(() => new Promise<Response>(() => {}));
    const deafClient = createSchoolServiceClient({
      baseUrl: ENDPOINT,
      fetch: deaf.fetch,
      timeoutMs: 30,
    });
    await expect(deafClient.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe("aborts", () => {
  it("an already aborted signal ends the call before anything is sent", async () => {
    const { client, requests } = recordingClient("soap11", hanging);
    const reason = new Error("user left");
    const error = await client
      .eventGet({ EventID: 1 }, { signal: AbortSignal.abort(reason) })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ reason, message: "eventGet (soap11): the call was aborted" });
    expect(requests).toEqual([]);
  });

  it("aborting during the call ends it with AbortError, and aborts the fetch", async () => {
    const { client, requests } = recordingClient("httpPost", hanging);
    const controller = new AbortController();
    const call = client.eventGet({ EventID: 1 }, { signal: controller.signal });
    setTimeout(() => controller.abort("stop"), 10);
    await expect(call).rejects.toMatchObject({
      name: "AbortError",
      reason: "stop",
      binding: "httpPost",
    });
    expect(requests[0]!.signal!.aborted).toBe(true);
  });
});

describe("answers that are not the expected XML", () => {
  const soap = (body: string, contentType = "text/xml; charset=utf-8") => ({
    status: 200,
    contentType,
    body,
  });
  const envelope = (inner: string) =>
    `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${inner}</soap:Body></soap:Envelope>`;

  it.each([
    [
      "a truncated envelope",
      soap(
        `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>`,
      ),
    ],
    ["not XML at all", soap("Service Unavailable")],
    ["an HTML page with status 200", soap("<html><body>hi</body></html>", "text/html")],
    ["an empty 200", soap("")],
    ["another root element", soap("<html><body>hi</body></html>")],
    ["an Envelope in an unknown namespace", soap('<Envelope xmlns="urn:x"><Body/></Envelope>')],
    [
      "another operation's response",
      soap(
        envelope(`<eventDeleteResponse xmlns="${NS}"><eventDeleteResult /></eventDeleteResponse>`),
      ),
    ],
    ["a response without its result", soap(envelope(`<eventGetResponse xmlns="${NS}" />`))],
    [
      "an Envelope without a Body",
      soap(
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header/></soap:Envelope>',
      ),
    ],
    [
      "junk after the envelope",
      soap(
        `${envelope(`<eventGetResponse xmlns="${NS}"><eventGetResult /></eventGetResponse>`)}<x/>`,
      ),
    ],
    ["a DOCTYPE", soap(`<!DOCTYPE x [<!ENTITY a "b">]>${envelope("")}`)],
  ])("SOAP: %s is a ResponseFormatError", async (_, reply) => {
    const { client } = recordingClient("soap11", reply);
    const error = await client.eventGet({ EventID: 1 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as ResponseFormatError).body).toBe(reply.body);
  });

  it.each([
    ["malformed XML", "<rtnObject><_status>"],
    ["another root element", `<string xmlns="${NS}">x</string>`],
    [
      "rtnObject in no namespace",
      "<rtnObject><_status><bln_Success>true</bln_Success></_status></rtnObject>",
    ],
    [
      "a bad boolean",
      `<rtnObject xmlns="${NS}"><_status><bln_Success>yes</bln_Success></_status></rtnObject>`,
    ],
  ] as [string, string][])("GET/POST: %s is a ResponseFormatError", async (_, body) => {
    for (const binding of ["httpGet", "httpPost"] as Binding[]) {
      const { client } = recordingClient(binding, {
        status: 200,
        contentType: "text/xml; charset=utf-8",
        body,
      });
      await expect(client.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(ResponseFormatError);
    }
  });

  it("names what it expected", async () => {
    const { client } = recordingClient("httpGet", {
      status: 200,
      contentType: "text/xml",
      body: `<string xmlns="${NS}">x</string>`,
    });
    await expect(client.eventGet({ EventID: 1 })).rejects.toMatchObject({
      message: `eventGet (httpGet): unexpected response: expected <rtnObject> in ${NS}, got <string> in ${NS}`,
    });
    const soapClient = recordingClient(
      "soap11",
      soap(envelope(`<eventDeleteResponse xmlns="${NS}" />`)),
    ).client;
    await expect(soapClient.eventGet({ EventID: 1 })).rejects.toMatchObject({
      problem: "expected <eventGetResponse> in the SOAP Body, got <eventDeleteResponse>",
    });
    // The right name in another namespace: the message says which namespaces.
    const otherNamespace = recordingClient(
      "soap11",
      soap(envelope('<eventGetResponse xmlns="urn:another" />')),
    ).client;
    await expect(otherNamespace.eventGet({ EventID: 1 })).rejects.toMatchObject({
      problem: `expected <eventGetResponse> in ${NS} in the SOAP Body, got <eventGetResponse> in urn:another`,
    });
  });
});
