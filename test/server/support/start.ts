/** Starts a generated server on 127.0.0.1 and a free port for one test file. */
import {
  listen,
  type ListenOptions,
  type SchoolServiceImplementation,
  type SchoolServiceServerOptions,
} from "school-service-server";

export interface TestServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** All four bindings on, no authentication, unless `options` says otherwise. */
export async function startServer(
  implementation: SchoolServiceImplementation,
  options: Partial<SchoolServiceServerOptions> & ListenOptions = {},
): Promise<TestServer> {
  const running = await listen(implementation, {
    authenticate: null,
    httpGet: { enabled: true, authenticate: null },
    httpPost: { enabled: true, authenticate: null },
    ...options,
  });
  return { port: Number(new URL(running.url).port), url: running.url, close: running.close };
}

export const NS = "http://schoolservice.example.org/api/";
export const ENDPOINT = "/api/schoolservice.asmx";
export const AUTH =
  '<AuthHeader xmlns="http://schoolservice.example.org/api/"><Schoolname>Lincoln High</Schoolname><Username>jdoe</Username><Password>secret</Password></AuthHeader>';

/** A SOAP request envelope as ASMX clients write it. */
export function envelope(version: "1.1" | "1.2", body: string, header = AUTH): string {
  const [p, ns] =
    version === "1.1"
      ? ["soap", "http://schemas.xmlsoap.org/soap/envelope/"]
      : ["soap12", "http://www.w3.org/2003/05/soap-envelope"];
  const head = header === "" ? "" : `<${p}:Header>${header}</${p}:Header>`;
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<${p}:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:${p}="${ns}">${head}<${p}:Body>${body}</${p}:Body></${p}:Envelope>`
  );
}

/** Headers of a SOAP request for `operation`. */
export function soapHeaders(version: "1.1" | "1.2", operation: string): Record<string, string> {
  return version === "1.1"
    ? { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}${operation}"` }
    : { "Content-Type": `application/soap+xml; charset=utf-8; action="${NS}${operation}"` };
}
