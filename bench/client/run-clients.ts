/**
 * Section 3: client throughput. For each response size, a bare server (own process) answers with
 * prebuilt bytes, and each client runs its call loop in a fresh process of its own.
 */
import { runChild, startChild } from "../lib/child-process.ts";
import type { Row } from "../lib/rows.ts";
import { itemsLabel } from "../servers/run-servers.ts";

// node:http only is the transport's ceiling (ours goes through node:http on Node); fetch only and
// ours via fetch show what the global fetch would cost instead.
const IMPLS = ["node:http only", "fetch only", "node-soap", "ours", "ours, via fetch"] as const;

export async function runClients(
  itemCounts: readonly number[],
  seconds: number,
  log: (line: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const items of itemCounts) {
    const server = await startChild<{ port: number }>("bench/servers/bare-server.ts", [
      "--items",
      String(items),
    ]);
    try {
      for (const impl of IMPLS) {
        log(`client: ${impl}, ${itemsLabel(items)}`);
        const base = { section: "client" as const, case: itemsLabel(items), impl };
        try {
          const r = await runChild<{ callsPerSec: number; msPerCall: number; calls: number }>(
            "bench/client/client-loop.ts",
            [
              "--impl",
              impl,
              "--url",
              `http://127.0.0.1:${server.ready.port}`,
              "--items",
              String(items),
              "--seconds",
              String(seconds),
            ],
            { timeoutMs: 60_000 + seconds * 1000 },
          );
          rows.push({
            ...base,
            figures: {
              callsPerSec: r.callsPerSec,
              msPerCall: r.msPerCall,
              calls: r.calls,
              maxRssMb: r.maxRssMb,
            },
          });
        } catch (err) {
          rows.push({ ...base, note: `FAILED ${(err as Error).message}` });
        }
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}
