/**
 * The loop profiled with `node --cpu-prof`: our client's work on the eventGetList response with
 * `--items` items, for `--seconds`. `--mode decode` reads the response body into the result (no
 * network); `--mode call` makes whole client calls against the bare server at `--url` (which
 * answers with that many items).
 *
 *   node --cpu-prof --import tsx bench/profile/hot-loop.ts --mode decode --items 10000 --seconds 3
 */
import { createSchoolServiceClient } from "school-service-client";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { AUTH, EVENT_PARAMS, eventGetListResponse } from "../fixtures/school-wire.ts";
import { decodeResponse } from "../codec/our-codec.ts";

const items = Number(argValue("items"));
const mode = argValue("mode");
const seconds = Number(argValue("seconds"));

let step: () => Promise<unknown> | unknown;
if (mode === "decode") {
  const body = eventGetListResponse(items);
  step = () => decodeResponse(body);
} else {
  const client = createSchoolServiceClient({ baseUrl: argValue("url"), auth: AUTH });
  step = () => client.eventGetList(EVENT_PARAMS);
}

let iterations = 0;
const started = performance.now();
while (performance.now() - started < seconds * 1000) {
  await step();
  iterations++;
}
reportToParent({ iterations, msPerIteration: (performance.now() - started) / iterations });
