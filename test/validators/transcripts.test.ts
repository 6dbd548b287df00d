/**
 * The text schemas read parameters as the real ASMX service did in the transcripts: what it
 * refused (HTTP 500, a SOAP Client fault) they reject as INVALID, or REQUIRED for a missing GET/POST
 * parameter; where its method answered REQUIRED, they reject with REQUIRED; what it accepted they
 * accept, with the values its echo item shows it received.
 */
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { paramsValidators, toErrorDetails } from "school-service-contract/validators";
import { parseSoapDateTime } from "school-service-contract/runtime/scalar-text";
import { readTranscript, type Transcript } from "../support/transcripts.ts";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Calls of an operation by name; left out: routing (25, 26, 30, 87), framing (28, 33, 41, 43, 48,
// 101-108), which are the server's, not the parameters'.
const FORM = [...range(11, 24), 27, ...range(49, 67), ...range(74, 77), ...range(80, 86), 98, 99];
const SOAP = [...range(1, 10), 31, 32, 34, 35, ...range(36, 40), 42, ...range(44, 47), ...range(68, 73), 78, 79, ...range(88, 97), 100];

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", removeNSPrefix: true, parseTagValue: false, trimValues: false });

interface Call {
  op: string;
  input: Record<string, unknown>;
  schema: "soapText" | "formText";
}

/** The operation and its parameter texts: GET query or POST body fields, or the SOAP element's children. */
function callOf(t: Transcript): Call {
  if (t.request.target.includes(".asmx/")) {
    const [path, query = ""] = t.request.target.split("?");
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(t.request.method === "GET" ? query : t.request.body)) {
      const had = fields[name];
      fields[name] = had === undefined ? value : [...(typeof had === "string" ? [had] : had), value];
    }
    return { op: path!.slice(path!.lastIndexOf("/") + 1), input: fields, schema: "formText" };
  }
  const body = (xml.parse(t.request.body) as { Envelope: { Body: Record<string, unknown> } }).Envelope.Body;
  const op = Object.keys(body).find((k) => !k.startsWith("@"))!;
  const element = body[op];
  // An unqualified child (xmlns="") is not the parameter, and a nil one is absent: ASMX reads neither.
  const unqualified = new Set([...t.request.body.matchAll(/<(\w+) xmlns=""/g)].map((m) => m[1]));
  const texts: Record<string, string> = {};
  for (const [name, child] of Object.entries(typeof element === "object" && element !== null ? element : {})) {
    if (name.startsWith("@") || unqualified.has(name)) continue;
    if (typeof child === "string") texts[name] = child;
    else if ((child as Record<string, string>)["@nil"] !== "true") texts[name] = (child as Record<string, string>)["#text"] ?? "";
  }
  return { op, input: texts, schema: "soapText" };
}

/** `name=value` pairs of the service's echo item: what its method received. */
function echoOf(t: Transcript): Map<string, string> {
  const item = /xsi:type="xsd:string">([^<]*)</.exec(t.response.body)![1]!;
  const text = item.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  return new Map(text.split(";").slice(1).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
}

/** A value as the echo prints it, to compare: dates by instant, others as text. */
function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? "<null>" : String(value);
}

function echoedComparable(text: string): string {
  const date = /^\d{4}-\d{2}-\d{2}T/.test(text) ? parseSoapDateTime(text) : undefined;
  return date ? date.toISOString() : text;
}

function check(n: number): void {
  const t = readTranscript(n);
  const call = callOf(t);
  const schema = paramsValidators[call.op as keyof typeof paramsValidators][call.schema] as z.ZodType;
  const result = schema.safeParse(call.input);
  const serviceCodes = [...t.response.body.matchAll(/<code>([^<]*)<\/code>/g)].map((m) => m[1]);
  if (t.response.status !== 200) {
    expect(result.success, t.file).toBe(false);
    const missing = t.response.body.includes("Missing parameter");
    expect(toErrorDetails(result.error!).map((d) => d.code), t.file).toEqual([missing ? "REQUIRED" : "INVALID"]);
  } else if (serviceCodes.includes("REQUIRED")) {
    expect(result.success, t.file).toBe(false);
    expect(new Set(toErrorDetails(result.error!).map((d) => d.code)), t.file).toEqual(new Set(["REQUIRED"]));
  } else {
    expect(result.error, t.file).toBeUndefined();
    const parsed = result.data as Record<string, unknown>;
    const received = [...echoOf(t)].filter(([name]) => name !== "auth");
    expect(received.map(([name, text]) => [name, echoedComparable(text)]), t.file).toEqual(received.map(([name]) => [name, comparable(parsed[name])]));
  }
}

describe("text schemas against the ASMX transcripts", () => {
  it.each(FORM)("HTTP GET/POST transcript %i", (n) => check(n));
  it.each(SOAP)("SOAP transcript %i", (n) => check(n));
});
