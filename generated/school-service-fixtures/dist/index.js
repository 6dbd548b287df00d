// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
export * from "./fixture-types.js";
import { FIXTURES, ROUND_TRIPS } from "./fixtures/index.js";
export * from "./harness.js";
export {
  FIXTURES,
  ROUND_TRIPS
};
//# sourceMappingURL=index.js.map
