// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { isXmlNCName } from "./xml-reader.js";
const names = [];
const starts = [];
const ends = [];
const joined = [];
function fieldTagSlot(depth, position, name) {
  if (position >= 16 || depth >= 8 || name.length > 64) {
    assertElementName(name);
    return -1;
  }
  const slot = depth * 16 + position;
  if (names[slot] !== name) {
    assertElementName(name);
    names[slot] = name;
    starts[slot] = `<${name}>`;
    ends[slot] = `</${name}>`;
    joined[slot] = joined[slot + 1] = void 0;
  }
  return slot;
}
function assertElementName(name) {
  if (!isXmlNCName(name))
    throw new TypeError(
      `${name}: no element can be named ${JSON.stringify(name)} (it is no XML name without a prefix)`
    );
}
function startTagAt(slot, name) {
  return slot < 0 ? `<${name}>` : starts[slot];
}
function endTagAt(slot, name) {
  return slot < 0 ? `</${name}>` : ends[slot];
}
function joinedTagAt(slot) {
  return joined[slot] ??= ends[slot - 1] + starts[slot];
}
export {
  endTagAt,
  fieldTagSlot,
  joinedTagAt,
  startTagAt
};
//# sourceMappingURL=field-tags.js.map
