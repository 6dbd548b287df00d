/**
 * The ceiling: a bare node:http server that reads each request and answers with prebuilt bytes
 * (the eventGetList response with `--items` cUser items), whatever was asked.
 *
 *   node --import tsx bench/servers/bare-server.ts --items 100
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { eventGetListResponse } from "../fixtures/school-wire.ts";

const SPIN = Number(argValue("spin", "0")) / 1000;
const body = Buffer.from(eventGetListResponse(Number(argValue("items"))));
const headers = { "content-type": "text/xml; charset=utf-8", "content-length": body.length };

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => { const t = performance.now() + SPIN; while (performance.now() < t); res.writeHead(200, headers).end(body); });
});
server.listen(0, "127.0.0.1", () => {
  reportToParent({ port: (server.address() as AddressInfo).port });
});
