/**
 * Runs one cold generator process (`node <flags> <script> <args>`) and measures its wall time and
 * peak RSS: the larger of the process's own peak (through the report-max-rss.mjs preload) and the
 * peak of its process tree's summed RSS, sampled every 20 ms (the formatter and the compiler run
 * beside it as processes of their own); and apart, its own peak and the largest child's. Output is captured for the error message.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { treeRss } from "./process-tree-rss.ts";

export interface Measured {
  ok: boolean;
  wallMs: number;
  maxRssMb?: number;
  /** The process's own peak RSS. */
  ownRssMb?: number;
  /** The largest peak RSS of one process it started (the compiler's, the formatter's), as sampled. */
  childRssMb?: number;
  /** The first line that says what went wrong, when not ok. */
  error?: string;
}

const PRELOAD = path.resolve("bench/generation/report-max-rss.mjs");

export async function measureCommand(
  nodeArgs: string[],
  rusageFile: string,
  timeoutMs: number,
  /** Output that means failure even with exit code 0 (wsdl-tsclient exits 0 on errors). */
  failurePattern?: RegExp,
  env: Record<string, string> = {},
): Promise<Measured> {
  rmSync(rusageFile, { force: true });
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", PRELOAD, ...nodeArgs], {
    env: { ...process.env, ...env, BENCH_RUSAGE_FILE: rusageFile },
    stdio: ["ignore", "pipe", "pipe"],
    // A group of its own, so that a timeout stops the compiler and formatter it started too.
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  let treePeakKb = 0;
  let childPeakKb = 0;
  const sampler = setInterval(() => {
    const tree = treeRss(child.pid!);
    if (tree === undefined) return;
    treePeakKb = Math.max(treePeakKb, tree.totalKb);
    childPeakKb = Math.max(childPeakKb, tree.largestChildKb);
  }, 20);
  let timedOut = false;
  const timer = setTimeout(
    () => ((timedOut = true), process.kill(-child.pid!, "SIGKILL")),
    timeoutMs,
  );
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  clearTimeout(timer);
  clearInterval(sampler);
  const wallMs = performance.now() - started;
  const ownKb = existsSync(rusageFile)
    ? (JSON.parse(readFileSync(rusageFile, "utf8")) as { maxRssKb: number }).maxRssKb
    : undefined;
  const measured =
    ownKb === undefined
      ? { wallMs }
      : {
          wallMs,
          maxRssMb: Math.max(ownKb, treePeakKb) / 1024,
          ownRssMb: ownKb / 1024,
          childRssMb: childPeakKb / 1024,
        };
  if (timedOut) return { ok: false, ...measured, error: `timed out after ${timeoutMs / 1000} s` };
  const failed = code !== 0 || failurePattern?.test(output);
  return failed
    ? { ok: false, ...measured, error: firstErrorLine(output, code) }
    : { ok: true, ...measured };
}

/** The first line mentioning an error and the line after it (where tsc-style details follow). */
function firstErrorLine(output: string, code: number | null): string {
  const lines = output
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("(node:"));
  const at = Math.max(
    0,
    lines.findIndex((l) => /error/i.test(l)),
  );
  const text = lines.slice(at, at + 2).join(" ") || "no output";
  return `exit ${code}: ${text.slice(0, 240)}`;
}
