// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { request } from "node:http";
function recordingFetch(response) {
  const sent = [];
  const fake = async (input, init = {}) => {
    const url = String(input);
    sent.push({
      method: init.method ?? "GET",
      // As sent, after the origin: `new URL` would drop the empty query of `/op?`.
      path: url.slice(new URL(url).origin.length),
      headers: { ...init.headers },
      ...init.body != null ? { body: String(init.body) } : {}
    });
    return new Response(response.body, {
      status: response.status,
      headers: { "Content-Type": response.contentType }
    });
  };
  return { fetch: fake, sent };
}
function exchange(origin, req) {
  return new Promise((resolve, reject) => {
    const body = req.body === void 0 ? void 0 : Buffer.from(req.body, "utf8");
    const headers = body ? { ...req.headers, "Content-Length": String(body.length) } : req.headers;
    const r = request(`${origin}${req.path}`, { method: req.method, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on(
        "end",
        () => resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers["content-type"] ?? "",
          body: Buffer.concat(chunks).toString("utf8")
        })
      );
      res.on("error", reject);
    });
    r.on("error", reject);
    r.end(body);
  });
}
class RecordingImplementation {
  calls = [];
  next = () => [];
  answer(value) {
    this.next = () => value;
  }
  fail(message) {
    this.next = () => {
      throw new Error(message);
    };
  }
  /**
   * The implementation object to hand the server. A proxy has every method a name can ask for,
   * which no type states: it is declared the implementation type.
   */
  implementation = new Proxy(
    {},
    {
      // Not `then`: the object must not look like a promise.
      get: (_target, method) => typeof method !== "string" || method === "then" ? void 0 : async (params, ctx) => {
        this.calls.push({ method, params, authHeader: ctx.authHeader });
        return this.next();
      }
    }
  );
}
function callMethod(client, method, params) {
  const fn = client[method];
  if (typeof fn !== "function") throw new TypeError(`the client has no method ${method}`);
  return fn(params);
}
export {
  RecordingImplementation,
  callMethod,
  exchange,
  recordingFetch
};
//# sourceMappingURL=harness.js.map
