// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * What the fixture test needs around the generated client and server: a fetch that records the
 * request and answers with a fixture response, a raw HTTP exchange that sends a fixture request
 * byte for byte, and an implementation that records what it receives and answers as told.
 */
import { request } from "node:http";
import type { FixtureRequest, FixtureResponse } from "./fixture-types.js";

/** A fetch that records what the client sends and answers with `response`. */
export function recordingFetch(response: FixtureResponse): {
  fetch: typeof fetch;
  sent: FixtureRequest[];
} {
  const sent: FixtureRequest[] = [];
  const fake = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    sent.push({
      method: (init.method ?? "GET") as FixtureRequest["method"],
      // As sent, after the origin: `new URL` would drop the empty query of `/op?`.
      path: url.slice(new URL(url).origin.length),
      headers: { ...(init.headers as Record<string, string>) },
      ...(init.body != null ? { body: String(init.body) } : {}),
    });
    return new Response(response.body, {
      status: response.status,
      headers: { "Content-Type": response.contentType },
    });
  };
  return { fetch: fake as typeof fetch, sent };
}

/** Sends `req` to `origin` as it is (plus Content-Length) and reads the answer. */
export function exchange(origin: string, req: FixtureRequest): Promise<FixtureResponse> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body, "utf8");
    const headers = body ? { ...req.headers, "Content-Length": String(body.length) } : req.headers;
    const r = request(`${origin}${req.path}`, { method: req.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers["content-type"] ?? "",
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    r.on("error", reject);
    r.end(body);
  });
}

/** What an implementation method was called with. */
export interface Received {
  method: string;
  params: unknown;
  authHeader: unknown;
}

/**
 * An implementation of every method at once, of the service's implementation type `I`: each call
 * is recorded and answered with the value set by `answer` (or the error set by `fail`).
 */
export class RecordingImplementation<I extends object> {
  readonly calls: Received[] = [];
  private next: () => unknown = () => [];

  answer(value: unknown): void {
    this.next = () => value;
  }

  fail(message: string): void {
    this.next = () => {
      throw new Error(message);
    };
  }

  /**
   * The implementation object to hand the server. A proxy has every method a name can ask for,
   * which no type states: it is declared the implementation type.
   */
  readonly implementation = new Proxy(
    {},
    {
      // Not `then`: the object must not look like a promise.
      get: (_target, method) =>
        typeof method !== "string" || method === "then"
          ? undefined
          : async (params: unknown, ctx: { authHeader?: unknown }) => {
              this.calls.push({ method, params, authHeader: ctx.authHeader });
              return this.next();
            },
    },
  ) as I;
}

/** Calls `method` of a generated client by name. */
export function callMethod(client: object, method: string, params: unknown): Promise<unknown> {
  const fn = (client as Record<string, (p: unknown) => Promise<unknown>>)[method];
  if (typeof fn !== "function") throw new TypeError(`the client has no method ${method}`);
  return fn(params);
}
