/**
 * Runs a bench script in its own Node process (TypeScript through tsx's loader, in that same
 * process, so its RSS is the script's own): waits for its `ready` message, can ask it for its
 * memory figures, and stops it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import type { ChildStats } from "./child-side.ts";

export interface RunningChild<R> {
  ready: R;
  /**
   * The child's memory and CPU figures. `collect`: a collection first, when the child runs with
   * `--expose-gc` (what is left is what it holds, not garbage); not for polling its CPU, since a
   * collection is CPU work of its own.
   */
  stats(options?: { collect?: boolean }): Promise<ChildStats>;
  stop(): Promise<void>;
}

export interface ChildOptions {
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  timeoutMs?: number;
}

export function startChild<R extends object>(
  script: string,
  args: string[],
  options: ChildOptions = {},
): Promise<RunningChild<R>> {
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), "--import", "tsx", script, ...args],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const timeoutMs = options.timeoutMs ?? 60_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} ${args.join(" ")}: no answer in ${timeoutMs} ms`));
    }, timeoutMs);
    child.once("message", (m: { type: string } & R) => {
      clearTimeout(timer);
      resolve({
        ready: m,
        stats: (options) => askStats(child, options?.collect ?? false),
        stop: () => stopChild(child, exited),
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${script} ${args.join(" ")} exited with code ${code} before it was ready`));
    });
  });
}

/** Runs a script that reports once, when its work is done: returns the report and its memory figures. */
export async function runChild<R extends object>(
  script: string,
  args: string[],
  options: ChildOptions = {},
): Promise<R & ChildStats> {
  const running = await startChild<R>(script, args, options);
  const stats = await running.stats({ collect: true });
  await running.stop();
  const { type: _type, ...report } = running.ready as R & { type?: string };
  return { ...(report as R), ...stats };
}

function askStats(child: ChildProcess, collect: boolean): Promise<ChildStats> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string } & ChildStats) => {
      if (m.type !== "stats") return;
      child.off("message", onMessage);
      const { type: _type, ...stats } = m;
      resolve(stats);
    };
    child.on("message", onMessage);
    child.send({ type: "stats", collect });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.send({ type: "exit" });
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
