import { createServer } from "node:http";
import { createSchoolServiceClient } from "school-service-client";
import { AUTH, EVENT_PARAMS, eventGetListRequest, eventGetListResponse } from "./fixtures/school-wire.ts";
const body = Buffer.from(eventGetListResponse(1));
const server = createServer((req, res) => { req.resume(); req.on("end", () => res.writeHead(200, { "content-type": "text/xml; charset=utf-8", "content-length": body.length }).end(body)); });
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const baseUrl = `http://127.0.0.1:${(server.address() as any).port}`;
const request = eventGetListRequest("soap11");
const variants: Record<string, () => Promise<unknown>> = {
  fetch: async () => (await fetch(`${baseUrl}${request.path}`, { method: "POST", headers: request.headers, body: request.body! })).text(),
  ours: (() => { const c = createSchoolServiceClient({ baseUrl, auth: AUTH }); return () => c.eventGetList(EVENT_PARAMS); })(),
  oursNoTimeout: (() => { const c = createSchoolServiceClient({ baseUrl, auth: AUTH, timeoutMs: 0 }); return () => c.eventGetList(EVENT_PARAMS); })(),
  oursNoValidate: (() => { const c = createSchoolServiceClient({ baseUrl, auth: AUTH, validateParams: false }); return () => c.eventGetList(EVENT_PARAMS); })(),
};
for (let r = 0; r < 2; r++) for (const [label, f] of Object.entries(variants)) {
  for (let i = 0; i < 300; i++) await f();
  const n = 2000; const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(label.padEnd(20), ((performance.now() - t) / n * 1000).toFixed(0), "µs/call");
}
server.close();
