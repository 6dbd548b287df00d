/**
 * One client calling eventGetList in a loop against a bare server, one call at a time, for a fixed
 * time after a short warm-up; reports calls/s and ms per call. `--impl`: `ours` (the generated
 * client, on its default transport: node:http), `ours, via fetch` (given the global fetch),
 * `node-soap` (the npm soap client), `node:http only` (send with node:http and read the body, no
 * XML: the ceiling of our transport), or `fetch only` (the same with fetch).
 *
 *   node --import tsx bench/client/client-loop.ts --impl ours --url http://127.0.0.1:PORT --items 100 --seconds 3
 */
import http from "node:http";
import soap from "soap";
import { createSchoolServiceClient } from "school-service-client";
import { argValue, reportToParent } from "../lib/child-side.ts";
import {
  AUTH,
  ENDPOINT_PATH,
  EVENT_PARAMS,
  NAMESPACE,
  eventGetListRequest,
} from "../fixtures/school-wire.ts";
import { nodeSoapItemCount } from "../codec/node-soap-codec.ts";

const impl = argValue("impl");
const baseUrl = argValue("url");
const items = Number(argValue("items"));
const seconds = Number(argValue("seconds"));

/** One call; returns the number of items decoded. */
async function makeCall(): Promise<() => Promise<number>> {
  if (impl === "ours" || impl === "ours, via fetch") {
    const transport = impl === "ours" ? {} : { fetch: globalThis.fetch };
    const client = createSchoolServiceClient({ baseUrl, auth: AUTH, ...transport });
    return async () => (await client.eventGetList(EVENT_PARAMS))._data?.length ?? 0;
  }
  if (impl === "node-soap") {
    const client = await soap.createClientAsync("wsdl/schoolservice.wsdl", {
      endpoint: `${baseUrl}${ENDPOINT_PATH}`,
    });
    const auth = Object.entries(AUTH)
      .map(([k, v]) => `<${k}>${v}</${k}>`)
      .join("");
    client.addSoapHeader(`<AuthHeader xmlns="${NAMESPACE}">${auth}</AuthHeader>`);
    return async () => {
      const [result] = await client.eventGetListAsync(EVENT_PARAMS);
      return nodeSoapItemCount({ Body: { eventGetListResponse: result } });
    };
  }
  if (impl === "node:http only") {
    const request = eventGetListRequest("soap11");
    const url = `${baseUrl}${request.path}`;
    const body = Buffer.from(request.body!);
    const headers = { ...request.headers, "content-length": String(body.length) };
    return () =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(url, { method: "POST", headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Buffer.concat(chunks).toString().length > 0 ? items : 0));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end(body);
      });
  }
  if (impl === "fetch only") {
    const request = eventGetListRequest("soap11");
    return async () => {
      const res = await fetch(`${baseUrl}${request.path}`, {
        method: "POST",
        headers: request.headers,
        body: request.body!,
      });
      return (await res.text()).length > 0 ? items : 0;
    };
  }
  throw new Error(`unknown --impl ${impl}`);
}

const call = await makeCall();
const first = await call();
if (first !== items) throw new Error(`${impl}: decoded ${first} items, expected ${items}`);
const warmupEnd = performance.now() + Math.min(1000, seconds * 300);
while (performance.now() < warmupEnd) await call();

let calls = 0;
const started = performance.now();
const end = started + seconds * 1000;
while (performance.now() < end || calls < 3) {
  await call();
  calls++;
}
const elapsedMs = performance.now() - started;
reportToParent({
  calls,
  elapsedMs,
  callsPerSec: (calls * 1000) / elapsedMs,
  msPerCall: elapsedMs / calls,
});
