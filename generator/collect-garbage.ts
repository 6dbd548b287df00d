/**
 * A full collection between the stages of a large run. V8 collects its old generation when it
 * reaches a limit it sets from what lived at the last collection, so what one stage made and
 * dropped (emitting 1,500 operations: some 250 MB, of which 60 MB live on) stayed in the heap
 * while the next stages ran, and the generator's process peaked at 480 MB; collected at the
 * stages' ends, it peaks below 300 MB (bench/README.md). A small run's heap is left alone: its
 * collection would cost more than it spares.
 */
import v8 from "node:v8";
import vm from "node:vm";

/** Below this much heap in use, no collection is asked for. */
const WORTH_COLLECTING = 96 << 20;

let collect: (() => void) | undefined;

export function collectGarbage(): void {
  if (v8.getHeapStatistics().used_heap_size < WORTH_COLLECTING) return;
  collect ??= exposedCollector();
  collect();
}

/**
 * V8's `gc`, which Node gives only to a process started with --expose-gc: set as a flag now, the
 * function is on the global object of each context made after (the way Jest's leak detector
 * reaches it). A runtime that does not give it leaves collecting to V8.
 */
function exposedCollector(): () => void {
  v8.setFlagsFromString("--expose-gc");
  const gc: unknown = vm.runInNewContext("typeof gc === 'function' ? gc : undefined");
  return typeof gc === "function" ? (gc as () => void) : () => {};
}
