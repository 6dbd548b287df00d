/**
 * Runs one of the native tools a run uses (the formatter, the compiler) as a process of its own,
 * and keeps track of it while it runs, so that the command line can stop it with the generator:
 * a signal sent to the generator's process alone (by a CI runner or a process manager, say)
 * would otherwise leave the tool running, holding its gigabytes, after the generator has gone.
 */
import { spawn, type ChildProcess } from "node:child_process";

const running = new Set<ChildProcess>();

/**
 * The tool's exit code and its output (stdout, then stderr); `name` says what it is in errors. It
 * runs in `env` (this process's environment unless given), and is killed when `signal` aborts.
 */
export function runTool(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env?: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, signal, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", (err) => {
      running.delete(child);
      reject(
        signal?.aborted
          ? new Error(`${name} ${command} was stopped`, { cause: err })
          : new Error(`could not start ${name} ${command}: ${err.message}`, { cause: err }),
      );
    });
    child.on("close", (code, killedBy) => {
      running.delete(child);
      const output = Buffer.concat([...stdout, ...stderr]).toString("utf8");
      if (code === null)
        reject(new Error(`${name} ${command} was killed by ${killedBy ?? "a signal"}:\n${output}`));
      else resolve({ code, output });
    });
  });
}

/** Kills every tool still running. */
export function stopTools(): void {
  for (const child of running) child.kill("SIGKILL");
}
