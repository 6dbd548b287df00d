/**
 * `npm run load`: loopback load on the generated server, one binding at a time, with autocannon
 * (64 connections, 30 s per binding after a 10 s warm-up; `--seconds` and `--connections` change
 * them). The requests mix operations and sizes: eventGetList answering 1, 100 and 10,000 items, and
 * eventGet. It prints requests/s, p50/p99 latency, errors and the server's memory: RSS at its peak,
 * and RSS and the JavaScript heap at rest at the start, after the warm-up and at the end. It exits 1
 * unless every binding meets the bar: no error, no answer but 200, and RSS at rest at the end
 * within 10% of after the warm-up.
 *
 * "At rest": the answers still in flight when the load stops are finished (their clients have
 * left), then the least RSS of REST_MS of idleness, each sample after a garbage collection. Right
 * after a load the RSS swings by 30-60 MB with what V8 and the allocator keep committed at that
 * moment, which they give back some seconds into idleness, sooner or later: measured at once, the
 * same server read 92 or 125 MB after rounds alike, with its heap at 14.5 MB after every one, and
 * 5 s into idleness one run still read 154 MB. V8 gives its pages back 5-7 s into idleness, at times
 * later than 10 s (sampled: 120-160 MB until then, 88-91 MB after, the heap at 15 MB throughout),
 * hence 20 s. A leak raises the least reading too.
 *
 *   npm run load
 *   npm run load -- --seconds 10 --connections 16 --bindings soap11,httpGet
 */
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import {
  ITEM_COUNTS,
  EVENT_WIRE_TEXT,
  operationRequest,
  type WireBinding,
} from "../fixtures/school-wire.ts";
import { startChild, type RunningChild } from "../lib/child-process.ts";
import { settle } from "../lib/settle.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "30" },
    connections: { type: "string", default: "64" },
    bindings: { type: "string", default: "soap11,soap12,httpGet,httpPost" },
    /** Node flags for the server process, to try a tuning: `--node-flags "--max-semi-space-size=32"`. */
    "node-flags": { type: "string", default: "" },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const WARMUP_S = 10;
const REST_MS = 20_000;
const BINDINGS = values.bindings.split(",") as WireBinding[];

/** The mixed requests of one binding, in the order each connection cycles through them. */
function requests(binding: WireBinding) {
  return [
    ...ITEM_COUNTS.map((n) =>
      operationRequest(binding, "eventGetList", { ...EVENT_WIRE_TEXT, CategoryID: String(n) }),
    ),
    operationRequest(binding, "eventGet", { EventID: "5" }),
  ];
}

interface Outcome {
  binding: WireBinding;
  requestsPerS: number;
  p50: number;
  p99: number;
  errors: number;
  non200: number;
  /** At rest (see above), but the peak. */
  rss: { start: number; warm: number; peak: number; end: number };
  heap: { start: number; warm: number; end: number };
}

async function loadOnce(port: number, binding: WireBinding, seconds: number): Promise<Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: requests(binding),
    timeout: 30,
  });
}

/**
 * The server's memory at rest: its queued work done, then the least RSS of REST_MS of idleness,
 * sampled each second after a collection (see child-side.ts), with the heap of that sample.
 */
async function atRest(server: RunningChild<{ port: number }>) {
  // A minute at most: under this load the server queues up to tens of seconds of answers.
  await settle(server, 60_000);
  let least = await server.stats({ collect: true });
  for (let waited = 0; waited < REST_MS; waited += 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await server.stats({ collect: true });
    if (now.rssMb < least.rssMb) least = now;
  }
  return least;
}

async function measure(binding: WireBinding): Promise<Outcome> {
  // --expose-gc: each memory figure but the peak is taken after a collection (see child-side.ts).
  const server = await startChild<{ port: number }>("bench/load/load-server.ts", [], {
    nodeFlags: ["--expose-gc", ...values["node-flags"].split(" ").filter(Boolean)],
  });
  try {
    const start = await server.stats({ collect: true });
    await loadOnce(server.ready.port, binding, WARMUP_S);
    const warm = await atRest(server);
    const result = await loadOnce(server.ready.port, binding, SECONDS);
    const end = await atRest(server);
    return {
      binding,
      requestsPerS: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non200: result.non2xx,
      // The peak as the kernel saw it, over the warm-up and the load (asking for figures during
      // the load would collect garbage in the middle of it).
      rss: { start: start.rssMb, warm: warm.rssMb, peak: end.maxRssMb, end: end.rssMb },
      heap: { start: start.heapUsedMb, warm: warm.heapUsedMb, end: end.heapUsedMb },
    };
  } finally {
    await server.stop();
  }
}

const outcomes: Outcome[] = [];
for (const binding of BINDINGS) {
  process.stderr.write(
    `load: ${binding}, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${SECONDS} s\n`,
  );
  outcomes.push(await measure(binding));
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const meets = (o: Outcome) => o.errors === 0 && o.non200 === 0 && o.rss.end <= o.rss.warm * 1.1;
const rows = [
  [
    "binding",
    "requests/s",
    "p50",
    "p99",
    "errors",
    "not 200",
    "RSS start",
    "after warm-up",
    "peak",
    "end",
    "heap start / warm / end",
    "bar",
  ],
  ...outcomes.map((o) => [
    o.binding,
    o.requestsPerS.toFixed(0),
    `${o.p50} ms`,
    `${o.p99} ms`,
    String(o.errors),
    String(o.non200),
    mb(o.rss.start),
    mb(o.rss.warm),
    mb(o.rss.peak),
    mb(o.rss.end),
    `${o.heap.start.toFixed(1)} / ${o.heap.warm.toFixed(1)} / ${o.heap.end.toFixed(1)} MB`,
    meets(o) ? "met" : "NOT MET",
  ]),
];
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
console.log(
  [
    line(rows[0]!),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...rows.slice(1).map(line),
  ].join("\n"),
);
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per binding after ${WARMUP_S} s of warm-up; requests cycle through eventGetList of ${ITEM_COUNTS.join(", ")} items and eventGet. Memory but the peak at rest: queued work done, the least of ${REST_MS / 1000} s idle, each after a collection.`,
);
process.exitCode = outcomes.every(meets) ? 0 : 1;
