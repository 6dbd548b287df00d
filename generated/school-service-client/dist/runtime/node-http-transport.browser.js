// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
export function nodeHttpTransport(_options) {
    return undefined;
}
//# sourceMappingURL=node-http-transport.browser.js.map