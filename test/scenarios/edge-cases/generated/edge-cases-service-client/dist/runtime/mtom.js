// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { XopWriter } from "./contract-runtime.js";
class Mtom {
  threshold;
  constructor(options = {}) {
    const threshold = options.threshold ?? 1024;
    if (!Number.isInteger(threshold) || threshold < 0)
      throw new TypeError(
        `mtom threshold: expected a whole number of bytes, got ${String(threshold)}`
      );
    this.threshold = threshold;
  }
  /** Where one request's base64Binary values go. */
  writer() {
    return new XopWriter(this.threshold);
  }
}
export {
  Mtom
};
//# sourceMappingURL=mtom.js.map
