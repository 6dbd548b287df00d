/**
 * `npm run corpus -- <folder>`: runs every distinct WSDL of a corpus folder (its INDEX.tsv, as
 * ../shared/corpus has it) through `soapgen generate` (type-check included) and, for each that
 * generates, its generated fixture test (every operation's client -> server round trip on every
 * binding), then prints one table: round trip passed or failed, clear error (grouped by reason),
 * crash, hang, for the target subset (document/literal and rpc/literal, not marked broken) and the
 * rest, with times. The corpus is only read; work happens in .corpus-work/ (git-ignored).
 *
 *   npm run corpus -- ../shared/corpus                      # 2 WSDLs at a time
 *   npm run corpus -- ../shared/corpus --jobs 1 --only zeep  # paths containing "zeep"
 *   npm run corpus -- ../shared/corpus --json corpus.json --check-floor
 *   npm run corpus -- ../shared/corpus --generate-limit 30  # seconds (default 10; round trip: 60)
 *
 * --check-floor exits 1 on any crash or hang, or when the target counts fall below
 * scripts/corpus-floor.json.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { isDistinct, isTarget, readCorpusIndex } from "./corpus/corpus-index.ts";
import { floorShortfalls, type Floor } from "./corpus/floor.ts";
import { renderReport, type CorpusOutcome } from "./corpus/report.ts";
import { REPO, runWsdl, type Limits } from "./corpus/run-wsdl.ts";

const FLOOR_FILE = path.join(REPO, "scripts/corpus-floor.json");
/** Inside the project, so the generated packages resolve zod, vitest and tsx from its node_modules. */
const WORK = path.join(REPO, ".corpus-work");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    jobs: { type: "string", default: "2" },
    json: { type: "string" },
    only: { type: "string" },
    "check-floor": { type: "boolean", default: false },
    // Issue #18 holds every file to 10 s; a busy machine may need more to tell a hang from a wait.
    "generate-limit": { type: "string", default: "10" },
    "round-trip-limit": { type: "string", default: "60" },
  },
});
const LIMITS: Limits = { generateMs: 1000 * Number(values["generate-limit"]), roundTripMs: 1000 * Number(values["round-trip-limit"]) };
const folder = positionals[0];
if (!folder || positionals.length > 1) {
  console.error("usage: npm run corpus -- <corpus folder> [--jobs N] [--json FILE] [--only TEXT] [--check-floor] [--generate-limit S] [--round-trip-limit S]");
  process.exit(2);
}
const jobs = Math.max(1, Number(values.jobs));
const entries = readCorpusIndex(readFileSync(path.join(folder, "INDEX.tsv"), "utf8")).filter(
  (e) => isDistinct(e) && (!values.only || e.path.includes(values.only)),
);

rmSync(WORK, { recursive: true, force: true });
const started = performance.now();
const outcomes: CorpusOutcome[] = new Array(entries.length);
let next = 0;
let done = 0;
async function worker(): Promise<void> {
  for (let i = next++; i < entries.length; i = next++) {
    const entry = entries[i]!;
    const run = await runWsdl(path.resolve(folder!, entry.path), path.join(WORK, String(i).padStart(3, "0")), LIMITS);
    outcomes[i] = { ...run, path: entry.path, target: isTarget(entry) };
    const time = ((run.generateMs + (run.roundTripMs ?? 0)) / 1000).toFixed(1);
    console.log(`[${String(++done).padStart(3)}/${entries.length}] ${run.class.padEnd(15)} ${time.padStart(5)} s  ${entry.path}`);
  }
}
await Promise.all(Array.from({ length: jobs }, worker));
const seconds = Math.round((performance.now() - started) / 1000);

const targets = outcomes.filter((o) => o.target).length;
console.log(
  `\n${renderReport(outcomes, `corpus ${folder}: ${outcomes.length} distinct WSDLs (${targets} target: document/literal or rpc/literal, not marked broken), ${jobs} jobs, ${seconds} s`)}`,
);
if (values.json) writeFileSync(values.json, `${JSON.stringify({ folder, jobs, seconds, limits: LIMITS, outcomes }, null, 2)}\n`);
if (values["check-floor"]) {
  const floor = JSON.parse(readFileSync(FLOOR_FILE, "utf8")) as Floor;
  const shortfalls = floorShortfalls(outcomes, floor);
  for (const s of shortfalls) console.error(`corpus check failed: ${s}`);
  if (shortfalls.length === 0) console.log(`\ncorpus check passed: no crash or hang; at or above the floor (${path.relative(REPO, FLOOR_FILE)})`);
  process.exitCode = shortfalls.length > 0 ? 1 : 0;
}
