/**
 * The round-trip suite's fast-check settings: a fixed seed, printed by fast-check in every failure
 * report beside the shrunk counterexample and its path, so a failure reruns exactly with
 * `ROUNDTRIP_SEED=<seed> npx vitest run test/roundtrip`. ROUNDTRIP_SEED and ROUNDTRIP_RUNS explore
 * further (other seeds, more runs per property) without editing the suite.
 */
import fc from "fast-check";
import type { Binding } from "school-service-client";

export const SEED = Number(process.env.ROUNDTRIP_SEED ?? 8_2024_05_01);

export const BINDINGS: Binding[] = ["soap11", "soap12", "httpGet", "httpPost"];

/** Runs an async property `numRuns` times (or ROUNDTRIP_RUNS) from the suite's seed. */
export async function check<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncProperty<Ts>,
  numRuns: number,
): Promise<void> {
  await fc.assert(property, { seed: SEED, numRuns: Number(process.env.ROUNDTRIP_RUNS ?? numRuns) });
}
