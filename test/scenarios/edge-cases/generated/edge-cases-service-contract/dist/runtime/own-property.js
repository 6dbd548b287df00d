// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
function setOwn(target, key, value) {
  if (key === "__proto__")
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true
    });
  else target[key] = value;
}
function getOwn(target, key) {
  return Object.hasOwn(target, key) ? target[key] : void 0;
}
export {
  getOwn,
  setOwn
};
//# sourceMappingURL=own-property.js.map
