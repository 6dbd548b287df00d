/**
 * One fixture checked against a live service: its request sent (secrets filled in), the answer
 * read with the generated client's codecs and the result's validator, and compared with the
 * recorded answer as the fixture's expectations say (shape-compare.ts).
 */
import { answerSummary, decodeAnswer, resultProblems } from "./decode-answer.ts";
import type { GeneratedPackages } from "./generated-packages.ts";
import { toPlain } from "./plain-values.ts";
import type { RecordedFixture } from "./recorded-fixture.ts";
import { fillAnswerSecrets, fillSecrets, type Secrets } from "./secrets.ts";
import { serviceUrl } from "./service-url.ts";
import { shapeDifferences } from "./shape-compare.ts";
import { sendRequest } from "./wire-exchange.ts";

export interface VerifiedCase {
  operation: string;
  binding: string;
  /** The fixture file, or `generated` for a generated fixture. */
  file: string;
  /** What is wrong, each naming where; empty when the answer passes. */
  violations: string[];
  ms: number;
}

export async function verifyFixture(
  packages: GeneratedPackages,
  against: URL,
  fixture: RecordedFixture,
  file: string,
  secrets: Secrets,
  timeoutMs: number,
): Promise<VerifiedCase> {
  const started = performance.now();
  const done = (violations: string[]): VerifiedCase => ({
    operation: fixture.operation,
    binding: fixture.binding,
    file,
    violations,
    ms: Math.round(performance.now() - started),
  });
  let request;
  try {
    request = fillSecrets(fixture.request, secrets);
  } catch (err) {
    return done([(err as Error).message]);
  }
  let live;
  try {
    live = await sendRequest(
      serviceUrl(against, packages.endpointPath, request.path),
      request,
      timeoutMs,
    );
  } catch (err) {
    return done([`no answer: ${(err as Error).message}`]);
  }
  const { operation, binding } = fixture;
  const got = decodeAnswer(packages, operation, binding, live);
  if (got.kind === "mismatch")
    return done([`the answer does not match the contract: ${got.problem}`]);
  const want = decodeAnswer(
    packages,
    operation,
    binding,
    fillAnswerSecrets(fixture.response, secrets),
  );
  if (got.kind !== want.kind)
    return done([`expected ${answerSummary(want)}, got ${answerSummary(got)}`]);
  if (got.kind === "fault" && want.kind === "fault" && got.code !== want.code)
    return done([`expected a ${want.code} fault, got a ${got.code} fault`]);
  if (got.kind === "status" && want.kind === "status" && got.status !== want.status)
    return done([`expected HTTP ${want.status}, got HTTP ${got.status}`]);
  if (got.kind !== "result" || want.kind !== "result") return done([]);
  // The validator and the comparison may both see a field gone: it is told once, by the validator.
  const invalid = resultProblems(packages, operation, got.result);
  const named = new Set(invalid.map((p) => p.slice(0, p.indexOf(":"))));
  const differences = shapeDifferences(toPlain(want.result), toPlain(got.result), fixture.expect);
  return done([...invalid, ...differences.filter((d) => !named.has(d.slice(0, d.indexOf(":"))))]);
}
