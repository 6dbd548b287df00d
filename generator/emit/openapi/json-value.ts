/**
 * A value of the generated types as JSON (docs/openapi.md): bigints as their decimal text, Dates
 * as RFC 3339 text, bytes as base64, a double's NaN and infinities as "NaN", "INF" and "-INF",
 * `undefined` properties left out; everything else as it is. What the document's examples are
 * made with, and what a JSON face on the generated code will write.
 */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

export function toJsonValue(value: unknown): JsonValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (value === Infinity) return "INF";
    if (value === -Infinity) return "-INF";
    return value;
  }
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return base64(value);
  if (Array.isArray(value)) return value.map((item) => toJsonValue(item) ?? null);
  if (typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, item]) => [key, toJsonValue(item)] as const)
        .filter(([, item]) => item !== undefined),
    ) as { [key: string]: JsonValue };
  throw new TypeError(`no JSON form for a ${typeof value}`);
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
