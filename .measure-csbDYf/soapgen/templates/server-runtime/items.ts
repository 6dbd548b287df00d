/** Building `xsd:anyType` items whose text form matters: a dateTime keeps the text it is written as. */
import { formatUtcDateTime, parseSoapDateTime } from "./contract-runtime.js";

/**
 * A Date is written in UTC (`2024-05-01T10:00:00Z`); a string is written as given and must be an
 * xsd:dateTime, so `"2024-05-01T00:00:00"` stays zone-less as .NET writes an unspecified DateTime.
 */
export function dateTimeItem(value: Date | string): {
  type: "xsd:dateTime";
  value: Date;
  text: string;
} {
  if (value instanceof Date) return { type: "xsd:dateTime", value, text: formatUtcDateTime(value) };
  const parsed = parseSoapDateTime(value);
  if (!parsed || value.trim() !== value)
    throw new RangeError(`${JSON.stringify(value)} is not an xsd:dateTime`);
  return { type: "xsd:dateTime", value: parsed, text: value };
}
