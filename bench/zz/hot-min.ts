/**
 * The generated server's own work per request, without sockets: its request handler driven by
 * in-memory requests and responses (the same eventGetList request autocannon sends, answered with
 * `--items` cUser items) for `--seconds`, one request at a time, on `--binding` (soap11 unless
 * named; soap12, httpGet, httpPost). What remains when the kernel's share (writev on loopback) is
 * taken out of the load test.
 *
 *   node --cpu-prof --import tsx bench/profile/server-hot-loop.ts --items 1 --seconds 3
 *   node --import tsx bench/profile/server-hot-loop.ts --items 10000 --seconds 3 --binding httpPost
 */
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createSchoolServiceHandler, demoImplementation, item } from "school-service-server";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { eventGetListRequest, userFields, type WireBinding } from "../fixtures/school-wire.ts";

const items = Array.from({ length: Number(argValue("items")) }, (_, i) =>
  item.cUser(userFields(i)),
);
const seconds = Number(argValue("seconds"));
const handler = createSchoolServiceHandler(
  { ...demoImplementation, eventGetList: async () => items },
  {
    authenticate: null,
    httpGet: { enabled: true, authenticate: null },
    httpPost: { enabled: true, authenticate: null },
  },
);
const binding = argValue("binding", "soap11") as WireBinding;
const request = eventGetListRequest(binding);
const body = request.body === undefined ? undefined : Buffer.from(request.body);

const headers = Object.fromEntries(
  Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]),
);

/** The parts of IncomingMessage the handler reads. */
class MemoryRequest extends EventEmitter {
  readonly method = request.method;
  readonly url = request.path;
  readonly headers = headers;
  readonly readableEnded = false;
  pause(): this {
    return this;
  }
}

/** What the handler wrote: the status, and the body as the pieces it was written in. */
interface Answer {
  status: number;
  body: (string | Uint8Array)[];
}

/** The parts of ServerResponse the handler writes; `done` settles with the status and body. */
class MemoryResponse extends EventEmitter {
  headersSent = false;
  writableEnded = false;
  writableFinished = false;
  readonly destroyed = false;
  status = 0;
  constructor(readonly done: (answer: Answer) => void) {
    super();
  }
  writeHead(status: number): this {
    this.status = status;
    this.headersSent = true;
    return this;
  }
  private readonly written: (string | Uint8Array)[] = [];
  cork(): void {}
  write(chunk: string | Uint8Array): boolean {
    this.written.push(chunk);
    return true;
  }
  end(chunk: string | Uint8Array): this {
    this.written.push(chunk);
    this.writableEnded = this.writableFinished = true;
    this.done({ status: this.status, body: this.written });
    this.emit("finish");
    this.emit("close");
    return this;
  }
}

function oneRequest(): Promise<Answer> {
  return new Promise((done) => {
    const req = new MemoryRequest();
    handler(
      req as unknown as IncomingMessage,
      new MemoryResponse(done) as unknown as ServerResponse,
    );
    if (body) req.emit("data", body);
    req.emit("end");
  });
}

const first = await oneRequest();
const firstBody = first.body.map((c) => Buffer.from(c).toString()).join("");
// Every binding's answer carries the result's fields.
if (first.status !== 200 || !firstBody.includes("bln_Success"))
  throw new Error(`unexpected answer ${first.status}: ${firstBody.slice(0, 300)}`);
const times: number[] = [];
const started = performance.now();
while (performance.now() - started < seconds * 1000) {
  const t = performance.now();
  await oneRequest();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const q = (f: number) => (times[Math.floor(f * (times.length - 1))]! * 1000).toFixed(0);
console.log(`${times.length} requests, min ${q(0)} p10 ${q(0.1)} p50 ${q(0.5)} us`);
