/** Section 4, the declared-type contract: runs records-codec-bench.ts in its own process. */
import type { CodecResult } from "../codec/codec-bench.ts";
import { codecRow } from "../codec/run-codecs.ts";
import { runChild } from "../lib/child-process.ts";
import type { Row } from "../lib/rows.ts";

export async function runRecordCodecs(
  packages: string,
  timeMs: number,
  log: (line: string) => void,
): Promise<Row[]> {
  log("declared types: codec microbenchmarks");
  try {
    const { results } = await runChild<{ results: CodecResult[] }>(
      "bench/declared/records-codec-bench.ts",
      ["--packages", packages, "--time-ms", String(timeMs)],
      { timeoutMs: 180_000 },
    );
    return results.map(codecRow);
  } catch (err) {
    const note = `FAILED ${(err as Error).message}`;
    return [{ section: "codec", case: "declared types", impl: "-", note }];
  }
}
