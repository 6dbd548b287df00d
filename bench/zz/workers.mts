import autocannon from "autocannon";
import { startChild } from "/work/main/bench/lib/child-process.ts";
import { eventGetListRequest } from "/work/main/bench/fixtures/school-wire.ts";
const secs = 4;
const request = eventGetListRequest("soap11");
const acWorkers = Number(process.argv[2] ?? 0);
const cases: [string, string, string[]][] = [["bare 1", "bench/zz/bare-cluster.ts", ["--workers", "1"]], ["bare 2", "bench/zz/bare-cluster.ts", ["--workers", "2"]], ["ours 1", "bench/servers/generated-server.ts", ["--workers", "1"]], ["ours 2", "bench/servers/generated-server.ts", ["--workers", "2"]]];
for (let round = 0; round < 2; round++)
for (const [name, script, extra] of cases) {
  const server = await startChild<{ port: number }>(script, ["--items", "1", ...extra]);
  const opts = { url: `http://127.0.0.1:${server.ready.port}${request.path}`, connections: 10, method: request.method, headers: request.headers, body: request.body, ...(acWorkers ? { workers: acWorkers } : {}) };
  await autocannon({ ...opts, duration: 1 });
  const r = await autocannon({ ...opts, duration: secs });
  console.log(`${name}: ${(r.requests.total / secs).toFixed(0)} req/s`);
  await server.stop();
}
