/**
 * Profiles with `node --cpu-prof`: our client's work on the 10,000-item response (decode only,
 * and whole calls against the bare server) and on 1-item calls, the generated server's own work
 * per 1-item request (in memory, no sockets), and the generated server under autocannon load on
 * the 1- and 10,000-item answers. Each profile is summarised into hot spots.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { eventGetListRequest } from "../fixtures/school-wire.ts";
import { startChild } from "../lib/child-process.ts";
import { GENERATED_SERVER_PACKAGE, itemsLabel } from "../servers/run-servers.ts";
import { summarizeCpuProfile, type ProfileSummary } from "./summarize-cpuprofile.ts";

export interface ProfileReport extends ProfileSummary {
  subject: string;
  file: string;
  /** What one unit of work cost while profiled, e.g. "21.3 ms per decode". */
  pace: string;
}

const CLIENT_CASES = [
  { mode: "decode", items: 10_000 },
  { mode: "call", items: 10_000 },
  { mode: "call", items: 1 },
] as const;
const SERVER_ITEMS = [1, 10_000];

export async function runProfiles(
  profileDir: string,
  seconds: number,
  log: (line: string) => void,
): Promise<ProfileReport[]> {
  const reports: ProfileReport[] = [];
  for (const { mode, items } of CLIENT_CASES) {
    const subject = `client ${mode}, ${itemsLabel(items)}`;
    log(`profile: ${subject}`);
    const dir = path.join(profileDir, `client-${mode}-${items}`);
    const bare = await startChild<{ port: number }>("bench/servers/bare-server.ts", [
      "--items",
      String(items),
    ]);
    try {
      const url = `http://127.0.0.1:${bare.ready.port}`;
      const child = await startChild<{ msPerIteration: number }>(
        "bench/profile/hot-loop.ts",
        ["--mode", mode, "--items", String(items), "--seconds", String(seconds), "--url", url],
        { nodeFlags: ["--cpu-prof", "--cpu-prof-dir", dir] },
      );
      await child.stop();
      const pace = `${child.ready.msPerIteration.toFixed(items === 1 ? 3 : 1)} ms per ${mode}`;
      const file = mainThreadProfile(dir);
      reports.push({ subject, file, pace, ...summarizeCpuProfile(file, 12) });
    } finally {
      await bare.stop();
    }
  }
  if (!existsSync(GENERATED_SERVER_PACKAGE)) return reports;
  reports.push(await profileServerInMemory(profileDir, seconds, log));
  for (const items of SERVER_ITEMS) {
    const subject = `generated server, ${itemsLabel(items)}, SOAP 1.1, under load`;
    log(`profile: ${subject}`);
    const dir = path.join(profileDir, `server-${items}`);
    const server = await startChild<{ port: number }>(
      "bench/servers/generated-server.ts",
      ["--items", String(items)],
      { nodeFlags: ["--cpu-prof", "--cpu-prof-dir", dir] },
    );
    const request = eventGetListRequest("soap11");
    const result = await autocannon({
      url: `http://127.0.0.1:${server.ready.port}${request.path}`,
      connections: 10,
      duration: seconds,
      method: request.method,
      headers: request.headers,
      body: request.body!,
    });
    await server.stop();
    const file = mainThreadProfile(dir);
    const pace = `${Math.round(result.requests.total / seconds)} req/s`;
    reports.push({ subject, file, pace, ...summarizeCpuProfile(file, 12) });
  }
  return reports;
}

/** The server's own share of a request: what the load test's profile hides behind writev. */
async function profileServerInMemory(
  profileDir: string,
  seconds: number,
  log: (line: string) => void,
): Promise<ProfileReport> {
  const subject = "generated server, 1 item, SOAP 1.1, in memory";
  log(`profile: ${subject}`);
  const dir = path.join(profileDir, "server-in-memory-1");
  const child = await startChild<{ usPerRequest: number }>(
    "bench/profile/server-hot-loop.ts",
    ["--items", "1", "--seconds", String(seconds)],
    { nodeFlags: ["--cpu-prof", "--cpu-prof-dir", dir] },
  );
  await child.stop();
  const file = mainThreadProfile(dir);
  const pace = `${child.ready.usPerRequest.toFixed(1)} µs per request`;
  return { subject, file, pace, ...summarizeCpuProfile(file, 12) };
}

/**
 * tsx's loader runs in a worker thread that writes a profile of its own. Node names each
 * `CPU.<date>.<time>.<pid>.<thread id>.<sequence>.cpuprofile`, and the main thread's id is 0 (the
 * largest file was taken before, which on a short run can be the loader's).
 */
function mainThreadProfile(dir: string): string {
  const main = readdirSync(dir).filter((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (main.length !== 1)
    throw new Error(`expected one main-thread .cpuprofile in ${dir}, found ${main.length}`);
  return path.join(dir, main[0]!);
}
