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

/** Sends `message` to the parent, answers its later `stats` requests, and exits when told. */
export function reportToParent(message: object): void {
  if (!process.send) throw new Error("run me through bench/lib/child-process.ts (no IPC channel)");
  process.on("message", (m: { type?: string; collect?: boolean }) => {
    if (m.type === "stats") {
      // When asked and run with --expose-gc, a collection first: what is left is what is held.
      if (m.collect) (globalThis as { gc?: () => void }).gc?.();
      process.send!({ type: "stats", ...childStats() });
    }
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
