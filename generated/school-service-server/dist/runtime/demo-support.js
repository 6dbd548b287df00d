// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { createHash, timingSafeEqual } from "node:crypto";
function constantTimeEqual(a, b) {
  const digest = (s) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}
function describeCall(operation, params) {
  const values = params ?? {};
  const parts = operation.params.filter((p) => values[p.ts] !== void 0).map((p) => {
    const value = values[p.ts];
    return `${p.xml}=${value instanceof Date ? value.toISOString() : value === null ? "nil" : String(value)}`;
  });
  return parts.length === 0 ? operation.name : `${operation.name}: ${parts.join("; ")}`;
}
export {
  constantTimeEqual,
  describeCall
};
//# sourceMappingURL=demo-support.js.map
