/**
 * `npm run bench`: generation time, server and client throughput and codec speed, ours beside
 * node-soap (and wsdl-tsclient) and the bare-HTTP ceiling, in one run on this machine, loopback
 * only. Prints one Markdown table, the targets, and the client's profile hot spots;
 * writes everything to bench-results/<timestamp>.json (profiles beside it).
 *
 *   npm run bench                       # the whole run, about 8-9 minutes on 2 cores
 *   npm run bench -- --quick            # shorter loads, generation up to 300 operations
 *   npm run bench -- --only server,codec
 *   npm run bench -- --only declared-server,declared-codec   # the declared-type contract
 *   npm run bench -- --only mtom         # a 10 MB file with MTOM and as base64 text
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runClients } from "./client/run-clients.ts";
import { runCodecs } from "./codec/run-codecs.ts";
import { generateRecordPackages } from "./declared/generate-record-packages.ts";
import { runRecordCodecs } from "./declared/run-record-codecs.ts";
import { runRecordServers } from "./declared/run-record-servers.ts";
import { ITEM_COUNTS } from "./fixtures/school-wire.ts";
import { runGeneration, type GenerationCase } from "./generation/run-generation.ts";
import type { Row } from "./lib/rows.ts";
import { renderTable } from "./lib/table.ts";
import { checkTargets, renderTargets } from "./lib/targets.ts";
import { runMtom } from "./mtom/run-mtom.ts";
import { runProfiles, type ProfileReport } from "./profile/run-profiles.ts";
import { runServers, serverCases } from "./servers/run-servers.ts";
import { runWorkers } from "./servers/run-workers.ts";

const PARTS = [
  "generation",
  "server",
  "workers",
  "declared-server",
  "client",
  "codec",
  "declared-codec",
  "profile",
  "mtom",
] as const;
const { values } = parseArgs({
  options: { quick: { type: "boolean", default: false }, only: { type: "string" } },
});
const only = new Set(values.only ? values.only.split(",") : PARTS);
for (const part of only)
  if (!(PARTS as readonly string[]).includes(part)) throw new Error(`--only: unknown part ${part}`);
const quick = values.quick;
const settings = {
  quick,
  // A 3 s warm-up: a server just started answered 20-40% slower for its first seconds (its code
  // still being compiled), which a 1 s warm-up left in its first round.
  load: {
    connections: 10,
    durationS: quick ? 2 : 6,
    rounds: quick ? 1 : 3,
    warmupS: quick ? 1 : 3,
  },
  // Longer: each of two workers warms up on half the requests, and a ratio of two noisy figures
  // needs more requests behind each.
  workersLoad: { connections: 10, durationS: quick ? 2 : 12, rounds: quick ? 1 : 3, warmupS: 3 },
  clientSeconds: quick ? 1 : 2,
  codecTimeMs: quick ? 300 : 1000,
  profileSeconds: quick ? 1.5 : 3,
  generationTimeoutMs: 180_000,
};
const synthetic = (operations: number): GenerationCase => ({
  name: `synthetic ${operations.toLocaleString("en-US")} ops, ${(2 * operations).toLocaleString("en-US")} types`,
  wsdl: { operations, types: 2 * operations },
});
const generationCases: GenerationCase[] = [
  // The runs of a few seconds at most are repeated (see run-generation.ts), once each in a quick run.
  { name: "school", wsdl: "wsdl/schoolservice.wsdl", repeats: quick ? 1 : 5, contractChange: true },
  ...(quick ? [100, 300] : [100, 300, 1500, 5000]).map((n) => ({
    ...synthetic(n),
    repeats: quick || n > 300 ? 1 : 3,
  })),
];

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const resultsDir = "bench-results";
const workDir = path.join(resultsDir, "tmp");
const profileDir = path.join(resultsDir, `${stamp}-profiles`);
mkdirSync(workDir, { recursive: true });

const started = performance.now();
const log = (line: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

const rows: Row[] = [];
let profiles: ProfileReport[] = [];
if (only.has("generation"))
  rows.push(...(await runGeneration(generationCases, workDir, settings.generationTimeoutMs, log)));
// The declared-type contract's packages are generated for this run (bench/declared).
const recordPackages =
  only.has("declared-server") || only.has("declared-codec")
    ? await generateRecordPackages(workDir, log)
    : undefined;
if (only.has("server"))
  rows.push(...(await runServers(serverCases(ITEM_COUNTS), settings.load, log)));
if (only.has("workers"))
  rows.push(...(await runWorkers(quick ? [1] : [1, 10_000], settings.workersLoad, log)));
if (recordPackages && only.has("declared-server"))
  rows.push(...(await runRecordServers(recordPackages, settings.load, log)));
if (only.has("client")) rows.push(...(await runClients(ITEM_COUNTS, settings.clientSeconds, log)));
if (only.has("codec")) rows.push(...(await runCodecs(ITEM_COUNTS, settings.codecTimeMs, log)));
if (recordPackages && only.has("declared-codec"))
  rows.push(...(await runRecordCodecs(recordPackages, settings.codecTimeMs, log)));
if (only.has("mtom")) rows.push(...(await runMtom(workDir, log)));
if (only.has("profile")) profiles = await runProfiles(profileDir, settings.profileSeconds, log);
rmSync(workDir, { recursive: true, force: true });

const targets = checkTargets(rows);
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGb: os.totalmem() / 2 ** 30,
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
};
console.log(
  `\n## Benchmark ${stamp} (${machine.cpus} cores, ${machine.cpuModel}, Node ${machine.node})\n`,
);
console.log(renderTable(rows));
console.log(`\n### Targets\n\n${renderTargets(targets)}`);
for (const p of profiles) {
  console.log(`\n### Profile: ${p.subject} (${p.pace}; ${p.file})\n`);
  for (const h of p.functions.slice(0, 10))
    console.log(`- ${h.selfPercent.toFixed(1).padStart(5)}%  ${h.name}  ${h.where}`);
  console.log(
    `- by file: ${p.files
      .slice(0, 6)
      .map((h) => `${h.name} ${h.selfPercent.toFixed(0)}%`)
      .join(", ")}`,
  );
}
const file = path.join(resultsDir, `${stamp}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      stamp,
      machine,
      settings,
      rows,
      targets,
      profiles,
      elapsedS: (performance.now() - started) / 1000,
    },
    null,
    2,
  ),
);
console.log(`\nwritten ${file} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
