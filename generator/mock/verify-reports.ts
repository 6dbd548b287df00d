/** The reports of `verify`: text for a person, JSON and JUnit XML for CI. */
import type { VerifiedCase } from "./verify-fixture.ts";

const caseName = (c: VerifiedCase) => `${c.operation} (${c.binding}) ${c.file}`;

export function textReport(against: string, cases: readonly VerifiedCase[]): string {
  const failed = cases.filter((c) => c.violations.length > 0);
  const lines = cases.map(
    (c) =>
      `${c.violations.length === 0 ? "pass" : "FAIL"}  ${caseName(c)}${c.violations.map((v) => `\n      ${v}`).join("")}`,
  );
  return `${lines.join("\n")}\n\n${cases.length - failed.length} of ${cases.length} fixtures pass against ${against}${failed.length ? `; ${failed.length} fail` : ""}.\n`;
}

export function jsonReport(against: string, cases: readonly VerifiedCase[]): string {
  const failed = cases.filter((c) => c.violations.length > 0).length;
  return `${JSON.stringify(
    {
      against,
      passed: cases.length - failed,
      failed,
      cases: cases.map((c) => ({ ...c, passed: c.violations.length === 0 })),
    },
    null,
    2,
  )}\n`;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // Characters XML 1.0 cannot carry, as a service's answer may hold.
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "\uFFFD");

/** One test case per fixture (class: the operation), a failure listing its violations. */
export function junitReport(against: string, cases: readonly VerifiedCase[]): string {
  const failed = cases.filter((c) => c.violations.length > 0).length;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const total = cases.reduce((sum, c) => sum + c.ms, 0);
  const testcases = cases.map((c) => {
    const open = `    <testcase classname="${escapeXml(c.operation)}" name="${escapeXml(`${c.binding} ${c.file}`)}" time="${seconds(c.ms)}"`;
    if (c.violations.length === 0) return `${open} />`;
    return `${open}>\n      <failure message="${escapeXml(c.violations[0]!)}">${escapeXml(c.violations.join("\n"))}</failure>\n    </testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="soapgen verify" tests="${cases.length}" failures="${failed}" time="${seconds(total)}">\n  <testsuite name="${escapeXml(`soapgen verify against ${against}`)}" tests="${cases.length}" failures="${failed}" errors="0" time="${seconds(total)}">\n${testcases.join("\n")}\n  </testsuite>\n</testsuites>\n`;
}
