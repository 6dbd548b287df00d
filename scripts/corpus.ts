/**
 * `npm run corpus -- <folder>`: runs every distinct WSDL of a corpus folder (its INDEX.tsv, as
 * ../shared/corpus has it) through `soapgen generate` (type-check included) and, for each that
 * generates, its OpenAPI document (valid OpenAPI 3.1?) and its generated fixture test (every
 * operation's client -> server round trip on every binding), then prints one table: round trip passed or failed, clear error (grouped by reason),
 * crash, hang, for the target subset (document/literal, rpc/literal and rpc/encoded, not marked broken) and the
 * rest, with times. The corpus is only read; work happens in .corpus-work/ (git-ignored).
 *
 *   npm run corpus -- ../shared/corpus                      # 2 WSDLs at a time
 *   npm run corpus -- ../shared/corpus --jobs 1 --only zeep  # paths containing "zeep"
 *   npm run corpus -- ../shared/corpus --json corpus.json --check-floor
 *   npm run corpus -- ../shared/corpus --generate-limit 60  # seconds (default 30; round trip: 30)
 *
 * WSDLs generate in worker threads (generate-pool.ts), against the runtime modules prebuilt once
 * (as the packed build has them); the round trips run BATCH at a time in one vitest
 * (round-trips.ts).
 *
 * --check-floor exits 1 on any crash or hang or invalid OpenAPI document, or when the target
 * counts fall below scripts/corpus-floor.json.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { prebuildRuntime } from "../generator/pipeline/prebuild-runtime.ts";
import { isDistinct, isTarget, readCorpusIndex, type CorpusEntry } from "./corpus/corpus-index.ts";
import { floorShortfalls, type Floor } from "./corpus/floor.ts";
import { GeneratePool, type GenerateResult } from "./corpus/generate-pool.ts";
import { renderReport, type CorpusOutcome } from "./corpus/report.ts";
import { openApiProblem } from "./corpus/openapi-check.ts";
import { runRoundTrips } from "./corpus/round-trips.ts";

const REPO = path.resolve(import.meta.dirname, "..");
const FLOOR_FILE = path.join(REPO, "scripts/corpus-floor.json");
/** Inside the project, so the generated packages resolve zod, vitest and tsx from its node_modules. */
const WORK = path.join(REPO, ".corpus-work");
/** WSDLs a vitest run takes: enough to spread its start-up thin, few enough to report as it goes. */
const BATCH = 40;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    jobs: { type: "string", default: "2" },
    json: { type: "string" },
    only: { type: "string" },
    "check-floor": { type: "boolean", default: false },
    // Issue #18 holds every file to 10 s; a busy machine may need more to tell a hang from a wait.
    "generate-limit": { type: "string", default: "30" },
    "round-trip-limit": { type: "string", default: "30" },
  },
});
const generateMs = 1000 * Number(values["generate-limit"]);
const roundTripMs = 1000 * Number(values["round-trip-limit"]);
const folder = positionals[0];
if (!folder || positionals.length > 1) {
  console.error(
    "usage: npm run corpus -- <corpus folder> [--jobs N] [--json FILE] [--only TEXT] [--check-floor] [--generate-limit S] [--round-trip-limit S]",
  );
  process.exit(2);
}
const jobs = Math.max(1, Number(values.jobs));
const entries = readCorpusIndex(readFileSync(path.join(folder, "INDEX.tsv"), "utf8")).filter(
  (e) => isDistinct(e) && (!values.only || e.path.includes(values.only)),
);
const name = (i: number) => String(i).padStart(3, "0");
const logLine = (done: number, what: string, ms: number, wsdl: string) =>
  console.log(
    `[${String(done).padStart(3)}/${entries.length}] ${what.padEnd(15)} ${(ms / 1000).toFixed(1).padStart(5)} s  ${wsdl}`,
  );

/** What generating came to; one that generated is "passed" until its round trip says otherwise. */
function outcomeOf(entry: CorpusEntry, result: GenerateResult): CorpusOutcome {
  const base = {
    path: entry.path,
    target: isTarget(entry),
    lenient: result.lenient,
    generateMs: result.ms,
  };
  return result.outcome === "generated"
    ? { ...base, stage: "roundTrip", class: "passed", line: "" }
    : { ...base, ...result.outcome, stage: "generate" };
}

rmSync(WORK, { recursive: true, force: true });
const started = performance.now();

// The runtime modules checked and compiled once, as `npm pack` does for a user's runs: every
// WSDL's check then compiles only what its contract made (generator/check/typecheck.ts), the same
// output byte for byte, where each checked and compiled the same runtime modules again. The worker
// threads take the folder from the environment they start with.
const prebuilt = path.join(WORK, "prebuilt-runtime");
mkdirSync(prebuilt, { recursive: true });
await prebuildRuntime(prebuilt);
process.env.SOAPGEN_PREBUILT_RUNTIME = prebuilt;

