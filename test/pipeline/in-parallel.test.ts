import { describe, expect, it } from "vitest";
import { inParallel } from "../../generator/in-parallel.ts";

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe("inParallel", () => {
  it("runs the step on every item, at most eight at a time", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inParallel(
      Array.from({ length: 50 }, (_, i) => i),
      async (i) => {
        most = Math.max(most, ++running);
        await tick();
        running--;
        done.push(i);
      },
    );
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(most).toBe(8);
  });

  it("starts nothing after a failure, and throws it once every started step has ended", async () => {
    const started: number[] = [];
    let running = 0;
    const failure = new Error("item 3 cannot be written");
    const outcome = inParallel(
      Array.from({ length: 50 }, (_, i) => i),
      async (i) => {
        started.push(i);
        running++;
        await tick();
        running--;
        if (i === 3) throw failure;
      },
    );
    await expect(outcome).rejects.toBe(failure);
    expect(running).toBe(0);
    expect(started.length).toBeLessThan(50);
  });

  it("does nothing for no items", async () => {
    await expect(inParallel([], async () => {})).resolves.toBeUndefined();
  });
});
