/**
 * The generated server (`school-service-server`) answering eventGetList with `--items` cUser items
 * on every binding; the SOAP header is read but not checked (`authenticate: null`), as with the
 * node-soap server it is compared with. The parent starts it only when the package exists.
 * `--workers n`: n processes on the one port (node:cluster), as `WORKERS=n serve.ts` runs them;
 * the figures the parent asks for are the workers' and the primary's summed.
 *
 *   node --import tsx bench/servers/generated-server.ts --items 100 [--workers 2]
 */
import cluster, { type Worker } from "node:cluster";
import { demoImplementation, item, listen } from "school-service-server";
import { argValue, type ChildStats, ownStats, reportToParent } from "../lib/child-side.ts";
import { userFields } from "../fixtures/school-wire.ts";

const items = Array.from({ length: Number(argValue("items")) }, (_, i) =>
  item.cUser(userFields(i)),
);
// Every other operation answers as the demo does: only eventGetList is loaded.
const implementation = { ...demoImplementation, eventGetList: async () => items };

const workers = Number(argValue("workers", "1"));

if (workers > 1 && cluster.isPrimary) {
  const forked = Array.from({ length: workers }, () => cluster.fork());
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
} else {
  const running = await listen(implementation, {
    port: 0,
    host: "127.0.0.1",
    authenticate: null,
    httpGet: { enabled: true, authenticate: null },
    httpPost: { enabled: true, authenticate: null },
  });
  const port = Number(new URL(running.url).port);
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
