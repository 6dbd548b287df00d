/** Runs a command of the tests' own (npm, npx, node) to its end, never through a shell. */
import { spawn } from "node:child_process";

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Its exit code and output; killed after `timeoutMs`. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/** Its standard output; an error with all it printed when it fails. */
export async function ok(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  timeoutMs?: number,
): Promise<string> {
  const r = await run(command, args, cwd, env, timeoutMs);
  if (r.code !== 0)
    throw new Error(
      `${command} ${args.join(" ")} in ${cwd} failed (${r.code}):\n${r.stdout}\n${r.stderr}`,
    );
  return r.stdout;
}

/** npm's flags for installing from its cache where it can, quietly. */
export const NPM_QUIET = ["--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];
