// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { BodyCollector, checkDeclaredLength } from "./response-body.js";
function fetchTransport(f) {
  if (typeof f !== "function") throw new TypeError("options.fetch is not a function");
  return (request, maxResponseBytes) => {
    const controller = new AbortController();
    let stop = () => {
    };
    const stopped = new Promise((_, reject) => stop = reject);
    stopped.catch(() => {
    });
    const init = {
      method: request.method,
      headers: request.headers,
      signal: controller.signal
    };
    if (request.body !== void 0) init.body = request.body;
    const response = (async () => {
      const res = await Promise.race([f(request.url, init), stopped]);
      checkDeclaredLength(res.headers.get("content-length"), maxResponseBytes);
      const body = await Promise.race([readBody(res, maxResponseBytes), stopped]);
      const headers = {};
      res.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      return {
        status: res.status,
        statusText: res.statusText,
        contentType: res.headers.get("content-type") ?? "",
        headers,
        body
      };
    })();
    return {
      response,
      cancel(reason) {
        controller.abort(reason);
        stop(reason);
      }
    };
  };
}
async function readBody(res, limit) {
  if (limit <= 0 || res.body === null) return res.text();
  const reader = res.body.getReader();
  const body = new BodyCollector(limit);
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    try {
      body.add(chunk.value);
    } catch (err) {
      await reader.cancel().catch(() => {
      });
      throw err;
    }
  }
  return body.text();
}
export {
  fetchTransport
};
//# sourceMappingURL=fetch-transport.js.map
