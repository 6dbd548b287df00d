import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { startChild } from "/work/main/bench/lib/child-process.ts";
import { eventGetListRequest } from "/work/main/bench/fixtures/school-wire.ts";
const request = eventGetListRequest("soap11");
const lua = `wrk.method = "POST"\nwrk.body = ${JSON.stringify(request.body)}\n${Object.entries(request.headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`).join("\n")}\n`;
writeFileSync("/work/scratch/post.lua", lua);
const threads = process.argv[2] ?? "1";
const cases: [string, string, string[]][] = [["bare 1", "bench/servers/bare-server.ts", ["--workers", "1"]], ["bare 2", "bench/servers/bare-server.ts", ["--workers", "2"]], ["ours 1", "bench/servers/generated-server.ts", ["--workers", "1"]], ["ours 2", "bench/servers/generated-server.ts", ["--workers", "2"]]];
for (let round = 0; round < 2; round++)
for (const [name, script, extra] of cases) {
  const server = await startChild<{ port: number }>(script, ["--items", "1", ...extra]);
  const url = `http://127.0.0.1:${server.ready.port}${request.path}`;
  execFileSync("wrk", ["-t", threads, "-c", "10", "-d", "1s", "-s", "/work/scratch/post.lua", url]);
  const out = execFileSync("wrk", ["-t", threads, "-c", "10", "-d", "4s", "-s", "/work/scratch/post.lua", url]).toString();
  const rps = /Requests\/sec:\s*([\d.]+)/.exec(out)?.[1];
  const non2xx = /Non-2xx[^\n]*/.exec(out)?.[0] ?? "";
  console.log(`${name}: ${rps} req/s ${non2xx}`);
  await server.stop();
}
