/**
 * The round trips of generated WSDLs, many in one vitest run (starting vitest costs more than a
 * small fixture test): each work folder's generated packages are linked into its `node_modules`
 * (zod, vitest and tsx resolve from the project's, above it), and one child vitest runs the
 * batch's fixture tests with the JSON reporter, killed at the batch's time limit.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { classifyRoundTrip, type Classified, type VitestReport } from "./classify.ts";
import { runProcess } from "./run-process.ts";

const REPO = path.resolve(import.meta.dirname, "../..");
const VITEST = path.join(REPO, "node_modules/vitest/vitest.mjs");
const VITEST_CONFIG = path.join(import.meta.dirname, "round-trip.vitest.config.ts");

export interface RoundTrip extends Classified {
  /** Its share of the batch's time (vitest's start-up included). */
  ms: number;
}

/**
 * `folders`: work folders (`<work>/<name>/out` holds the generated packages), by name; `jobs`:
 * vitest's workers; `limitMs`: the batch's limit.
 */
export async function runRoundTrips(
  work: string,
  folders: string[],
  jobs: number,
  limitMs: number,
): Promise<Map<string, RoundTrip>> {
  for (const folder of folders)
    linkPackages(path.join(work, folder, "out"), path.join(work, folder, "node_modules"));
  const reportFile = path.join(work, `vitest-${folders[0]}.json`);
  const args = [
    VITEST,
    "run",
    "--root",
    work,
    "--config",
    VITEST_CONFIG,
    "--reporter=json",
    "--outputFile",
    reportFile,
    `--maxWorkers=${jobs}`,
  ];
  const env = { SOAPGEN_CORPUS_FOLDERS: JSON.stringify(folders) };
  const batch = await runProcess(process.execPath, args, { cwd: work, timeoutMs: limitMs, env });
  const report = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, "utf8")) as VitestReport)
    : { testResults: [] };
  const end = { timedOut: batch.timedOut, limitMs, output: `${batch.stderr}\n${batch.stdout}` };
  return new Map(
    folders.map((folder) => {
      const prefix = path.join(work, folder) + path.sep;
      const files = report.testResults.filter((f) => f.name.startsWith(prefix));
      return [folder, { ...classifyRoundTrip(files, end), ms: batch.ms / folders.length }];
    }),
  );
}

/** `node_modules/<name>` for each generated package, as the project's workspaces link them. */
function linkPackages(out: string, nodeModules: string): void {
  mkdirSync(nodeModules, { recursive: true });
  for (const folder of readdirSync(out)) {
    const manifest = path.join(out, folder, "package.json");
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name: string };
    symlinkSync(
      path.relative(nodeModules, path.join(out, folder)),
      path.join(nodeModules, name),
      "dir",
    );
  }
}
