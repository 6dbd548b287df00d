/**
 * Codec microbenchmarks on the declared-type contract, with tinybench as codec/codec-bench.ts:
 * decode the recordGetList response (the bare server's bytes) by our client, by node-soap and by
 * a plain fast-xml-parser parse, and encode the records into the response element as our server
 * writes it and as node-soap's does. Every decoder and our writer are checked once before they
 * are timed.
 *
 *   node --import tsx bench/declared/records-codec-bench.ts --packages <generated folder> --time-ms 1000
 */
import { XMLParser } from "fast-xml-parser";
import { Bench } from "tinybench";
import type { CodecResult } from "../codec/codec-bench.ts";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { RECORD_COUNT, RECORDS_CASE, typedRecords } from "../fixtures/records-wire.ts";
import { wrongTypedRecords } from "./check-records.ts";
import { createNodeSoapRecordCodec, nodeSoapRecordCount } from "./node-soap-record-codec.ts";
import { loadAnswerWriter, loadContract, loadResponseReader } from "./record-packages.ts";

const packages = argValue("packages");
const timeMs = Number(argValue("time-ms"));
const contract = await loadContract(packages);
const readResponse = await loadResponseReader(packages);
const writeAnswer = await loadAnswerWriter(packages);
const nodeSoap = await createNodeSoapRecordCodec();
const parser = new XMLParser({ ignoreAttributes: false });

const records = typedRecords();
const body = contract.soapResponse(records);
const bodyBytes = Buffer.byteLength(body);

const wrong = wrongTypedRecords(readResponse(body), RECORD_COUNT);
if (wrong) throw new Error(`ours: ${wrong}`);
if (writeAnswer(records).text() !== contract.writeResponseBody(records))
  throw new Error("our server's writer and the contract's wrote different answers");
for (const [impl, count] of [
  ["node-soap", nodeSoapRecordCount(nodeSoap.decodeResponse(body))],
  ["fast-xml-parser", plainRecordCount(parser.parse(body))],
] as const)
  if (count !== RECORD_COUNT) throw new Error(`${impl} decoded ${count} records`);

const bench = new Bench({
  time: timeMs,
  iterations: 5,
  warmupTime: Math.min(200, timeMs),
  warmupIterations: 2,
});
const names = new Map<string, { task: string; impl: string; bodyBytes?: number }>();
function add(task: string, impl: string, fn: () => unknown, bytes?: number): void {
  names.set(`${task}|${impl}`, { task, impl, ...(bytes ? { bodyBytes: bytes } : {}) });
  bench.add(`${task}|${impl}`, fn);
}
const decode = `decode ${RECORDS_CASE}`;
add(decode, "ours", () => readResponse(body), bodyBytes);
add(decode, "node-soap", () => nodeSoap.decodeResponse(body), bodyBytes);
add(decode, "fast-xml-parser", () => parser.parse(body), bodyBytes);
const encode = `encode ${RECORDS_CASE}`;
add(encode, "ours", () => writeAnswer(records));
add(encode, "node-soap", () => nodeSoap.encodeResponse());

function plainRecordCount(parsed: any): number {
  const items =
    parsed["soap:Envelope"]["soap:Body"].recordGetListResponse.recordGetListResult.Record;
  return Array.isArray(items) ? items.length : items ? 1 : 0;
}

await bench.run();
const results: CodecResult[] = bench.tasks.map((t) => {
  const r = t.result;
  if (r.state !== "completed") throw new Error(`${t.name}: ${r.state}`);
  return { ...names.get(t.name)!, opsPerSec: 1000 / r.period, msPerOp: r.period, runs: t.runs };
});
reportToParent({ results });