// Generate every WSDL, `jobs` at a time in worker threads.
const pool = new GeneratePool(jobs, generateMs);
let generatedCount = 0;
const outcomes: CorpusOutcome[] = await Promise.all(
  entries.map(async (entry, i) => {
    const result = await pool.run({
      wsdl: path.resolve(folder, entry.path),
      out: path.join(WORK, name(i), "out"),
      cwd: REPO,
    });
    const outcome = outcomeOf(entry, result);
    logLine(
      ++generatedCount,
      result.outcome === "generated" ? "generated" : outcome.class,
      result.ms,
      entry.path,
    );
    if (outcome.stage === "generate")
      rmSync(path.join(WORK, name(i)), { recursive: true, force: true });
    return outcome;
  }),
);
await pool.close();

// One that ran out of time beside another is timed again alone before it is called a hang: the
// limit is on a WSDL's own time, not on what it shared the machine with.
const retry = outcomes.flatMap((o, i) => (o.class === "hang" && o.stage === "generate" ? [i] : []));
if (retry.length > 0) {
  const alone = new GeneratePool(1, generateMs);
  for (const i of retry) {
    const entry = entries[i]!;
    const result = await alone.run({
      wsdl: path.resolve(folder, entry.path),
      out: path.join(WORK, name(i), "out"),
      cwd: REPO,
    });
    outcomes[i] = outcomeOf(entry, result);
    logLine(
      i + 1,
      `${result.outcome === "generated" ? "generated" : outcomes[i]!.class} (alone)`,
      result.ms,
      entry.path,
    );
  }
  await alone.close();
}

const generatedAt = performance.now();

// The OpenAPI document of each that generated, validated (issue #48).
for (const [i, o] of outcomes.entries()) {
  if (o.stage !== "roundTrip") continue;
  const problem = await openApiProblem(path.resolve(folder, entries[i]!.path), o.lenient);
  if (problem !== undefined) outcomes[i] = { ...o, openApiProblem: problem };
}

const validatedAt = performance.now();

// Round-trip those that generated, a batch per vitest run.
const generated = outcomes.flatMap((o, i) => (o.stage === "roundTrip" ? [i] : []));
let tripped = 0;
for (let at = 0; at < generated.length; at += BATCH) {
  const batch = generated.slice(at, at + BATCH);
  const trips = await runRoundTrips(
    WORK,
    batch.map(name),
    jobs,
    roundTripMs + (batch.length * roundTripMs) / jobs,
  );
  for (const i of batch) {
    const trip = trips.get(name(i))!;
    outcomes[i] = { ...outcomes[i]!, class: trip.class, line: trip.line, roundTripMs: trip.ms };
    console.log(
      `[${String(++tripped).padStart(3)}/${generated.length}] ${trip.class.padEnd(15)} ${(trip.ms / 1000).toFixed(1).padStart(5)} s  ${entries[i]!.path}`,
    );
    // Kept only when the round trip failed, so what it ran can be looked at.
    if (trip.class === "passed") rmSync(path.join(WORK, name(i)), { recursive: true, force: true });
  }
}
const finishedAt = performance.now();
const seconds = Math.round((finishedAt - started) / 1000);
// Where the time went, so a slower run says which stage slowed.
const phases = {
  generate: Math.round((generatedAt - started) / 1000),
  openApi: Math.round((validatedAt - generatedAt) / 1000),
  roundTrips: Math.round((finishedAt - validatedAt) / 1000),
};

const targets = outcomes.filter((o) => o.target).length;
console.log(
  `\n${renderReport(outcomes, `corpus ${folder}: ${outcomes.length} distinct WSDLs (${targets} target: document/literal, rpc/literal or rpc/encoded, not marked broken), ${jobs} jobs, ${seconds} s (generating ${phases.generate} s, OpenAPI ${phases.openApi} s, round trips ${phases.roundTrips} s)`)}`,
);
if (values.json)
  writeFileSync(
    values.json,
    `${JSON.stringify({ folder, jobs, seconds, phases, limits: { generateMs, roundTripMs }, outcomes }, null, 2)}\n`,
  );
if (values["check-floor"]) {
  const floor = JSON.parse(readFileSync(FLOOR_FILE, "utf8")) as Floor;
  const shortfalls = floorShortfalls(outcomes, floor);
  for (const s of shortfalls) console.error(`corpus check failed: ${s}`);
  if (shortfalls.length === 0)
    console.log(
      `\ncorpus check passed: no crash or hang; at or above the floor (${path.relative(REPO, FLOOR_FILE)})`,
    );
  process.exitCode = shortfalls.length > 0 ? 1 : 0;
}
