// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** The operations' fixtures, and the helpers the fixture test uses to check client and server. */
export * from "./fixture-types.js";
export { FIXTURES, ROUND_TRIPS } from "./fixtures/index.js";
export * from "./harness.js";
