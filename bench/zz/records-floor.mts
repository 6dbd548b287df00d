import autocannon from "autocannon";
import { startChild } from "/work/main/bench/lib/child-process.ts";
import { recordGetListRequest } from "/work/main/bench/fixtures/records-wire.ts";
const secs = 6;
const request = recordGetListRequest();
const pk = ["--packages", "/work/main/bench-results/zz-decl/generated"];
const cases: [string, string, string[]][] = [["bare", "bench/declared/records-bare-server.ts", pk], ["template", "bench/zz/records-template-server.ts", []], ["ours", "bench/declared/records-server.ts", pk], ["node-soap", "bench/declared/records-node-soap-server.ts", []]];
for (let round = 0; round < 2; round++)
for (const [name, script, extra] of cases) {
  const server = await startChild<{ port: number }>(script, extra);
  const opts = { url: `http://127.0.0.1:${server.ready.port}${request.path}`, connections: 10, method: request.method, headers: request.headers, body: request.body, timeout: 30 };
  await autocannon({ ...opts, duration: 2 });
  const s0 = (await server.stats()).cpuMs;
  const r = await autocannon({ ...opts, duration: secs });
  const s1 = (await server.stats()).cpuMs;
  console.log(`${name}: ${(r.requests.total / secs).toFixed(1)} req/s, p50 ${r.latency.p50} p99 ${r.latency.p99}, server ${((s1 - s0) / r.requests.total).toFixed(1)} ms cpu/req`);
  await server.stop();
}
