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
  /**
   * wrk only: how many requests each connection sends at once (HTTP/1.1 pipelining), 1 unless
   * named. Node's server answers them in turn, each as it would one alone; the load generator
   * makes one write and few reads for them all.
   */
  pipeline?: number;
}

export interface LoadResult {
  requests: number;
  /** Latency percentiles in milliseconds. */
  p50Ms: number;
  p99Ms: number;
  /** Requests that failed: errors, timeouts, answers but 2xx. */
  failures: number;
}

/** As many requests as the server answers, or `rate` a second in all (autocannon only). */
export function generateLoad(
  generator: LoadGenerator,
  target: LoadTarget,
  seconds: number,
  rate?: number,
): Promise<LoadResult> {
  if (generator === "wrk" && rate !== undefined)
    throw new Error("a fixed rate is autocannon's: wrk here loads as fast as it can");
  return generator === "wrk" ? loadByWrk(target, seconds) : loadByAutocannon(target, seconds, rate);
}

async function loadByAutocannon(
  target: LoadTarget,
  seconds: number,
  rate: number | undefined,
): Promise<LoadResult> {
  const { request } = target;
  const result = await autocannon({
    url: target.url,
    connections: target.connections,
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
    duration: seconds,
    ...(rate !== undefined ? { overallRate: rate } : {}),
  });
  return {
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** wrk with one thread (one core's worth at most), its requests given by a Lua script. */
async function loadByWrk(target: LoadTarget, seconds: number): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "soapgen-wrk-"));
  try {
    const script = path.join(dir, "request.lua");
    writeFileSync(script, luaRequests(target.request, target.pipeline ?? 1));
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

/** The request, `count` times over in one write (wrk counts each answer as a request). */
function luaRequests(request: WireRequest, count: number): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join(", ");
  const body = request.body === undefined ? "nil" : JSON.stringify(request.body);
  const one = `wrk.format(${JSON.stringify(request.method)}, nil, { ${headers} }, ${body})`;
  return [
    "init = function(args)",
    "  local requests = {}",
    `  for i = 1, ${count} do requests[i] = ${one} end`,
    "  batch = table.concat(requests)",
    "end",
    "request = function() return batch end",
    "",
  ].join("\n");
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
