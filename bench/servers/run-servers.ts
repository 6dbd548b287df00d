/**
 * Section 2: server throughput. Each server runs in its own process (so its RSS is its own) and
 * is loaded by autocannon from this process: a short warm-up, then a fixed number of connections
 * for a fixed time. Before loading, one request checks the answer carries the expected items.
 */
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { startChild } from "../lib/child-process.ts";
import type { Row } from "../lib/rows.ts";
import { eventGetListRequest, type WireBinding } from "../fixtures/school-wire.ts";

export interface LoadSettings {
  connections: number;
  durationS: number;
  warmupS: number;
}

type ServerImpl = "ours" | "node-soap" | "bare node:http";
interface ServerCase {
  impl: ServerImpl;
  items: number;
  binding: WireBinding;
}

export const GENERATED_SERVER_PACKAGE = "generated/school-service-server/package.json";
const SCRIPTS: Record<ServerImpl, string> = {
  ours: "bench/servers/generated-server.ts",
  "node-soap": "bench/servers/node-soap-server.ts",
  "bare node:http": "bench/servers/bare-server.ts",
};
const BINDING_NAMES: Record<WireBinding, string> = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  httpGet: "HTTP GET",
  httpPost: "HTTP POST",
};

/** Every size on SOAP 1.1 for the three servers, and the smallest on our other bindings. */
export function serverCases(itemCounts: readonly number[]): ServerCase[] {
  const impls: ServerImpl[] = ["bare node:http", "node-soap", "ours"];
  const cases = itemCounts.flatMap((items) =>
    impls.map((impl) => ({ impl, items, binding: "soap11" as WireBinding })),
  );
  const items = Math.min(...itemCounts);
  for (const binding of ["soap12", "httpGet", "httpPost"] as const)
    cases.push({ impl: "ours", items, binding });
  return cases;
}

export async function runServers(
  cases: ServerCase[],
  load: LoadSettings,
  log: (line: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const c of cases) {
    const base = {
      section: "server" as const,
      case: itemsLabel(c.items),
      impl: c.impl,
      variant: BINDING_NAMES[c.binding],
    };
    if (c.impl === "ours" && !existsSync(GENERATED_SERVER_PACKAGE)) {
      rows.push({ ...base, note: "not yet generated" });
      continue;
    }
    log(`server: ${c.impl}, ${base.case}, ${base.variant}`);
    try {
      rows.push({ ...base, figures: await measureServer(c, load) });
    } catch (err) {
      rows.push({ ...base, note: `FAILED ${(err as Error).message}` });
    }
  }
  return rows;
}

export function itemsLabel(items: number): string {
  return items === 1 ? "1 item" : `${items.toLocaleString("en-US")} items`;
}

async function measureServer(c: ServerCase, load: LoadSettings): Promise<Record<string, number>> {
  const server = await startChild<{ port: number }>(SCRIPTS[c.impl], ["--items", String(c.items)]);
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
    if (load.warmupS > 0) await autocannon({ ...options, duration: load.warmupS });
    const result = await autocannon({ ...options, duration: load.durationS });
    const failures = result.errors + result.timeouts + result.non2xx;
    if (failures > 0) throw new Error(`${failures} failed requests (errors, timeouts or non-2xx)`);
    const { maxRssMb } = await server.stats();
    return {
      reqPerSec: result.requests.total / load.durationS,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxRssMb,
      responseBytes,
    };
  } finally {
    await server.stop();
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
