/**
 * One corpus WSDL, in a work folder of its own: `soapgen generate` into `out/` in a child process
 * with a time limit, and when that stops at a clear error, once more with `--lenient` (which reads
 * past what node-soap and zeep accept in a broken contract, with a warning each); when it generates, the generated packages are linked into the folder's
 * `node_modules` (zod, vitest and tsx resolve from the project's, above it) and the generated
 * fixture test runs in a child vitest with its own limit. The folder is kept only when the round
 * trip failed, so what it ran can be looked at.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { classifyGenerate, classifyRoundTrip, type Classified, type VitestReport } from "./classify.ts";
import { runProcess } from "./run-process.ts";

export const REPO = path.resolve(import.meta.dirname, "../..");
const SOAPGEN = path.join(REPO, "bin/soapgen.js");
const VITEST = path.join(REPO, "node_modules/vitest/vitest.mjs");
const VITEST_CONFIG = path.join(import.meta.dirname, "round-trip.vitest.config.ts");

export interface Limits {
  generateMs: number;
  roundTripMs: number;
}

export interface WsdlRun extends Classified {
  /** Where generation stopped, or "roundTrip" once it generated. */
  stage: "generate" | "roundTrip";
  /** It generated only with `--lenient`. */
  lenient: boolean;
  generateMs: number;
  roundTripMs?: number;
}

export async function runWsdl(wsdl: string, workDir: string, limits: Limits): Promise<WsdlRun> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const out = path.join(workDir, "out");
  const generate = (...flags: string[]) =>
    runProcess(process.execPath, [SOAPGEN, "generate", "--verbose", "--wsdl", wsdl, "--out", out, "--no-implementation", ...flags], { cwd: REPO, timeoutMs: limits.generateMs });
  let gen = await generate();
  let generated = classifyGenerate(gen, limits.generateMs);
  let lenient = false;
  if (generated !== "generated" && generated.class === "clearError") {
    const retry = await generate("--lenient");
    if (classifyGenerate(retry, limits.generateMs) === "generated") {
      [gen, generated, lenient] = [{ ...retry, ms: gen.ms + retry.ms }, "generated", true];
    }
  }
  if (generated !== "generated") {
    rmSync(workDir, { recursive: true, force: true });
    return { ...generated, stage: "generate", lenient, generateMs: gen.ms };
  }
  linkPackages(out, path.join(workDir, "node_modules"));
  const reportFile = path.join(workDir, "vitest.json");
  const args = [VITEST, "run", "--root", workDir, "--config", VITEST_CONFIG, "--reporter=json", "--outputFile", reportFile];
  const trip = await runProcess(process.execPath, args, { cwd: workDir, timeoutMs: limits.roundTripMs });
  const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, "utf8")) as VitestReport) : undefined;
  const outcome = classifyRoundTrip(trip, report, limits.roundTripMs);
  if (outcome.class === "passed") rmSync(workDir, { recursive: true, force: true });
  return { ...outcome, stage: "roundTrip", lenient, generateMs: gen.ms, roundTripMs: trip.ms };
}

/** `node_modules/<name>` for each generated package, as the project's workspaces link them. */
function linkPackages(out: string, nodeModules: string): void {
  mkdirSync(nodeModules, { recursive: true });
  for (const folder of readdirSync(out)) {
    const manifest = path.join(out, folder, "package.json");
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name: string };
    symlinkSync(path.relative(nodeModules, path.join(out, folder)), path.join(nodeModules, name), "dir");
  }
}
