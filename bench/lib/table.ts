/**
 * The results as one Markdown table: each row's figures, its ratio to node-soap (to
 * wsdl-tsclient for generation) and, where there is one, its share of the bare-HTTP ceiling.
 */
import type { Row, Section } from "./rows.ts";

interface SectionView {
  title: string;
  baseline: string;
  ceiling?: string;
  /** The figure ratios are taken of. */
  primary: string;
  result(f: Record<string, number>): string;
  detail(f: Record<string, number>): string;
}

const num = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (n: number) =>
  n >= 100 ? num(n, 0) : n >= 10 ? num(n, 1) : n >= 0.1 ? num(n, 2) : num(n, 4);
/** autocannon's latencies are whole milliseconds: 0 means under one. */
const latency = (n: number) => (n < 1 ? "<1" : num(n));
const mb = (n: number | undefined) => (n === undefined ? "?" : `${num(n, 0)} MB`);

export const SECTIONS: Record<Section, SectionView> = {
  generation: {
    title:
      "1. Generation, fresh process (wall time, peak RSS; ours as installed, then with nothing changed)",
    baseline: "wsdl-tsclient",
    primary: "wallMs",
    result: (f) => `${num(f.wallMs! / 1000, 2)} s`,
    // The tree's peak; then the generator's own and its largest child's (the compiler's).
    detail: (f) =>
      `${mb(f.maxRssMb)} peak` +
      (f.ownRssMb === undefined
        ? ""
        : ` (own ${mb(f.ownRssMb)}, largest child ${mb(f.childRssMb)})`),
  },
  server: {
    title: "2. Server throughput (autocannon)",
    baseline: "node-soap",
    ceiling: "bare node:http",
    primary: "reqPerSec",
    result: (f) => `${num(f.reqPerSec!)} req/s`,
    detail: (f) =>
      `p50 ${latency(f.p50Ms!)} ms, p99 ${latency(f.p99Ms!)} ms, RSS ${mb(f.maxRssMb)}` +
      (f.firstRoundRssMb === undefined
        ? ""
        : ` (rounds ${num(f.firstRoundRssMb)} -> ${num(f.lastRoundRssMb!)} MB)`) +
      (f.cpuUsPerRequest === undefined
        ? ""
        : `; CPU ${num(f.cpuUsPerRequest, 1)} us a request at ${num(f.fixedRate!)} req/s`),
  },
  client: {
    title: "3. Client throughput (one call at a time, against a bare server)",
    baseline: "node-soap",
    ceiling: "node:http only",
    primary: "callsPerSec",
    result: (f) => `${num(f.callsPerSec!, f.callsPerSec! < 100 ? 1 : 0)} calls/s`,
    detail: (f) => `${ms(f.msPerCall!)} ms/call, RSS ${mb(f.maxRssMb)}`,
  },
  codec: {
    title: "4. Codec microbenchmarks (tinybench)",
    baseline: "node-soap",
    primary: "opsPerSec",
    // Allocation rows carry what one decode allocated instead of a speed.
    result: (f) =>
      f.allocatedBytes !== undefined
        ? `${num(f.allocatedBytes / 1e6, 2)} MB allocated`
        : `${num(f.opsPerSec!, f.opsPerSec! < 100 ? 1 : 0)} ops/s`,
    detail: (f) =>
      f.allocatedBytes !== undefined
        ? `${num(f.allocatedBytes / f.bodyBytes!, 1)}x the ${num(f.bodyBytes! / 1e6, 2)} MB response`
        : `${ms(f.msPerOp!)} ms/op${f.bodyBytes ? `, ${num(f.bodyBytes / 1000 / f.msPerOp!, 0)} MB/s` : ""}`,
  },
  mtom: {
    title: "5. A 10 MB file through our client and server, in one process: MTOM or base64 text",
    baseline: "node-soap",
    primary: "ms",
    result: (f) => `${num(f.ms!)} ms`,
    detail: (f) =>
      `peak RSS ${mb(f.peakRssAboveRestMb)} above ${mb(f.restRssMb)} at rest; heap held after: ${num(f.heapHeldAfterMb!, 1)} MB`,
  },
  workers: {
    title: "6. One worker against two (node:cluster), loaded by wrk",
    baseline: "1 worker",
    primary: "reqPerSec",
    result: (f) => `${num(f.reqPerSec!)} req/s`,
    detail: (f) =>
      `${f.pipeline ? `${f.pipeline} requests pipelined a connection` : `p50 ${ms(f.p50Ms!)} ms, p99 ${ms(f.p99Ms!)} ms`}, RSS ${mb(f.maxRssMb)} (all processes)`,
  },
};

export function renderTable(rows: Row[]): string {
  const lines = [
    "| case | implementation | result | detail | vs node-soap | vs ceiling |",
    "|---|---|---|---|---|---|",
  ];
  for (const section of Object.keys(SECTIONS) as Section[]) {
    const view = SECTIONS[section];
    const own = rows.filter((r) => r.section === section);
    if (own.length === 0) continue;
    lines.push(`| **${view.title}** | | | | | |`);
    for (const r of own) lines.push(renderRow(r, view, own));
  }
  return [
    ...lines,
    "",
    "vs node-soap: the row's figure divided by node-soap's (by one worker's for workers; by wsdl-tsclient's for generation: time and memory, lower is better there;",
    "higher is better elsewhere). vs ceiling: share of the bare node:http server's req/s (server) or of node:http alone, the client's transport (client).",
  ].join("\n");
}

function renderRow(r: Row, view: SectionView, sectionRows: Row[]): string {
  const label = r.variant ? `${r.case}, ${r.variant}` : r.case;
  if (!r.figures) return `| ${label} | ${r.impl} | ${r.note ?? "-"} | | | |`;
  const f = r.figures;
  const result = r.note ? `${view.result(f)} (${r.note})` : view.result(f);
  const peer = (impl: string) =>
    sectionRows.find((o) => o.case === r.case && o.impl === impl && o.figures && !o.note);
  const base = peer(view.baseline)?.figures;
  let vsBase = "";
  if (base && view.primary === "wallMs")
    vsBase = `time ${num(f.wallMs! / base.wallMs!, 2)}x, memory ${base.maxRssMb && f.maxRssMb ? num(f.maxRssMb / base.maxRssMb, 2) : "?"}x`;
  else if (base) vsBase = `${num(f[view.primary]! / base[view.primary]!, 2)}x`;
  const ceiling = view.ceiling ? peer(view.ceiling)?.figures : undefined;
  const vsCeiling = ceiling ? `${num((100 * f[view.primary]!) / ceiling[view.primary]!, 0)}%` : "";
  return `| ${label} | ${r.impl} | ${result} | ${view.detail(f)} | ${vsBase} | ${vsCeiling} |`;
}
