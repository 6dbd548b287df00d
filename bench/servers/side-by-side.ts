/**
 * Servers loaded side by side: each runs in its own process (so its RSS is its own) and is loaded
 * by autocannon from this process (or by wrk, load-generators.ts) at a fixed number of
 * connections, in turns: a warm-up each,
 * then rounds in which each is loaded once, so that a machine slowing down or speeding up
 * meanwhile touches them all alike. Before loading, one request checks each answer.
 */
import { startChild, type RunningChild } from "../lib/child-process.ts";
import { median } from "../lib/median.ts";
import type { Row } from "../lib/rows.ts";
import { settle } from "../lib/settle.ts";
import type { WireRequest } from "../fixtures/school-wire.ts";
import { generateLoad, type LoadGenerator, type LoadTarget } from "./load-generators.ts";

export interface LoadSettings {
  connections: number;
  /** Load time of each server in all, split into `rounds` turns. */
  durationS: number;
  rounds: number;
  warmupS: number;
  /** autocannon unless named. */
  generator?: LoadGenerator;
  /** wrk only: requests each connection sends at once (load-generators.ts), 1 unless named. */
  pipeline?: number;
}

/** A server to load: the script that starts it, and the request it is loaded with. */
export interface LoadedServer {
  /** Names it in the log. */
  label: string;
  /** Node flags of its process, beside `--expose-gc`. */
  nodeFlags?: string[];
  script: string;
  args: string[];
  request: WireRequest;
  /** What is wrong with the checked answer, or undefined when it is right. */
  wrongAnswer(status: number, body: string): string | undefined;
  /**
   * Requests a second at which it is also loaded, below its saturation, in rounds of its own after
   * the others: its CPU a request then is its own work, which the saturated rounds' req/s blur
   * with the load generator's turns on the same cores (`cpuUsPerRequest`, the median round's).
   */
  fixedRate?: number;
}

interface Subject {
  s: LoadedServer;
  server: RunningChild<{ port: number }>;
  target: LoadTarget;
  responseBytes: number;
  /** Each round's requests a second. */
  rates: number[];
  p50s: number[];
  p99s: number[];
  /** The server's RSS after each round, settled. */
  rssMbs: number[];
  /** Its CPU a request in each round at its fixed rate, in microseconds. */
  cpuUsPerRequest: number[];
}

