// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/** Helpers of the demo implementation: comparing secrets in constant time, describing a call. */
import { createHash, timingSafeEqual } from "node:crypto";

/** Equal strings, in time that does not depend on where they differ (or on their lengths). */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * `eventGet: EventID=5`: what the demo echoes as its first item, so a caller sees what arrived.
 * Parameters in schema order, by their XML names; ones left out are not listed.
 */
export function describeCall(
  operation: { name: string; params: readonly { xml: string; ts: string }[] },
  params: unknown,
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const parts = operation.params
    .filter((p) => values[p.ts] !== undefined)
    .map((p) => {
      const value = values[p.ts];
      return `${p.xml}=${value instanceof Date ? value.toISOString() : value === null ? "nil" : String(value)}`;
    });
  return parts.length === 0 ? operation.name : `${operation.name}: ${parts.join("; ")}`;
}
