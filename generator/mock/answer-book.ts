/**
 * What the mock answers each call with: the recorded answer whose operation and parameters are
 * the call's (of the call's binding if there are several), else the operation's default, the
 * answer of its generated fixture.
 */
import { type DecodedAnswer, decodeAnswer } from "./decode-answer.ts";
import type { Binding, GeneratedPackages } from "./generated-packages.ts";
import { plainKey } from "./plain-values.ts";
import { FixtureFileError, type RecordedFixture } from "./recorded-fixture.ts";

export interface BookedAnswer {
  answer: DecodedAnswer;
  /** Where it comes from, for the mock's log: a fixture file, or "default". */
  source: string;
  binding?: Binding;
}

export interface AnswerBook {
  answerFor(operation: string, params: unknown, binding: Binding): BookedAnswer | undefined;
  /** How many recorded answers it holds. */
  recorded: number;
}

/** The operations' default answers: what their generated fixtures' implementations return. */
function defaults(packages: GeneratedPackages): Map<string, BookedAnswer> {
  const book = new Map<string, BookedAnswer>();
  for (const r of packages.roundTrips)
    book.set(r.operation, {
      answer: { kind: "result", result: r.roundTrip.result },
      source: "default",
    });
  for (const f of packages.fixtures)
    if (f.responses)
      book.set(f.operation, {
        answer: { kind: "result", result: f.responses.success.returns },
        source: "default",
      });
  return book;
}

/**
 * The book of `recorded` fixtures (each read from `files[i]`); an answer the contract does not
 * describe is an error naming its file, found now rather than when a call gets it.
 */
export function answerBook(
  packages: GeneratedPackages,
  recorded: readonly { fixture: RecordedFixture; file: string }[],
): AnswerBook {
  const fallback = defaults(packages);
  const byCall = new Map<string, BookedAnswer[]>();
  for (const { fixture, file } of recorded) {
    const answer = decodeAnswer(packages, fixture.operation, fixture.binding, fixture.response);
    if (answer.kind === "mismatch")
      throw new FixtureFileError(
        `${file}: its response does not match the contract: ${answer.problem}`,
      );
    const key = `${fixture.operation} ${JSON.stringify(fixture.params)}`;
    const list = byCall.get(key) ?? [];
    list.push({ answer, source: file, binding: fixture.binding });
    byCall.set(key, list);
  }
  return {
    recorded: recorded.length,
    answerFor(operation, params, binding) {
      const found = byCall.get(`${operation} ${plainKey(params)}`);
      return found?.find((a) => a.binding === binding) ?? found?.[0] ?? fallback.get(operation);
    },
  };
}
