/** Runs the generator's command line as a user does, in a child process, and captures its output. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** A clone's command: the generator's sources through tsx's loader (bin/soapgen.js). */
const CLONE_SOAPGEN = path.join(REPO_ROOT, "bin/soapgen.js");

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The command the tests run: soapgen as built and installed for this run
 * (built-toolchain-setup.ts). It starts in about a fifth of the CPU time the sources take through
 * tsx's loader, and it is what users install.
 */
export function builtSoapgen(): string {
  const command = process.env.SOAPGEN_BUILT_COMMAND;
  if (!command)
    throw new Error(
      "SOAPGEN_BUILT_COMMAND is not set: run the tests through vitest, whose global setup builds soapgen (test/support/built-toolchain-setup.ts)",
    );
  return command;
}

/** `env`: variables set for this run, beside the test process's own. */
export function runCli(
  args: string[],
  cwd = REPO_ROOT,
  env: Record<string, string> = {},
): CliResult {
  return run(builtSoapgen(), args, cwd, env);
}

/** The same, run from the clone's sources: for what only a clone does. */
export function runCloneCli(
  args: string[],
  cwd = REPO_ROOT,
  env: Record<string, string> = {},
): CliResult {
  return run(CLONE_SOAPGEN, args, cwd, env);
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): CliResult {
  const r = spawnSync(process.execPath, [command, ...args], {
    cwd,
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