/** Starts the servers, then loads them in turn; a server that fails is reported, not retried. */
export async function measureSideBySide(
  servers: LoadedServer[],
  load: LoadSettings,
  log: (line: string) => void,
): Promise<Map<LoadedServer, Record<string, number> | Error>> {
  const results = new Map<LoadedServer, Record<string, number> | Error>();
  const subjects: Subject[] = [];
  try {
    for (const s of servers) {
      try {
        subjects.push(await startSubject(s, load));
      } catch (err) {
        results.set(s, err as Error);
      }
    }
    // A turn that fails ends that server's measuring; the others go on.
    const turn = async (subject: Subject, seconds: number, what: string, rate?: number) => {
      if (results.has(subject.s)) return undefined;
      log(`server: ${subject.s.label}, ${what}`);
      try {
        return await loadOnce(subject, load.generator ?? "autocannon", seconds, rate);
      } catch (err) {
        results.set(subject.s, err as Error);
        return undefined;
      }
    };
    if (load.warmupS > 0)
      for (const subject of subjects) await turn(subject, load.warmupS, "warm-up");
    for (let round = 1; round <= load.rounds; round++) {
      for (const subject of subjects) {
        const result = await turn(
          subject,
          load.durationS / load.rounds,
          `round ${round} of ${load.rounds}`,
        );
        if (!result) continue;
        subject.rates.push(result.requests / (load.durationS / load.rounds));
        subject.p50s.push(result.p50Ms);
        subject.p99s.push(result.p99Ms);
        subject.rssMbs.push((await subject.server.stats({ collect: true })).rssMb);
      }
    }
    for (let round = 1; round <= load.rounds; round++) {
      for (const subject of subjects) {
        const rate = subject.s.fixedRate;
        if (rate === undefined) continue;
        const before = (await subject.server.stats()).cpuMs;
        const result = await turn(
          subject,
          load.durationS / load.rounds,
          `at ${rate.toLocaleString("en-US")} req/s, round ${round} of ${load.rounds}`,
          rate,
        );
        if (!result) continue;
        const cpuMs = (await subject.server.stats()).cpuMs - before;
        subject.cpuUsPerRequest.push((1000 * cpuMs) / result.requests);
      }
    }
    for (const subject of subjects) {
      if (results.has(subject.s)) continue;
      const { maxRssMb } = await subject.server.stats();
      results.set(subject.s, {
        // The median round: the machine has slow minutes (one server's 2 s rounds went from 10,234
        // to 27,219 req/s within one minute, 2026-12-01), and one such round moved a mean of three
        // by a sixth for whichever server it fell on.
        reqPerSec: median(subject.rates),
        // The median of the rounds' medians, and the worst round's 99th percentile.
        p50Ms: median(subject.p50s),
        p99Ms: Math.max(...subject.p99s),
        maxRssMb,
        responseBytes: subject.responseBytes,
        ...(subject.target.pipeline ? { pipeline: subject.target.pipeline } : {}),
        ...(subject.cpuUsPerRequest.length > 0
          ? { fixedRate: subject.s.fixedRate!, cpuUsPerRequest: median(subject.cpuUsPerRequest) }
          : {}),
        // Only with rounds to compare (a --quick run has one).
        ...(subject.rssMbs.length > 1
          ? { firstRoundRssMb: subject.rssMbs[0]!, lastRoundRssMb: subject.rssMbs.at(-1)! }
          : {}),
      });
    }
  } finally {
    await Promise.all(subjects.map((s) => s.server.stop()));
  }
  return results;
}

/** One load of `seconds`, then a wait until the server is idle; a failed request fails it. */
async function loadOnce(
  subject: Subject,
  generator: LoadGenerator,
  seconds: number,
  rate: number | undefined,
) {
  const result = await generateLoad(generator, subject.target, seconds, rate);
  await settle(subject.server);
  if (result.failures > 0)
    throw new Error(`${result.failures} failed requests (errors, timeouts or non-2xx)`);
  return result;
}

async function startSubject(s: LoadedServer, load: LoadSettings): Promise<Subject> {
  // --expose-gc: the RSS after each round is taken after a collection (child-side.ts), so that
  // it says what the server holds, not what garbage is still uncollected.
  const server = await startChild<{ port: number }>(s.script, s.args, {
    nodeFlags: ["--expose-gc", ...(s.nodeFlags ?? [])],
  });
  try {
    const { request } = s;
    const url = `http://127.0.0.1:${server.ready.port}${request.path}`;
    const responseBytes = await checkAnswer(url, s);
    const target = {
      url,
      request,
      connections: load.connections,
      ...(load.pipeline !== undefined && load.pipeline > 1 ? { pipeline: load.pipeline } : {}),
    };
    return {
      s,
      server,
      target,
      responseBytes,
      rates: [],
      p50s: [],
      p99s: [],
      rssMbs: [],
      cpuUsPerRequest: [],
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** One request, its answer checked. Returns the body's size. */
async function checkAnswer(url: string, s: LoadedServer): Promise<number> {
  const { request } = s;
  const res = await fetch(url, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
  });
  const body = await res.text();
  const wrong = s.wrongAnswer(res.status, body);
  if (wrong !== undefined) throw new Error(wrong);
  return Buffer.byteLength(body);
}

/** A server's row: its figures, or why there are none (never started: not yet generated). */
export function serverRow(
  base: Omit<Row, "figures" | "note">,
  outcome: Record<string, number> | Error | undefined,
): Row {
  if (outcome === undefined) return { ...base, note: "not yet generated" };
  if (outcome instanceof Error) return { ...base, note: `FAILED ${outcome.message}` };
  return { ...base, figures: outcome };
}
