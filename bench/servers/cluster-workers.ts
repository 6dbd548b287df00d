/**
 * A bench server in n processes on one port (node:cluster), as `WORKERS=n serve.ts` runs ours:
 * the primary forks the workers, reports their port to the bench, and answers its requests for
 * figures with the workers' and its own summed; each worker reports its port to the primary.
 */
import cluster, { type Worker } from "node:cluster";
import { type ChildStats, ownStats, reportToParent } from "../lib/child-side.ts";

/** In the primary: forks `count` workers and reports once they all listen. */
export async function forkWorkers(count: number): Promise<void> {
  const forked = Array.from({ length: count }, () => cluster.fork());
  const ports = await Promise.all(
    forked.map(
      (w) =>
        new Promise<number>((resolve) =>
          w.once("message", (m: { port: number }) => resolve(m.port)),
        ),
    ),
  );
  reportToParent({ port: ports[0]! }, async (collect) =>
    sum([ownStats(collect), ...(await Promise.all(forked.map((w) => workerStats(w, collect))))]),
  );
}

/** In a worker, or a server of one process: reports `port` to whoever started it. */
export function reportListening(port: number): void {
  if (cluster.isWorker) {
    process.on("message", (m: { collect?: boolean }) =>
      process.send!({ stats: ownStats(m.collect ?? false) }),
    );
    process.send!({ port });
  } else reportToParent({ port });
}

function workerStats(worker: Worker, collect: boolean): Promise<ChildStats> {
  return new Promise((resolve) => {
    const answer = (m: { stats?: ChildStats }) => {
      if (!m.stats) return;
      worker.off("message", answer);
      resolve(m.stats);
    };
    worker.on("message", answer);
    worker.send({ collect });
  });
}

/** The processes' figures together: memory and CPU add up, a peak is the sum of the peaks. */
function sum(all: ChildStats[]): ChildStats {
  const total = (key: keyof ChildStats) => all.reduce((t, s) => t + s[key], 0);
  return {
    maxRssMb: total("maxRssMb"),
    rssMb: total("rssMb"),
    heapUsedMb: total("heapUsedMb"),
    externalMb: total("externalMb"),
    cpuMs: total("cpuMs"),
  };
}
