// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
function nodeHttpTransport(_options) {
  return void 0;
}
export {
  nodeHttpTransport
};
//# sourceMappingURL=node-http-transport.browser.js.map
