/**
 * The order test files start in: the slowest first, then as vitest orders the rest (its record of
 * the last run's durations, which a fresh clone has not; then the larger files first). With two
 * workers, a file of two minutes that starts last keeps the run going that long after the other
 * worker is done; started first, it runs beside the many short ones. The list is the twelve slowest
 * files of a CI run (2026-11-30, later: 110 s down to 16 s); a file missing from it only starts later.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOWEST = [
  "test/adoption/adoption.test.ts",
  "test/consumers/consumers.test.ts",
  "test/pipeline/unchanged-run.test.ts",
  "test/constructs/schema-types.test.ts",
  "test/fuzz/contract-mutations.test.ts",
  "test/cli/generate-and-check.test.ts",
  "test/asmx-peer/mock-record-verify.test.ts",
  "test/asmx-peer/broad-service.test.ts",
  "test/cli/serve.test.ts",
  "test/check/two-runs.test.ts",
  "test/hostile/silent-connection-shutdown.test.ts",
  "test/constructs/any-type.test.ts",
];

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = SLOWEST.findIndex((slow) => file.moduleId.endsWith(slow));
      return at === -1 ? SLOWEST.length : at;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
