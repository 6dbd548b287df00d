/**
 * Section 2: server throughput. Each server runs in its own process (so its RSS is its own) and
 * is loaded by autocannon from this process at a fixed number of connections. The servers of one
 * response size run side by side and take turns: a warm-up each, then rounds in which each is
 * loaded once, so that a machine slowing down or speeding up meanwhile touches them all alike.
 * Before loading, one request checks each answer carries the expected items.
 */
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { startChild, type RunningChild } from "../lib/child-process.ts";
import { median } from "../lib/median.ts";
import type { Row } from "../lib/rows.ts";
import { settle } from "../lib/settle.ts";
import { eventGetListRequest, type WireBinding } from "../fixtures/school-wire.ts";

export interface LoadSettings {
  connections: number;
  /** Load time of each server in all, split into `rounds` turns. */
  durationS: number;
  rounds: number;
  warmupS: number;
}

type ServerImpl = "ours" | "ours, 2 workers" | "node-soap" | "bare node:http";
interface ServerCase {
  impl: ServerImpl;
  items: number;
  binding: WireBinding;
}

export const GENERATED_SERVER_PACKAGE = "generated/school-service-server/package.json";
const SCRIPTS: Record<ServerImpl, string> = {
  ours: "bench/servers/generated-server.ts",
  "ours, 2 workers": "bench/servers/generated-server.ts",
  "node-soap": "bench/servers/node-soap-server.ts",
  "bare node:http": "bench/servers/bare-server.ts",
};
const BINDING_NAMES: Record<WireBinding, string> = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  httpGet: "HTTP GET",
  httpPost: "HTTP POST",
};

/**
 * Every size on SOAP 1.1 for the three servers, the smallest on our other bindings, and the
 * smallest from two worker processes (node:cluster), against one.
 */
export function serverCases(itemCounts: readonly number[]): ServerCase[] {
  const impls: ServerImpl[] = ["bare node:http", "node-soap", "ours"];
  const cases = itemCounts.flatMap((items) =>
    impls.map((impl) => ({ impl, items, binding: "soap11" as WireBinding })),
  );
  const items = Math.min(...itemCounts);
  for (const binding of ["soap12", "httpGet", "httpPost"] as const)
    cases.push({ impl: "ours", items, binding });
  cases.push({ impl: "ours, 2 workers", items, binding: "soap11" });
  return cases;
}

export async function runServers(
  cases: ServerCase[],
  load: LoadSettings,
  log: (line: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const items of [...new Set(cases.map((c) => c.items))]) {
    const group = cases.filter((c) => c.items === items);
    const runnable = group.filter(
      (c) => !c.impl.startsWith("ours") || existsSync(GENERATED_SERVER_PACKAGE),
    );
    const results = await measureSideBySide(runnable, load, log);
    for (const c of group) {
      const base = {
        section: "server" as const,
        case: itemsLabel(c.items),
        impl: c.impl,
        variant: BINDING_NAMES[c.binding],
      };
      const outcome = results.get(c);
      if (outcome === undefined) rows.push({ ...base, note: "not yet generated" });
      else if (outcome instanceof Error) rows.push({ ...base, note: `FAILED ${outcome.message}` });
      else rows.push({ ...base, figures: outcome });
    }
  }
  return rows;
}

export function itemsLabel(items: number): string {
  return items === 1 ? "1 item" : `${items.toLocaleString("en-US")} items`;
}

function label(c: ServerCase): string {
  return `${c.impl}, ${itemsLabel(c.items)}, ${BINDING_NAMES[c.binding]}`;
}

interface Subject {
  c: ServerCase;
  server: RunningChild<{ port: number }>;
  options: Omit<Parameters<typeof autocannon>[0], "duration">;
  responseBytes: number;
  requests: number;
  p50s: number[];
  p99s: number[];
  /** The server's RSS after each round, settled. */
  rssMbs: number[];
}

/** Starts the servers, then loads them in turn; a server that fails is reported, not retried. */
async function measureSideBySide(
  cases: ServerCase[],
  load: LoadSettings,
  log: (line: string) => void,
): Promise<Map<ServerCase, Record<string, number> | Error>> {
  const results = new Map<ServerCase, Record<string, number> | Error>();
  const subjects: Subject[] = [];
  try {
    for (const c of cases) {
      try {
        subjects.push(await startSubject(c, load));
      } catch (err) {
        results.set(c, err as Error);
      }
    }
    // A turn that fails ends that server's measuring; the others go on.
    const turn = async (subject: Subject, seconds: number, what: string) => {
      if (results.has(subject.c)) return undefined;
      log(`server: ${label(subject.c)}, ${what}`);
      try {
        return await loadOnce(subject, seconds);
      } catch (err) {
        results.set(subject.c, err as Error);
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
        subject.requests += result.requests.total;
        subject.p50s.push(result.latency.p50);
        subject.p99s.push(result.latency.p99);
        subject.rssMbs.push((await subject.server.stats({ collect: true })).rssMb);
      }
    }
    for (const subject of subjects) {
      if (results.has(subject.c)) continue;
      const { maxRssMb } = await subject.server.stats();
      results.set(subject.c, {
        reqPerSec: subject.requests / load.durationS,
        // The median of the rounds' medians, and the worst round's 99th percentile.
        p50Ms: median(subject.p50s),
        p99Ms: Math.max(...subject.p99s),
        maxRssMb,
        responseBytes: subject.responseBytes,
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
async function loadOnce(subject: Subject, seconds: number) {
  const result = await autocannon({ ...subject.options, duration: seconds });
  await settle(subject.server);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${failures} failed requests (errors, timeouts or non-2xx)`);
  return result;
}

async function startSubject(c: ServerCase, load: LoadSettings): Promise<Subject> {
  // --expose-gc: the RSS after each round is taken after a collection (child-side.ts), so that
  // it says what the server holds, not what garbage is still uncollected.
  const workers = c.impl === "ours, 2 workers" ? ["--workers", "2"] : [];
  const server = await startChild<{ port: number }>(
    SCRIPTS[c.impl],
    ["--items", String(c.items), ...workers],
    { nodeFlags: ["--expose-gc"] },
  );
  try {
    const request = eventGetListRequest(c.binding);
    const url = `http://127.0.0.1:${server.ready.port}${request.path}`;
    const responseBytes = await checkAnswer(url, request, c.items);
    const options = {
      url,
      connections: load.connections,
      method: request.method,
      headers: request.headers,
      ...(request.body ? { body: request.body } : {}),
    };
    return { c, server, options, responseBytes, requests: 0, p50s: [], p99s: [], rssMbs: [] };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** One request: a 200 whose body carries `items` cUser items. Returns the body's size. */
async function checkAnswer(
  url: string,
  request: ReturnType<typeof eventGetListRequest>,
  items: number,
): Promise<number> {
  const res = await fetch(url, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
  });
  const body = await res.text();
  const found = body.split('xsi:type="cUser"').length - 1;
  if (res.status !== 200 || found !== items)
    throw new Error(
      `expected 200 with ${items} cUser items, got ${res.status} with ${found}: ${body.slice(0, 200)}`,
    );
  return Buffer.byteLength(body);
}
