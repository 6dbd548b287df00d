/**
 * Section 4: codec microbenchmarks with tinybench, in one process: encode the eventGetList
 * request, and decode responses of each size, by our client's codecs, by node-soap's, and by a
 * plain fast-xml-parser parse (no schema: the generic-parse reference). Every decoder is checked
 * once to read all the items before it is timed.
 *
 *   node --import tsx bench/codec/codec-bench.ts --time-ms 1000 --items 1,100,10000
 */
import { XMLParser } from "fast-xml-parser";
import { Bench } from "tinybench";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { eventGetListResponse } from "../fixtures/school-wire.ts";
import { createNodeSoapCodec, nodeSoapItemCount } from "./node-soap-codec.ts";
import { decodeResponse, encodeRequest } from "./our-codec.ts";

export interface CodecResult {
  task: string;
  impl: string;
  opsPerSec: number;
  msPerOp: number;
  runs: number;
  /** The response decoded, in bytes (decode tasks). */
  bodyBytes?: number;
}

const timeMs = Number(argValue("time-ms"));
const itemCounts = argValue("items").split(",").map(Number);
const nodeSoap = await createNodeSoapCodec();
const parser = new XMLParser({ ignoreAttributes: false });

const bench = new Bench({
  time: timeMs,
  iterations: 5,
  warmupTime: Math.min(200, timeMs),
  warmupIterations: 2,
});
const names = new Map<string, { task: string; impl: string; bodyBytes?: number }>();
function add(task: string, impl: string, fn: () => unknown, bodyBytes?: number): void {
  names.set(`${task}|${impl}`, { task, impl, ...(bodyBytes ? { bodyBytes } : {}) });
  bench.add(`${task}|${impl}`, fn);
}

add("encode request", "ours", encodeRequest);
add("encode request", "node-soap", () => nodeSoap.encodeRequest());
for (const items of itemCounts) {
  const body = eventGetListResponse(items);
  const task = `decode ${items === 1 ? "1 item" : `${items.toLocaleString("en-US")} items`}`;
  expectItems("ours", decodeResponse(body)._data?.length, items);
  expectItems("node-soap", nodeSoapItemCount(nodeSoap.decodeResponse(body)), items);
  const plain =
    parser.parse(body)["soap:Envelope"]["soap:Body"].eventGetListResponse.eventGetListResult._data
      .anyType;
  expectItems("fast-xml-parser", Array.isArray(plain) ? plain.length : 1, items);
  const bytes = Buffer.byteLength(body);
  add(task, "ours", () => decodeResponse(body), bytes);
  add(task, "node-soap", () => nodeSoap.decodeResponse(body), bytes);
  add(task, "fast-xml-parser", () => parser.parse(body), bytes);
}

function expectItems(impl: string, got: number | undefined, want: number): void {
  if (got !== want) throw new Error(`${impl} decoded ${got} items, expected ${want}`);
}

await bench.run();
const results: CodecResult[] = bench.tasks.map((t) => {
  const r = t.result;
  if (r.state !== "completed") throw new Error(`${t.name}: ${r.state}`);
  return { ...names.get(t.name)!, opsPerSec: 1000 / r.period, msPerOp: r.period, runs: t.runs };
});
reportToParent({ results });
