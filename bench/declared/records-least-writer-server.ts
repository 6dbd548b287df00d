/**
 * A reference, not a product: the least a server that writes its answer per request can do for
 * the declared-type contract. It reads each request as the bare server does and writes the
 * recordGetList response with one template per record, hand-written for this contract. Each
 * text is checked for characters to escape (plainText), the one check no correct writer skips;
 * nothing else (no ranges, no decimal form, no enumeration, no paths for errors). Its bytes are
 * ours (the bench checks them). What it reaches bounds every writer that writes each record per
 * request, ours included.
 *
 *   node --import tsx bench/declared/records-least-writer-server.ts --packages <generated folder>
 */
import type { AddressInfo } from "node:net";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { leastWriterServer, plainText } from "../lib/least-writer.ts";
import { type TypedRecord, typedRecords } from "../fixtures/records-wire.ts";
import { loadContract } from "./record-packages.ts";

// The envelope around the records, as our contract writes it: taken from its answer for none.
const empty = (await loadContract(argValue("packages"))).soapResponse([]);
const listStart = empty.indexOf("<recordGetListResult");
const [head, tail] = [
  `${empty.slice(0, listStart)}<recordGetListResult>`,
  `</recordGetListResult>${empty.slice(empty.indexOf("</recordGetListResponse>"))}`,
];
const records = typedRecords();
const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
/** An xsd:dateTime in UTC, whole seconds (the bench's records have no fractions). */
const dateTime = (d: Date) =>
  `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}Z`;

function recordXml(r: TypedRecord): string {
  return (
    `<Record><Name>${plainText(r.Name)}</Name><Quantity>${r.Quantity}</Quantity>` +
    `<Serial>${r.Serial.toString()}</Serial><Amount>${plainText(r.Amount)}</Amount>` +
    `<Modified>${dateTime(r.Modified)}</Modified><Active>${r.Active}</Active>` +
    `<Status>${plainText(r.Status)}</Status><Place><City>${plainText(r.Place.City)}</City>` +
    `<Code>${r.Place.Code}</Code></Place>` +
    `${r.Note === undefined ? "" : `<Note>${plainText(r.Note)}</Note>`}</Record>`
  );
}

const server = leastWriterServer(head, records, recordXml, tail);
server.listen(0, "127.0.0.1", () => {
  reportToParent({ port: (server.address() as AddressInfo).port });
});
