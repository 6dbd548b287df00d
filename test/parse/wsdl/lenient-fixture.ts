/** Reading a broken contract both ways, by default and with --lenient, for the --lenient tests. */
import path from "node:path";
import { expect } from "vitest";
import { formatLocation } from "../../../generator/model/contract-error.ts";
import { fixtureError, positionOf, readFixture, type Fixture } from "./asmx-fixture.ts";

export interface Problem {
  /** The problem is at the first occurrence of `at` in `file` (main.wsdl unless given). */
  at: string;
  file?: string;
  error: string;
  /** What --lenient assumes instead, as its warning says. */
  assumed: string;
  /** The default mode's error when it says more than `error` (what --lenient would read instead). */
  strictError?: string;
}

/**
 * Reads `main.wsdl` (and `others` beside it) both ways: by default it fails with the first
 * problem's error, at its place; with --lenient it warns of each problem, in order, with the same
 * sentence and what was assumed. Returns what --lenient read.
 */
export async function readBothWays(
  wsdl: string,
  problems: Problem[],
  others: Record<string, string> = {},
): Promise<Fixture> {
  const texts: Record<string, string> = { "main.wsdl": wsdl, ...others };
  const place = (dir: string, p: Problem) => {
    const name = p.file ?? "main.wsdl";
    const { line, column } = positionOf(texts[name]!, p.at);
    return `${path.join(dir, name)}:${line}:${column}`;
  };
  const strict = await fixtureError(wsdl, others);
  expect(strict.message).toBe(
    `${place(path.dirname(strict.file), problems[0]!)}: ${problems[0]!.strictError ?? problems[0]!.error}`,
  );
  const lenient = await readFixture(wsdl, others, { lenient: true });
  const warnings = (lenient.draft.warnings ?? []).map(
    (w) => `${formatLocation(w.loc!)}: ${w.message}`,
  );
  expect(warnings).toEqual(
    problems.map(
      (p) => `${place(path.dirname(lenient.file), p)}: ${p.error}: ${p.assumed} (--lenient)`,
    ),
  );
  return lenient;
}
