import autocannon from "autocannon";
import { startChild } from "/work/main/bench/lib/child-process.ts";
import { recordGetListRequest } from "/work/main/bench/fixtures/records-wire.ts";
const request = recordGetListRequest();
const server = await startChild<{ port: number }>("bench/declared/records-server.ts", ["--packages", "/work/main/bench-results/zz-decl/generated"], { nodeFlags: ["--cpu-prof", "--cpu-prof-dir=/work/scratch/prof-rec"] });
const opts = { url: `http://127.0.0.1:${server.ready.port}${request.path}`, connections: 10, method: request.method, headers: request.headers, body: request.body, timeout: 30 };
const r = await autocannon({ ...opts, duration: 6 });
console.log(r.requests.total / 6);
await server.stop();
