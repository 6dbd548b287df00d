/**
 * Section 6: one worker against two (node:cluster), our server and the bare ceiling, on SOAP 1.1,
 * loaded side by side by wrk (load-generators.ts). On a machine of two cores the load generator
 * shares them with the servers: autocannon costs about what a server does for a 1-item request,
 * so under it a second worker only takes turns (the bare server itself went 0.6-0.7x, ours
 * 1.0-1.1x). wrk, native, costs a fraction of that; and each of its connections sends
 * `PIPELINE` requests at once (HTTP/1.1 pipelining, as TechEmpower's plaintext test loads
 * servers), for one write and few reads of wrk's per `PIPELINE` answers: loading one request at a
 * time, wrk's one thread took about as long per request as the bare server did, so the bare
 * server went 1.0-1.1x with a second worker. The servers answer pipelined requests one by one,
 * as they would requests apart; the same load falls on every server and worker count of a size.
 * Only small answers are pipelined: at 10,000 items the servers' work is the load, and batches of
 * 8 such answers waited past wrk's timeout. wrk times a pipelined batch, not each request, so
 * those rows give no latencies.
 */
import { existsSync } from "node:fs";
import type { Row } from "../lib/rows.ts";
import {
  GENERATED_SERVER_PACKAGE,
  itemsLabel,
  loadedServer,
  type ServerImpl,
} from "./run-servers.ts";
import { type LoadSettings, measureSideBySide, serverRow } from "./side-by-side.ts";

const WORKER_COUNTS = [1, 2] as const;
const PIPELINE = 8;
/** Answers of up to this many items are loaded pipelined. */
const PIPELINED_UP_TO_ITEMS = 100;

/** Ours at every size given, the bare server at the smallest (the ceiling's own ratio). */
export async function runWorkers(
  itemCounts: readonly number[],
  load: LoadSettings,
  log: (line: string) => void,
): Promise<Row[]> {
  const smallest = Math.min(...itemCounts);
  const cases: { impl: ServerImpl; items: number }[] = [
    { impl: "bare node:http", items: smallest },
    ...itemCounts.map((items) => ({ impl: "ours" as const, items })),
  ];
  const rows: Row[] = [];
  for (const items of new Set(cases.map((c) => c.items))) {
    const subjects = cases
      .filter((c) => c.items === items)
      .flatMap((c) =>
        WORKER_COUNTS.map((workers) => ({
          c,
          workers,
          server: loadedServer({ ...c, binding: "soap11" }, workers),
        })),
      );
    const runnable = subjects.filter(
      (s) => s.c.impl !== "ours" || existsSync(GENERATED_SERVER_PACKAGE),
    );
    const results = await measureSideBySide(
      runnable.map((s) => s.server),
      {
        ...load,
        generator: "wrk",
        pipeline: items <= PIPELINED_UP_TO_ITEMS ? PIPELINE : 1,
      },
      log,
    );
    for (const { c, workers, server } of subjects)
      rows.push(
        serverRow(
          {
            section: "workers",
            case: `${c.impl}, ${itemsLabel(c.items)}`,
            impl: workers === 1 ? "1 worker" : `${workers} workers`,
            variant: "SOAP 1.1",
          },
          results.get(server),
        ),
      );
  }
  return rows;
}
