/**
 * Reads a V8 .cpuprofile (what `node --cpu-prof` writes) into its hot spots: self time per
 * function (name, file and line) and per file, as shares of the sampled time.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotSpot {
  name: string;
  where: string;
  selfMs: number;
  selfPercent: number;
}

export interface ProfileSummary {
  totalMs: number;
  functions: HotSpot[];
  files: HotSpot[];
}

export function summarizeCpuProfile(file: string, top: number): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map<string, HotSpot>();
  const files = new Map<string, HotSpot>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === "(idle)") return;
    totalUs += us;
    const where = shortUrl(frame.url);
    const name = frame.functionName || "(anonymous)";
    // tsx's transformed TypeScript puts everything on line 0: the line says nothing there.
    const at = frame.url && frame.lineNumber > 0 ? `${where}:${frame.lineNumber + 1}` : where;
    add(functions, `${name}@${at}`, name, at, us);
    add(files, where || name, where || name, "", us);
  });
  const rank = (m: Map<string, HotSpot>) =>
    [...m.values()]
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, top)
      .map((h) => ({ ...h, selfMs: h.selfMs / 1000, selfPercent: (100 * h.selfMs) / totalUs }));
  return { totalMs: totalUs / 1000, functions: rank(functions), files: rank(files) };
}

function add(m: Map<string, HotSpot>, key: string, name: string, where: string, us: number): void {
  const spot = m.get(key) ?? { name, where, selfMs: 0, selfPercent: 0 };
  spot.selfMs += us; // microseconds until rank() converts
  m.set(key, spot);
}

/** `file:///work/main/generated/x/src/a.ts` -> `generated/x/src/a.ts`; node internals kept. */
function shortUrl(url: string): string {
  if (!url.startsWith("file://")) return url;
  const rel = path.relative(process.cwd(), new URL(url).pathname);
  return rel.replace(/^node_modules\//, "npm:");
}
