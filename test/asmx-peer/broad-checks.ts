/**
 * How the broad tests call BroadService and what they expect of it: a case's outcome through a
 * generated client (its result, and for Touch and Stamp the SOAP headers of the answer), the
 * outcome broad-semantics.ts gives it, and the form both are compared in: dateTimes as instants
 * in ticks of 100 ns (read by their text where the Date keeps it, CsDateTime.of; an unspecified
 * time as UTC).
 */
import { HEADER_OPS, type BroadCase } from "./broad-cases.ts";
import { asServed, broadImplementation, CsDateTime, type CallContext } from "./broad-semantics.ts";

export type Client = Record<string, (params?: unknown, options?: unknown) => Promise<unknown>>;

/** The case's outcome through `client`, or `{ error }`. */
export async function callCase(client: Client, c: BroadCase): Promise<unknown> {
  const responseHeaders = {};
  try {
    const result = await client[c.op]!(c.params, { soapHeaders: c.soapHeaders, responseHeaders });
    return HEADER_OPS.has(c.op) ? { result, headers: responseHeaders } : result;
  } catch (err) {
    return { error: String(err) };
  }
}

/** Each case's outcome by the C# semantics, the cases run in order (Remember and Recall share state). */
export function expectedOutcomes(cases: readonly BroadCase[]): unknown[] {
  const methods = broadImplementation();
  return cases.map((c) => {
    const ctx: CallContext = { soapHeaders: c.soapHeaders ?? {}, responseHeaders: {} };
    const result = methods[c.op]!(c.params, ctx);
    return HEADER_OPS.has(c.op) ? { result, headers: ctx.responseHeaders } : result;
  });
}

/** The outcome read from the peer's answer (broad-cases.ts, `fromMono`). */
export function fromPeer(c: BroadCase, expected: unknown): unknown {
  return "fromMono" in c ? c.fromMono : expected;
}

/** What our generated server runs: the semantics, each DateTime answered as XmlSerializer writes it. */
export function serverImplementation(): Record<
  string,
  (params: never, ctx: CallContext) => unknown
> {
  const methods = broadImplementation();
  return Object.fromEntries(
    Object.entries(methods).map(([op, method]) => [
      op,
      (params: never, ctx: CallContext) => asServed(method(params, ctx)),
    ]),
  );
}

/** `value` with each dateTime as its instant. */
export function comparable(value: unknown): unknown {
  if (value instanceof Date) return comparable(CsDateTime.of(value));
  if (value instanceof CsDateTime) return `instant ${value.ticks}`;
  if (Array.isArray(value)) return value.map(comparable);
  if (
    typeof value === "object" &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v)]));
  }
  return value;
}

/** Outcomes by case name, comparable: what a test asserts, so a failure names the cases that differ. */
export function byName(
  cases: readonly BroadCase[],
  outcomes: readonly unknown[],
): Record<string, unknown> {
  return Object.fromEntries(cases.map((c, i) => [c.name, comparable(outcomes[i])]));
}
