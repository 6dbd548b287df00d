/**
 * The tests' shared artifacts (shared-artifact.ts): made once per set of sources, and those of
 * other sources kept while a run may still take them, so two runs at once in one checkout (one on
 * edited sources) do not remove each other's.
 */
import { existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { REPO_ROOT } from "./run-cli.ts";
import { sharedArtifact } from "./shared-artifact.ts";

const CACHE = path.join(REPO_ROOT, "node_modules/.cache/soapgen-tests");
const NAME = `shared-artifact-test-${process.pid}`;
afterAll(() => {
  for (const entry of readdirSync(CACHE))
    if (entry.startsWith(`${NAME}-`)) rmSync(path.join(CACHE, entry), { recursive: true });
});

/** The artifact of `sources`, counting how often it was made. */
let made = 0;
const artifact = (sources: string[]) =>
  sharedArtifact(NAME, sources, async (dir) => {
    made++;
    writeFileSync(path.join(dir, "made"), sources.join(","));
  });

it("is made once for its sources; those of other sources stay until unused for an hour", async () => {
  const license = await artifact(["LICENSE"]);
  expect(await artifact(["LICENSE"])).toBe(license);
  expect(made).toBe(1);
  const readme = await artifact(["README.md"]);
  expect(readme).not.toBe(license);
  expect(made).toBe(2);
  // Another run's, taken a minute ago: kept.
  expect(existsSync(path.join(license, "made"))).toBe(true);
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
  utimesSync(path.join(license, ".complete"), twoHoursAgo, twoHoursAgo);
  await artifact(["package.json"]);
  expect(existsSync(license)).toBe(false);
  expect(existsSync(path.join(readme, "made"))).toBe(true);
  // Taking one again marks it used: then it outlives an hour of another run's making.
  utimesSync(path.join(readme, ".complete"), twoHoursAgo, twoHoursAgo);
  expect(await artifact(["README.md"])).toBe(readme);
  await artifact(["LICENSE"]);
  expect(existsSync(path.join(readme, "made"))).toBe(true);
});
