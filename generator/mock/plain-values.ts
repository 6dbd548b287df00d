/**
 * Decoded contract values as plain JSON values, for fixture files and for comparing: a Date is its
 * ISO text, a bigint its digits, bytes their base64, object keys sorted. Two values that encode the
 * same on the wire give the same plain value, whichever side decoded them.
 */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

export function toPlain(value: unknown): Plain {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === "object") {
    // A value class of the runtime (an xsd:dateTime kept as written, say) is its text.
    if (Object.getPrototypeOf(value) !== Object.prototype && "toJSON" in value)
      return toPlain((value as { toJSON(): unknown }).toJSON());
    const out: { [key: string]: Plain } = {};
    for (const key of Object.keys(value).sort()) {
      const field = (value as Record<string, unknown>)[key];
      if (field !== undefined) out[key] = toPlain(field);
    }
    return out;
  }
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  return value as Plain;
}

/** The one text of a plain value: what two requests' parameters are compared by. */
export function plainKey(value: unknown): string {
  return JSON.stringify(toPlain(value));
}
