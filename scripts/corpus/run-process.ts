/**
 * A child process with a time limit: its output, exit and time. At the limit its whole process
 * group is killed (it runs detached, as the leader of its own group, so the workers it starts go
 * with it), and so is every group still running when this process exits or is interrupted.
 */
import { spawn } from "node:child_process";

export interface ProcessResult {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  /** Killed at the time limit. */
  timedOut: boolean;
  ms: number;
}

const running = new Set<number>();
process.on("exit", () => {
  for (const pid of running) killGroup(pid);
});
// Interrupted (Ctrl-C, CI's stop): the exit handler above runs only on a normal exit.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)
  process.once(signal, () => process.exit(code));

/** `env`: added to this process's environment. */
export function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; timeoutMs: number; env?: Record<string, string> },
): Promise<ProcessResult> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...options.env, FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  const pid = child.pid!;
  running.add(pid);
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (s: string) => (stdout += s));
  child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(pid);
  }, options.timeoutMs);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      running.delete(pid);
      resolve({ code, signal, stdout, stderr, timedOut, ms: performance.now() - started });
    });
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // The group is gone already.
  }
}
