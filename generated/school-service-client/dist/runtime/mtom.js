// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { wholeNumberOption, XopWriter } from "./contract-runtime.js";
class Mtom {
  threshold;
  constructor(options = {}) {
    this.threshold = wholeNumberOption("mtom.threshold", options.threshold, 1024, {
      unit: "bytes",
      min: 0
    });
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
