/** Runs the generator's command line as a user does, in a child process, and captures its output. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SOAPGEN = path.join(REPO_ROOT, "bin/soapgen.js");

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `env`: variables set for this run, beside the test process's own. */
export function runCli(
  args: string[],
  cwd = REPO_ROOT,
  env: Record<string, string> = {},
): CliResult {
  const r = spawnSync(process.execPath, [SOAPGEN, ...args], {
    cwd,
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
