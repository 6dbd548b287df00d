// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const DEFAULT_MTOM_THRESHOLD = 1024;
const DEFAULT_ERROR_CODES = { auth: "AUTH", required: "REQUIRED" };
const DEFAULT_LIMITS = {
  maxBodyBytes: 4 * 1024 * 1024,
  bodyTimeoutMs: 3e4,
  maxParts: 64,
  xml: { maxDepth: 64, maxElements: 1e5, maxAttributes: 64 }
};
export {
  DEFAULT_ERROR_CODES,
  DEFAULT_LIMITS,
  DEFAULT_MTOM_THRESHOLD
};
//# sourceMappingURL=options.js.map
