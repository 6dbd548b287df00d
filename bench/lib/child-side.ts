/**
 * The child's half of the protocol in child-process.ts: tell the parent it is ready (with a port
 * or a result), and answer its request for memory and CPU figures.
 */
export interface ChildStats {
  /** Peak resident set size of this process so far, in MiB. */
  maxRssMb: number;
  rssMb: number;
  /** The JavaScript heap in use, and memory held outside it (Buffers, mostly), in MiB. */
  heapUsedMb: number;
  externalMb: number;
  /** CPU time used so far (user and system), in ms. */
  cpuMs: number;
}

export function childStats(): ChildStats {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return {
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    rssMb: memory.rss / (1024 * 1024),
    heapUsedMb: memory.heapUsed / (1024 * 1024),
    externalMb: memory.external / (1024 * 1024),
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/** This process's figures, after a collection when `collect` (and run with --expose-gc). */
export function ownStats(collect: boolean): ChildStats {
  // A collection first: what is left is what is held.
  if (collect) (globalThis as { gc?: () => void }).gc?.();
  return childStats();
}

/**
 * Sends `message` to the parent, answers its later `stats` requests (with `stats`: a process
 * that has workers sums theirs), and exits when told.
 */
export function reportToParent(
  message: object,
  stats: (collect: boolean) => ChildStats | Promise<ChildStats> = ownStats,
): void {
  if (!process.send) throw new Error("run me through bench/lib/child-process.ts (no IPC channel)");
  process.on("message", async (m: { type?: string; collect?: boolean }) => {
    if (m.type === "stats") process.send!({ type: "stats", ...(await stats(m.collect ?? false)) });
    // A normal exit, so that --cpu-prof writes its profile.
    if (m.type === "exit") process.exit(0);
  });
  process.send({ type: "ready", ...message });
}

/** The value of `--name` in argv, or `fallback`. */
export function argValue(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : fallback;
  if (value === undefined) throw new Error(`missing --${name}`);
  return value;
}
