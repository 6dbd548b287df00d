// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { TextDecoder } from "node:util";
class BodyError extends Error {
  status;
  constructor(status, message) {
    super(message);
    this.status = status;
    this.name = "BodyError";
  }
}
function readBody(req, maxBytes, timeoutMs) {
  if (req.readableEnded) {
    const parsed = req.body;
    if (!Buffer.isBuffer(parsed) && typeof parsed !== "string") {
      return Promise.reject(
        new BodyError(
          500,
          "another middleware consumed the request body: mount the handler before body parsers"
        )
      );
    }
    const bytes = Buffer.isBuffer(parsed) ? parsed : Buffer.from(parsed);
    return bytes.length > maxBytes ? Promise.reject(new BodyError(413, "request body too large")) : Promise.resolve(bytes);
  }
  const declared = Number(req.headers["content-length"]);
  if (declared > maxBytes) return Promise.reject(new BodyError(413, "request body too large"));
  return new Promise((resolve, reject) => {
    const body = {
      req,
      chunks: [],
      size: 0,
      maxBytes,
      deadline: 0,
      watch: deadlinesFor(timeoutMs),
      older: void 0,
      newer: void 0,
      resolve,
      reject
    };
    req[PENDING] = body;
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
    body.watch.add(body);
  });
}
const PENDING = /* @__PURE__ */ Symbol("pending request body");
function finish(body, error) {
  const { req } = body;
  body.watch.delete(body);
  req[PENDING] = void 0;
  if (error) {
    req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    req.pause();
    body.reject(error);
  } else
    body.resolve(
      body.chunks.length === 1 ? body.chunks[0] : Buffer.concat(body.chunks, body.size)
    );
}
function onData(chunk) {
  const body = this[PENDING];
  body.size += chunk.length;
  if (body.size > body.maxBytes) finish(body, new BodyError(413, "request body too large"));
  else body.chunks.push(chunk);
}
function onEnd() {
  finish(this[PENDING], void 0);
}
function onError() {
  const body = this[PENDING];
  if (body) finish(body, new BodyError(400, "request body could not be read"));
}
function onClose() {
  const body = this[PENDING];
  if (body) finish(body, new BodyError(400, "the client closed the connection"));
}
class Deadlines {
  oldest;
  newest;
  timer;
  timeoutMs;
  constructor(timeoutMs) {
    this.timeoutMs = timeoutMs;
  }
  add(body) {
    body.deadline = Date.now() + this.timeoutMs;
    body.older = this.newest;
    body.newer = void 0;
    if (this.newest) this.newest.newer = body;
    else this.oldest = body;
    this.newest = body;
    if (this.timer === void 0) this.schedule(this.timeoutMs);
  }
  delete(body) {
    if (body.older) body.older.newer = body.newer;
    else this.oldest = body.newer;
    if (body.newer) body.newer.older = body.older;
    else this.newest = body.older;
    body.older = body.newer = void 0;
  }
  schedule(ms) {
    this.timer = setTimeout(() => this.expire(), ms);
    this.timer.unref();
  }
  expire() {
    this.timer = void 0;
    const now = Date.now();
    for (let body = this.oldest; body; body = this.oldest) {
      if (body.deadline > now) return this.schedule(body.deadline - now);
      finish(body, new BodyError(408, "request body timed out"));
    }
  }
}
const deadlines = /* @__PURE__ */ new Map();
function deadlinesFor(timeoutMs) {
  let watch = deadlines.get(timeoutMs);
  if (watch === void 0) deadlines.set(timeoutMs, watch = new Deadlines(timeoutMs));
  return watch;
}
const decoders = /* @__PURE__ */ new Map();
function decodeBody(bytes, charset) {
  const label = charset === void 0 ? "utf-8" : charset.toLowerCase();
  let decoder = decoders.get(label);
  if (decoder === void 0) {
    try {
      decoder = new TextDecoder(label, { fatal: true });
    } catch {
      throw new BodyError(415, `unsupported charset ${charset}`);
    }
    decoders.set(label, decoder);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new BodyError(400, `the body is not valid ${decoder.encoding}`);
  }
}
export {
  BodyError,
  decodeBody,
  readBody
};
//# sourceMappingURL=request-body.js.map
