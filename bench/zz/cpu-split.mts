// CPU per request of server and load generator, bare vs ours, 1 item.
import autocannon from "autocannon";
import { startChild } from "/work/main/bench/lib/child-process.ts";
import { eventGetListRequest } from "/work/main/bench/fixtures/school-wire.ts";
const items = process.argv[2] ?? "1";
const secs = Number(process.argv[3] ?? 4);
const scripts = { bare: "bench/servers/bare-server.ts", ours: "bench/servers/generated-server.ts" };
const request = eventGetListRequest("soap11");
for (let round = 0; round < 2; round++)
for (const [name, script] of Object.entries(scripts)) {
  const server = await startChild<{ port: number }>(script, ["--items", items]);
  const opts = { url: `http://127.0.0.1:${server.ready.port}${request.path}`, connections: 10, method: request.method, headers: request.headers, body: request.body };
  await autocannon({ ...opts, duration: 1 });
  const s0 = (await server.stats()).cpuMs; const c0 = process.cpuUsage();
  const r = await autocannon({ ...opts, duration: secs });
  const s1 = (await server.stats()).cpuMs; const c1 = process.cpuUsage(c0);
  const n = r.requests.total;
  console.log(`${name}: ${(n / secs).toFixed(0)} req/s; server ${(((s1 - s0) * 1000) / n).toFixed(1)} us/req (${((s1 - s0) / (secs * 10)).toFixed(0)}% core); loader ${(((c1.user + c1.system) / n)).toFixed(1)} us/req (${((c1.user + c1.system) / (secs * 1e4)).toFixed(0)}% core)`);
  await server.stop();
}
