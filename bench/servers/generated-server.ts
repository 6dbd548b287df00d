/**
 * The generated server (`school-service-server`) answering eventGetList with `--items` cUser items
 * on every binding; the SOAP header is read but not checked (`authenticate: null`), as with the
 * node-soap server it is compared with. The parent starts it only when the package exists.
 * `--workers n`: n processes on the one port (node:cluster), as `WORKERS=n serve.ts` runs them;
 * the figures the parent asks for are the workers' and the primary's summed.
 *
 *   node --import tsx bench/servers/generated-server.ts --items 100 [--workers 2]
 */
import cluster from "node:cluster";
import { demoImplementation, item, listen } from "school-service-server";
import { argValue } from "../lib/child-side.ts";
import { forkWorkers, reportListening } from "./cluster-workers.ts";
import { userFields } from "../fixtures/school-wire.ts";

const items = Array.from({ length: Number(argValue("items")) }, (_, i) =>
  item.cUser(userFields(i)),
);
// Every other operation answers as the demo does: only eventGetList is loaded.
const implementation = { ...demoImplementation, eventGetList: async () => items };

const workers = Number(argValue("workers", "1"));

if (workers > 1 && cluster.isPrimary) {
  await forkWorkers(workers);
} else {
  const running = await listen(implementation, {
    port: 0,
    host: "127.0.0.1",
    authenticate: null,
    httpGet: { enabled: true, authenticate: null },
    httpPost: { enabled: true, authenticate: null },
  });
  reportListening(Number(new URL(running.url).port));
}
