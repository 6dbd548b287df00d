/** Exchanges through a fetch implementation (the browser's, Node's, or one injected for tests). */
import type { Transport } from "./transport.js";

export function fetchTransport(f: typeof fetch): Transport {
  if (typeof f !== "function") throw new TypeError("options.fetch is not a function");
  return (request) => {
    const controller = new AbortController();
    // Settles when the exchange is cancelled, even with a fetch that ignores its signal.
    let stop: (reason: unknown) => void = () => {};
    const stopped = new Promise<never>((_, reject) => (stop = reject));
    stopped.catch(() => {});
    const init: RequestInit = {
      method: request.method,
      headers: request.headers,
      signal: controller.signal,
    };
    if (request.body !== undefined) init.body = request.body;
    const response = (async () => {
      // Called unbound: a browser's fetch throws "Illegal invocation" when called as a method of another object.
      const res = await Promise.race([f(request.url, init), stopped]);
      const body = await Promise.race([res.text(), stopped]);
      return {
        status: res.status,
        statusText: res.statusText,
        contentType: res.headers.get("content-type") ?? "",
        body,
      };
    })();
    return {
      response,
      cancel(reason) {
        controller.abort(reason);
        stop(reason);
      },
    };
  };
}
