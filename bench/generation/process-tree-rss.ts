/**
 * The resident memory of a process and all its descendants, summed, from /proc (Linux): the
 * generator runs the formatter and the type-checker as processes of their own, whose memory a
 * process's own peak RSS leaves out. Elsewhere, or when the process is gone, undefined.
 */
import { readdirSync, readFileSync } from "node:fs";

export function treeRssKb(root: number): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  } catch {
    return undefined;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of entries) {
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const pid = Number(entry);
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(pid, Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0));
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while the list was read.
    }
  }
  if (!rss.has(root)) return undefined;
  let total = 0;
  for (const pending = [root]; pending.length > 0; ) {
    const pid = pending.pop()!;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}
