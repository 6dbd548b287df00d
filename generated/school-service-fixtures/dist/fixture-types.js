// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.
export {};
//# sourceMappingURL=fixture-types.js.map