/**
 * One 10 MB file through our generated client and server, in this process alone, so that its peak
 * RSS is the exchange's: `download` (the server writes it, the client reads it) or `upload` (the
 * other way), with MTOM on both sides or off (the bytes as base64 text). Prints one JSON line:
 * the process's peak RSS above what it held before the call, the heap held after it, and the time.
 *
 *   node --expose-gc --import tsx bench/mtom/mtom-exchange.ts <packages> <download|upload> <mtom|base64>
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [packages, direction, mode] = process.argv.slice(2) as [string, string, string];
const SIZE = 10 * 1024 * 1024;
const file = new Uint8Array(SIZE);
for (let i = 0; i < SIZE; i++) file[i] = (i * 2654435761) >>> 24;
const small = file.subarray(0, 1024);
const mtom = mode === "mtom";

const pkg = (suffix: string) => {
  const name = readdirSync(packages).find((p) => p.endsWith(`-${suffix}`))!;
  return pathToFileURL(path.join(packages, name, "src/index.ts")).href;
};
const server = (await import(pkg("server"))) as {
  listen(impl: object, options: object): Promise<{ url: string; close(): Promise<void> }>;
};
const client = (await import(pkg("client"))) as Record<string, unknown> & {
  Mtom: new (o?: object) => object;
};
let answer = small;
const running = await server.listen(
  {
    upload: (p: { data: Uint8Array }) => ({ size: p.data.length, sha256: "" }),
    download: () => [{ name: "f", data: answer }],
  },
  { authenticate: null, limits: { maxBodyBytes: 64 * 1024 * 1024 }, mtom },
);
const create = Object.entries(client).find(([k]) => /^create\w+Client$/.test(k))![1] as (
  o: object,
) => Record<string, (p: object) => Promise<unknown>>;
// A retry where the request was not sent: writing 10 MB as base64 keeps the event loop busy for
// seconds, past the server's keep-alive, so the warm-up's connection is found closed only then.
const api = create({
  baseUrl: running.url,
  retry: { retries: 1 },
  timeoutMs: 120_000,
  ...(mtom ? { mtom: new client.Mtom() } : {}),
});
const call = (data: Uint8Array) =>
  direction === "upload" ? api.upload!({ name: "f", data }) : api.download!({ size: 0 });

// Warmed up with a small file, then measured from what the process holds at rest.
await call(small);
globalThis.gc?.();
const before = process.memoryUsage();
const peakBefore = process.resourceUsage().maxRSS * 1024;
answer = file;
const started = performance.now();
const result = await call(file);
const ms = performance.now() - started;
const peak = process.resourceUsage().maxRSS * 1024;
const size =
  direction === "upload"
    ? (result as { size: number }).size
    : (result as { data: Uint8Array }[])[0]!.data.length;
if (size !== SIZE) throw new Error(`the file came back as ${size} bytes`);
globalThis.gc?.();
const after = process.memoryUsage();
await running.close();
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
console.log(
  JSON.stringify({
    ms: Math.round(ms),
    peakRssAboveRestMb: mb(Math.max(peak, peakBefore) - before.rss),
    restRssMb: mb(before.rss),
    heapHeldAfterMb: mb(
      after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers,
    ),
  }),
);
