// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { formatUtcDateTime, parseSoapDateTime } from "./contract-runtime.js";
function dateTimeItem(value) {
  if (value instanceof Date) return { type: "xsd:dateTime", value, text: formatUtcDateTime(value) };
  const parsed = parseSoapDateTime(value);
  if (!parsed || value.trim() !== value)
    throw new RangeError(`${JSON.stringify(value)} is not an xsd:dateTime`);
  return { type: "xsd:dateTime", value: parsed, text: value };
}
export {
  dateTimeItem
};
//# sourceMappingURL=items.js.map
