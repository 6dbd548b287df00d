/** A recording fake `fetch` for client tests, answering with canned or transcript responses. */
import {
  createSchoolServiceClient,
  type Binding,
  type SchoolServiceClient,
  type SchoolServiceClientOptions,
} from "school-service-client";
import { headerOf, readTranscript, type Transcript } from "../support/transcripts.ts";

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export interface CannedResponse {
  status: number;
  statusText?: string;
  contentType?: string;
  body: string;
}

export type Reply = CannedResponse | ((request: RecordedRequest) => Promise<Response>);

export const BASE_URL = "http://127.0.0.1:8095";
export const ENDPOINT = `${BASE_URL}/api/schoolservice.asmx`;
export const NS = "http://schoolservice.example.org/api/";
export const AUTH = { Schoolname: "Lincoln High", Username: "jdoe", Password: "secret" };

/** A fetch that records each request and answers with `reply`. */
export function recordingFetch(reply: Reply = okEnvelope("soap11")): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? "GET",
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body === undefined || init.body === null ? undefined : String(init.body),
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return typeof reply === "function" ? reply(request) : toResponse(reply);
  };
  return { fetch: fake as typeof fetch, requests };
}

/** A client on `binding` whose requests are recorded and answered with `reply`. */
export function recordingClient(
  binding: Binding,
  reply?: Reply,
  options: Partial<SchoolServiceClientOptions> = {},
): { client: SchoolServiceClient; requests: RecordedRequest[] } {
  const { fetch, requests } = recordingFetch(reply ?? okEnvelope(binding));
  return {
    client: createSchoolServiceClient({
      baseUrl: BASE_URL,
      binding,
      auth: AUTH,
      fetch,
      ...options,
    }),
    requests,
  };
}

export function toResponse(r: CannedResponse): Response {
  const headers = r.contentType === undefined ? undefined : { "content-type": r.contentType };
  // A Response with a status like 204 or 304 must have a null body; the fetch spec forbids one.
  return new Response(r.body === "" ? null : r.body, {
    status: r.status,
    statusText: r.statusText ?? "",
    headers,
  });
}

/** The transcript's response, as fetch would hand it to the client. */
export function transcriptResponse(t: Transcript): CannedResponse {
  return {
    status: t.response.status,
    statusText: t.response.statusText,
    contentType: headerOf(t.response, "content-type") ?? "",
    body: t.response.body,
  };
}

/** A client answered by transcript `n`'s response. */
export function transcriptClient(
  n: number,
  binding: Binding,
): { client: SchoolServiceClient; requests: RecordedRequest[]; transcript: Transcript } {
  const transcript = readTranscript(n);
  // The transcripts' requests include ones the service refuses: they are sent as recorded.
  return {
    ...recordingClient(binding, transcriptResponse(transcript), { validateParams: false }),
    transcript,
  };
}

const SOAP_NS = {
  soap11: "http://schemas.xmlsoap.org/soap/envelope/",
  soap12: "http://www.w3.org/2003/05/soap-envelope",
};

/**
 * A successful answer on `binding` for any operation: the SOAP response element is named after the
 * request's, so one reply serves all twenty operations.
 */
export function okEnvelope(binding: Binding): Reply {
  const envelope = `<_status><bln_Success>true</bln_Success><detail /></_status><_data />`;
  if (binding === "httpGet" || binding === "httpPost") {
    return {
      status: 200,
      contentType: "text/xml; charset=utf-8",
      body: `<?xml version="1.0" encoding="utf-8"?>\n<rtnObject xmlns="${NS}">${envelope}</rtnObject>`,
    };
  }
  return async (request) => {
    const op = /<soap(?:12)?:Body><(\w+)/.exec(request.body ?? "")?.[1] ?? "unknown";
    const body =
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP_NS[binding]}"><soap:Body>` +
      `<${op}Response xmlns="${NS}"><${op}Result>${envelope}</${op}Result></${op}Response></soap:Body></soap:Envelope>`;
    const contentType =
      binding === "soap11" ? "text/xml; charset=utf-8" : "application/soap+xml; charset=utf-8";
    return toResponse({ status: 200, contentType, body });
  };
}
