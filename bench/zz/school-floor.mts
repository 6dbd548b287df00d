import autocannon from "autocannon";
import { startChild } from "/work/main/bench/lib/child-process.ts";
import { eventGetListRequest } from "/work/main/bench/fixtures/school-wire.ts";
const secs = 6;
const request = eventGetListRequest("soap11");
const cases: [string, string][] = [["template", "bench/zz/school-template-server.ts"], ["ours", "bench/servers/generated-server.ts"]];
for (let round = 0; round < 2; round++)
for (const [name, script] of cases) {
  const server = await startChild<{ port: number }>(script, ["--items", "10000"]);
  const opts = { url: `http://127.0.0.1:${server.ready.port}${request.path}`, connections: 10, method: request.method, headers: request.headers, body: request.body, timeout: 30 };
  await autocannon({ ...opts, duration: 2 });
  const s0 = (await server.stats()).cpuMs;
  const r = await autocannon({ ...opts, duration: secs });
  const s1 = (await server.stats()).cpuMs;
  console.log(`${name}: ${(r.requests.total / secs).toFixed(1)} req/s, p50 ${r.latency.p50} p99 ${r.latency.p99}, server ${((s1 - s0) / r.requests.total).toFixed(2)} ms cpu/req`);
  await server.stop();
}
