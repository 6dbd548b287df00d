// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
export const DEFAULT_MTOM_THRESHOLD = 1024;
export const DEFAULT_ERROR_CODES = { auth: "AUTH", required: "REQUIRED" };
export const DEFAULT_LIMITS = {
    maxBodyBytes: 4 * 1024 * 1024,
    bodyTimeoutMs: 30_000,
    maxParts: 64,
    xml: { maxDepth: 64, maxElements: 100_000, maxAttributes: 64 },
};
//# sourceMappingURL=options.js.map