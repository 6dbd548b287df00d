/**
 * The server's reading of a request body (request-body.ts) on a stand-in for the request: a body
 * read whole keeps its listeners, which then ignore the events still to come; a refused one has
 * them taken off and the request paused.
 */
import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  BodyError,
  readBody,
} from "../../generated/school-service-server/src/runtime/request-body.ts";

/** The parts of IncomingMessage readBody uses; `paused` counts its pause() calls. */
class FakeRequest extends EventEmitter {
  readonly headers: Record<string, string> = {};
  readonly readableEnded = false;
  paused = 0;
  pause(): this {
    this.paused++;
    return this;
  }
}

const EVENTS = ["data", "end", "error", "close"] as const;

function read(req: FakeRequest, maxBytes = 1_000): Promise<Buffer> {
  return readBody(req as unknown as IncomingMessage, maxBytes, 60_000);
}

describe("readBody", () => {
  it("reads a body whole; the request's error and close after its end change nothing", async () => {
    const req = new FakeRequest();
    const body = read(req);
    req.emit("data", Buffer.from("<a>"));
    req.emit("data", Buffer.from("</a>"));
    req.emit("end");
    expect((await body).toString()).toBe("<a></a>");
    // Emitted without a listener, an error would throw here.
    expect(() => {
      req.emit("error", new Error("reset"));
      req.emit("close");
    }).not.toThrow();
    expect(req.paused).toBe(0);
  });

  it("refuses a body whose client goes away before its end, and takes its listeners off", async () => {
    const req = new FakeRequest();
    const body = read(req);
    req.emit("data", Buffer.from("<a>"));
    req.emit("close");
    await expect(body).rejects.toMatchObject({ status: 400 });
    expect(EVENTS.map((e) => req.listenerCount(e))).toEqual([0, 0, 0, 0]);
    expect(req.paused).toBe(1);
  });

  it("refuses a body over the limit while it arrives, and takes its listeners off", async () => {
    const req = new FakeRequest();
    const body = read(req, 4);
    req.emit("data", Buffer.from("<a>"));
    req.emit("data", Buffer.from("</a>"));
    const refusal = await body.catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(BodyError);
    expect(refusal).toMatchObject({ status: 413 });
    expect(EVENTS.map((e) => req.listenerCount(e))).toEqual([0, 0, 0, 0]);
    expect(req.paused).toBe(1);
  });

  it("refuses a request whose stream fails before the end", async () => {
    const req = new FakeRequest();
    const body = read(req);
    req.emit("error", new Error("reset"));
    await expect(body).rejects.toMatchObject({ status: 400 });
    expect(EVENTS.map((e) => req.listenerCount(e))).toEqual([0, 0, 0, 0]);
  });
});
