/**
 * Whether an answer carries the bench's records: a recordGetList response, element by element as
 * text, whoever wrote it (read by fast-xml-parser, prefixes dropped: node-soap writes its own);
 * and the records our client decoded from one.
 */
import { XMLParser } from "fast-xml-parser";
import { inspect, isDeepStrictEqual } from "node:util";
import { type TypedRecord, typedRecord, wireRecord } from "../fixtures/records-wire.ts";

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
  isArray: (name) => name === "Record",
});

/** What is wrong with the answer, or undefined when it holds `count` right records. */
export function wrongRecords(status: number, body: string, count: number): string | undefined {
  if (status !== 200) return `status ${status}: ${body.slice(0, 300)}`;
  const records: unknown[] | undefined =
    parser.parse(body).Envelope?.Body?.recordGetListResponse?.recordGetListResult?.Record;
  if (records?.length !== count)
    return `expected ${count} records, got ${records?.length}: ${body.slice(0, 300)}`;
  const wrong = records.findIndex((r, i) => !isDeepStrictEqual(r, wireRecord(i)));
  if (wrong >= 0)
    return `record ${wrong} is ${JSON.stringify(records[wrong])}, expected ${JSON.stringify(wireRecord(wrong))}`;
  return undefined;
}

/** What is wrong with records our client decoded, or undefined when they are the `count` expected. */
export function wrongTypedRecords(
  records: TypedRecord[] | undefined,
  count: number,
): string | undefined {
  if (records?.length !== count) return `decoded ${records?.length} records, expected ${count}`;
  // Dates by their instant: the client reads an xsd:dateTime as a Date that keeps its text.
  const comparable = (r: TypedRecord) => ({ ...r, Modified: r.Modified.getTime() });
  const wrong = records.findIndex(
    (r, i) => !isDeepStrictEqual(comparable(r), comparable(typedRecord(i))),
  );
  return wrong >= 0 ? `decoded record ${wrong} is ${inspect(records[wrong])}` : undefined;
}
