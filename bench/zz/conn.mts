import { startChild } from "/work/main/bench/lib/child-process.ts";
import { eventGetListRequest } from "/work/main/bench/fixtures/school-wire.ts";
import net from "node:net";
const request = eventGetListRequest("soap11");
for (const script of ["bench/servers/bare-server.ts", "bench/servers/generated-server.ts"]) {
  const server = await startChild<{ port: number }>(script, ["--items", "1"]);
  const sock = net.connect(server.ready.port, "127.0.0.1");
  const body = Buffer.from(request.body!);
  const head = `${request.method} ${request.path} HTTP/1.1\r\nHost: x\r\n${Object.entries(request.headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")}Content-Length: ${body.length}\r\n\r\n`;
  let chunks = 0; let bytes = 0;
  sock.on("data", (d) => { chunks++; bytes += d.length; });
  sock.write(head + request.body);
  await new Promise((r) => setTimeout(r, 300));
  sock.write(head + request.body);
  await new Promise((r) => setTimeout(r, 300));
  console.log(script, "chunks", chunks, "bytes", bytes, "open", !sock.destroyed && sock.readable);
  sock.destroy();
  await server.stop();
}
