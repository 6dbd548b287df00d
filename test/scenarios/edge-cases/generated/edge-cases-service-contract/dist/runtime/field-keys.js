// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { interned } from "./xml-reader.js";
const remembered = [];
const remembers = (position, name) => position < 16 && name.length <= 64;
function fieldKey(depth, position, name) {
  const keys = remembered[depth] ??= [];
  if (!remembers(position, name)) return name;
  const last = keys[position];
  if (last === name) return last;
  return keys[position] = interned(name);
}
function mayRepeat(depth, position, key) {
  if (!remembers(position, key)) return true;
  const keys = remembered[depth];
  for (let k = 0; k < position; k++) if (keys[k] === key) return true;
  return false;
}
export {
  fieldKey,
  mayRepeat
};
//# sourceMappingURL=field-keys.js.map
