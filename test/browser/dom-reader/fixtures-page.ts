// The page's side of the fixture test in dom-xml-reader.test.ts: the generated client, as a browser
// bundle gets it, reads every fixture response of every operation and binding; `readFixtures`
// gives what each call resolved to or threw beside what the fixture says, both as canonical text.
import { createSchoolServiceClient } from "school-service-client";
import { FIXTURES } from "../../../generated/school-service-fixtures/src/fixtures/index.ts";
import type {
  Binding,
  FixtureResponse,
} from "../../../generated/school-service-fixtures/src/fixture-types.ts";

/** JSON with what JSON drops told apart: dates, 64-bit integers, bytes, undefined fields. */
function canonical(value: unknown): string {
  return JSON.stringify(value, function (key, v: unknown) {
    const raw = (this as Record<string, unknown>)[key];
    if (raw instanceof Date)
      return { $date: Number.isNaN(raw.getTime()) ? "invalid" : raw.toISOString() };
    if (typeof v === "bigint") return { $bigint: v.toString() };
    if (v instanceof Uint8Array) return { $bytes: Array.from(v) };
    if (v === undefined) return { $undefined: true };
    return v;
  });
}

/** A fetch that answers with the fixture response. */
const answering = (response: FixtureResponse) =>
  (async () =>
    new Response(response.body, {
      status: response.status,
      headers: { "Content-Type": response.contentType },
    })) as unknown as typeof fetch;

interface Outcome {
  case: string;
  got: string;
  expected: string;
}

async function readFixtures(): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const f of FIXTURES) {
    for (const binding of Object.keys(f.requests) as Binding[]) {
      const call = (response: FixtureResponse) => {
        const client = createSchoolServiceClient({
          baseUrl: "http://fixtures.invalid",
          binding,
          fetch: answering(response),
          ...(f.auth ? { auth: f.auth } : {}),
        });
        return (client as unknown as Record<string, (p: unknown) => Promise<unknown>>)[f.method]!(
          f.params,
        );
      };
      for (const kind of ["success", "empty", "failure"] as const) {
        const answer = f.responses?.[kind];
        if (!answer?.wire[binding]) continue;
        const got = await call(answer.wire[binding]).then(
          canonical,
          (e: Error) => `threw ${e.name}: ${e.message}`,
        );
        outcomes.push({
          case: `${f.operation} ${binding} ${kind}`,
          got,
          expected: canonical(answer.result),
        });
      }
      const fault = f.responses?.fault;
      if (!fault?.wire[binding]) continue;
      const expected = fault.error[binding]!;
      const error = await call(fault.wire[binding]).then(
        () => undefined,
        (e: unknown) => e as Record<string, unknown>,
      );
      const got =
        error === undefined
          ? "resolved"
          : canonical(Object.fromEntries(Object.keys(expected).map((k) => [k, error[k]])));
      outcomes.push({
        case: `${f.operation} ${binding} fault`,
        got,
        expected: canonical(expected),
      });
    }
  }
  return outcomes;
}

(globalThis as Record<string, unknown>).readFixtures = readFixtures;
