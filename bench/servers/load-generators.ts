/**
 * The two load generators the server rows use, behind one call: autocannon (JavaScript, in the
 * bench's own process: the rows side by side with node-soap, as before) and wrk (Debian's `wrk`,
 * native, in a process of its own: the workers rows, where the load generator must leave the
 * two cores to the servers). Each loads one URL with a fixed number of connections for a time.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import type { WireRequest } from "../fixtures/school-wire.ts";

export type LoadGenerator = "autocannon" | "wrk";

export interface LoadTarget {
  url: string;
  request: WireRequest;
  connections: number;
}

export interface LoadResult {
  requests: number;
  /** Latency percentiles in milliseconds. */
  p50Ms: number;
  p99Ms: number;
  /** Requests that failed: errors, timeouts, answers but 2xx. */
  failures: number;
}

export function generateLoad(
  generator: LoadGenerator,
  target: LoadTarget,
  seconds: number,
): Promise<LoadResult> {
  return generator === "wrk" ? loadByWrk(target, seconds) : loadByAutocannon(target, seconds);
}

async function loadByAutocannon(target: LoadTarget, seconds: number): Promise<LoadResult> {
  const { request } = target;
  const result = await autocannon({
    url: target.url,
    connections: target.connections,
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
    duration: seconds,
  });
  return {
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** wrk with one thread (one core's worth at most), its request given by a Lua script. */
async function loadByWrk(target: LoadTarget, seconds: number): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "soapgen-wrk-"));
  try {
    const script = path.join(dir, "request.lua");
    writeFileSync(script, luaRequest(target.request));
    const args = ["-t", "1", "-c", String(target.connections), "-d", `${seconds}s`];
    const { stdout } = await promisify(execFile)(
      "wrk",
      [...args, "--latency", "-s", script, target.url],
      { timeout: (seconds + 30) * 1000 },
    ).catch((err: NodeJS.ErrnoException) => {
      throw err.code === "ENOENT"
        ? new Error("wrk is not installed: bash scripts/install-bench-peers.sh (Debian's wrk)")
        : err;
    });
    return parseWrk(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function luaRequest(request: WireRequest): string {
  const lines = [`wrk.method = ${JSON.stringify(request.method)}`];
  if (request.body !== undefined) lines.push(`wrk.body = ${JSON.stringify(request.body)}`);
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  return `${lines.join("\n")}\n`;
}

/** The figures of wrk's report (`--latency`): requests, percentiles, failures. */
export function parseWrk(report: string): LoadResult {
  const requests = /^\s*(\d+) requests in /m.exec(report);
  if (!requests) throw new Error(`wrk's report has no request count: ${report.slice(0, 300)}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(report);
  return {
    requests: Number(requests[1]),
    p50Ms: percentileMs(report, "50"),
    p99Ms: percentileMs(report, "99"),
    failures:
      (socketErrors ? socketErrors.slice(1).reduce((n, s) => n + Number(s), 0) : 0) +
      (non2xx ? Number(non2xx[1]) : 0),
  };
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function percentileMs(report: string, percent: string): number {
  const m = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(report);
  if (!m) throw new Error(`wrk's report has no ${percent}% latency: ${report.slice(0, 300)}`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}
