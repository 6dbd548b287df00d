// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
class ImplementationContext {
  /** The response's SOAP header blocks, by name: set those the operation's output binds. */
  responseHeaders = {};
  #controller;
  #res;
  binding;
  operation;
  headers;
  /** The SOAP header blocks the request carried, by name (null when nil). */
  soapHeaders;
  constructor(binding, operation, headers, res, authHeader, soapHeaders) {
    this.binding = binding;
    this.operation = operation;
    this.headers = headers;
    this.soapHeaders = soapHeaders;
    this.#res = res;
    if (authHeader != null) this.authHeader = authHeader;
  }
  /** Aborted when the client goes away before the answer is sent. */
  get signal() {
    if (this.#controller === void 0) {
      const controller = this.#controller = new AbortController();
      const res = this.#res;
      if (res.destroyed) {
        if (!res.writableFinished) controller.abort();
      } else {
        res.once("close", () => {
          if (!res.writableFinished) controller.abort();
        });
      }
    }
    return this.#controller.signal;
  }
}
export {
  ImplementationContext
};
//# sourceMappingURL=call-context.js.map
