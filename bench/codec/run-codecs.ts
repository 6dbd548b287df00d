/** Section 4: runs codec-bench.ts in its own process and turns its results into rows. */
import { runChild } from "../lib/child-process.ts";
import type { Row } from "../lib/rows.ts";
import type { CodecResult } from "./codec-bench.ts";

export async function runCodecs(
  itemCounts: readonly number[],
  timeMs: number,
  log: (line: string) => void,
): Promise<Row[]> {
  log("codec microbenchmarks");
  try {
    const { results } = await runChild<{ results: CodecResult[] }>(
      "bench/codec/codec-bench.ts",
      ["--time-ms", String(timeMs), "--items", itemCounts.join(",")],
      { timeoutMs: 180_000 },
    );
    return results.map((r) => ({
      section: "codec",
      case: r.task,
      impl: r.impl,
      figures: { opsPerSec: r.opsPerSec, msPerOp: r.msPerOp, runs: r.runs },
    }));
  } catch (err) {
    return [{ section: "codec", case: "all", impl: "-", note: `FAILED ${(err as Error).message}` }];
  }
}
