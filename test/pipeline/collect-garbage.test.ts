import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { collectGarbage } from "../../generator/collect-garbage.ts";

const usedMb = () => v8.getHeapStatistics().used_heap_size / 2 ** 20;

describe("collectGarbage", () => {
  it("collects what a stage dropped, in a process not started with --expose-gc", () => {
    expect(process.execArgv).not.toContain("--expose-gc");
    // Four million small objects (some 130 MB), kept until here: long-lived enough for V8 to have
    // moved them into its old generation, which it collects only at a limit it sets for itself.
    let dropped: { i: number }[] | undefined = Array.from({ length: 4_000_000 }, (_, i) => ({ i }));
    const before = usedMb();
    expect(dropped.length).toBe(4_000_000);
    dropped = undefined;
    collectGarbage();
    expect(before - usedMb()).toBeGreaterThan(100);
  });
});
