/**
 * The least a server can do to write the records for each request: one template string per
 * record, with no escaping and no checks (right for the bench's records only, wrong for text that
 * needs escaping), around the envelope our codecs write, so that its answer is our server's bytes.
 * Its req/s is what any server writing the records per request can reach on this machine (the
 * bare server sends bytes written once).
 *
 *   node --import tsx bench/declared/records-template-server.ts --packages <generated folder>
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { type TypedRecord, typedRecords } from "../fixtures/records-wire.ts";
import { loadContract } from "./record-packages.ts";

const records = typedRecords();
const whole = (await loadContract(argValue("packages"))).soapResponse(records);
const before = whole.slice(0, whole.indexOf("<Record>"));
const after = whole.slice(whole.lastIndexOf("</Record>") + "</Record>".length);

// The wire form our codecs write: no fraction when the milliseconds are 0.
const dateTime = (d: Date) => d.toISOString().replace(".000Z", "Z");
const recordXml = (r: TypedRecord) =>
  `<Record><Name>${r.Name}</Name><Quantity>${r.Quantity}</Quantity><Serial>${r.Serial}</Serial>` +
  `<Amount>${r.Amount}</Amount><Modified>${dateTime(r.Modified)}</Modified><Active>${r.Active}</Active>` +
  `<Status>${r.Status}</Status><Place><City>${r.Place.City}</City><Code>${r.Place.Code}</Code></Place>` +
  `${r.Note === undefined ? "" : `<Note>${r.Note}</Note>`}</Record>`;

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    let body = before;
    for (const r of records) body += recordXml(r);
    body += after;
    res
      .writeHead(200, {
        "content-type": "text/xml; charset=utf-8",
        "content-length": Buffer.byteLength(body),
      })
      .end(body);
  });
});
server.listen(0, "127.0.0.1", () => {
  reportToParent({ port: (server.address() as AddressInfo).port });
});
