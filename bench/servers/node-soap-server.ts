/**
 * The npm `soap` package's server (`soap.listen` on our WSDL) answering eventGetList with
 * `--items` cUser items on SOAP 1.1 and 1.2, other operations left out.
 *
 *   node --import tsx bench/servers/node-soap-server.ts --items 100
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import soap from "soap";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { ENDPOINT_PATH, userFields } from "../fixtures/school-wire.ts";

const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const XSD = "http://www.w3.org/2001/XMLSchema";

// node-soap declares only the WSDL's prefixes on its envelope, so each item declares xsi and xsd.
const items = Array.from({ length: Number(argValue("items")) }, (_, i) => ({
  attributes: { "xmlns:xsi": XSI, "xmlns:xsd": XSD, "xsi:type": "cUser" },
  ...userFields(i),
}));
const port = {
  eventGetList: () => ({
    eventGetListResult: { _status: { bln_Success: true, detail: {} }, _data: { anyType: items } },
  }),
};

const server = createServer((_req, res) => res.writeHead(404).end());
server.listen(0, "127.0.0.1", () => {
  soap.listen(server, {
    path: ENDPOINT_PATH,
    services: { SchoolService: { SchoolServiceSoap: port, SchoolServiceSoap12: port } },
    xml: readFileSync("wsdl/schoolservice.wsdl", "utf8"),
  });
  reportToParent({ port: (server.address() as AddressInfo).port });
});
