// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const TIMER_MS = { unit: "milliseconds", min: 0, max: 2147483647 };
function wholeNumberOption(path, value, fallback, rule) {
  const given = value === void 0 ? fallback : value;
  const max = rule.max ?? Number.MAX_SAFE_INTEGER;
  if (typeof given === "number" && (Number.isInteger(given) && given >= rule.min && given <= max || rule.unlimited === true && given === Number.POSITIVE_INFINITY))
    return given;
  const range = rule.max === void 0 ? `>= ${rule.min}` : `from ${rule.min} to ${rule.max}`;
  const expected = `a whole number${rule.unit === void 0 ? "" : ` of ${rule.unit}`} ${range}` + (rule.unlimited === true ? " or Infinity (no limit)" : "");
  const Refusal = typeof given === "number" ? RangeError : TypeError;
  throw new Refusal(`${path}: expected ${expected}, got ${shown(given)}`);
}
function shown(value) {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value == null)
    return String(value);
  return `${typeof value === "object" ? "an" : "a"} ${typeof value}`;
}
export {
  TIMER_MS,
  wholeNumberOption
};
//# sourceMappingURL=whole-number-option.js.map
