/**
 * The npm `soap` package's server (`soap.listen` on the declared-type WSDL) answering
 * recordGetList with the bench's records, given as wire text (what node-soap writes with the
 * least work of its own).
 *
 *   node --import tsx bench/declared/records-node-soap-server.ts
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import soap from "soap";
import { reportToParent } from "../lib/child-side.ts";
import {
  RECORD_COUNT,
  RECORDS_ENDPOINT_PATH,
  RECORDS_WSDL,
  wireRecord,
} from "../fixtures/records-wire.ts";

const records = Array.from({ length: RECORD_COUNT }, (_, i) => wireRecord(i));
const port = { recordGetList: () => ({ recordGetListResult: { Record: records } }) };

const server = createServer((_req, res) => res.writeHead(404).end());
server.listen(0, "127.0.0.1", () => {
  soap.listen(server, {
    path: RECORDS_ENDPOINT_PATH,
    services: { RecordService: { RecordServiceSoap: port, RecordServiceSoap12: port } },
    xml: readFileSync(RECORDS_WSDL, "utf8"),
  });
  reportToParent({ port: (server.address() as AddressInfo).port });
});
