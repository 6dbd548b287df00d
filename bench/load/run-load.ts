/**
 * `npm run load`: loopback load on the generated server, one binding at a time, with autocannon
 * (64 connections, 30 s per binding after a 10 s warm-up; `--seconds` and `--connections` change
 * them). The requests mix operations and sizes: eventGetList answering 1, 100 and 10,000 items, and
 * eventGet. It prints requests/s, p50/p99 latency, errors and the server's RSS (at start, after the
 * warm-up, at its peak and at the end; each but the peak after a garbage collection), and exits 1
 * unless every binding meets the bar: no error, no answer but 200, and RSS at the end within 10% of
 * after the warm-up.
 *
 *   npm run load
 *   npm run load -- --seconds 10 --connections 16
 */
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { ITEM_COUNTS, EVENT_WIRE_TEXT, operationRequest, type WireBinding } from "../fixtures/school-wire.ts";
import { startChild } from "../lib/child-process.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "30" }, connections: { type: "string", default: "64" } } });
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const WARMUP_S = 10;
const BINDINGS: WireBinding[] = ["soap11", "soap12", "httpGet", "httpPost"];

/** The mixed requests of one binding, in the order each connection cycles through them. */
function requests(binding: WireBinding) {
  return [
    ...ITEM_COUNTS.map((n) => operationRequest(binding, "eventGetList", { ...EVENT_WIRE_TEXT, CategoryID: String(n) })),
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
  rss: { start: number; warm: number; peak: number; end: number };
}

async function loadOnce(port: number, binding: WireBinding, seconds: number): Promise<Result> {
  return autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: seconds, requests: requests(binding), timeout: 30 });
}

async function measure(binding: WireBinding): Promise<Outcome> {
  // --expose-gc: each memory figure is taken after a collection (see child-side.ts).
  const server = await startChild<{ port: number }>("bench/load/load-server.ts", [], { nodeFlags: ["--expose-gc"] });
  try {
    const start = (await server.stats()).rssMb;
    await loadOnce(server.ready.port, binding, WARMUP_S);
    const warm = (await server.stats()).rssMb;
    let peak = warm;
    // The peak as the kernel saw it (before any collection), sampled each second.
    const sampler = setInterval(() => {
      void server.stats().then((s) => (peak = Math.max(peak, s.maxRssMb)));
    }, 1000);
    const result = await loadOnce(server.ready.port, binding, SECONDS).finally(() => clearInterval(sampler));
    const end = (await server.stats()).rssMb;
    return {
      binding,
      requestsPerS: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non200: result.non2xx,
      rss: { start, warm, peak: Math.max(peak, end), end },
    };
  } finally {
    await server.stop();
  }
}

const outcomes: Outcome[] = [];
for (const binding of BINDINGS) {
  process.stderr.write(`load: ${binding}, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${SECONDS} s\n`);
  outcomes.push(await measure(binding));
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const meets = (o: Outcome) => o.errors === 0 && o.non200 === 0 && o.rss.end <= o.rss.warm * 1.1;
const rows = [
  ["binding", "requests/s", "p50", "p99", "errors", "not 200", "RSS start", "after warm-up", "peak", "end", "bar"],
  ...outcomes.map((o) => [o.binding, o.requestsPerS.toFixed(0), `${o.p50} ms`, `${o.p99} ms`, String(o.errors), String(o.non200), mb(o.rss.start), mb(o.rss.warm), mb(o.rss.peak), mb(o.rss.end), meets(o) ? "met" : "NOT MET"]),
];
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
console.log([line(rows[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n"));
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per binding after ${WARMUP_S} s of warm-up; requests cycle through eventGetList of ${ITEM_COUNTS.join(", ")} items and eventGet.`);
process.exitCode = outcomes.every(meets) ? 0 : 1;
