// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
function regExpLiteral(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
export {
  regExpLiteral
};
//# sourceMappingURL=reg-exp-literal.js.map
