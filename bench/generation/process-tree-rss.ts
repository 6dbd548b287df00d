/**
 * The resident memory of a process and all its descendants, summed, and of the largest of
 * them, from /proc (Linux): the
 * generator runs the formatter and the type-checker as processes of their own, whose memory a
 * process's own peak RSS leaves out. The tree is walked down from the root through each thread's
 * `children` file, not found by reading every process's status: a sixteenth of the CPU (a sample
 * took 1.0 ms against 15.9 ms, alternated on a loaded machine; 2 ms on a quiet one before), which
 * the bench, sampling every 20 ms, takes from the tools it measures. Elsewhere, or when the process is gone, undefined.
 */
import { readdirSync, readFileSync } from "node:fs";

export interface TreeRss {
  /** The tree's RSS, summed. */
  totalKb: number;
  /** The RSS of the largest process the root started (0 when it has none). */
  largestChildKb: number;
}

export function treeRss(root: number): TreeRss | undefined {
  const own = rssKb(root);
  if (own === undefined) return undefined;
  let totalKb = own;
  let largestChildKb = 0;
  for (const pending = childrenOf(root); pending.length > 0; ) {
    const pid = pending.pop()!;
    const kb = rssKb(pid) ?? 0;
    totalKb += kb;
    largestChildKb = Math.max(largestChildKb, kb);
    pending.push(...childrenOf(pid));
  }
  return { totalKb, largestChildKb };
}

function rssKb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return undefined; // Gone (or not Linux).
  }
}

/** The processes any of `pid`'s threads started (a child may be started from any thread). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .split(" ")
        .filter((s) => s !== "")
        .map(Number),
    );
  } catch {
    return []; // Ended while the tree was read.
  }
}
