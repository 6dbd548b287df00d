/** Section 4: runs codec-bench.ts in its own process and turns its results into rows. */
import { runChild } from "../lib/child-process.ts";
import type { Row } from "../lib/rows.ts";
import { itemsLabel } from "../servers/run-servers.ts";
import type { CodecResult } from "./codec-bench.ts";
import type { AllocationResult } from "./decode-allocation.ts";

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
    return [...results.map(codecRow), ...(await allocationRows(itemCounts))];
  } catch (err) {
    return [{ section: "codec", case: "all", impl: "-", note: `FAILED ${(err as Error).message}` }];
  }
}

/** A timed task's row. */
export function codecRow(r: CodecResult): Row {
  return {
    section: "codec",
    case: r.task,
    impl: r.impl,
    figures: {
      opsPerSec: r.opsPerSec,
      msPerOp: r.msPerOp,
      runs: r.runs,
      ...(r.bodyBytes ? { bodyBytes: r.bodyBytes } : {}),
    },
  };
}

/** What one decode allocates, measured in a process of its own (see decode-allocation.ts). */
async function allocationRows(itemCounts: readonly number[]): Promise<Row[]> {
  const { results } = await runChild<{ results: AllocationResult[] }>(
    "bench/codec/decode-allocation.ts",
    ["--items", itemCounts.join(",")],
    {
      nodeFlags: ["--expose-gc", "--min-semi-space-size=256", "--max-semi-space-size=256"],
      timeoutMs: 60_000,
    },
  );
  return results.map((r) => ({
    section: "codec",
    case: `decode ${itemsLabel(r.items)}, allocated`,
    impl: "ours",
    figures: { allocatedBytes: r.allocatedBytes, bodyBytes: r.bodyBytes },
  }));
}
