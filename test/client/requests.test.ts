/**
 * The exact request of every operation on every binding: method, URL, headers and body bytes,
 * table-driven over the 20 operations with a recording fake fetch.
 */
import { describe, expect, it } from "vitest";
import { createSchoolServiceClient } from "school-service-client";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import {
  AUTH,
  ENDPOINT,
  NS,
  recordingClient,
  recordingFetch,
  type RecordedRequest,
} from "./fake-fetch.ts";
import { OPERATION_CASES, type OperationCase } from "./operation-cases.ts";

const AUTH_XML = `<AuthHeader xmlns="${NS}"><Schoolname>Lincoln High</Schoolname><Username>jdoe</Username><Password>secret</Password></AuthHeader>`;

function soapBody(prefix: "soap" | "soap12", envelopeNs: string, c: OperationCase): string {
  const element =
    c.soap === "" ? `<${c.op} xmlns="${NS}" />` : `<${c.op} xmlns="${NS}">${c.soap}</${c.op}>`;
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<${prefix}:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:${prefix}="${envelopeNs}"><${prefix}:Header>${AUTH_XML}</${prefix}:Header>` +
    `<${prefix}:Body>${element}</${prefix}:Body></${prefix}:Envelope>`
  );
}

async function sent(
  binding: Parameters<typeof recordingClient>[0],
  c: OperationCase,
): Promise<Omit<RecordedRequest, "signal">> {
  const { client, requests } = recordingClient(binding);
  await (client[c.op] as (p: unknown) => Promise<unknown>)(c.params);
  expect(requests).toHaveLength(1);
  const { signal: _signal, ...request } = requests[0]!;
  return request;
}

it("the table covers the spec's 20 operations, in its order", () => {
  expect(OPERATION_CASES.map((c) => c.op)).toEqual(SCHOOL_OPERATIONS);
});

describe.each(OPERATION_CASES)("$op", (c) => {
  it("SOAP 1.1: POST to the endpoint, text/xml, quoted SOAPAction, soap-prefixed envelope with AuthHeader", async () => {
    expect(await sent("soap11", c)).toEqual({
      url: ENDPOINT,
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}${c.op}"` },
      body: soapBody("soap", "http://schemas.xmlsoap.org/soap/envelope/", c),
    });
  });

  it("SOAP 1.2: POST, application/soap+xml with the action parameter, soap12-prefixed envelope", async () => {
    expect(await sent("soap12", c)).toEqual({
      url: ENDPOINT,
      method: "POST",
      headers: { "Content-Type": `application/soap+xml; charset=utf-8; action="${NS}${c.op}"` },
      body: soapBody("soap12", "http://www.w3.org/2003/05/soap-envelope", c),
    });
  });

  it("HTTP GET: every parameter as text in the query, no body, no AuthHeader", async () => {
    expect(await sent("httpGet", c)).toEqual({
      url: `${ENDPOINT}/${c.op}?${c.form}`,
      method: "GET",
      headers: {},
      body: undefined,
    });
  });

  it("HTTP POST: every parameter as text in a form body", async () => {
    expect(await sent("httpPost", c)).toEqual({
      url: `${ENDPOINT}/${c.op}`,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: c.form,
    });
  });
});

describe("client options", () => {
  it("takes the endpoint URL itself as baseUrl, with or without a trailing slash", async () => {
    for (const baseUrl of [ENDPOINT, `${ENDPOINT}/`, "http://127.0.0.1:8095/"]) {
      const { fetch, requests } = recordingFetch({ status: 500, body: "" });
      const client = createSchoolServiceClient({ baseUrl, binding: "httpGet", fetch });
      await expect(client.eventGet({ EventID: 1 })).rejects.toThrow();
      expect(requests[0]!.url).toBe(`${ENDPOINT}/eventGet?EventID=1`);
    }
  });

  it("adds the caller's headers; the binding's own headers win, whatever their case", async () => {
    const { fetch, requests } = recordingFetch({ status: 500, body: "" });
    const headers = { "X-Trace": "t1", "content-type": "text/plain", soapaction: "wrong" };
    const client = createSchoolServiceClient({ baseUrl: ENDPOINT, fetch, headers });
    await expect(client.eventGet({ EventID: 1 })).rejects.toThrow();
    expect(requests[0]!.headers).toEqual({
      "X-Trace": "t1",
      "Content-Type": "text/xml; charset=utf-8",
      SOAPAction: `"${NS}eventGet"`,
    });
  });

  it("leaves soap:Header out when no auth is given", async () => {
    const { fetch, requests } = recordingFetch({ status: 500, body: "" });
    const client = createSchoolServiceClient({ baseUrl: ENDPOINT, fetch });
    await expect(client.eventGet({ EventID: 5 })).rejects.toThrow();
    expect(requests[0]!.body).toBe(
      `<?xml version="1.0" encoding="utf-8"?>\n<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
        `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">` +
        `<soap:Body><eventGet xmlns="${NS}"><EventID>5</EventID></eventGet></soap:Body></soap:Envelope>`,
    );
  });

  it("escapes the AuthHeader's text like any other", async () => {
    const { fetch, requests } = recordingFetch({ status: 500, body: "" });
    const auth = { ...AUTH, Password: `p<&>"'\t` };
    const client = createSchoolServiceClient({ baseUrl: ENDPOINT, binding: "soap12", auth, fetch });
    await expect(client.eventGet({ EventID: 5 })).rejects.toThrow();
    expect(requests[0]!.body).toContain(`<Password>p&lt;&amp;&gt;"'&#x9;</Password>`);
  });
});
