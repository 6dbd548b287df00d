// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Receiving a request body within bounds: at most `maxBytes` (checked against Content-Length
 * before reading, and while reading), within `timeoutMs`, decoded strictly by its charset.
 * Per request this costs one small record: the stream's listeners are shared functions that find
 * it on the request, and deadlines are watched by one timer per timeout value.
 */
import type { IncomingMessage } from "node:http";
import { TextDecoder } from "node:util";

export class BodyError extends Error {
  readonly status: 400 | 408 | 413 | 415 | 500;

  constructor(status: 400 | 408 | 413 | 415 | 500, message: string) {
    super(message);
    this.status = status;
    this.name = "BodyError";
  }
}

export function readBody(
  req: IncomingMessage,
  maxBytes: number,
  timeoutMs: number,
): Promise<Buffer> {
  // A framework body parser may have read it already (Express's raw or text parsers).
  if (req.readableEnded) {
    const parsed = (req as { body?: unknown }).body;
    if (!Buffer.isBuffer(parsed) && typeof parsed !== "string") {
      return Promise.reject(
        new BodyError(
          500,
          "another middleware consumed the request body: mount the handler before body parsers",
        ),
      );
    }
    const bytes = Buffer.isBuffer(parsed) ? parsed : Buffer.from(parsed);
    return bytes.length > maxBytes
      ? Promise.reject(new BodyError(413, "request body too large"))
      : Promise.resolve(bytes);
  }
  const declared = Number(req.headers["content-length"]);
  if (declared > maxBytes) return Promise.reject(new BodyError(413, "request body too large"));
  return new Promise<Buffer>((resolve, reject) => {
    const body: PendingBody = {
      req,
      chunks: [],
      size: 0,
      maxBytes,
      deadline: 0,
      watch: deadlinesFor(timeoutMs),
      older: undefined,
      newer: undefined,
      resolve,
      reject,
    };
    (req as BodyCarrier)[PENDING] = body;
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
    body.watch.add(body);
  });
}

const PENDING = Symbol("pending request body");

interface BodyCarrier {
  [PENDING]?: PendingBody | undefined;
}

interface PendingBody {
  req: IncomingMessage;
  chunks: Buffer[];
  size: number;
  maxBytes: number;
  deadline: number;
  watch: Deadlines;
  /** Neighbours in the watch's list. */
  older: PendingBody | undefined;
  newer: PendingBody | undefined;
  resolve(body: Buffer): void;
  reject(error: BodyError): void;
}

function finish(body: PendingBody, error: BodyError | undefined): void {
  const { req } = body;
  body.watch.delete(body);
  // Not `delete`: removing a property would slow every later property access on the request.
  (req as BodyCarrier)[PENDING] = undefined;
  if (error) {
    req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    req.pause();
    body.reject(error);
  }
  // A body read whole keeps its listeners: after the end no data comes, and the `error` and
  // `close` still to come find no pending body. Taking the four off cost more than the rest of
  // reading a small body.
  else
    body.resolve(
      body.chunks.length === 1 ? body.chunks[0]! : Buffer.concat(body.chunks, body.size),
    );
}

function onData(this: BodyCarrier, chunk: Buffer): void {
  const body = this[PENDING]!;
  body.size += chunk.length;
  if (body.size > body.maxBytes) finish(body, new BodyError(413, "request body too large"));
  else body.chunks.push(chunk);
}

function onEnd(this: BodyCarrier): void {
  finish(this[PENDING]!, undefined);
}

function onError(this: BodyCarrier): void {
  const body = this[PENDING];
  if (body) finish(body, new BodyError(400, "request body could not be read"));
}

function onClose(this: BodyCarrier): void {
  const body = this[PENDING];
  if (body) finish(body, new BodyError(400, "the client closed the connection"));
}

/**
 * Bodies being read with one timeout value, oldest first, in a list linked through the bodies
 * themselves (adding and removing allocate nothing). They were added in deadline order, so one
 * timer, set for the oldest, is enough: when it fires, the late ones are refused and it is set again.
 */
class Deadlines {
  private oldest: PendingBody | undefined;
  private newest: PendingBody | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  private readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    this.timeoutMs = timeoutMs;
  }

  add(body: PendingBody): void {
    body.deadline = Date.now() + this.timeoutMs;
    body.older = this.newest;
    body.newer = undefined;
    if (this.newest) this.newest.newer = body;
    else this.oldest = body;
    this.newest = body;
    if (this.timer === undefined) this.schedule(this.timeoutMs);
  }

  delete(body: PendingBody): void {
    if (body.older) body.older.newer = body.newer;
    else this.oldest = body.newer;
    if (body.newer) body.newer.older = body.older;
    else this.newest = body.older;
    body.older = body.newer = undefined;
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => this.expire(), ms);
    // The timer alone does not keep a process alive: the bodies' sockets do.
    this.timer.unref();
  }

  private expire(): void {
    this.timer = undefined;
    const now = Date.now();
    for (let body = this.oldest; body; body = this.oldest) {
      if (body.deadline > now) return this.schedule(body.deadline - now);
      finish(body, new BodyError(408, "request body timed out"));
    }
  }
}

const deadlines = new Map<number, Deadlines>();

function deadlinesFor(timeoutMs: number): Deadlines {
  let watch = deadlines.get(timeoutMs);
  if (watch === undefined) deadlines.set(timeoutMs, (watch = new Deadlines(timeoutMs)));
  return watch;
}

/** Fatal decoders by charset label: a decoder without a stream starts afresh on every call. */
const decoders = new Map<string, TextDecoder>();

/** The body as text in the charset its content type names (UTF-8 by default); bad bytes are refused. */
export function decodeBody(bytes: Uint8Array, charset: string | undefined): string {
  const label = charset === undefined ? "utf-8" : charset.toLowerCase();
  let decoder = decoders.get(label);
  if (decoder === undefined) {
    try {
      decoder = new TextDecoder(label, { fatal: true });
    } catch {
      throw new BodyError(415, `unsupported charset ${charset}`);
    }
    // Only labels the platform knows get here: a bounded set.
    decoders.set(label, decoder);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new BodyError(400, `the body is not valid ${decoder.encoding}`);
  }
}
