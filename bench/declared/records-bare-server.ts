/**
 * The ceiling for the declared-type contract: a bare node:http server that reads each request
 * and answers with prebuilt bytes, the recordGetList response with the bench's records, written
 * once at startup by our contract's codecs (so our server's answer is the same bytes).
 *
 *   node --import tsx bench/declared/records-bare-server.ts --packages <generated folder>
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { typedRecords } from "../fixtures/records-wire.ts";
import { loadContract } from "./record-packages.ts";

const contract = await loadContract(argValue("packages"));
const body = Buffer.from(contract.soapResponse(typedRecords()));
const headers = { "content-type": "text/xml; charset=utf-8", "content-length": body.length };

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(200, headers).end(body));
});
server.listen(0, "127.0.0.1", () => {
  reportToParent({ port: (server.address() as AddressInfo).port });
});
