import type { RunningChild } from "./child-process.ts";

/**
 * Waits until a server has done the work a load left queued (node-soap goes on answering requests
 * whose clients are gone for up to seconds; ours finishes the 10,000-item answers in flight): its
 * CPU time must grow by less than 10 ms in 100 ms, within `limitMs`. Its figures are asked for
 * without a collection: one would be CPU work of its own (a full collection of node-soap's heap
 * took more than 10 ms, so it never settled before the limit).
 */
export async function settle(server: RunningChild<object>, limitMs = 10_000): Promise<void> {
  let last = (await server.stats()).cpuMs;
  for (const end = Date.now() + limitMs; Date.now() < end; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = (await server.stats()).cpuMs;
    if (now - last < 10) return;
    last = now;
  }
}
