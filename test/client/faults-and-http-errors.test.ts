/**
 * The transcripts' faults and error answers, as the typed errors callers tell apart: SoapFaultError
 * (1.1 and 1.2, with the HTTP status) and HttpStatusError (GET/POST text/plain 500s, empty 400/415).
 */
import { describe, expect, it } from "vitest";
import { HttpStatusError, SoapFaultError, type Binding } from "school-service-client";
import type { Transcript } from "../support/transcripts.ts";
import { NS, recordingClient, transcriptClient } from "./fake-fetch.ts";

const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";

/** The text of `<tag>` in the transcript's body, entities decoded: read without our XML reader. */
function elementText(t: Transcript, tag: string): string {
  const m = new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(t.response.body);
  if (!m) throw new Error(`${t.file}: no <${tag}>`);
  return m[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

async function failure(n: number, binding: Binding): Promise<{ error: unknown; t: Transcript }> {
  const { client, transcript } = transcriptClient(n, binding);
  const error = await client.eventGet({ EventID: 5 }).then(
    () => undefined,
    (err: unknown) => err,
  );
  return { error, t: transcript };
}

describe("SOAP faults", () => {
  it.each([
    [38, "Client"],
    [29, "Client"],
    [103, "Client"],
    [104, "VersionMismatch"],
  ])("transcript %i: SOAP 1.1 soap:%s with faultstring and an empty detail", async (n, code) => {
    const { error, t } = await failure(n, "soap11");
    expect(error).toBeInstanceOf(SoapFaultError);
    expect({ ...(error as SoapFaultError) }).toEqual({
      operation: "eventGet",
      binding: "soap11",
      name: "SoapFaultError",
      version: "1.1",
      code: `soap:${code}`,
      codeName: { namespace: SOAP11, local: code },
      subcode: undefined,
      subcodes: [],
      reason: elementText(t, "faultstring"),
      actor: undefined,
      role: undefined,
      node: undefined,
      detail: "",
      detailXml: "<detail />",
      detailElements: [],
      declared: undefined,
      status: 500,
    });
  });

  it("transcript 41: soap:MustUnderstand, a fault without a detail element", async () => {
    const { error, t } = await failure(41, "soap11");
    expect(error).toMatchObject({
      code: "soap:MustUnderstand",
      codeName: { namespace: SOAP11, local: "MustUnderstand" },
      detail: undefined,
      status: 500,
    });
    expect((error as SoapFaultError).reason).toBe(elementText(t, "faultstring"));
    expect((error as SoapFaultError).message).toBe(
      "eventGet (soap11): SOAP 1.1 fault soap:MustUnderstand (HTTP 500): System.Web.Services.Protocols.SoapHeaderException: SOAP header {0} was not understood.",
    );
  });

  it("transcript 46: SOAP 1.2 soap:Sender with Reason/Text and an empty Detail", async () => {
    const { error, t } = await failure(46, "soap12");
    expect(error).toBeInstanceOf(SoapFaultError);
    expect(error).toMatchObject({
      version: "1.2",
      code: "soap:Sender",
      codeName: { namespace: SOAP12, local: "Sender" },
      detail: "",
      detailXml: `<soap:Detail xmlns:soap="${SOAP12}" />`,
      detailElements: [],
      status: 500,
    });
    expect((error as SoapFaultError).reason).toBe(elementText(t, "soap:Text"));
  });

  it("SOAP 1.2 Receiver with Subcode, Role and Detail content, as .NET can write them", async () => {
    const body =
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP12}"><soap:Body><soap:Fault>` +
      `<soap:Code><soap:Value>soap:Receiver</soap:Value><soap:Subcode><soap:Value xmlns:a="urn:app">a:Database</soap:Value></soap:Subcode></soap:Code>` +
      `<soap:Reason><soap:Text xml:lang="en">Server down &amp; out</soap:Text><soap:Text xml:lang="de">Server weg</soap:Text></soap:Reason>` +
      `<soap:Role>urn:role</soap:Role><soap:Detail><Info xmlns="${NS}"><Retry>30</Retry></Info></soap:Detail></soap:Fault></soap:Body></soap:Envelope>`;
    const { client } = recordingClient("soap12", {
      status: 500,
      contentType: "application/soap+xml; charset=utf-8",
      body,
    });
    await expect(client.eventGet({ EventID: 1 })).rejects.toMatchObject({
      name: "SoapFaultError",
      code: "soap:Receiver",
      codeName: { namespace: SOAP12, local: "Receiver" },
      subcode: { namespace: "urn:app", local: "Database" },
      subcodes: [{ namespace: "urn:app", local: "Database" }],
      reason: "Server down & out",
      actor: "urn:role",
      role: "urn:role",
      node: undefined,
      detail: { Info: { Retry: "30" } },
      detailXml: `<soap:Detail xmlns:soap="${SOAP12}"><Info xmlns="${NS}"><Retry>30</Retry></Info></soap:Detail>`,
      detailElements: [
        {
          namespace: NS,
          local: "Info",
          text: "30",
          xml: `<Info xmlns="${NS}"><Retry>30</Retry></Info>`,
        },
      ],
      status: 500,
    });
  });

  it("a fault is a fault whatever the status, even 200", async () => {
    const body = `<soap:Envelope xmlns:soap="${SOAP11}"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>x</faultstring></soap:Fault></soap:Body></soap:Envelope>`;
    const { client } = recordingClient("soap11", { status: 200, contentType: "text/xml", body });
    await expect(client.eventGet({ EventID: 1 })).rejects.toMatchObject({
      name: "SoapFaultError",
      code: "soap:Server",
      reason: "x",
      status: 200,
    });
  });
});

describe("HTTP status errors", () => {
  it.each([
    [21, "httpGet"],
    [22, "httpGet"],
    [24, "httpGet"],
    [25, "httpGet"],
    [26, "httpPost"],
    [27, "httpPost"],
    [107, "httpPost"],
  ] as [number, Binding][])(
    "transcript %i: %s text/plain 500, the body text kept",
    async (n, binding) => {
      const { error, t } = await failure(n, binding);
      expect(error).toBeInstanceOf(HttpStatusError);
      expect({ ...(error as HttpStatusError) }).toEqual({
        operation: "eventGet",
        binding,
        name: "HttpStatusError",
        status: 500,
        statusText: "Internal Server Error",
        contentType: "text/plain; charset=utf-8",
        body: t.response.body,
      });
      expect(t.response.body.length).toBeGreaterThan(100);
    },
  );

  it.each([
    [28, "soap11", 400, "Bad Request"],
    [43, "soap12", 400, "Bad Request"],
    [106, "soap11", 400, "Bad Request"],
    [101, "soap11", 415, "Unsupported Media Type"],
    [102, "soap11", 415, "Unsupported Media Type"],
  ] as [number, Binding, number, string][])(
    "transcript %i: %s %i with an empty body",
    async (n, binding, status, statusText) => {
      const { error } = await failure(n, binding);
      expect(error).toBeInstanceOf(HttpStatusError);
      expect(error).toMatchObject({ status, statusText, body: "" });
      expect((error as HttpStatusError).message).toBe(
        `eventGet (${binding}): HTTP ${status} ${statusText} with an empty body`,
      );
    },
  );

  it("transcript 108: a 405 HTML page on a SOAP call", async () => {
    const { error, t } = await failure(108, "soap11");
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({
      status: 405,
      statusText: "Method Not Allowed",
      contentType: "text/html",
      body: t.response.body,
    });
  });

  it("a non-2xx SOAP answer that is XML but no fault is an HTTP error too", async () => {
    const { client } = recordingClient("soap11", {
      status: 503,
      statusText: "Service Unavailable",
      contentType: "text/xml",
      body: "<busy/>",
    });
    await expect(client.eventGet({ EventID: 1 })).rejects.toMatchObject({
      name: "HttpStatusError",
      status: 503,
      body: "<busy/>",
    });
  });
});
