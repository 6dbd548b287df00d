/** The corpus run as one table: counts per class for the target subset and the rest, times, reasons. */
import type { Classified, OutcomeClass } from "./classify.ts";

export interface CorpusOutcome extends Classified {
  /** Where it stopped: at generating, or at the round trip once it generated. */
  stage: "generate" | "roundTrip";
  /** It generated only with `--lenient`. */
  lenient: boolean;
  generateMs: number;
  /** Its share of its round-trip batch's time. */
  roundTripMs?: number;
  /** The WSDL's path in the corpus folder. */
  path: string;
  /** document/literal, rpc/literal or rpc/encoded, not marked broken. */
  target: boolean;
  /** For one that generated: why its OpenAPI document is not valid OpenAPI 3.1, if it is not. */
  openApiProblem?: string;
}

const CLASSES: [OutcomeClass, string][] = [
  ["passed", "generated, round trip passed"],
  ["roundTripFailed", "generated, round trip failed"],
  ["clearError", "clear error"],
  ["crash", "crash"],
  ["hang", "hang"],
];

export function renderReport(outcomes: CorpusOutcome[], header: string): string {
  const out: string[] = [header, ""];
  const target = outcomes.filter((o) => o.target);
  const other = outcomes.filter((o) => !o.target);
  const count = (list: CorpusOutcome[], c: OutcomeClass) =>
    list.filter((o) => o.class === c).length;
  out.push(row("class", "target", "other", "total"));
  for (const [c, label] of CLASSES)
    out.push(row(label, count(target, c), count(other, c), count(outcomes, c)));
  out.push(row("all", target.length, other.length, outcomes.length));
  const passed = count(target, "passed");
  const lenient = target.filter((o) => o.class === "passed" && o.lenient).length;
  out.push(
    "",
    `target passed: ${passed} of ${target.length} (${target.length ? ((100 * passed) / target.length).toFixed(1) : "0.0"}%; the goal is 95%), ${lenient} of them generated only with --lenient`,
  );

  const documents = outcomes.filter((o) => o.stage === "roundTrip");
  const invalid = documents.filter((o) => o.openApiProblem !== undefined);
  out.push(
    `OpenAPI documents: ${documents.length - invalid.length} of ${documents.length} that generated are valid OpenAPI 3.1`,
  );
  for (const o of invalid) out.push(`  invalid: ${o.path}`, `      ${clip(o.openApiProblem!)}`);

  const generate = outcomes.map((o) => o.generateMs);
  const trips = outcomes.flatMap((o) => (o.roundTripMs === undefined ? [] : [o.roundTripMs]));
  out.push(
    "",
    row("time", "median", "max", "files"),
    row("generate", seconds(median(generate)), seconds(Math.max(0, ...generate)), generate.length),
  );
  out.push(row("round trip", seconds(median(trips)), seconds(Math.max(0, ...trips)), trips.length));

  const reasons = new Map<string, { target: number; other: number }>();
  for (const o of outcomes.filter((x) => x.class === "clearError")) {
    const r = reasons.get(o.reason!) ?? { target: 0, other: 0 };
    r[o.target ? "target" : "other"]++;
    reasons.set(o.reason!, r);
  }
  if (reasons.size > 0) {
    out.push("", "clear errors by reason (target, other):");
    const sorted = [...reasons].sort(
      ([ra, a], [rb, b]) => b.target + b.other - (a.target + a.other) || (ra < rb ? -1 : 1),
    );
    for (const [reason, n] of sorted)
      out.push(`  ${String(n.target).padStart(4)} ${String(n.other).padStart(4)}  ${clip(reason)}`);
  }
  const listed = outcomes.filter(
    (o) => o.class !== "passed" && (o.target || o.class === "crash" || o.class === "hang"),
  );
  if (listed.length > 0) {
    out.push("", "not passed: every target file, and every crash and hang:");
    for (const o of listed)
      out.push(
        `  ${o.class.padEnd(15)} ${o.target ? "target" : "other "}  ${o.path}`,
        `      ${clip(o.line)}`,
      );
  }
  return out.join("\n");
}

function row(label: string, ...cells: (string | number)[]): string {
  return `${label.padEnd(30)}${cells.map((c) => String(c).padStart(8)).join("")}`;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
