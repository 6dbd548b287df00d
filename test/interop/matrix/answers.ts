/**
 * One form every client's answer is reduced to, so that answers read by different stacks compare:
 * `bln_Success`, the ErrorDetail items, and each `_data` item as its xsi:type and text (simple
 * types) or its fields (the contract's field-less types), or null for a nil item.
 * The expected answer of a call is what the reference implementation (the echo of what it
 * received, test/server/support/reference-implementation.ts) answers for the sample call.
 */
import type { Binding } from "school-service-client";
import type { AnyTypeItem, AuthHeader, rtnObject } from "school-service-contract/types";
import { referenceImplementation } from "../../server/support/reference-implementation.ts";
import { CALLS } from "../../server/support/sample-calls.ts";

export type NormalItem =
  | { type: string; text: string }
  | { type: string; fields: Record<string, unknown> }
  | null;

export interface NormalAnswer {
  success: boolean;
  details: { code?: string; desc?: string }[];
  items: NormalItem[];
}

/** A call that did not produce an answer: the client's error, in one line. */
export interface CallError {
  error: string;
}

export type CallOutcome = NormalAnswer | CallError;

/** The credentials every client sends on SOAP; the reference implementation accepts them. */
export const AUTH = {
  Schoolname: "Lincoln High",
  Username: "jdoe",
  Password: "secret",
} satisfies AuthHeader;

export const SOAP_BINDINGS: readonly Binding[] = ["soap11", "soap12"];
export const ALL_BINDINGS: readonly Binding[] = ["soap11", "soap12", "httpGet", "httpPost"];

/** Operation name -> its sample parameters (Dates for dateTimes). */
export const SAMPLE_PARAMS: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(CALLS).map(([op, c]) => [op, c.params]),
);

function normalItem(item: AnyTypeItem | null): NormalItem {
  if (item === null) return null;
  switch (item.type) {
    case "xsd:dateTime":
      return { type: item.type, text: item.text };
    case "cAthleticSchedule":
    case "cPhone":
    case "cRole":
    case "cUser":
    case "cUserAuditLog":
      return { type: item.type, fields: { ...item.value } };
    case "unknown":
      return { type: item.xsiType ?? "", fields: { value: item.value } };
    default:
      return { type: item.type, text: String(item.value) };
  }
}

/** The normal form of an envelope as the generated client (or an implementation) has it. */
export function normalize(answer: rtnObject): NormalAnswer {
  return {
    success: answer._status?.bln_Success ?? false,
    details: (answer._status?.detail ?? []).map((d) => ({ ...d })),
    items: (answer._data ?? []).map(normalItem),
  };
}

/** The round-trip dates in an echo (`SDate=2024-05-01T00:00:00.0000000;`). */
const ECHO_DATE = /(=\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7})(?=;)/g;

/** `answer` with `zone` after each date of its echo (the first item): how ASMX echoes a DateTime's kind. */
export function withEchoDateZone(answer: NormalAnswer, zone: string): NormalAnswer {
  const [first, ...rest] = answer.items;
  if (zone === "" || first == null || !("text" in first)) return answer;
  return {
    ...answer,
    items: [{ ...first, text: first.text.replace(ECHO_DATE, `$1${zone}`) }, ...rest],
  };
}

/** What the reference implementation answers for the sample call of `op` on `binding`. */
export async function expectedAnswer(op: string, binding: Binding): Promise<NormalAnswer> {
  const soap = binding === "soap11" || binding === "soap12";
  const ctx = {
    binding,
    operation: op,
    headers: {},
    signal: new AbortController().signal,
    ...(soap ? { authHeader: AUTH } : {}),
  };
  const method = referenceImplementation[op as keyof typeof referenceImplementation] as (
    p: unknown,
    c: typeof ctx,
  ) => Promise<unknown>;
  const result = await method(SAMPLE_PARAMS[op], ctx);
  return normalize(
    Array.isArray(result)
      ? { _status: { bln_Success: true, detail: [] }, _data: result }
      : (result as rtnObject),
  );
}
