/**
 * The ceiling: a bare node:http server that reads each request and answers with prebuilt bytes
 * (the eventGetList response with `--items` cUser items), whatever was asked. `--workers n`: n
 * processes on the one port (node:cluster), to show what a second worker gives the ceiling itself
 * when the load generator shares the machine's cores.
 *
 *   node --import tsx bench/servers/bare-server.ts --items 100 [--workers 2]
 */
import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { argValue } from "../lib/child-side.ts";
import { eventGetListResponse } from "../fixtures/school-wire.ts";
import { forkWorkers, reportListening } from "./cluster-workers.ts";

const workers = Number(argValue("workers", "1"));

if (workers > 1 && cluster.isPrimary) {
  await forkWorkers(workers);
} else {
  const body = Buffer.from(eventGetListResponse(Number(argValue("items"))));
  const headers = { "content-type": "text/xml; charset=utf-8", "content-length": body.length };

  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, headers).end(body));
  });
  server.listen(0, "127.0.0.1", () => reportListening((server.address() as AddressInfo).port));
}
