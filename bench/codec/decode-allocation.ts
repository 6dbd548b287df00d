/**
 * What one decode of the eventGetList response allocates, by our client's codecs: the heap in use
 * after a decode (its result kept) less before it, with the young generation made large enough
 * (run with --expose-gc --min-semi-space-size=256 --max-semi-space-size=256) that no collection
 * runs inside the decode. The least of five decodes, for each `--items` size.
 *
 *   node --expose-gc --min-semi-space-size=256 --max-semi-space-size=256 --import tsx bench/codec/decode-allocation.ts --items 10000
 */
import { getHeapStatistics } from "node:v8";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { eventGetListResponse } from "../fixtures/school-wire.ts";
import { decodeResponse } from "./our-codec.ts";

export interface AllocationResult {
  items: number;
  bodyBytes: number;
  allocatedBytes: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");
const results: AllocationResult[] = [];
for (const items of argValue("items").split(",").map(Number)) {
  const body = eventGetListResponse(items);
  decodeResponse(body);
  let least = Infinity;
  for (let i = 0; i < 5; i++) {
    gc();
    const before = getHeapStatistics().used_heap_size;
    const result = decodeResponse(body);
    least = Math.min(least, getHeapStatistics().used_heap_size - before);
    if (result._data?.length !== items) throw new Error(`decoded ${result._data?.length} items`);
  }
  results.push({ items, bodyBytes: Buffer.byteLength(body), allocatedBytes: least });
}
reportToParent({ results });
