import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { eventGetListResponse } from "../fixtures/school-wire.ts";
const workers = Number(argValue("workers", "1"));
if (workers > 1 && cluster.isPrimary) {
  const forked = Array.from({ length: workers }, () => cluster.fork());
  const ports = await Promise.all(forked.map((w) => new Promise<number>((r) => w.once("message", (m: { port: number }) => r(m.port)))));
  reportToParent({ port: ports[0]! });
} else {
  const body = Buffer.from(eventGetListResponse(Number(argValue("items"))));
  const headers = { "content-type": "text/xml; charset=utf-8", "content-length": body.length };
  const server = createServer((req, res) => { req.resume(); req.on("end", () => res.writeHead(200, headers).end(body)); });
  server.listen(0, "127.0.0.1", () => {
    const port = (server.address() as AddressInfo).port;
    if (cluster.isWorker) process.send!({ port }); else reportToParent({ port });
  });
}
