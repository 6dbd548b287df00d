/**
 * The WSDL the ASMX peer publishes for BroadService.cs, as recorded in test/fixtures/asmx-broad,
 * and the part of it the broad tests call through: its SOAP 1.1 and 1.2 half, which zeep can load
 * offline too (the HTTP GET/POST half's SOAP-encoded StringArray makes it fetch the encoding
 * schema). broad-transcripts.test.ts generates from the whole WSDL as well.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../support/run-cli.ts";

export const BROAD_FIXTURES = path.join(REPO_ROOT, "test/fixtures/asmx-broad");
export const BROAD_WSDL_FIXTURE = path.join(BROAD_FIXTURES, "broadservice.wsdl");
/** The service's page beside the School one the peer names. */
export const broadUrl = (peerUrl: string) =>
  peerUrl.replace(/schoolservice\.asmx$/, "broadservice.asmx");

/** The WSDL as recorded (its port addresses on 127.0.0.1:8080). */
export function recordedWsdl(): string {
  return readFileSync(BROAD_WSDL_FIXTURE, "utf8");
}

/** The WSDL with its port addresses on a fixed port, as it is recorded. */
export function withFixedPort(wsdl: string): string {
  return wsdl.replace(/http:\/\/127\.0\.0\.1:\d+\//g, "http://127.0.0.1:8080/");
}

/**
 * The WSDL without its HTTP GET/POST half: the AbstractTypes schema (its SOAP-encoded
 * StringArray), and the HttpGet and HttpPost messages, port types, bindings and ports.
 */
export function soapHalf(wsdl: string): string {
  const half = wsdl
    .replace(/\s*<s:schema targetNamespace="[^"]*\/AbstractTypes">[\s\S]*?<\/s:schema>/, "")
    .replace(
      /\s*<wsdl:message name="\w+Http(?:Get|Post)(?:In|Out)"(?: \/>|>[\s\S]*?<\/wsdl:message>)/g,
      "",
    )
    .replace(
      /\s*<wsdl:(portType|binding|port) name="\w+Http(?:Get|Post)"[^>]*>[\s\S]*?<\/wsdl:\1>/g,
      "",
    );
  if (/Http(?:Get|Post)|soapenc:Array/.test(half))
    throw new Error("the WSDL's HTTP GET/POST half is not where ASMX writes it");
  return half;
}
