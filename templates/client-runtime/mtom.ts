/**
 * MTOM requests (option `mtom`): SOAP calls sent as XOP packages, their base64Binary values of
 * `threshold` bytes or more as binary parts, not base64 text. A value of its own, as WsSecurity,
 * so that a bundle that does not use it carries none of it; only the node:http transport sends
 * it. Answers in MTOM (or SOAP with Attachments) are read whether or not this is given.
 */
import { wholeNumberOption, XopWriter } from "./contract-runtime.js";

export interface MtomOptions {
  /** The smallest base64Binary value sent as an attachment, in bytes (default 1024); smaller ones stay inline. */
  threshold?: number;
}

export class Mtom {
  readonly threshold: number;

  constructor(options: MtomOptions = {}) {
    this.threshold = wholeNumberOption("mtom.threshold", options.threshold, 1024, {
      unit: "bytes",
      min: 0,
    });
  }

  /** Where one request's base64Binary values go. */
  writer(): XopWriter {
    return new XopWriter(this.threshold);
  }
}
