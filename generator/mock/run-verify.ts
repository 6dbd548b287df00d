/**
 * `soapgen verify`: every fixture (recorded ones with --fixtures, else the generated ones on SOAP
 * 1.1 and 1.2) checked against a live service, one at a time; the report on stdout, and as JSON or
 * JUnit XML in files for CI. Exit code 1 when any fixture fails.
 */
import { writeFileSync } from "node:fs";
import { numberFlag } from "./flag-values.ts";
import { type GeneratedPackages, loadGeneratedPackages } from "./generated-packages.ts";
import { toPlain } from "./plain-values.ts";
import { readFixtureFolder, type RecordedFixture } from "./recorded-fixture.ts";
import { secretsFrom } from "./secrets.ts";
import { type VerifiedCase, verifyFixture } from "./verify-fixture.ts";
import { jsonReport, junitReport, textReport } from "./verify-reports.ts";

export interface VerifyFlags {
  against?: string;
  fixtures?: string;
  secret?: string[];
  json?: string;
  junit?: string;
  "timeout-ms"?: string;
}

/** The generated fixtures as recorded ones: each operation's success answer on SOAP 1.1 and 1.2. */
function generatedFixtures(
  packages: GeneratedPackages,
): { fixture: RecordedFixture; file: string }[] {
  return packages.fixtures.flatMap((f) =>
    (["soap11", "soap12"] as const).flatMap((binding) => {
      const request = f.requests[binding];
      const response = f.responses?.success.wire[binding];
      if (!request || !response) return [];
      const fixture: RecordedFixture = {
        operation: f.operation,
        binding,
        params: toPlain(f.params),
        request,
        response,
        expect: { exact: [], ignore: [] },
      };
      return [{ fixture, file: "generated" }];
    }),
  );
}

export async function runVerify(packagesDir: string, flags: VerifyFlags): Promise<number> {
  if (!flags.against)
    throw new Error("verify needs --against <URL of the live service's endpoint>");
  let against: URL;
  try {
    against = new URL(flags.against);
  } catch {
    throw new Error(`--against ${flags.against}: not a URL`);
  }
  const timeoutMs = numberFlag("timeout-ms", flags["timeout-ms"], 30_000, [1, 600_000]);
  const secrets = secretsFrom(flags.secret ?? [], process.env);
  const packages = await loadGeneratedPackages(packagesDir);
  const fixtures = flags.fixtures
    ? readFixtureFolder(flags.fixtures, Object.keys(packages.operations))
    : generatedFixtures(packages);
  // A check that checks nothing must not pass in CI.
  if (fixtures.length === 0)
    throw new Error(
      "no fixtures to verify: the generated fixtures hold no wire answers for this contract's operations; record some with soapgen record and pass --fixtures",
    );
  const cases: VerifiedCase[] = [];
  for (const { fixture, file } of fixtures)
    cases.push(await verifyFixture(packages, against, fixture, file, secrets, timeoutMs));
  process.stdout.write(textReport(flags.against, cases));
  if (flags.json) writeFileSync(flags.json, jsonReport(flags.against, cases));
  if (flags.junit) writeFileSync(flags.junit, junitReport(flags.against, cases));
  return cases.some((c) => c.violations.length > 0) ? 1 : 0;
}
