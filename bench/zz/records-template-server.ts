// The least a server can do per request to write the records: one template string per record,
// no escaping, no checks (NOT correct XML in general), sent as the bare server sends.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { reportToParent } from "../lib/child-side.ts";
import { typedRecords } from "../fixtures/records-wire.ts";
const records = typedRecords();
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    let out = '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><recordGetListResponse xmlns="http://records.example.org/api/"><recordGetListResult>';
    for (const r of records) out += `<Record><Name>${r.Name}</Name><Quantity>${r.Quantity}</Quantity><Serial>${r.Serial}</Serial><Amount>${r.Amount}</Amount><Modified>${r.Modified.toISOString()}</Modified><Active>${r.Active}</Active><Status>${r.Status}</Status><Place><City>${r.Place.City}</City><Code>${r.Place.Code}</Code></Place>${r.Note === undefined ? "" : `<Note>${r.Note}</Note>`}</Record>`;
    out += "</recordGetListResult></recordGetListResponse></soap:Body></soap:Envelope>";
    res.writeHead(200, { "content-type": "text/xml; charset=utf-8", "content-length": Buffer.byteLength(out) }).end(out);
  });
});
server.listen(0, "127.0.0.1", () => reportToParent({ port: (server.address() as AddressInfo).port }));
