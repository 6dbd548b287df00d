import { createSchoolServiceClient } from "school-service-client";
import { AUTH, EVENT_PARAMS, eventGetListRequest } from "./fixtures/school-wire.ts";
const baseUrl = process.argv[2]!;
const request = eventGetListRequest("soap11");
const variants: Record<string, () => Promise<unknown>> = {
  fetch: async () => (await fetch(`${baseUrl}${request.path}`, { method: "POST", headers: request.headers, body: request.body! })).text(),
  ours: (() => { const c = createSchoolServiceClient({ baseUrl, auth: AUTH }); return () => c.eventGetList(EVENT_PARAMS); })(),
};
for (let r = 0; r < 3; r++) for (const [label, f] of Object.entries(variants)) {
  for (let i = 0; i < 300; i++) await f();
  const n = 2000; const t = performance.now(); const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const c = process.cpuUsage(cpu);
  console.log(label.padEnd(8), "wall", ((performance.now() - t) / n * 1000).toFixed(0), "µs/call; cpu", ((c.user + c.system) / n).toFixed(0), "µs/call (sys", (c.system / n).toFixed(0), ")");
}
