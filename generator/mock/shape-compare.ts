/**
 * A live result against a recorded one, as a fixture's expectations say: by default each field by
 * its type (the same fields, the same kinds of value, each array item like the recorded items),
 * `exact` paths by value, `ignore` paths not at all. Both are plain values (plain-values.ts).
 */
import type { Plain } from "./plain-values.ts";
import type { Expectations } from "./recorded-fixture.ts";
import { regExpLiteral } from "../../templates/runtime/reg-exp-literal.ts";

/** `_data[*].type` as a test of paths: `[*]` is any index. */
function pathPattern(paths: readonly string[]): (path: string) => boolean {
  const patterns = paths.map(
    (p) => new RegExp(`^${p.split("[*]").map(regExpLiteral).join("\\[\\d+\\]")}$`),
  );
  return (path) => patterns.some((p) => p.test(path));
}

function kindOf(v: Plain | undefined): string {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  return typeof v === "object" ? "an object" : `a ${typeof v}`;
}

const shown = (path: string) => path || "(result)";
const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The differences the expectations forbid, each `path: expected ..., got ...`. */
export function shapeDifferences(expected: Plain, actual: Plain, expect: Expectations): string[] {
  const exact = pathPattern(expect.exact);
  const ignored = pathPattern(expect.ignore);
  const out: string[] = [];
  const walk = (want: Plain | undefined, got: Plain | undefined, path: string) => {
    if (ignored(path)) return;
    if (exact(path)) {
      if (JSON.stringify(want ?? null) !== JSON.stringify(got ?? null))
        out.push(
          `${shown(path)}: expected exactly ${JSON.stringify(want ?? null)}, got ${JSON.stringify(got ?? null)}`,
        );
      return;
    }
    // A nil or left-out value is allowed for any field, as the contract allows it for most.
    if (want === null || want === undefined) {
      if (got !== undefined && got !== null && want === undefined)
        out.push(`${shown(path)}: not in the recorded answer, got ${kindOf(got)}`);
      return;
    }
    if (got === undefined) {
      out.push(`${shown(path)}: missing, expected ${kindOf(want)}`);
      return;
    }
    if (got === null) return;
    if (kindOf(want) !== kindOf(got)) {
      out.push(`${shown(path)}: expected ${kindOf(want)}, got ${kindOf(got)}`);
      return;
    }
    if (Array.isArray(want) && Array.isArray(got)) {
      if (want.length > 0)
        got.forEach((item, i) => walk(want[i] ?? want[0], item, `${path}[${i}]`));
      return;
    }
    if (typeof want === "object" && typeof got === "object") {
      const w = want as Record<string, Plain>;
      const g = got as Record<string, Plain>;
      for (const key of new Set([...Object.keys(w), ...Object.keys(g)]))
        walk(w[key], g[key], child(path, key));
    }
  };
  walk(expected, actual, "");
  return out;
}
