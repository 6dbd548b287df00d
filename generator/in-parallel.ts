/**
 * Runs an asynchronous step over items a few at a time. A file write is mostly the kernel's work,
 * and one at a time kept one core busy and the other idle (see write/write-output.ts). esbuild
 * compiles on every core, but given every module at once it buffers them all first
 * (check/compile-dist.ts).
 */

/** How many steps run at once: enough to keep two cores busy. */
const AT_ONCE = 8;

/**
 * Calls `step` on every item, at most AT_ONCE at a time. After a failure no further step starts,
 * and the first failure is thrown only once every started step has ended: none is left writing
 * into a folder the caller then removes.
 */
export async function inParallel<T>(
  items: readonly T[],
  step: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      try {
        await step(items[next++]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const outcomes = await Promise.allSettled(
    Array.from({ length: Math.min(AT_ONCE, items.length) }, worker),
  );
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (failure) throw failure.reason;
}
